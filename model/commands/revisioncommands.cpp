#include "commands/revisioncommands.h"

#include "commands/changevalue.h"
#include "commands/designcommands.h"
#include "document/document.h"

#include <QCoreApplication>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Commands)
};

// Revision edits never merge: each is its own step.
constexpr int noMerge = -1;

QUndoCommand *setRevisions(Document *document, QList<Revision> revisions, const QString &text)
{
    return new ChangeValue<QList<Revision>>(
        document, noMerge, ChangeKind::DesignChanged, ChangeProperty::Revisions, {0}, {std::move(revisions)},
        [](const Design &d, int) { return d.revisions; },
        [](Design &d, int, const QList<Revision> &v) { d.revisions = v; }, text);
}

} // namespace

QUndoCommand *addRevision(Document *document, const Revision &revision)
{
    QList<Revision> revisions = document->design().revisions;
    revisions.append(revision);
    return setRevisions(document, std::move(revisions), Text::tr("Save Revision %1").arg(revision.name));
}

QUndoCommand *removeRevision(Document *document, int index)
{
    QList<Revision> revisions = document->design().revisions;
    const QString name = revisions.at(index).name;
    revisions.removeAt(index);
    return setRevisions(document, std::move(revisions), Text::tr("Delete Revision %1").arg(name));
}

QUndoCommand *restoreRevision(Document *document, Design restored, const QString &name)
{
    return new ReplaceDesign(document, std::move(restored), Text::tr("Restore Revision %1").arg(name));
}

} // namespace railyard
