#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <vector>

namespace railyard {

// What `ibnetdiscover` reports of a running InfiniBand fabric (formats.md §A1): its nodes — switches, channel
// adapters (a host's HCA) and routers — and the links between their ports, each physical link once.
struct IbNode
{
    enum class Kind
    {
        Switch,
        Ca,
        Router
    };
    Kind kind = Kind::Ca;
    quint64 guid = 0; // node GUID ("S-…"/"H-…" in the default report); 0 in a ports report
    QString
        description; // the NodeDescription: "a08-p1-dgx-04-c17 mlx5_5", "MF0;A09-P1-IBLEAF-04-04:MQM9701/U1"
    int ports = 0;   // as the node's header says; 0 when the node was only seen as a peer
    int lid = 0;     // a switch's port-0 LID, a CA's LID (of the last port read)
};

struct IbEnd
{
    int node = -1; // index into IbFabric::nodes
    int port = 0;  // logical IB port, 1-based
    bool operator==(const IbEnd &) const = default;
};

struct IbLink
{
    IbEnd a, b;
    QString width; // "4x", "2x" (a split NDR200 link), "1x" …
    QString speed; // "NDR", "HDR", "EDR", "SDR" …
};

struct IbFabric
{
    std::vector<IbNode> nodes;
    std::vector<IbLink> links;
    // The node of a GUID (default report) or, in a ports report, of a switch's port GUID or a CA's
    // description.
    QHash<QString, int> index;

    int switchCount() const;
    int caCount() const;
};

// Reads `ibnetdiscover` output, the default topology report (with or without -g) or the ports report (-p),
// told apart by content. Each link reported from both ends is kept once; when the two ends disagree on width
// or speed, the lower is kept. A malformed line is an error naming its line number; an empty report too.
Result<IbFabric> parseIbnetdiscover(const QByteArray &text, const QString &fileName);

} // namespace railyard
