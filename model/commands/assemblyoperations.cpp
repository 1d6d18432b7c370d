#include "commands/assemblyoperations.h"

#include "commands/cablecommands.h"
#include "design/describe.h"
#include "design/freshids.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <optional>

namespace railyard::operations {

namespace {

// Whether two cable types carry the same plugs and fibers, however many connectors.
bool sameMedia(const CableType &x, const CableType &y)
{
    return x.isFiber() && y.isFiber() && x.connector == y.connector && x.polish == y.polish &&
           x.fiber == y.fiber && x.polarity == y.polarity && x.genderA == y.genderA &&
           x.genderB == y.genderB && x.fibers == y.fibers;
}

} // namespace

int assemblyTypeFor(const Design &d, const QList<int> &cables)
{
    if (cables.size() < 2) return -1;
    const CableType &first = d.cableType(cables.first());
    for (int c : cables)
        if (d.cableType(c).isAssembly() || d.cables().at(c).legs() != 1 || !sameMedia(d.cableType(c), first))
            return -1;
    for (int t = 0; t < d.catalog.cableTypes.size(); ++t) {
        const CableType &type = d.catalog.cableTypes.at(t);
        if (type.connectors == int(cables.size()) && sameMedia(type, first)) return t;
    }
    return -1;
}

namespace {

// The assembly that stands for these cables (of type `type`; connector k is the k-th), or why there is none.
std::optional<Cable> assemblyOf(const Design &d, const QList<int> &cables, int type, FreshIds &ids,
                                QString *why)
{
    // One rack at each end: an assembly is one jacket, fanned out at both ends.
    const Cable &first = d.cables().at(cables.first());
    const QString rackA = rackOfEnd(d, first.a()), rackB = rackOfEnd(d, first.ends[1]);
    Cable assembly;
    assembly.type = type;
    assembly.layOutEnds(int(cables.size()), 1);
    for (int k = 0; k < int(cables.size()); ++k) {
        const Cable &c = d.cables().at(cables[k]);
        const QString a = rackOfEnd(d, c.a()), b = rackOfEnd(d, c.ends[1]);
        const bool straight = a == rackA && b == rackB;
        if (!straight && !(a == rackB && b == rackA)) {
            *why = QCoreApplication::translate("Operations",
                                               "%1 runs between %2 and %3, not between %4 and %5 like %6: an "
                                               "assembly joins two racks")
                       .arg(c.id, a, b, rackA, rackB, first.id);
            return std::nullopt;
        }
        if (!c.replaces().isEmpty() || d.isReplaced(cables[k])) {
            *why = QCoreApplication::translate("Operations", "%1 is part of a planned replacement").arg(c.id);
            return std::nullopt;
        }
        assembly.ends[2 * k] = straight ? c.ends[0] : c.ends[1];
        assembly.ends[2 * k + 1] = straight ? c.ends[1] : c.ends[0];
        assembly.lengthM = std::max(assembly.lengthM, c.lengthM);
    }
    assembly.id = ids.next();
    return assembly;
}

// One undo step: the cables out, the assemblies in (one AddCables, so that their slots follow each other).
Operation combine(Document &document, const QList<int> &cables, std::vector<Cable> assemblies)
{
    const Design &d = document.design();
    Operation op;
    for (const Cable &a : assemblies)
        op.added << a.id;
    const QString type = d.catalog.cableTypes.at(assemblies.front().type).id;
    op.summary =
        assemblies.size() == 1
            ? QCoreApplication::translate("Operations", "Combined %1 trunks into %2, a %3")
                  .arg(cables.size())
                  .arg(assemblies.front().id, type)
            : QCoreApplication::translate("Operations", "Combined %1 trunks into %2 trunk assemblies (%3)")
                  .arg(cables.size())
                  .arg(assemblies.size())
                  .arg(op.added.join(QStringLiteral(", ")));
    auto command = std::make_unique<QUndoCommand>(
        QCoreApplication::translate("Operations", "Combine into Trunk Assembly"));
    new RemoveCables(&document, cables, command.get());
    new AddCables(&document, std::move(assemblies), command.get());
    op.command = std::move(command);
    return op;
}

} // namespace

Operation combineIntoAssembly(Document &document, const QList<int> &selected)
{
    const Design &d = document.design();
    QList<int> cables = selected;
    std::sort(cables.begin(), cables.end());
    if (cables.size() < 2)
        return refused(
            QCoreApplication::translate("Operations", "select the trunks to combine, two or more"));
    const int type = assemblyTypeFor(d, cables);
    if (type < 0)
        return refused(QCoreApplication::translate("Operations",
                                                   "no trunk assembly of %1 connectors in the catalog "
                                                   "matches %2 (its connector, fiber, polarity and "
                                                   "genders, on every cable)")
                           .arg(cables.size())
                           .arg(d.cableType(cables.first()).id));
    FreshIds ids(d, EntityKind::Cable, QStringLiteral("TA"));
    QString why;
    std::optional<Cable> assembly = assemblyOf(d, cables, type, ids, &why);
    if (!assembly) return refused(why);
    return combine(document, cables, {*assembly});
}

Operation combineTrunksBetween(Document &document, int deviceA, int deviceB)
{
    const Design &d = document.design();
    // The single trunks with an end in each, in the order of the first device's ports.
    std::vector<std::pair<std::pair<int, int>, int>> found; // (port, connector) of deviceA's end → cable
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        if (cable.legs() != 1 || cable.isAssembly() || cable.a().isLoose() || cable.ends[1].isLoose())
            continue;
        const Endpoint *mine = cable.a().device == deviceA && cable.ends[1].device == deviceB ? &cable.a()
                               : cable.a().device == deviceB && cable.ends[1].device == deviceA
                                   ? &cable.ends[1]
                                   : nullptr;
        if (mine) found.push_back({{mine->port, mine->effectiveSub()}, c});
    }
    std::sort(found.begin(), found.end());
    // Grouped by media, in port order; each group into the largest assemblies the catalog has.
    QList<QList<int>> groups;
    for (const auto &[place, c] : found) {
        bool placed = false;
        for (QList<int> &g : groups)
            if (sameMedia(d.cableType(g.first()), d.cableType(c))) {
                g.append(c);
                placed = true;
                break;
            }
        if (!placed) groups.append(QList<int>{c});
    }
    FreshIds ids(d, EntityKind::Cable, QStringLiteral("TA"));
    QList<int> taken;
    std::vector<Cable> assemblies;
    for (const QList<int> &group : groups) {
        QList<int> sizes;
        for (const CableType &t : d.catalog.cableTypes)
            if (t.isAssembly() && sameMedia(t, d.cableType(group.first()))) sizes.append(t.connectors);
        std::sort(sizes.begin(), sizes.end(), std::greater<>());
        qsizetype at = 0;
        for (int size : sizes)
            while (group.size() - at >= size) {
                // Connector k is the k-th trunk in port order.
                const QList<int> part = group.mid(at, size);
                QString why;
                const std::optional<Cable> a = assemblyOf(d, part, assemblyTypeFor(d, part), ids, &why);
                if (!a) return refused(why);
                assemblies.push_back(*a);
                taken += part;
                at += size;
            }
    }
    if (assemblies.empty())
        return refused(QCoreApplication::translate("Operations",
                                                   "%1 and %2 share no trunks that an assembly of the "
                                                   "catalog can stand for")
                           .arg(d.devices().at(deviceA).id, d.devices().at(deviceB).id));
    return combine(document, taken, std::move(assemblies));
}

Operation splitAssembly(Document &document, int slot)
{
    const Design &d = document.design();
    const Cable &assembly = d.cables().at(slot);
    if (!assembly.isAssembly())
        return refused(
            QCoreApplication::translate("Operations", "%1 is not a trunk assembly").arg(assembly.id));
    const CableType &type = d.cableType(slot);
    int single = -1;
    for (int t = 0; t < d.catalog.cableTypes.size() && single < 0; ++t) {
        const CableType &candidate = d.catalog.cableTypes.at(t);
        if (candidate.connectors == 1 && candidate.legs == 1 && sameMedia(candidate, type)) single = t;
    }
    if (single < 0)
        return refused(QCoreApplication::translate(
                           "Operations", "no single trunk in the catalog has the plugs and fiber of %1")
                           .arg(type.id));
    FreshIds ids(d, EntityKind::Cable, QStringLiteral("C"));
    std::vector<Cable> cables;
    for (int k = 0; k < assembly.connectors; ++k) {
        Cable c;
        c.id = ids.next();
        c.type = single;
        c.lengthM = assembly.lengthM;
        c.status = assembly.status;
        c.ends = {assembly.ends[2 * k], assembly.ends[2 * k + 1]};
        cables.push_back(c);
    }
    Operation op;
    for (const Cable &c : cables)
        op.added << c.id;
    auto command =
        std::make_unique<QUndoCommand>(QCoreApplication::translate("Operations", "Split Trunk Assembly"));
    new RemoveCables(&document, {slot}, command.get());
    new AddCables(&document, std::move(cables), command.get());
    op.command = std::move(command);
    op.summary = QCoreApplication::translate("Operations", "Split %1 into %2 trunks")
                     .arg(assembly.id)
                     .arg(op.added.size());
    return op;
}

} // namespace railyard::operations
