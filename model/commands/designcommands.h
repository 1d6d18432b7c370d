#pragma once

#include "design/design.h"

#include <QUndoCommand>

namespace railyard {

class Document;

// Puts a whole new design in the document's place (Design ▸ Generate Fabric…, a revision restored), as one
// undo step that brings the previous design back. The document keeps its revisions.
class ReplaceDesign : public QUndoCommand
{
public:
    ReplaceDesign(Document *document, Design design, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void swap();

    Document *m_document;
    Design m_other; // the design not in the document: the new one before redo, the old one after
};

} // namespace railyard
