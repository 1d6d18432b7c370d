#pragma once

#include "core/enums.h"
#include "design/entitykind.h"
#include "design/pathways.h"
#include "design/testrecord.h"

#include "design/quoteinfo.h"
#include "design/settings.h"

#include <QList>
#include <QString>
#include <QUndoCommand>

#include <optional>

namespace railyard {

class Document;

// Typed property changes, one factory per property. Each returns a mergeable ChangeValue command; the
// caller pushes it. Ids are entity slots. Renames (set…Id) must be checked for uniqueness by the caller
// (see isIdFree); a cable type change keeps the number of legs (see canSetCableType).
QUndoCommand *setDesignName(Document *document, const QString &name);
QUndoCommand *setCurrency(Document *document, const QString &currency);
QUndoCommand *setSettings(Document *document, const Settings &settings);
QUndoCommand *setQuoteInfo(Document *document, const QuoteInfo &quote);
// The whole of the pathways after one edit (a node placed, a segment drawn or sized), named `text` on the
// Edit menu. Consecutive commands with the same `mergeId` merge (dragging a node is one step); -1 never
// merges.
QUndoCommand *setPathways(Document *document, const Pathways &pathways, const QString &text,
                          int mergeId = -1);

QUndoCommand *setRackId(Document *document, int rack, const QString &id);
QUndoCommand *setRackRow(Document *document, QList<int> racks, const QString &row);
QUndoCommand *setRackHeight(Document *document, QList<int> racks, int heightU);
// A rack type (or -1 for none); the racks take the type's height, width and depth, as a file's racks do.
QUndoCommand *setRackType(Document *document, QList<int> racks, int rackType);

QUndoCommand *setDeviceId(Document *document, int device, const QString &id);
QUndoCommand *setDeviceSu(Document *document, QList<int> devices, std::optional<int> su);
QUndoCommand *setDeviceNode(Document *document, QList<int> devices, std::optional<int> node);
QUndoCommand *setDeviceRail(Document *document, QList<int> devices, std::optional<int> rail);
// The airflow the switches are ordered in (None: as the design's switch_ports_face says).
QUndoCommand *setDeviceAirflow(Document *document, QList<int> devices, Airflow airflow);

QUndoCommand *setCableId(Document *document, int cable, const QString &id);
QUndoCommand *setCableLabel(Document *document, QList<int> cables, const QString &label);
QUndoCommand *setCableLength(Document *document, QList<int> cables, double lengthM);
QUndoCommand *setCableType(Document *document, QList<int> cables, int cableType);
// Where cables are in the build (a scan, the Properties panel, a test result).
QUndoCommand *setCableStatus(Document *document, QList<int> cables, CableStatus status);
// Test results imported: each cable's records and the status they give it, one value per cable.
struct CableCommissioning
{
    QList<TestRecord> tests;
    CableStatus status = CableStatus::Planned;
    bool operator==(const CableCommissioning &) const = default;
};
QUndoCommand *setCableCommissioning(Document *document, QList<int> cables, QList<CableCommissioning> values);

bool isIdFree(const Document &document, EntityKind kind, const QString &id);
bool canSetCableType(const Document &document, const QList<int> &cables, int cableType);

} // namespace railyard
