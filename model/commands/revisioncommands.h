#pragma once

#include "design/design.h"

#include <QUndoCommand>

namespace railyard {

class Document;

// The edits of a document's revisions (File ▸ Save Revision…, the Revisions dock). Undoable like every other
// edit; the document keeps them when it is saved.

// Keeps the design as it is now as a revision named `name` (revisionNameProblem() said it may).
QUndoCommand *addRevision(Document *document, const Revision &revision);
// Forgets the revision at `index`.
QUndoCommand *removeRevision(Document *document, int index);
// Puts `restored` (a revision's design, read by revisionDesign()) in the document's place, keeping the
// document's revisions; one undo step that brings the design back. Channels and checks are made again.
QUndoCommand *restoreRevision(Document *document, Design restored, const QString &name);

// Why `cable` cannot be planned to replace the cable named `id` (itself, no such cable, one that already
// replaces this one), or empty when it can; an empty `id` (no replacement) always can.
QString replacementProblem(const Design &design, int cable, const QString &id);
// Plans `cable` to replace the cable named `id` (empty: replaces none), one undo step.
QUndoCommand *setCableReplaces(Document *document, int cable, const QString &id);

} // namespace railyard
