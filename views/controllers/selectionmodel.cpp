#include "controllers/selectionmodel.h"

#include "document/document.h"

#include <QSet>

namespace railyard {

namespace {

QList<int> withoutDuplicates(const QList<int> &ids)
{
    QList<int> out;
    out.reserve(ids.size());
    for (int id : ids)
        if (!out.contains(id)) out.append(id);
    return out;
}

} // namespace

SelectionModel::SelectionModel(QObject *parent) : QObject(parent) {}

void SelectionModel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document.data(), nullptr, this, nullptr);
    m_document = document;
    if (m_document) connect(m_document.data(), &Document::changed, this, &SelectionModel::onChanged);
    clear();
}

void SelectionModel::select(const Selection &selection)
{
    // Selections are small (what a user picks by hand), so linear de-duplication is fine; a Select All of an
    // XL floor plan is a few thousand racks.
    Selection s{withoutDuplicates(selection.racks), withoutDuplicates(selection.devices),
                withoutDuplicates(selection.cables), selection.segments, selection.nodes};
    s.segments.removeDuplicates();
    s.nodes.removeDuplicates();
    if (s == m_selection) return;
    m_selection = std::move(s);
    Q_EMIT changed();
}

void SelectionModel::onChanged(const Change &change)
{
    Selection s = m_selection;
    const auto drop = [&](QList<int> &list) {
        if (list.isEmpty()) return;
        const QSet<int> gone(change.ids.cbegin(), change.ids.cend());
        list.removeIf([&](int id) { return gone.contains(id); });
    };
    switch (change.kind) {
    case ChangeKind::Reset:
        s = {};
        break;
    case ChangeKind::RacksRemoved:
        drop(s.racks);
        break;
    case ChangeKind::DevicesRemoved:
        drop(s.devices);
        break;
    case ChangeKind::CablesRemoved:
        drop(s.cables);
        break;
    case ChangeKind::DesignChanged: {
        // Segments and nodes an edit of the pathways took away (or an undo of their drawing).
        if (!change.touches(ChangeProperty::Pathways) || !s.hasPathways() || !m_document) return;
        const Pathways &p = m_document->design().pathways;
        s.segments.removeIf([&](const QString &id) { return p.segmentIndex(id) < 0; });
        s.nodes.removeIf([&](const QString &id) { return p.nodeIndex(id) < 0; });
        break;
    }
    default:
        return;
    }
    select(s);
}

} // namespace railyard
