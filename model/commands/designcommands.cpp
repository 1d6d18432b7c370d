#include "commands/designcommands.h"

#include "document/document.h"

namespace railyard {

ReplaceDesign::ReplaceDesign(Document *document, Design design, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_other(std::move(design))
{
    // The revisions belong to the document, not to one state of its content.
    m_other.revisions = document->design().revisions;
}

void ReplaceDesign::swap()
{
    std::swap(m_document->designForCommands(), m_other);
    m_document->notify({ChangeKind::Reset, {}});
}

void ReplaceDesign::redo()
{
    swap();
}

void ReplaceDesign::undo()
{
    swap();
}

} // namespace railyard
