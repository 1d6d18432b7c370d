#include "commands/devicecommands.h"

#include "commands/cablecommands.h"
#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

RemoveDevices::RemoveDevices(Document *document, QList<int> deviceSlots, QUndoCommand *parent)
    : RemoveEntities(document, std::move(deviceSlots), parent)
{
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
    if (!cables.isEmpty()) new RemoveCables(document, cables, this);
}

MoveDevices::MoveDevices(Document *document, QList<int> deviceSlots, QList<Placement> to,
                         QUndoCommand *parent)
    : ChangeValue<Placement>(
          document, CmdMoveDevices, ChangeKind::DevicesChanged, ChangeProperty::Placement,
          std::move(deviceSlots), std::move(to),
          [](const Design &d, int i) {
              return Placement{d.devices().at(i).rack, d.devices().at(i).u};
          },
          [](Design &d, int i, const Placement &p) {
              d.device(i).rack = p.rack;
              d.device(i).u = p.u;
          },
          QString(), parent)
{
    // What Edit ▸ Undo names: one by its id, several counted.
    setText(ids().size() == 1
                ? QCoreApplication::translate("Commands", "Move Device %1")
                      .arg(document->design().devices().at(ids().front()).id)
                : QCoreApplication::translate("Commands", "Move %n Device(s)", nullptr, int(ids().size())));
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
    m_document->notify({ChangeKind::DevicesChanged, touched, ChangeProperty::Transceivers});
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
