#pragma once

#include "asbuilt/verification.h"
#include "io/lldp.h"

#include <QString>

#include <vector>

namespace railyard {

// Which design port an interface name is on (`railyard-cli verify --ifname-map`): for one device (`scope` its
// id), every device of a type (`scope` the type id), or, `scope` empty, every device that has the port.
struct IfnameRule
{
    QString scope;
    QString port; // the design's port, with the connector where it has several ("storage1", "osfp3.2")
    QString ifname;
};

// Verifies the design's Ethernet links (storage, in-band, out-of-band: every channel that is not on the
// InfiniBand fabric) against what the hosts' LLDP agents report (issue 16). An interface is placed by the
// rules first, then as NVIDIA Cumulus names a switch's ports (swpN is its N-th front-panel port, swpNsM that
// port's connector M+1, eth0 the management port), then by the port of that name. A neighbour is the design
// device its system name (or that name without its domain) names. A design link neither of whose devices any
// report shows is left out: LLDP comes per host, and some may not have sent theirs; such devices are
// not-discovered.
Verification verifyLldp(const Design &design, const std::vector<LldpNeighbor> &neighbors,
                        const std::vector<IfnameRule> &rules = {});

// An interface-name map: `port,ifname` or `device-or-type,port,ifname` lines (a header line and # comments
// allowed). Errors name the file and line.
Result<std::vector<IfnameRule>> parseIfnameMap(const QByteArray &text, const QString &fileName);

} // namespace railyard
