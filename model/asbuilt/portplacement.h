#pragma once

#include "catalog/devicetype.h"

#include <QHash>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace railyard {

// Where a discovered port sits on a device type, shared by verification and import. A connector is (port
// index, 1-based sub).
using Connector = std::pair<int, int>;

// A switch's c-th cage (1-based, in the type's port order), as its logical IB ports count them.
std::optional<Connector> switchConnector(const DeviceType &type, int ibPort);

// The host connector of an RDMA device: from a port,hca-name map ("osfp1.2") when it names the device, else
// from the type's own rdma names.
std::optional<Connector> hostConnector(const DeviceType &type, const QString &rdma,
                                       const QHash<QString, QString> &hcaPorts);

// Every compute connector of a host type, in connector order.
std::vector<Connector> computeConnectors(const DeviceType &type);

} // namespace railyard
