#include "controllers/bulkeditcontroller.h"

#include "commands/cablecommands.h"
#include "commands/designcommands.h"
#include "commands/devicecommands.h"
#include "commands/valuecommands.h"
#include "controllers/selectionmodel.h"
#include "dialogs/connectbyraildialog.h"
#include "dialogs/fillcagesdialog.h"
#include "dialogs/generatefabricdialog.h"
#include "document/document.h"
#include "plan/cagefill.h"
#include "plan/railcabling.h"

#include <QApplication>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QSet>
#include <QWidget>

#include <optional>

namespace railyard {

BulkEditController::BulkEditController(SelectionModel *selection, QWidget *dialogParent)
    : QObject(dialogParent), m_selection(selection), m_parent(dialogParent)
{
}

bool BulkEditController::generateFabric()
{
    if (!m_document) return false;
    GenerateFabricDialog dialog(m_document->design().catalog, m_parent);
    if (dialog.exec() != QDialog::Accepted) return false;
    std::optional<GeneratedFabric> fabric = dialog.takeFabric();
    return fabric && applyFabric(std::move(*fabric));
}

bool BulkEditController::applyFabric(GeneratedFabric fabric, bool ask)
{
    const Design &current = m_document->design();
    if (ask &&
        current.racks().liveCount() + current.devices().liveCount() + current.cables().liveCount() > 0 &&
        QMessageBox::question(m_parent, tr("Generate Fabric"),
                              tr("Replace the design with the generated fabric?\n\nEdit ▸ Undo brings the "
                                 "current design back."),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes) != QMessageBox::Yes)
        return false;
    Design design = std::move(fabric.design);
    // The design's own settings stay (loss margin, tray height), but what the wizard chose is the
    // generator's: the spares and the power budget per rack the hall was laid out for.
    Settings settings = current.settings;
    settings.sparesPercent = design.settings.sparesPercent;
    settings.rackPowerKw = design.settings.rackPowerKw;
    design.settings = settings;
    design.currency = current.currency;
    design.quote = current.quote;
    // A name the user gave stays; one the generator gave last time is replaced with this fabric's.
    if (!current.name.isEmpty() && !isGeneratedName(current.name)) design.name = current.name;
    m_document->push(new ReplaceDesign(m_document, std::move(design), tr("Generate Fabric")));
    Q_EMIT message(
        tr("Generated %1: %2, %3")
            .arg(tr("%Ln GPU(s)", nullptr, fabric.counts.gpus),
                 tr("%Ln rack(s)", nullptr, fabric.counts.computeRacks + fabric.counts.networkRacks),
                 tr("%Ln cable(s)", nullptr, int(fabric.counts.cables()))));
    return true;
}

bool BulkEditController::fillEmptyCages()
{
    const QList<int> devices = m_selection->selection().devices;
    if (!m_document || devices.isEmpty()) {
        Q_EMIT message(tr("Select the devices whose cages to fill"));
        return false;
    }
    FillCagesDialog dialog(m_document->design(), devices, m_parent);
    if (dialog.exec() != QDialog::Accepted || dialog.transceiver() < 0) return false;
    const QList<CageFill> fills =
        planCageFill(m_document->design(), devices, dialog.transceiver(), dialog.network());
    QList<ModuleChange> changes;
    for (const CageFill &f : fills)
        changes.append({f.device, f.port, f.transceiver});
    auto *command = new SetTransceivers(m_document, changes);
    command->setText(tr("Fill Empty Cages"));
    m_document->push(command);
    Q_EMIT message(tr("Plugged %1 into %n cage(s)", nullptr, int(changes.size()))
                       .arg(m_document->design().catalog.transceivers.at(dialog.transceiver()).id));
    return true;
}

std::optional<int> BulkEditController::loneLeafWithoutRail(const QList<int> &devices) const
{
    const Design &d = m_document->design();
    std::optional<int> leaf;
    for (int dev : devices) {
        if (!d.devices().isLive(dev) || d.deviceType(dev).role != Role::Leaf) continue;
        if (leaf) return std::nullopt; // more than one: the plan shares the rails out
        leaf = dev;
    }
    return leaf && !d.devices().at(*leaf).rail ? leaf : std::nullopt;
}

std::optional<int> BulkEditController::askRail(int leaf, const QList<int> &devices)
{
    const Design &d = m_document->design();
    QList<int> servers;
    for (int dev : devices)
        if (d.devices().isLive(dev) && d.deviceType(dev).role == Role::GpuServer) servers << dev;
    if (servers.isEmpty()) servers = serversOfLeaves(d, {leaf});
    const std::set<int> rails = railsNeeded(d, servers);
    if (rails.empty()) return 0; // nothing to ask: the plan says what is missing
    const std::optional<int> su = d.devices().at(leaf).su;
    QSet<int> served;
    for (int dev : d.devices().live())
        if (const Device &other = d.devices().at(dev);
            other.rail && d.deviceType(dev).role == Role::Leaf && (!su || other.su == su))
            served.insert(*other.rail);
    // Each rail with the servers' free ports it would cable; offered first the rail the leaf's own cables
    // say, else the lowest rail no leaf of the unit serves that has free ports.
    const std::map<int, int> free = freeConnectorsByRail(d, servers);
    const std::optional<int> cabled = railCabledTo(d, leaf);
    QStringList items;
    int current = -1, firstFree = -1;
    for (int r : rails) {
        const int ports = free.count(r) ? free.at(r) : 0;
        if (cabled == r) current = int(items.size());
        if (firstFree < 0 && ports > 0 && !served.contains(r)) firstFree = int(items.size());
        items << tr("Rail %1 — %n free server port(s)", nullptr, ports).arg(r);
    }
    if (current < 0) current = std::max(0, firstFree);
    bool ok = false;
    const QString picked = QInputDialog::getItem(
        m_parent, tr("Connect by Rail"),
        tr("%1 has no rail set. Which rail of the GPU servers does it serve?").arg(d.devices().at(leaf).id),
        items, current, false, &ok);
    if (!ok || items.indexOf(picked) < 0) return std::nullopt;
    return *std::next(rails.begin(), items.indexOf(picked));
}

bool BulkEditController::connectByRail()
{
    const QList<int> devices = m_selection->selection().devices;
    if (!m_document || devices.isEmpty()) {
        Q_EMIT message(tr("Select the GPU servers and their leaf switches first"));
        return false;
    }
    // One leaf without a rail: which rail it serves is the user's to say, not the plan's to guess.
    std::map<int, int> chosen;
    if (const std::optional<int> leaf = loneLeafWithoutRail(devices)) {
        const std::optional<int> rail = askRail(*leaf, devices);
        if (!rail) return false;
        if (*rail > 0) chosen.emplace(*leaf, *rail);
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const RailPlan plan = planRailCabling(m_document->design(), devices, chosen);
    QApplication::restoreOverrideCursor();
    ConnectByRailDialog dialog(m_document->design(), plan, m_parent);
    if (dialog.exec() != QDialog::Accepted || plan.links.empty()) return false;
    std::vector<Cable> cables;
    cables.reserve(plan.links.size());
    for (const PlannedRailCable &link : plan.links)
        cables.push_back(link.cable);
    // The leaves the plan gave a rail keep it (validation checks rail alignment against it): one undo step.
    m_document->undoStack()->beginMacro(tr("Connect by Rail"));
    for (const auto &[leaf, rail] : plan.leafRails)
        m_document->push(setDeviceRail(m_document, {leaf}, rail));
    m_document->push(new AddCables(m_document, cables));
    m_document->undoStack()->endMacro();
    Q_EMIT message(tr("Added %n cable(s) rail by rail", nullptr, int(cables.size())));
    return true;
}

} // namespace railyard
