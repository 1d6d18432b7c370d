#include "export/bomaccessories.h"

#include "catalog/partnumber.h"
#include "design/design.h"
#include "design/rackpower.h"
#include "export/kitcontents.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bom)
};

// What one rack holds that its accessories depend on.
struct RackLoad
{
    int usedU = 0;
    bool hasDevices = false;
    bool hasServers = false; // GPU servers
    bool hasNetwork = false;
    QMap<QString, qint64> outletsNeeded; // PDU outlet type → PSUs that plug into one
    bool powered = false;                // a device with AC power supplies
};

qint64 ceilDiv(qint64 a, qint64 b)
{
    return b > 0 ? (a + b - 1) / b : 0;
}

// The PDUs one feed of a rack needs of a PDU type: enough rating for the whole draw and an outlet for half
// the PSUs of each kind; max() when the type lacks an outlet the rack needs.
qint64 pdusPerFeed(const AccessoryType &pdu, double drawW, const RackLoad &load)
{
    qint64 n = qint64(std::ceil(drawW / (pdu.capacityKva * 1000.0 * pduLoadFactor) - 1e-9));
    for (auto it = load.outletsNeeded.cbegin(); it != load.outletsNeeded.cend(); ++it) {
        const int outlets = pdu.outlets.value(it.key(), 0);
        if (outlets <= 0) return std::numeric_limits<qint64>::max();
        n = std::max(n, ceilDiv(ceilDiv(it.value(), 2), outlets));
    }
    return std::max<qint64>(n, 1);
}

} // namespace

AccessoryNeeds accessoryNeeds(const Design &design)
{
    const Catalog &catalog = design.catalog;
    AccessoryNeeds needs;
    std::vector<int> pdus, blanks, managers;
    QMap<QString, int> cordFor; // device inlet → the first cord type that plugs into it
    for (int i = 0; i < catalog.accessoryTypes.size(); ++i) {
        const AccessoryType &a = catalog.accessoryTypes.at(i);
        if (a.kind == AccessoryKind::Pdu) pdus.push_back(i);
        if (a.kind == AccessoryKind::BlankingPanel) blanks.push_back(i);
        if (a.kind == AccessoryKind::CableManager) managers.push_back(i);
        if (a.kind == AccessoryKind::PowerCord && !cordFor.contains(a.inlet)) cordFor.insert(a.inlet, i);
    }
    // The largest blanking panels first, so that 3 empty U take a 2U and a 1U panel where both exist.
    std::stable_sort(blanks.begin(), blanks.end(), [&](int a, int b) {
        return catalog.accessoryTypes.at(a).heightU > catalog.accessoryTypes.at(b).heightU;
    });

    const KitContents kits(design);
    std::vector<RackLoad> racks(size_t(design.racks().slotCount()));
    qint64 unknownInletPsus = 0, withoutPsus = 0, noCordPsus = 0;
    QStringList noCordInlets, unknownInletTypes, withoutPsuTypes; // named in the notes
    const auto note = [](QStringList &types, const QString &id) {
        if (!types.contains(id)) types << id;
    };
    for (int d : design.devices().live()) {
        const Device &device = design.devices().at(d);
        const DeviceType &type = catalog.deviceTypes.at(device.type);
        for (const DeviceAccessory &a : type.accessories)
            if (const int i = catalog.accessoryTypes.indexOf(a.type); i >= 0)
                needs.counts[{i, device.rack}] += a.count;
        if (device.rack >= 0) {
            RackLoad &load = racks[size_t(device.rack)];
            load.hasDevices = true;
            if (device.u > 0) load.usedU += type.heightU;
            // A rack of switches and panels is a network rack even with a UFM or management server in it.
            load.hasServers = load.hasServers || type.role == Role::GpuServer;
            load.hasNetwork = load.hasNetwork || isSwitchRole(type.role) || type.role == Role::PatchPanel;
        }
        if (kits.comesWithRack(device) || (device.rack >= 0 && kits.isKitRack(device.rack))) continue;
        // A role variant without PSUs of its own has its product's.
        const DeviceType &product = type.psus > 0 ? type : productOf(catalog, type);
        const QString inlet = product.psuInlet;
        if (inlet == QLatin1String("busbar")) continue;
        if (product.psus <= 0) {
            if (type.powerW > 0) {
                ++withoutPsus;
                note(withoutPsuTypes, type.id);
            }
            continue;
        }
        if (device.rack >= 0) racks[size_t(device.rack)].powered = true;
        if (inlet.isEmpty()) {
            unknownInletPsus += product.psus;
            note(unknownInletTypes, product.id);
            continue;
        }
        const int cord = cordFor.value(inlet, -1);
        if (cord < 0) {
            noCordPsus += product.psus;
            if (!noCordInlets.contains(inlet)) noCordInlets << inlet;
            continue;
        }
        needs.counts[{cord, device.rack}] += product.psus;
        if (device.rack >= 0)
            racks[size_t(device.rack)].outletsNeeded[catalog.accessoryTypes.at(cord).outlet] += product.psus;
    }

    const QHash<int, RackPower> power = rackPowers(design);
    QStringList unfitRacks;
    for (int r : design.racks().live()) {
        const RackLoad &load = racks[size_t(r)];
        if (!load.hasDevices || kits.isKitRack(r)) continue;
        int empty = std::max(0, design.racks().at(r).heightU - load.usedU);
        for (int b : blanks) {
            const int h = catalog.accessoryTypes.at(b).heightU;
            if (empty >= h) needs.counts[{b, r}] += empty / h;
            empty %= h;
        }
        if (load.hasNetwork && !load.hasServers && !managers.empty())
            needs.counts[{managers.front(), r}] += catalog.accessoryTypes.at(managers.front()).perRack;
        if (!load.powered || pdus.empty()) continue;
        const double drawW = power.value(r).totalW();
        int best = -1;
        qint64 bestCount = std::numeric_limits<qint64>::max();
        for (int p : pdus) {
            const qint64 n = pdusPerFeed(catalog.accessoryTypes.at(p), drawW, load);
            if (n < bestCount ||
                (n == bestCount && best >= 0 &&
                 catalog.accessoryTypes.at(p).capacityKva < catalog.accessoryTypes.at(best).capacityKva)) {
                best = p;
                bestCount = n;
            }
        }
        if (best < 0 || bestCount == std::numeric_limits<qint64>::max())
            unfitRacks << design.racks().at(r).id;
        else
            needs.counts[{best, r}] += 2 * bestCount; // feeds A and B
    }

    // Counts fit an int for %n: a design has at most a few million PSUs.
    const auto n = [](qint64 v) { return int(std::min<qint64>(v, std::numeric_limits<int>::max())); };
    if (unknownInletPsus > 0)
        needs.notes << Text::tr("%n PSU(s) of an unknown inlet (%1): their power cords are not ordered",
                                nullptr, n(unknownInletPsus))
                           .arg(unknownInletTypes.join(QStringLiteral(", ")));
    if (noCordPsus > 0)
        needs.notes << Text::tr("%n PSU(s) with an inlet no cord of the catalog takes (%1): their power "
                                "cords are not ordered",
                                nullptr, n(noCordPsus))
                           .arg(noCordInlets.join(QStringLiteral(", ")));
    if (withoutPsus > 0)
        needs.notes << Text::tr("%n device(s) whose PSUs are not known (%1): no power cords are ordered for "
                                "them",
                                nullptr, n(withoutPsus))
                           .arg(withoutPsuTypes.join(QStringLiteral(", ")));
    if (!unfitRacks.isEmpty()) {
        const QStringList shown = unfitRacks.mid(0, 5);
        needs.notes << Text::tr(
                           "No PDU of the catalog has the outlets %n rack(s) need (%1): their PDUs are not "
                           "ordered",
                           nullptr, n(unfitRacks.size()))
                           .arg(shown.join(QStringLiteral(", ")) +
                                (unfitRacks.size() > shown.size() ? QStringLiteral(", …") : QString()));
    }
    return needs;
}

} // namespace railyard
