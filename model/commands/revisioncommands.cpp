#include "commands/revisioncommands.h"

#include "commands/changevalue.h"
#include "commands/designcommands.h"
#include "document/document.h"

#include <QCoreApplication>
#include <QSet>

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
    return setRevisions(document, std::move(revisions), Text::tr("Save Revision “%1”").arg(revision.name));
}

QUndoCommand *removeRevision(Document *document, int index)
{
    QList<Revision> revisions = document->design().revisions;
    const QString name = revisions.at(index).name;
    revisions.removeAt(index);
    return setRevisions(document, std::move(revisions), Text::tr("Delete Revision “%1”").arg(name));
}

QUndoCommand *restoreRevision(Document *document, Design restored, const QString &name)
{
    return new ReplaceDesign(document, std::move(restored), Text::tr("Restore Revision “%1”").arg(name));
}

namespace {

// Sets a cable's `replaces` through Design::setCableReplaces, which keeps the replaced cables marked. The
// change names the cable and the cables it replaced and replaces, whose channels change with it.
class SetCableReplaces : public QUndoCommand
{
public:
    SetCableReplaces(Document *document, int cable, const QString &id)
        : QUndoCommand(Text::tr("Set Replaced Cable")), m_document(document), m_cable(cable), m_new(id),
          m_old(document->design().cables().at(cable).replaces())
    {
    }
    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

private:
    void apply(const QString &id)
    {
        Design &d = m_document->designForCommands();
        d.setCableReplaces(m_cable, id);
        QList<int> ids{m_cable};
        for (const QString &other : {m_old, m_new})
            if (const int slot = other.isEmpty() ? -1 : d.cables().find(other);
                slot >= 0 && !ids.contains(slot))
                ids.append(slot);
        m_document->notify({ChangeKind::CablesChanged, ids, ChangeProperty::Ends});
    }

    Document *m_document;
    int m_cable;
    QString m_new, m_old;
};

} // namespace

QString replacementProblem(const Design &design, int cable, const QString &id)
{
    if (id.isEmpty()) return {};
    const Cable &c = design.cables().at(cable);
    if (id == c.id) return Text::tr("A cable cannot replace itself.");
    const int other = design.cables().find(id);
    if (other < 0) return Text::tr("There is no cable \"%1\".").arg(id);
    // Following the links from the cable named: back to this one would make a cycle, every cable on it
    // replaced and none planned.
    QSet<int> seen;
    for (int k = other; k >= 0 && !seen.contains(k);
         k = design.cables().find(design.cables().at(k).replaces())) {
        seen.insert(k);
        if (design.cables().at(k).replaces() == c.id)
            return Text::tr("%1 already replaces %2.").arg(design.cables().at(k).id, c.id);
    }
    return {};
}

QUndoCommand *setCableReplaces(Document *document, int cable, const QString &id)
{
    return new SetCableReplaces(document, cable, id);
}

} // namespace railyard
