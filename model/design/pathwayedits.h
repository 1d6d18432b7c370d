#pragma once

#include "design/pathways.h"

#include <QPointF>
#include <QStringList>

#include <utility>

namespace railyard {

class Design;

// The edits the Pathways tool and the Properties dock make (docs/pathways.md, "In the window"), each as the
// pathways after it, which the window hands to setPathways as one undo step. Nothing here knows about
// widgets.
namespace pathwayedits {

// An id of the form <prefix><n> that no node or segment has (nodes and segments are told apart by where
// they are listed, but one id space keeps issues and routes unambiguous).
QString freshId(const Pathways &pathways, const QString &prefix);
// The height of a new node: the tray height over the design's tallest rack (as the generator lays trays).
double defaultHeightM(const Design &design);
// A node at (x, y) in metres; when it stands over a rack that has no drop yet, that rack drops to it. Returns
// the new node's id through `id`.
Pathways addNode(const Design &design, const Pathways &pathways, QPointF atM, QString *id);
// A segment from node `a` to node `b` (both there, distinct, and not joined yet; otherwise nothing changes),
// of the kind and size of the segment last drawn, or the defaults. Returns its id through `id`.
Pathways addSegment(const Pathways &pathways, const QString &a, const QString &b, QString *id);
// Splits a segment at the point of it nearest `atM` with a new node (its height between its ends'): the
// first part keeps the segment's id, the second gets a fresh one of the same kind and size. A route that
// names the segment by hand no longer joins its racks (no-route says so). Returns the node through `id`.
Pathways splitSegment(const Pathways &pathways, const QString &segment, QPointF atM, QString *id);
// Gives every placed rack without a drop one where the trays pass over it: a node standing on its footprint,
// else a node splitting the segment that crosses it nearest its centre. Counts the racks through `dropped`.
Pathways dropRacks(const Design &design, const Pathways &pathways, int *dropped);
// The point of the line from `a` to `b` nearest `p`: how far along it (0 at a, 1 at b) and how far from p.
std::pair<double, double> nearestOnLine(QPointF a, QPointF b, QPointF p);
// Removes the segments and the nodes; a node takes the segments and drops that use it along.
Pathways remove(const Pathways &pathways, const QStringList &segments, const QStringList &nodes);
// Makes `node` the drop of `racks` (an empty node: they have none).
Pathways setDrops(const Pathways &pathways, const QStringList &racks, const QString &node);
// The racks that drop to a node.
QStringList racksDroppingTo(const Pathways &pathways, const QString &node);
// The segments that end at a node.
QStringList segmentsAt(const Pathways &pathways, const QString &node);

} // namespace pathwayedits

} // namespace railyard
