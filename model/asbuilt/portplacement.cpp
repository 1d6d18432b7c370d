#include "asbuilt/portplacement.h"

#include "asbuilt/nodenames.h"

#include <algorithm>

namespace railyard {

std::optional<Connector> switchConnector(const DeviceType &type, int ibPort)
{
    const CagePort cp = cageOfIbPort(ibPort);
    int ordinal = 0;
    for (size_t p = 0; p < type.ports.size(); ++p)
        if (type.ports[p].kind == PortKind::Cage && ++ordinal == cp.cage) return Connector{int(p), cp.sub};
    return std::nullopt;
}

std::optional<Connector> hostConnector(const DeviceType &type, const QString &rdma,
                                       const QHash<QString, QString> &hcaPorts)
{
    if (const auto it = hcaPorts.constFind(rdma); it != hcaPorts.cend()) {
        const QString name = it.value().section(QLatin1Char('.'), 0, 0);
        const int sub = std::max(1, it.value().section(QLatin1Char('.'), 1).toInt());
        for (size_t p = 0; p < type.ports.size(); ++p)
            if (type.ports[p].name == name) return Connector{int(p), sub};
        return std::nullopt;
    }
    for (size_t p = 0; p < type.ports.size(); ++p)
        if (const qsizetype i = type.ports[p].rdma.indexOf(rdma); i >= 0)
            return Connector{int(p), int(i) + 1};
    return std::nullopt;
}

std::vector<Connector> computeConnectors(const DeviceType &type)
{
    std::vector<Connector> out;
    for (size_t p = 0; p < type.ports.size(); ++p) {
        const PortDef &port = type.ports[p];
        if (port.kind != PortKind::Cage || port.network != Network::Compute) continue;
        const int subs = int(std::max(port.rails.size(), port.rdma.size()));
        for (int s = 1; s <= std::max(1, subs); ++s)
            out.emplace_back(int(p), s);
    }
    return out;
}

} // namespace railyard
