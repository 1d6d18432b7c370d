#include "revision/designdiff.h"

#include "design/design.h"
#include "io/jsonout.h"

#include <QSet>
#include <QTextStream>

namespace railyard {

namespace {

QString rackOf(const Design &d, const Device &dev)
{
    return dev.rack >= 0 ? d.racks().at(dev.rack).id : QString();
}

// An end as it reads in both designs: the device's id, the port's name, the connector and the side.
QString endText(const Design &d, const Endpoint &e)
{
    if (e.isLoose()) return {};
    const DeviceType &type = d.deviceType(e.device);
    return QStringLiteral("%1:%2.%3/%4")
        .arg(d.devices().at(e.device).id, type.ports[size_t(e.port)].name)
        .arg(e.effectiveSub())
        .arg(int(e.side));
}

QStringList modulesOf(const Design &d, const Device &dev)
{
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    QStringList out;
    for (const CageModule &m : dev.modules)
        out << type.ports[size_t(m.port)].name + QLatin1Char('=') +
                   d.catalog.transceivers.at(m.transceiver).id;
    return out;
}

// Compares the live objects of two stores by id: `fields(a, b)` lists what differs.
template <typename Store, typename Fields> KindDiff diffStores(const Store &a, const Store &b, Fields fields)
{
    KindDiff diff;
    for (int s : b.live()) {
        const QString &id = b.at(s).id;
        const int old = a.find(id);
        if (old < 0) {
            diff.added << id;
            continue;
        }
        const QStringList changed = fields(old, s);
        if (!changed.isEmpty()) diff.changed.append({id, changed});
    }
    for (int s : a.live())
        if (b.find(a.at(s).id) < 0) diff.removed << a.at(s).id;
    return diff;
}

// Each object's index in `list` by id: a hall's pathways hold hundreds of thousands of trays.
template <typename T, typename Key> QHash<QString, int> indexById(const QList<T> &list, Key key)
{
    QHash<QString, int> index;
    index.reserve(list.size());
    for (int i = 0; i < list.size(); ++i)
        index.insert(list[i].*key, i);
    return index;
}

// Compares two lists of pathway objects by id, like diffStores.
template <typename T, typename Fields> KindDiff diffLists(const QList<T> &a, const QList<T> &b, Fields fields)
{
    const QHash<QString, int> inA = indexById(a, &T::id), inB = indexById(b, &T::id);
    KindDiff diff;
    for (const T &y : b) {
        const int old = inA.value(y.id, -1);
        if (old < 0) {
            diff.added << y.id;
            continue;
        }
        if (const QStringList changed = fields(a[old], y); !changed.isEmpty())
            diff.changed.append({y.id, changed});
    }
    for (const T &x : a)
        if (!inB.contains(x.id)) diff.removed << x.id;
    return diff;
}

void diffPathways(const Pathways &a, const Pathways &b, DesignDiff &diff)
{
    diff.pathways = !a.isEmpty() || !b.isEmpty();
    diff.segments = diffLists(a.segments, b.segments, [](const PathSegment &x, const PathSegment &y) {
        QStringList f;
        if (x.a != y.a || x.b != y.b) f << QStringLiteral("nodes");
        if (x.kind != y.kind) f << QStringLiteral("kind");
        if (x.widthMm != y.widthMm || x.depthMm != y.depthMm) f << QStringLiteral("size");
        if (x.fillLimitPercent != y.fillLimitPercent) f << QStringLiteral("fill_limit");
        return f;
    });
    diff.nodes = diffLists(a.nodes, b.nodes, [](const PathNode &x, const PathNode &y) {
        QStringList f;
        if (x.xM != y.xM || x.yM != y.yM) f << QStringLiteral("position");
        if (x.zM != y.zM) f << QStringLiteral("height");
        return f;
    });
    const QHash<QString, int> dropsA = indexById(a.drops, &RackDrop::rack),
                              dropsB = indexById(b.drops, &RackDrop::rack);
    for (const RackDrop &d : b.drops)
        if (const int i = dropsA.value(d.rack, -1); i < 0 || a.drops[i].node != d.node) diff.drops << d.rack;
    for (const RackDrop &d : a.drops)
        if (!dropsB.contains(d.rack)) diff.drops << d.rack;
}

void writeIds(JsonOut &out, const char *key, const QStringList &ids)
{
    out.key(key);
    out.beginArray(true);
    for (const QString &id : ids)
        out.value(id);
    out.endArray();
}

void writeKind(JsonOut &out, const char *key, const KindDiff &kind, const char *extraKey,
               const QStringList &extra)
{
    out.key(key);
    out.beginObject();
    writeIds(out, "added", kind.added);
    writeIds(out, "removed", kind.removed);
    out.key("changed");
    out.beginArray();
    for (const ObjectChange &c : kind.changed) {
        out.beginObject(true);
        out.field("id", c.id);
        writeIds(out, "fields", c.fields);
        out.endObject();
    }
    out.endArray();
    if (extraKey) writeIds(out, extraKey, extra);
    out.endObject();
}

} // namespace

DesignDiff diffDesigns(const Design &a, const Design &b)
{
    DesignDiff diff;
    diff.racks = diffStores(a.racks(), b.racks(), [&](int x, int y) {
        const Rack &ra = a.racks().at(x), &rb = b.racks().at(y);
        QStringList f;
        if (ra.row != rb.row) f << QStringLiteral("row");
        if (ra.xM != rb.xM || ra.yM != rb.yM) f << QStringLiteral("position");
        if (ra.heightU != rb.heightU) f << QStringLiteral("height");
        if (ra.widthMm != rb.widthMm || ra.depthMm != rb.depthMm) f << QStringLiteral("size");
        const QString ta = ra.type >= 0 ? a.catalog.rackTypes.at(ra.type).id : QString();
        const QString tb = rb.type >= 0 ? b.catalog.rackTypes.at(rb.type).id : QString();
        if (ta != tb) f << QStringLiteral("type");
        return f;
    });
    diff.devices = diffStores(a.devices(), b.devices(), [&](int x, int y) {
        const Device &da = a.devices().at(x), &db = b.devices().at(y);
        QStringList f;
        if (a.catalog.deviceTypes.at(da.type).id != b.catalog.deviceTypes.at(db.type).id)
            f << QStringLiteral("type");
        if (rackOf(a, da) != rackOf(b, db)) f << QStringLiteral("rack");
        if (da.u != db.u) f << QStringLiteral("u");
        if (da.su != db.su) f << QStringLiteral("su");
        if (da.node != db.node) f << QStringLiteral("node");
        if (da.rail != db.rail) f << QStringLiteral("rail");
        if (da.airflow != db.airflow) f << QStringLiteral("airflow");
        if (modulesOf(a, da) != modulesOf(b, db)) f << QStringLiteral("transceivers");
        return f;
    });
    for (const ObjectChange &c : std::as_const(diff.devices.changed))
        if (c.fields.contains(QStringLiteral("rack")) || c.fields.contains(QStringLiteral("u")))
            diff.moved << c.id;
    diff.cables = diffStores(a.cables(), b.cables(), [&](int x, int y) {
        const Cable &ca = a.cables().at(x), &cb = b.cables().at(y);
        QStringList f;
        if (a.catalog.cableTypes.at(ca.type).id != b.catalog.cableTypes.at(cb.type).id)
            f << QStringLiteral("type");
        if (ca.lengthM != cb.lengthM) f << QStringLiteral("length");
        if (ca.label != cb.label) f << QStringLiteral("label");
        bool ends = ca.ends.size() != cb.ends.size();
        for (int e = 0; !ends && e < int(ca.ends.size()); ++e)
            ends = endText(a, ca.ends[e]) != endText(b, cb.ends[e]);
        if (ends) f << QStringLiteral("ends");
        if (ca.status != cb.status) f << QStringLiteral("status");
        if (ca.tests() != cb.tests()) f << QStringLiteral("tests");
        if (ca.replaces() != cb.replaces()) f << QStringLiteral("replaces");
        if (ca.route() != cb.route()) f << QStringLiteral("route");
        return f;
    });
    for (const ObjectChange &c : std::as_const(diff.cables.changed))
        if (c.fields.contains(QStringLiteral("ends"))) diff.repatched << c.id;
    diffPathways(a.pathways, b.pathways, diff);
    return diff;
}

std::vector<int> cablesToRelabel(const Design &before, const Design &after, bool partOnLabel)
{
    const DesignDiff diff = diffDesigns(before, after);
    QSet<QString> ids(diff.cables.added.cbegin(), diff.cables.added.cend());
    for (const ObjectChange &c : diff.cables.changed)
        for (const QString &field : c.fields)
            if (field == QLatin1String("ends") || field == QLatin1String("label") ||
                (partOnLabel && (field == QLatin1String("type") || field == QLatin1String("length"))))
                ids.insert(c.id);
    // A label names its ends by rack and U: the cables of a device moved get new ones.
    QSet<int> moved;
    for (const QString &id : diff.moved)
        moved.insert(after.devices().find(id));
    std::vector<int> slots;
    for (int c : after.cables().live()) {
        if (after.isReplaced(c)) continue; // on its way out: never labelled again
        const Cable &cable = after.cables().at(c);
        bool atMoved = false;
        for (const Endpoint &e : cable.ends)
            atMoved = atMoved || (!e.isLoose() && moved.contains(e.device));
        if (atMoved || ids.contains(cable.id)) slots.push_back(c);
    }
    return slots;
}

DesignDiff compareDesigns(const Design &a, const Design &b)
{
    DesignDiff diff = diffDesigns(a, b);
    diff.bom = bomDelta(a, b);
    diff.validation = validationDelta(a, b);
    return diff;
}

QByteArray designDiffJson(const DesignDiff &diff)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    writeKind(out, "racks", diff.racks, nullptr, {});
    writeKind(out, "devices", diff.devices, "moved", diff.moved);
    writeKind(out, "cables", diff.cables, "repatched", diff.repatched);
    if (diff.pathways) {
        writeKind(out, "segments", diff.segments, nullptr, {});
        writeKind(out, "nodes", diff.nodes, nullptr, {});
        writeIds(out, "drops", diff.drops);
    }
    out.key("bom");
    out.beginObject();
    for (const auto &[key, ordering] : {std::pair{"order", true}, std::pair{"return", false}}) {
        out.key(key);
        out.beginArray();
        for (const BomChange &c : diff.bom) {
            if ((c.delta() > 0) != ordering) continue;
            out.beginObject(true);
            out.field("part_number", c.partNumber);
            out.key("length_m");
            if (c.lengthM)
                out.value(*c.lengthM);
            else
                out.null();
            out.field("description", c.description);
            out.field("before", double(c.before));
            out.field("after", double(c.after));
            out.field("quantity", double(ordering ? c.delta() : -c.delta()));
            out.endObject();
        }
        out.endArray();
    }
    out.endObject();
    out.key("validation");
    out.beginObject();
    for (const auto &[key, list] : {std::pair{"appeared", &diff.validation.appeared},
                                    std::pair{"resolved", &diff.validation.resolved}}) {
        out.key(key);
        out.beginArray();
        for (const IssueChange &c : *list) {
            out.beginObject(true);
            out.field("rule", c.rule);
            out.field("severity", c.severity);
            out.field("message", c.message);
            writeIds(out, "objects", c.objects);
            out.endObject();
        }
        out.endArray();
    }
    out.endObject();
    out.endObject();
    bytes += '\n';
    return bytes;
}

QString designDiffText(const DesignDiff &diff)
{
    if (diff.isEmpty()) return QStringLiteral("no difference\n");
    QString text;
    QTextStream out(&text);
    const auto kind = [&out](const char *name, const KindDiff &k) {
        out << name << ": " << k.added.size() << " added, " << k.removed.size() << " removed, "
            << k.changed.size() << " changed\n";
        for (const QString &id : k.added)
            out << "  + " << id << '\n';
        for (const QString &id : k.removed)
            out << "  - " << id << '\n';
        for (const ObjectChange &c : k.changed)
            out << "  ~ " << c.id << ": " << c.fields.join(QStringLiteral(", ")) << '\n';
    };
    kind("racks", diff.racks);
    kind("devices", diff.devices);
    kind("cables", diff.cables);
    if (!diff.segments.isEmpty()) kind("segments", diff.segments);
    if (!diff.nodes.isEmpty()) kind("nodes", diff.nodes);
    if (!diff.drops.isEmpty()) out << "drops changed: " << diff.drops.join(QStringLiteral(", ")) << '\n';
    for (const BomChange &c : diff.bom)
        out << (c.delta() > 0 ? "order " : "return ") << std::abs(c.delta()) << " x " << c.partNumber
            << (c.lengthM ? QStringLiteral(" %1 m").arg(*c.lengthM) : QString()) << '\n';
    for (const IssueChange &c : diff.validation.appeared)
        out << "new " << c.severity << " " << c.rule << ": " << c.message << '\n';
    for (const IssueChange &c : diff.validation.resolved)
        out << "resolved " << c.severity << " " << c.rule << ": " << c.message << '\n';
    out.flush();
    return text;
}

} // namespace railyard
