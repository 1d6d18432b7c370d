#include "commands/devicecommands.h"

#include "commands/cablecommands.h"
#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

AddDevices::AddDevices(Document *document, std::vector<Device> devices, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_devices(std::move(devices))
{
    setText(m_devices.size() == 1 ? QCoreApplication::translate("Commands", "Add Device")
                                  : QCoreApplication::translate("Commands", "Add Devices"));
    const int first = document->design().devices().nextSlot();
    for (int i = 0; i < int(m_devices.size()); ++i)
        m_slots.append(first + i);
}

void AddDevices::redo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_devices.size()); ++i)
        design.insertDevice(m_slots[i], std::move(m_devices[size_t(i)]));
    m_devices.clear();
    m_document->notify({ChangeKind::DevicesAdded, m_slots});
    QUndoCommand::redo();
}

void AddDevices::undo()
{
    QUndoCommand::undo();
    Design &design = m_document->designForCommands();
    m_devices.resize(size_t(m_slots.size()));
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_devices[size_t(i)] = design.takeDevice(m_slots[i]);
    m_document->notify({ChangeKind::DevicesRemoved, m_slots});
}

RemoveDevices::RemoveDevices(Document *document, QList<int> deviceSlots, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_slots(std::move(deviceSlots))
{
    std::sort(m_slots.begin(), m_slots.end());
    m_slots.erase(std::unique(m_slots.begin(), m_slots.end()), m_slots.end());
    setText(m_slots.size() == 1 ? QCoreApplication::translate("Commands", "Remove Device")
                                : QCoreApplication::translate("Commands", "Remove Devices"));

    // The cables plugged into these devices go with them.
    const Design &design = document->design();
    std::vector<bool> removed(size_t(design.devices().slotCount()), false);
    for (int d : m_slots)
        removed[size_t(d)] = true;
    QList<int> cables;
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        if (std::any_of(cable.ends.begin(), cable.ends.end(),
                        [&](const Endpoint &e) { return !e.isLoose() && removed[size_t(e.device)]; }))
            cables.append(c);
    }
    if (!cables.isEmpty())
        new RemoveCables(document, cables, this);
}

void RemoveDevices::redo()
{
    QUndoCommand::redo();
    Design &design = m_document->designForCommands();
    m_devices.resize(size_t(m_slots.size()));
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_devices[size_t(i)] = design.takeDevice(m_slots[i]);
    m_document->notify({ChangeKind::DevicesRemoved, m_slots});
}

void RemoveDevices::undo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_slots.size()); ++i)
        design.insertDevice(m_slots[i], std::move(m_devices[size_t(i)]));
    m_devices.clear();
    m_document->notify({ChangeKind::DevicesAdded, m_slots});
    QUndoCommand::undo();
}

MoveDevices::MoveDevices(Document *document, QList<int> deviceSlots, QList<Placement> to, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_slots(std::move(deviceSlots)), m_to(std::move(to))
{
    setText(m_slots.size() == 1 ? QCoreApplication::translate("Commands", "Move Device")
                                : QCoreApplication::translate("Commands", "Move Devices"));
    for (int d : m_slots) {
        const Device &device = document->design().devices().at(d);
        m_from.append({device.rack, device.u});
    }
}

void MoveDevices::apply(const QList<Placement> &placements)
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_slots.size()); ++i) {
        Device &d = design.device(m_slots[i]);
        d.rack = placements[i].rack;
        d.u = placements[i].u;
    }
    m_document->notify({ChangeKind::DevicesChanged, m_slots});
}

void MoveDevices::redo()
{
    apply(m_to);
}

void MoveDevices::undo()
{
    apply(m_from);
}

int MoveDevices::id() const
{
    return CmdMoveDevices;
}

bool MoveDevices::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MoveDevices *>(other);
    if (o->m_slots != m_slots)
        return false;
    m_to = o->m_to;
    return true;
}

SetTransceivers::SetTransceivers(Document *document, QList<ModuleChange> changes, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_changes(std::move(changes))
{
    const bool removing = std::all_of(m_changes.begin(), m_changes.end(),
                                      [](const ModuleChange &c) { return c.transceiver < 0; });
    setText(removing ? QCoreApplication::translate("Commands", "Remove Transceiver")
                     : QCoreApplication::translate("Commands", "Set Transceiver"));
}

void SetTransceivers::apply(bool forward)
{
    Design &design = m_document->designForCommands();
    QList<int> touched;
    if (forward) {
        m_old.clear();
        for (const ModuleChange &c : m_changes) {
            Device &d = design.device(c.device);
            m_old.append(d.moduleAt(c.port));
            d.setModule(c.port, c.transceiver);
            touched.append(c.device);
        }
    } else {
        for (int i = int(m_changes.size()) - 1; i >= 0; --i) {
            design.device(m_changes[i].device).setModule(m_changes[i].port, m_old[i]);
            touched.append(m_changes[i].device);
        }
    }
    m_document->notify({ChangeKind::DevicesChanged, touched});
}

void SetTransceivers::redo()
{
    apply(true);
}

void SetTransceivers::undo()
{
    apply(false);
}

} // namespace railyard
