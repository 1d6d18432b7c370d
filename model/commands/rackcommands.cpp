#include "commands/rackcommands.h"

#include "commands/commandids.h"
#include "commands/devicecommands.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

AddRacks::AddRacks(Document *document, std::vector<Rack> racks, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_racks(std::move(racks))
{
    setText(m_racks.size() == 1 ? QCoreApplication::translate("Commands", "Add Rack")
                                : QCoreApplication::translate("Commands", "Add Racks"));
    const int first = document->design().racks().nextSlot();
    for (int i = 0; i < int(m_racks.size()); ++i)
        m_slots.append(first + i);
}

void AddRacks::redo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_racks.size()); ++i)
        design.insertRack(m_slots[i], std::move(m_racks[size_t(i)]));
    m_racks.clear();
    m_document->notify({ChangeKind::RacksAdded, m_slots});
    QUndoCommand::redo();
}

void AddRacks::undo()
{
    QUndoCommand::undo();
    Design &design = m_document->designForCommands();
    m_racks.resize(size_t(m_slots.size()));
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_racks[size_t(i)] = design.takeRack(m_slots[i]);
    m_document->notify({ChangeKind::RacksRemoved, m_slots});
}

RemoveRacks::RemoveRacks(Document *document, QList<int> rackSlots, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_slots(std::move(rackSlots))
{
    std::sort(m_slots.begin(), m_slots.end());
    m_slots.erase(std::unique(m_slots.begin(), m_slots.end()), m_slots.end());
    setText(m_slots.size() == 1 ? QCoreApplication::translate("Commands", "Remove Rack")
                                : QCoreApplication::translate("Commands", "Remove Racks"));
    QList<int> devices;
    for (int d : document->design().devices().live())
        if (m_slots.contains(document->design().devices().at(d).rack))
            devices.append(d);
    if (!devices.isEmpty())
        new RemoveDevices(document, devices, this);
}

void RemoveRacks::redo()
{
    QUndoCommand::redo();
    Design &design = m_document->designForCommands();
    m_racks.resize(size_t(m_slots.size()));
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_racks[size_t(i)] = design.takeRack(m_slots[i]);
    m_document->notify({ChangeKind::RacksRemoved, m_slots});
}

void RemoveRacks::undo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_slots.size()); ++i)
        design.insertRack(m_slots[i], std::move(m_racks[size_t(i)]));
    m_racks.clear();
    m_document->notify({ChangeKind::RacksAdded, m_slots});
    QUndoCommand::undo();
}

MoveRacks::MoveRacks(Document *document, QList<int> rackSlots, QList<QPointF> to, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_slots(std::move(rackSlots))
{
    setText(m_slots.size() == 1 ? QCoreApplication::translate("Commands", "Move Rack")
                                : QCoreApplication::translate("Commands", "Move Racks"));
    for (int i = 0; i < int(m_slots.size()); ++i) {
        const Rack &r = document->design().racks().at(m_slots[i]);
        m_from.append({r.xM, r.yM});
        m_to.append({to[i].x(), to[i].y()});
    }
}

void MoveRacks::apply(const QList<Position> &positions)
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_slots.size()); ++i) {
        Rack &r = design.rack(m_slots[i]);
        r.xM = positions[i].x;
        r.yM = positions[i].y;
    }
    m_document->notify({ChangeKind::RacksChanged, m_slots});
}

void MoveRacks::redo()
{
    apply(m_to);
}

void MoveRacks::undo()
{
    apply(m_from);
}

int MoveRacks::id() const
{
    return CmdMoveRacks;
}

bool MoveRacks::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MoveRacks *>(other);
    if (o->m_slots != m_slots)
        return false;
    m_to = o->m_to;
    return true;
}

} // namespace railyard
