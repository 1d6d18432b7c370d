#include "revision/changeorder.h"

#include "design/design.h"
#include "export/labels.h"
#include "io/csv.h"
#include "revision/designdiff.h"

#include <QSet>

#include <optional>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

QString rackOfDevice(const Design &d, int device)
{
    const int rack = device >= 0 ? d.devices().at(device).rack : -1;
    return rack >= 0 ? d.racks().at(rack).id : QString();
}

QString placeOf(const Design &d, int device)
{
    const Device &dev = d.devices().at(device);
    return dev.isPlaced() ? QStringLiteral("%1 U%2").arg(d.racks().at(dev.rack).id).arg(dev.u) : QString();
}

ChangeStep cableStep(const Design &d, int cable, const QString &action)
{
    const Cable &c = d.cables().at(cable);
    const CableType &t = d.cableType(cable);
    const double ordered = t.orderedLength(c.lengthM);
    ChangeStep s;
    s.action = action;
    s.kind = QStringLiteral("cable");
    s.id = c.id;
    s.rack = rackOfDevice(d, c.ends[0].device);
    // A splitter's legs, or a trunk assembly's connectors on each side, in order.
    const auto ends = [&](const QVarLengthArray<int, 4> &which) {
        QStringList out;
        for (int e : which)
            out << (c.ends[e].isLoose() ? QString() : labelEndpointId(d, c.ends[e]));
        return out.join(QLatin1Char(' '));
    };
    s.a = ends(c.aEnds());
    s.b = ends(c.bEnds());
    s.partNumber = t.partNumberFor(ordered);
    s.lengthM = ordered;
    s.label = c.label.isEmpty() ? c.id : c.label;
    return s;
}

ChangeStep deviceStep(const Design &d, int device, const QString &action)
{
    ChangeStep s;
    s.action = action;
    s.kind = QStringLiteral("device");
    s.id = d.devices().at(device).id;
    s.rack = rackOfDevice(d, device);
    s.partNumber = d.deviceType(device).id;
    return s;
}

ChangeStep trayStep(const PathwayIndex &pathways, const PathSegment &segment, const QString &action)
{
    const QString &id = segment.id;
    ChangeStep s;
    s.action = action;
    s.kind = QStringLiteral("tray");
    s.id = id;
    s.a = segment.a;
    s.b = segment.b;
    // What to fit: its kind and inside size, as the tray's part.
    s.partNumber = QStringLiteral("%1 %2x%3 mm")
                       .arg(QString(enumName(segment.kind)))
                       .arg(segment.widthMm, 0, 'g', 6)
                       .arg(segment.depthMm, 0, 'g', 6);
    s.lengthM = std::round(pathways.lengthM(segment) * 100) / 100;
    s.label = id;
    return s;
}

// Within a phase: by rack, then in the design's order.
void byRack(std::vector<ChangeStep> &phase)
{
    std::stable_sort(phase.begin(), phase.end(),
                     [](const ChangeStep &x, const ChangeStep &y) { return x.rack < y.rack; });
}

} // namespace

namespace {

// The replacements `d` plans and has not built yet: cable id → the id of the live cable it replaces.
QHash<QString, QString> pendingReplacements(const Design &d)
{
    QHash<QString, QString> pending;
    if (!d.hasReplacedCables()) return pending;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        if (!cable.replaces().isEmpty() && d.cables().find(cable.replaces()) >= 0)
            pending.insert(cable.id, cable.replaces());
    }
    return pending;
}

} // namespace

std::vector<ChangeStep> changeOrder(const Design &current, const Design &planned)
{
    // Two designs that do not differ need no work, whatever they plan. Otherwise the order takes the floor to
    // `planned` built: a replacement `current` plans is drawn, not built (the floor holds the cable it
    // replaces), and every replacement `planned` plans is built, the cables it replaces gone — along a chain
    // of them too (NEW2 replaces NEW1, which replaces the cable on the floor).
    const QHash<QString, QString> pendingNow = pendingReplacements(current);
    const QHash<QString, QString> pendingThen = pendingReplacements(planned);
    // (Without replacements the diff below is this one: no need to compare the designs twice.)
    if ((!pendingNow.isEmpty() || !pendingThen.isEmpty()) && diffDesigns(current, planned).isEmpty())
        return {};
    std::optional<Design> floor, target;
    for (auto it = pendingNow.cbegin(); it != pendingNow.cend(); ++it) {
        if (!floor) floor = current;
        floor->takeCable(floor->cables().find(it.key()));
    }
    for (auto it = pendingThen.cbegin(); it != pendingThen.cend(); ++it) {
        if (!target) target = planned;
        if (const int replaced = target->cables().find(it.value()); replaced >= 0)
            target->takeCable(replaced);
    }
    const Design &a = floor ? *floor : current;
    const Design &b = target ? *target : planned;
    const DesignDiff diff = diffDesigns(a, b);
    QSet<QString> replaced; // cables out and in again: ends, type or length changed
    QSet<QString> relabelled;
    for (const ObjectChange &c : diff.cables.changed) {
        if (c.fields.contains(QStringLiteral("ends")) || c.fields.contains(QStringLiteral("type")) ||
            c.fields.contains(QStringLiteral("length")))
            replaced.insert(c.id);
        else if (c.fields.contains(QStringLiteral("label")))
            relabelled.insert(c.id);
    }
    // A device is moved without its cables: those plugged into it come out first and go back after.
    QSet<QString> movedDevices(diff.moved.cbegin(), diff.moved.cend());
    const auto atMoved = [&movedDevices](const Design &d, int cable) {
        for (const Endpoint &e : d.cables().at(cable).ends)
            if (!e.isLoose() && movedDevices.contains(d.devices().at(e.device).id)) return true;
        return false;
    };
    if (!movedDevices.isEmpty()) {
        for (int c : a.cables().live())
            if (atMoved(a, c) && b.cables().find(a.cables().at(c).id) >= 0)
                replaced.insert(a.cables().at(c).id);
        for (int c : b.cables().live())
            if (atMoved(b, c) && a.cables().find(b.cables().at(c).id) >= 0)
                replaced.insert(b.cables().at(c).id);
    }
    const QSet<QString> removed(diff.cables.removed.cbegin(), diff.cables.removed.cend());
    const QSet<QString> added(diff.cables.added.cbegin(), diff.cables.added.cend());
    // Trays whose place, kind or size change come out and go in again (a fill limit is no work on the floor):
    // out once the cables are, in before the cables are pulled.
    QSet<QString> movedNodes;
    for (const ObjectChange &c : diff.nodes.changed)
        movedNodes.insert(c.id);
    QSet<QString> refitted;
    for (const ObjectChange &c : diff.segments.changed)
        if (c.fields.contains(QStringLiteral("nodes")) || c.fields.contains(QStringLiteral("kind")) ||
            c.fields.contains(QStringLiteral("size")))
            refitted.insert(c.id);
    QSet<QString> traysNow;
    for (const PathSegment &s : a.pathways.segments)
        traysNow.insert(s.id);
    for (const PathSegment &s : b.pathways.segments)
        if (traysNow.contains(s.id) && (movedNodes.contains(s.a) || movedNodes.contains(s.b)))
            refitted.insert(s.id);
    std::vector<ChangeStep> removeCables, removeTrays, removeDevices, moveDevices, addDevices, addTrays,
        addCables, relabel;
    const QSet<QString> traysOut(diff.segments.removed.cbegin(), diff.segments.removed.cend());
    const QSet<QString> traysIn(diff.segments.added.cbegin(), diff.segments.added.cend());
    const PathwayIndex pathwaysA(a.pathways), pathwaysB(b.pathways);
    for (const PathSegment &s : a.pathways.segments)
        if (traysOut.contains(s.id) || refitted.contains(s.id))
            removeTrays.push_back(trayStep(pathwaysA, s, QStringLiteral("remove")));
    for (const PathSegment &s : b.pathways.segments)
        if (traysIn.contains(s.id) || refitted.contains(s.id))
            addTrays.push_back(trayStep(pathwaysB, s, QStringLiteral("add")));
    for (int c : a.cables().live()) {
        const QString &id = a.cables().at(c).id;
        if (removed.contains(id) || replaced.contains(id))
            removeCables.push_back(cableStep(a, c, QStringLiteral("remove")));
    }
    for (const QString &id : diff.devices.removed)
        removeDevices.push_back(deviceStep(a, a.devices().find(id), QStringLiteral("remove")));
    for (const QString &id : diff.moved) {
        ChangeStep s = deviceStep(b, b.devices().find(id), QStringLiteral("move"));
        s.a = placeOf(a, a.devices().find(id));
        s.b = placeOf(b, b.devices().find(id));
        moveDevices.push_back(s);
    }
    for (const QString &id : diff.devices.added) {
        ChangeStep s = deviceStep(b, b.devices().find(id), QStringLiteral("add"));
        s.b = placeOf(b, b.devices().find(id));
        addDevices.push_back(s);
    }
    for (int c : b.cables().live()) {
        const QString &id = b.cables().at(c).id;
        if (added.contains(id) || replaced.contains(id))
            addCables.push_back(cableStep(b, c, QStringLiteral("add")));
        else if (relabelled.contains(id))
            relabel.push_back(cableStep(b, c, QStringLiteral("relabel")));
    }
    std::vector<ChangeStep> steps;
    for (std::vector<ChangeStep> *phase : {&removeCables, &removeTrays, &removeDevices, &moveDevices,
                                           &addDevices, &addTrays, &addCables, &relabel}) {
        byRack(*phase);
        for (ChangeStep &s : *phase) {
            s.step = int(steps.size()) + 1;
            steps.push_back(std::move(s));
        }
    }
    return steps;
}

QByteArray changeOrderCsv(const std::vector<ChangeStep> &steps)
{
    QString text = csvRecord({QStringLiteral("step"), QStringLiteral("action"), QStringLiteral("kind"),
                              QStringLiteral("id"), QStringLiteral("rack"), QStringLiteral("a"),
                              QStringLiteral("b"), QStringLiteral("part_number"), QStringLiteral("length_m"),
                              QStringLiteral("label"), QStringLiteral("done")});
    for (const ChangeStep &s : steps)
        text += csvRecord({QString::number(s.step), s.action, s.kind, s.id, s.rack, s.a, s.b, s.partNumber,
                           s.lengthM ? exportNumber(*s.lengthM) : QString(), s.label, QString()});
    return text.toUtf8();
}

} // namespace railyard
