#include "controllers/editcontroller.h"

#include "commands/assemblyoperations.h"
#include "commands/operations.h"
#include "commands/rackcommands.h"
#include "commands/valuecommands.h"
#include "design/floorlayout.h"
#include "design/pathwayedits.h"
#include "document/document.h"

#include <algorithm>

namespace railyard {

EditController::EditController(SelectionModel *selection, QObject *parent)
    : QObject(parent), m_selection(selection)
{
}

Document *EditController::document() const
{
    return m_document;
}

void EditController::setDocument(Document *document)
{
    m_document = document;
}

bool EditController::deleteSelection()
{
    const Selection &s = m_selection->selection();
    if (!m_document || s.isEmpty()) return false;
    if (s.hasPathways()) {
        // Trays and nodes (a node takes its trays and drops along): one step.
        const QStringList names = s.segments + s.nodes;
        const Pathways &before = m_document->design().pathways;
        const Pathways after = pathwayedits::remove(before, s.segments, s.nodes);
        // Say what went along with the nodes: their trays.
        QStringList along;
        for (const PathSegment &segment : before.segments)
            if (after.segmentIndex(segment.id) < 0 && !s.segments.contains(segment.id)) along << segment.id;
        const QString list = names.join(QStringLiteral(", "));
        m_document->push(setPathways(m_document, after, tr("Delete %1").arg(list)));
        Q_EMIT message(
            along.isEmpty()
                ? tr("Deleted %1").arg(list)
                : tr("Deleted %1 and the trays at them: %2").arg(list, along.join(QStringLiteral(", "))));
        return true;
    }
    return operations::deleteObjects(*m_document, s.racks, s.devices, s.cables).pushTo(*m_document);
}

void EditController::selectAll()
{
    if (everythingShown) m_selection->select(everythingShown());
}

int EditController::addRack()
{
    if (!m_document) return -1;
    const Design &d = m_document->design();
    // The row of the selected rack, else the row of the last rack; the next free tile at its end.
    int like = m_selection->selection().racks.isEmpty() ? -1 : m_selection->selection().racks.last();
    if (like < 0)
        for (int r : d.racks().live())
            like = r;
    const QString row = like >= 0 ? d.racks().at(like).row : QStringLiteral("A");
    std::optional<double> lastX;
    for (int r : d.racks().live())
        if (d.racks().at(r).row == row && d.racks().at(r).xM)
            lastX = std::max(lastX.value_or(*d.racks().at(r).xM), *d.racks().at(r).xM);
    // Like its neighbour: the same cabinet, height and width, side by side.
    const RowProposal proposal = proposeRow(d);
    const double width = like >= 0 ? d.racks().at(like).widthMm.value_or(defaultRackWidthMm) / 1000.0 : 0.6;
    const std::vector<Rack> racks =
        rowOfRacks(d, row, 1, like >= 0 ? d.racks().at(like).heightU : proposal.heightU,
                   lastX ? *lastX + width : 0.0, like >= 0 ? d.racks().at(like).yM.value_or(0) : 0,
                   like >= 0 ? d.racks().at(like).type : proposal.rackType);
    Operation op = operations::addRacks(*m_document, racks);
    const QString summary = op.summary;
    op.pushTo(*m_document);
    const int added = d.racks().find(racks.front().id);
    m_selection->select({{added}, {}, {}});
    Q_EMIT message(summary);
    return added;
}

void EditController::addRow(const QString &row, int count, int heightU, double x, double y, int rackType)
{
    if (!m_document) return;
    const Design &d = m_document->design();
    const std::vector<Rack> racks = rowOfRacks(d, row, count, heightU, x, y, rackType);
    Operation op = operations::addRacks(*m_document, racks);
    const QString summary = op.summary;
    op.pushTo(*m_document);
    Selection added;
    for (const Rack &r : racks)
        added.racks.append(d.racks().find(r.id));
    m_selection->select(added);
    Q_EMIT message(summary);
}

void EditController::dropRacksIntoTrays()
{
    if (!m_document) return;
    const Design &d = m_document->design();
    int dropped = 0;
    const Pathways p = pathwayedits::dropRacks(d, d.pathways, &dropped);
    if (dropped == 0) {
        Q_EMIT message(d.pathways.segments.isEmpty()
                           ? tr("The design has no trays: draw them with View ▸ Edit Pathways")
                           : tr("No rack without a drop has a tray over it"));
        return;
    }
    m_document->push(setPathways(m_document, p, tr("Drop %n Rack(s) into Trays", nullptr, dropped)));
    Q_EMIT message(tr("Dropped %n rack(s) into the trays over them", nullptr, dropped));
}

void EditController::combineTrunks()
{
    if (!m_document) return;
    const Selection &s = m_selection->selection();
    Operation op = s.cables.size() >= 2 ? operations::combineIntoAssembly(*m_document, s.cables)
                   : s.devices.size() == 2
                       ? operations::combineTrunksBetween(*m_document, s.devices[0], s.devices[1])
                       : Operation();
    if (!op) {
        Q_EMIT message(op.refusal.isEmpty()
                           ? tr("Select two or more trunks, or the two patch panels they join")
                           : tr("Cannot combine: %1").arg(op.refusal));
        return;
    }
    selectAdded(std::move(op));
}

void EditController::splitAssembly()
{
    if (!m_document) return;
    const Design &d = m_document->design();
    const QList<int> &cables = m_selection->selection().cables;
    const auto assembly =
        std::find_if(cables.begin(), cables.end(), [&](int c) { return d.cables().at(c).isAssembly(); });
    if (assembly == cables.end()) {
        Q_EMIT message(tr("Select a trunk assembly to split"));
        return;
    }
    Operation op = operations::splitAssembly(*m_document, *assembly);
    if (!op) {
        Q_EMIT message(tr("Cannot split: %1").arg(op.refusal));
        return;
    }
    selectAdded(std::move(op));
}

void EditController::selectAdded(Operation op)
{
    const QString summary = op.summary;
    const QStringList added = op.added;
    if (!op.pushTo(*m_document)) return;
    Selection s;
    for (const QString &id : added)
        if (const int c = m_document->design().cables().find(id); c >= 0) s.cables << c;
    m_selection->select(s);
    Q_EMIT message(summary);
}

} // namespace railyard
