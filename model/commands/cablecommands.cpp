#include "commands/cablecommands.h"

#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

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
    m_document->notify({ChangeKind::CablesChanged, touched, ChangeProperty::Ends});
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
