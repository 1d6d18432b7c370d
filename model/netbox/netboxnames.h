#pragma once

#include "catalog/devicetype.h"

#include <QString>

#include <vector>

namespace railyard {

class Design;

// How Railyard's ports are named and typed in NetBox (formats.md §B1), for export and for import back. A
// cage of several connectors is that many NetBox interfaces: the names a type imported from NetBox kept
// (netbox_interfaces), NetBox's own for the bundled Quantum-2 (P<cage-1>.<connector-1>, as the library's
// QM9700 file) and Spectrum switches (swpN, swpNs<connector-1>, eth0 for the management port, as Cumulus
// names them), else "<port>.<connector>".
QString netboxPortName(const DeviceType &type, int port, int sub, int subs);

// How many NetBox interfaces each port of each device type is ([type][port]), in one pass over the design:
// for a cage, the most connectors any of its rails, RDMA names, the modules plugged into it across the design
// or a NetBox twin record says; for any port, the connectors the design's cables plug into; 1 at least. A
// twin-port Quantum-2 cage is always two.
std::vector<std::vector<int>> netboxSubPorts(const Design &design);

// NetBox's interface type of a port ("400gbase-x-osfp", "1000base-t", "other"), and its front/rear port
// type of an adapter ("mpo", "lc-apc", "8p8c").
QString netboxInterfaceType(const PortDef &port);
QString netboxPortType(const PortDef &port);

// What Railyard writes into NetBox's free text so that a design comes back whole: a device's comments
// "Railyard transceivers: osfp1=MMS4X00-NM-FLT, …", a cable's description "Railyard cable type: MFP7E30".
QString netboxTransceiversPrefix();
QString netboxCableTypePrefix();
// The comments line of what NetBox has no field for — a device's su, node, rail and airflow, a rack's type
// and floor position, a cable's id where it is not its label — as "Railyard: " and one line of JSON.
QString netboxAttributesPrefix();

// A NetBox slug: lower case, [-a-z0-9_] only.
QString netboxSlug(const QString &text);

} // namespace railyard
