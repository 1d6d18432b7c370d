#include "commands/rackcommands.h"

#include "commands/commandids.h"
#include "commands/devicecommands.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

RemoveRacks::RemoveRacks(Document *document, QList<int> rackSlots, QUndoCommand *parent)
    : RemoveEntities(document, std::move(rackSlots), parent)
{
    QList<int> devices;
    for (int d : document->design().devices().live())
        if (m_slots.contains(document->design().devices().at(d).rack)) devices.append(d);
    if (!devices.isEmpty()) new RemoveDevices(document, devices, this);
}

namespace {

QList<FloorPosition> positions(const QList<QPointF> &points)
{
    QList<FloorPosition> list;
    for (const QPointF &p : points)
        list.append({p.x(), p.y()});
    return list;
}

} // namespace

MoveRacks::MoveRacks(Document *document, QList<int> rackSlots, const QList<QPointF> &to, QUndoCommand *parent)
    : ChangeValue<FloorPosition>(
          document, CmdMoveRacks, ChangeKind::RacksChanged, ChangeProperty::Placement, std::move(rackSlots),
          positions(to),
          [](const Design &d, int r) {
              return FloorPosition{d.racks().at(r).xM, d.racks().at(r).yM};
          },
          [](Design &d, int r, const FloorPosition &p) {
              d.rack(r).xM = p.x;
              d.rack(r).yM = p.y;
          },
          QString(), parent)
{
    // What Edit ▸ Undo names: one by its id, several counted.
    setText(ids().size() == 1
                ? QCoreApplication::translate("Commands", "Move Rack %1")
                      .arg(document->design().racks().at(ids().front()).id)
                : QCoreApplication::translate("Commands", "Move %n Rack(s)", nullptr, int(ids().size())));
}

} // namespace railyard
