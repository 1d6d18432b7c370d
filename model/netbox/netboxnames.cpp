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
    return t.id.startsWith(QLatin1String("sn")) &&
           (t.role == Role::Leaf || t.role == Role::Spine || t.role == Role::Core || t.role == Role::Switch);
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

int netboxSubPorts(const Design &design, int type, int port)
{
    const DeviceType &t = design.catalog.deviceTypes.at(type);
    const PortDef &p = t.ports[size_t(port)];
    if (p.kind != PortKind::Cage) return 1;
    if (isQuantum2(t)) return 2;
    int subs =
        int(std::max({p.rails.size(), p.rdma.size(),
                      p.extra.value(QLatin1String("netbox_interfaces")).toArray().size(), qsizetype(1)}));
    for (int d : design.devices().live()) {
        const Device &dev = design.devices().at(d);
        if (dev.type != type) continue;
        const int module = dev.moduleAt(port);
        if (module >= 0) subs = std::max(subs, design.catalog.transceivers.at(module).connectors);
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
