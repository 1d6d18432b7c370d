#pragma once

#include "revision/revisiondelta.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;

// What changed between two designs (docs/revisions.md), object by object, matched by id: racks, devices and
// cables added, removed or changed, with the fields that changed. Catalog parts are compared by id, so two
// designs with their parts in another order still compare equal.
struct ObjectChange
{
    QString id;
    QStringList fields; // "ends", "length", "label" … in a fixed order
    bool operator==(const ObjectChange &) const = default;
};

struct KindDiff
{
    QStringList added;   // in B's order
    QStringList removed; // in A's order
    QList<ObjectChange> changed;
    bool isEmpty() const { return added.isEmpty() && removed.isEmpty() && changed.isEmpty(); }
};

struct DesignDiff
{
    KindDiff racks, devices, cables;
    QStringList moved;     // devices whose rack or U changed
    QStringList repatched; // cables whose ends changed
    // The pathways (docs/pathways.md): segments and nodes by id, and the racks whose drop changed (added,
    // removed or moved to another node). `pathways`: either design has any, so the JSON lists them.
    KindDiff segments, nodes;
    QStringList drops;
    bool pathways = false;
    // With compareDesigns: the parts to order and return, the issues that appeared and were resolved.
    QList<BomChange> bom;
    ValidationDelta validation;
    bool isEmpty() const
    {
        return racks.isEmpty() && devices.isEmpty() && cables.isEmpty() && segments.isEmpty() &&
               nodes.isEmpty() && drops.isEmpty();
    }
};

// Fields compared: a rack's row, position, height, size, type; a device's type, rack and u (moved), su, node,
// rail, airflow, transceivers; a cable's type, length, label, ends (re-patched), status, tests, replaces,
// route; a segment's nodes, kind, size, fill_limit; a node's position, height.
DesignDiff diffDesigns(const Design &a, const Design &b);
// The objects' diff with the BOM delta and the validation delta (`railyard-cli diff`).
DesignDiff compareDesigns(const Design &a, const Design &b);

// The cables of `after` whose labels must be printed again since `before`: those added, re-patched or
// plugged into a device that moved (their ends, by rack and U, are on the label) or relabelled; with
// `partOnLabel` (labels with the part number and length), also those whose type or length changed. Not a
// cable `after` replaces. In `after`'s cable order, as slots.
std::vector<int> cablesToRelabel(const Design &before, const Design &after, bool partOnLabel);

// `railyard-cli diff --json`: {"racks"|"devices"|"cables": {"added": [ids], "removed": [ids], "changed":
// [{"id", "fields": […]}]}}, devices with "moved" and cables with "repatched" besides; when either design has
// pathways, "segments" and "nodes" the same way and "drops" (rack ids); then "bom": {"order":
// [{"part_number", "length_m", "description", "before", "after", "quantity"}], "return": […]} and
// "validation": {"appeared": [{"rule", "severity", "message", "objects"}], "resolved": […]}.
QByteArray designDiffJson(const DesignDiff &diff);
// The same for people: a line per object, "+ id", "- id", "~ id: fields".
QString designDiffText(const DesignDiff &diff);

} // namespace railyard
