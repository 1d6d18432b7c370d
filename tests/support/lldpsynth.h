#pragma once

// What the hosts' LLDP agents would report of a design built exactly as drawn, for the as-built tests: every
// Ethernet link (the Spectrum switches' and the management network's) seen from both ends,
// switches naming their ports as Cumulus does (swpN the N-th front-panel port, swpNsM, eth0 the management
// port), hosts by the
// design's port names.

#include "design/design.h"
#include "io/lldp.h"
#include "trace/channeltracer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <vector>

namespace railyard::test {

inline QString cumulusName(const Design &d, const Endpoint &e)
{
    const DeviceType &type = d.deviceType(e.device);
    const QString port = type.ports[size_t(e.port)].name;
    const Role role = type.role;
    const bool isSwitch =
        role == Role::Leaf || role == Role::Spine || role == Role::Core || role == Role::Switch;
    if (!isSwitch) return port;
    if (port == QLatin1String("mgmt")) return QStringLiteral("eth0");
    int number = 0; // the N-th front-panel port
    for (int p = 0; p <= e.port; ++p)
        number += type.ports[size_t(p)].name != QLatin1String("mgmt") ? 1 : 0;
    const Transceiver *m = d.moduleAt(e);
    return m && m->connectors > 1 ? QStringLiteral("swp%1s%2").arg(number).arg(e.effectiveSub() - 1)
                                  : QStringLiteral("swp%1").arg(number);
}

inline std::vector<LldpNeighbor> lldpOf(const Design &d)
{
    // Ethernet: the links of the Spectrum switches (sn*) and the management ports; the Quantum switches (qm*)
    // speak InfiniBand, the storage fabric's too.
    const auto ethernet = [&d](const Endpoint &e) {
        return d.port(e).network == Network::Oob || d.deviceType(e.device).id.startsWith(QLatin1String("sn"));
    };
    const auto infiniband = [&d](const Endpoint &e) {
        return d.deviceType(e.device).id.startsWith(QLatin1String("qm")) && d.port(e).network != Network::Oob;
    };
    std::vector<LldpNeighbor> out;
    for (const Channel &ch : ChannelTracer(d).traceAll()) {
        if (!isCompleteTerminal(ch.startTerminal) || !isCompleteTerminal(ch.finishTerminal)) continue;
        if (!ethernet(ch.start) && !ethernet(ch.finish)) continue;
        if (infiniband(ch.start) || infiniband(ch.finish)) continue;
        for (const auto &[mine, other] : {std::pair{ch.start, ch.finish}, std::pair{ch.finish, ch.start}})
            out.push_back({d.devices().at(mine.device).id, cumulusName(d, mine),
                           d.devices().at(other.device).id, cumulusName(d, other),
                           QStringLiteral("00:00:00:00:00:01")});
    }
    return out;
}

// One host's neighbours as `lldpcli -f json0 show neighbors` writes them, port ids as interface names.
inline QByteArray lldpJson0(const std::vector<LldpNeighbor> &neighbors)
{
    QJsonArray interfaces;
    for (const LldpNeighbor &n : neighbors) {
        const QJsonObject chassis{
            {QStringLiteral("name"), QJsonArray{QJsonObject{{QStringLiteral("value"), n.remoteHost}}}}};
        const QJsonObject id{{QStringLiteral("type"), QStringLiteral("ifname")},
                             {QStringLiteral("value"), n.remotePort}};
        interfaces.append(QJsonObject{
            {QStringLiteral("name"), n.localInterface},
            {QStringLiteral("via"), QStringLiteral("LLDP")},
            {QStringLiteral("chassis"), QJsonArray{chassis}},
            {QStringLiteral("port"), QJsonArray{QJsonObject{{QStringLiteral("id"), QJsonArray{id}}}}}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("lldp"),
                                      QJsonArray{QJsonObject{{QStringLiteral("interface"), interfaces}}}}})
        .toJson();
}

// A folder of reports, one "<host>.json" per reporting host, as a field team collects them.
inline void writeLldpFolder(const std::vector<LldpNeighbor> &all, const QString &folder)
{
    QMap<QString, std::vector<LldpNeighbor>> byHost;
    for (const LldpNeighbor &n : all)
        byHost[n.localHost].push_back(n);
    for (auto it = byHost.cbegin(); it != byHost.cend(); ++it) {
        QFile file(folder + QLatin1Char('/') + it.key() + QStringLiteral(".json"));
        if (file.open(QIODevice::WriteOnly)) file.write(lldpJson0(it.value()));
    }
}

} // namespace railyard::test
