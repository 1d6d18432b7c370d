#pragma once

#include "io/ibnetdiscover.h"

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;

// The verdict on one link (issue 16): per design link (a channel between two active ports of the compute
// fabric) ok, missing, wrong-peer (reaches another device), wrong-port (right device, other port), swapped
// (two design links whose far ends are exchanged, reported once as a pair) or degraded (width or speed below
// what the modules run); per discovered link not in the design, unexpected, or unknown-device when a name
// matches no device.
enum class LinkStatus
{
    Ok,
    Missing,
    WrongPeer,
    WrongPort,
    Swapped,
    Degraded,
    Unexpected,
    UnknownDevice
};
QString linkStatusName(LinkStatus status); // "ok", "wrong-peer" …

struct LinkEnds
{
    QString a, b;       // "device:port[.sub]", or as the fabric names an end it cannot place
    QStringList cables; // the design link's cables
};

struct VerifiedLink
{
    LinkStatus status = LinkStatus::Ok;
    LinkEnds design; // empty for unexpected and unknown-device
    LinkEnds found;  // what the fabric reports at the design link's first end (empty when missing)
    QString width, speed;
    LinkEnds pairedWith; // swapped: the other design link of the pair
    // The reported link found at the design link's end (IbFabric::links; port counters are read through it),
    // -1 when none; reversed when it runs from the design link's b end.
    int reported = -1;
    bool reportedReversed = false;
};

struct Verification
{
    std::vector<VerifiedLink> links;
    QStringList notDiscovered;          // design devices of the fabric the dump does not show
    QMap<QString, int> summary() const; // status name → count ("not-discovered" included)
    bool allOk() const;
};

struct VerifyOptions
{
    // A host's RDMA device → its port ("osfp1.2"), for every GPU server; overrides the catalog's rdma names
    // (real systems differ). Read from a `port,hca-name` CSV.
    QHash<QString, QString> hcaPorts;
};

Verification verifyIbFabric(const Design &design, const IbFabric &fabric, const VerifyOptions &options = {});

// A `port,hca-name` CSV (as UFM's cable validation tool takes; a header line is allowed): port is the
// design's port name with the connector ("osfp1.2"), hca-name "mlx5_11" or "HCA-12". Errors name the line.
Result<QHash<QString, QString>> parseHcaMap(const QByteArray &text, const QString &fileName);

} // namespace railyard
