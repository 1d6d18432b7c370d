#include "netbox/netboxnames.h"

#include "design/design.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace railyard {

namespace {

bool isQuantum2(const DeviceType &t)
{
    return t.id == QLatin1String("qm9700") || t.id == QLatin1String("qm9700-spine");
}

bool isCumulus(const DeviceType &t)
{
    return t.id.startsWith(QLatin1String("sn")) && isSwitchRole(t.role);
}

} // namespace

QString netboxPortName(const DeviceType &type, int port, int sub, int subs)
{
    const PortDef &p = type.ports[size_t(port)];
    const QJsonArray kept = p.extra.value(QLatin1String("netbox_interfaces")).toArray();
    if (sub >= 1 && sub <= kept.size()) return kept[sub - 1].toString();
    if (isQuantum2(type) && p.kind == PortKind::Cage) {
        int cage = 0;
        for (int i = 0; i <= port; ++i)
            cage += type.ports[size_t(i)].kind == PortKind::Cage ? 1 : 0;
        return QStringLiteral("P%1.%2").arg(cage - 1).arg(sub - 1);
    }
    if (isCumulus(type)) {
        if (p.name == QLatin1String("mgmt")) return QStringLiteral("eth0");
        int ordinal = 0;
        for (int i = 0; i <= port; ++i)
            ordinal += type.ports[size_t(i)].name != QLatin1String("mgmt") ? 1 : 0;
        return subs > 1 ? QStringLiteral("swp%1s%2").arg(ordinal).arg(sub - 1)
                        : QStringLiteral("swp%1").arg(ordinal);
    }
    return subs > 1 ? QStringLiteral("%1.%2").arg(p.name).arg(sub) : p.name;
}

std::vector<std::vector<int>> netboxSubPorts(const Design &design)
{
    const PartList<DeviceType> &types = design.catalog.deviceTypes;
    std::vector<std::vector<int>> subs(size_t(types.size()));
    for (int type = 0; type < types.size(); ++type) {
        const DeviceType &t = types.at(type);
        for (const PortDef &p : t.ports) {
            const qsizetype named = p.extra.value(QLatin1String("netbox_interfaces")).toArray().size();
            subs[size_t(type)].push_back(
                p.kind != PortKind::Cage ? 1
                : isQuantum2(t)          ? 2
                                : int(std::max({p.rails.size(), p.rdma.size(), named, qsizetype(1)})));
        }
    }
    // The modules plugged in say it too, but never for a port that is not a cage.
    for (int d : design.devices().live()) {
        const Device &dev = design.devices().at(d);
        const DeviceType &t = types.at(dev.type);
        if (isQuantum2(t)) continue;
        for (const CageModule &m : dev.modules) {
            int &n = subs[size_t(dev.type)][size_t(m.port)];
            if (t.ports[size_t(m.port)].kind == PortKind::Cage)
                n = std::max(n, design.catalog.transceivers.at(m.transceiver).connectors);
        }
    }
    // And so do the cables: a connector a cable plugs into is an interface, whatever the port claims, or the
    // cable would come back from NetBox on another connector. A one-connector port named by connector
    // ("osfp1.1") is two, since one interface would carry the bare port name.
    for (int c : design.cables().live())
        for (const Endpoint &e : design.cables().at(c).ends) {
            if (e.isLoose() || e.sub < 1) continue;
            const DeviceType &t = types.at(design.devices().at(e.device).type);
            if (t.ports[size_t(e.port)].kind == PortKind::Adapter) continue;
            int &n = subs[size_t(design.devices().at(e.device).type)][size_t(e.port)];
            if (e.sub > n || n == 1) n = std::max(int(e.sub), 2);
        }
    return subs;
}

QString netboxInterfaceType(const PortDef &port)
{
    if (port.kind == PortKind::Fixed)
        return port.connector == QLatin1String("RJ45") ? QStringLiteral("1000base-t")
                                                       : QStringLiteral("other");
    static const QHash<QString, QString> cages{
        {QStringLiteral("OSFP"), QStringLiteral("400gbase-x-osfp")},
        {QStringLiteral("OSFP-RHS"), QStringLiteral("400gbase-x-osfp-rhs")},
        {QStringLiteral("QSFP112"), QStringLiteral("400gbase-x-qsfp112")},
        {QStringLiteral("QSFP-DD"), QStringLiteral("400gbase-x-qsfpdd")},
        {QStringLiteral("QSFP56"), QStringLiteral("200gbase-x-qsfp56")},
        {QStringLiteral("QSFP28"), QStringLiteral("100gbase-x-qsfp28")},
        {QStringLiteral("QSFP+"), QStringLiteral("40gbase-x-qsfpp")},
        {QStringLiteral("SFP112"), QStringLiteral("100gbase-x-sfp112")},
        {QStringLiteral("SFP56"), QStringLiteral("50gbase-x-sfp56")},
        {QStringLiteral("SFP28"), QStringLiteral("25gbase-x-sfp28")},
        {QStringLiteral("SFP+"), QStringLiteral("10gbase-x-sfpp")},
        {QStringLiteral("SFP"), QStringLiteral("1000base-x-sfp")}};
    return cages.value(port.formFactor, QStringLiteral("other"));
}

QString netboxPortType(const PortDef &port)
{
    QString base;
    if (port.connector.startsWith(QLatin1String("MPO")))
        base = QStringLiteral("mpo");
    else if (port.connector == QLatin1String("LC"))
        base = QStringLiteral("lc");
    else if (port.connector == QLatin1String("SC"))
        base = QStringLiteral("sc");
    else if (port.connector == QLatin1String("RJ45"))
        return QStringLiteral("8p8c");
    else
        return QStringLiteral("other");
    // NetBox's MPO type names no polish; LC and SC do.
    if (base == QLatin1String("mpo")) return base;
    return port.polish == Polish::Apc   ? base + QStringLiteral("-apc")
           : port.polish == Polish::Upc ? base + QStringLiteral("-upc")
                                        : base;
}

QString netboxTransceiversPrefix()
{
    return QStringLiteral("Railyard transceivers:");
}

QString netboxCableTypePrefix()
{
    return QStringLiteral("Railyard cable type:");
}

QString netboxAttributesPrefix()
{
    return QStringLiteral("Railyard:");
}

QString netboxSlug(const QString &text)
{
    QString slug = text.toLower();
    slug.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]+")), QStringLiteral("-"));
    while (slug.startsWith(QLatin1Char('-')))
        slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug;
}

} // namespace railyard
