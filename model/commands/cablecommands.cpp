#include "commands/cablecommands.h"

#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

AddCables::AddCables(Document *document, std::vector<Cable> cables, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_cables(std::move(cables))
{
    setText(m_cables.size() == 1 ? QCoreApplication::translate("Commands", "Add Cable")
                                 : QCoreApplication::translate("Commands", "Add Cables"));
    const int first = document->design().cables().nextSlot();
    for (int i = 0; i < int(m_cables.size()); ++i)
        m_slots.append(first + i);
}

void AddCables::redo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_cables.size()); ++i)
        design.insertCable(m_slots[i], std::move(m_cables[size_t(i)]));
    m_cables.clear();
    QUndoCommand::redo();
    m_document->notify({ChangeKind::CablesAdded, m_slots});
}

void AddCables::undo()
{
    QUndoCommand::undo();
    Design &design = m_document->designForCommands();
    m_cables.resize(size_t(m_slots.size()));
    // Take from the back so that the trailing slots are trimmed as they empty.
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_cables[size_t(i)] = design.takeCable(m_slots[i]);
    m_document->notify({ChangeKind::CablesRemoved, m_slots});
}

RemoveCables::RemoveCables(Document *document, QList<int> cableSlots, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_slots(std::move(cableSlots))
{
    std::sort(m_slots.begin(), m_slots.end());
    m_slots.erase(std::unique(m_slots.begin(), m_slots.end()), m_slots.end());
    setText(m_slots.size() == 1 ? QCoreApplication::translate("Commands", "Remove Cable")
                                : QCoreApplication::translate("Commands", "Remove Cables"));
}

void RemoveCables::redo()
{
    QUndoCommand::redo();
    Design &design = m_document->designForCommands();
    m_cables.resize(size_t(m_slots.size()));
    for (int i = int(m_slots.size()) - 1; i >= 0; --i)
        m_cables[size_t(i)] = design.takeCable(m_slots[i]);
    m_document->notify({ChangeKind::CablesRemoved, m_slots});
}

void RemoveCables::undo()
{
    Design &design = m_document->designForCommands();
    for (int i = 0; i < int(m_slots.size()); ++i)
        design.insertCable(m_slots[i], std::move(m_cables[size_t(i)]));
    m_cables.clear();
    m_document->notify({ChangeKind::CablesAdded, m_slots});
    QUndoCommand::undo();
}

SetCableEnds::SetCableEnds(Document *document, QList<EndChange> changes, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_changes(std::move(changes))
{
    const bool connecting = std::any_of(m_changes.begin(), m_changes.end(),
                                        [](const EndChange &c) { return !c.endpoint.isLoose(); });
    setText(connecting ? QCoreApplication::translate("Commands", "Connect Cable")
                       : QCoreApplication::translate("Commands", "Disconnect Cable"));
}

void SetCableEnds::apply(bool forward)
{
    Design &design = m_document->designForCommands();
    QList<int> touched;
    if (forward) {
        m_old.clear();
        for (const EndChange &c : m_changes) {
            m_old.append(design.cables().at(c.cable).ends[c.end]);
            design.setCableEnd(c.cable, c.end, c.endpoint);
            touched.append(c.cable);
        }
    } else {
        for (int i = int(m_changes.size()) - 1; i >= 0; --i) {
            design.setCableEnd(m_changes[i].cable, m_changes[i].end, m_old[i]);
            touched.append(m_changes[i].cable);
        }
    }
    m_document->notify({ChangeKind::CablesChanged, touched});
}

void SetCableEnds::redo()
{
    apply(true);
}

void SetCableEnds::undo()
{
    apply(false);
}

} // namespace railyard
