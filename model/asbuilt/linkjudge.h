#pragma once

#include "asbuilt/verification.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace railyard {

class Design;

// A design port's connector: device slot, port index, 1-based sub. port < 0: a design device whose port the
// fabric names in a way the design cannot place.
struct LinkEnd
{
    int device = -1;
    int port = -1;
    int sub = 1;
    bool operator==(const LinkEnd &) const = default;
};

// One link as a fabric reports it, its ends placed on the design where they could be (nullopt: the name
// matches no design device), with the text each end reads as.
struct ObservedLink
{
    std::optional<LinkEnd> a, b;
    QString textA, textB;
    QString width, speed; // InfiniBand's; empty for LLDP
    int source = -1;      // the report's own index of the link (IbFabric::links), -1 when it has none
};

// Which of the design's links a fabric report speaks of.
enum class LinkScope
{
    InfiniBand, // channels from hosts' compute ports and the switch tiers above them
    Ethernet    // every other channel between two complete ends (storage, in-band, out-of-band), but those of
                // the compute fabric's switch types: an InfiniBand storage fabric runs no LLDP
};

// The verdicts of issue 16, whatever reported the links (ibnetdiscover, LLDP): collects the design's links of
// a scope, takes what the fabric reports, and judges each design link (ok, missing, wrong-peer, wrong-port,
// swapped, degraded) and each reported link the design lacks (unexpected, unknown-device).
class LinkJudge
{
public:
    LinkJudge(const Design &design, LinkScope scope);

    // "device:port[.sub]" (the sub only where the connector is one of several).
    QString endText(const LinkEnd &end) const;
    // The far end of the design link at `end`, if one is there.
    std::optional<LinkEnd> designPeer(const LinkEnd &end) const;
    bool inScope(int device) const { return m_devices.contains(device); }

    void observe(const ObservedLink &link);
    // A device the report shows, even with no link placed on it.
    void markSeen(int device) { m_seenDevices.insert(device); }
    // `judgeUnreported`: whether a design link neither of whose devices the report shows is missing (true:
    // ibnetdiscover sees the whole fabric) or left out (LLDP reports come per host, some may not be there).
    Verification judge(bool judgeUnreported);

private:
    struct DesignLink
    {
        LinkEnd a, b;
        QStringList cables;
        double gbps = 0; // what the two modules run on this channel; 0: not known
    };
    struct Found
    {
        std::optional<LinkEnd> other;
        QString otherText;
        QString width, speed;
        int source = -1;
        bool mineIsA = true; // the design end is the reported link's a end
    };
    static quint64 keyOf(const LinkEnd &e);
    void collect(LinkScope scope);
    void judgeDesignLinks(bool judgeUnreported, Verification &result) const;
    void judgeObservedLinks(Verification &result) const;

    const Design &m_design;
    std::vector<DesignLink> m_links;
    QHash<quint64, int> m_linkOf;
    QHash<quint64, Found> m_found;
    std::vector<ObservedLink> m_observed;
    QSet<int> m_devices, m_seenDevices;
};

} // namespace railyard
