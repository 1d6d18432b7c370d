#include "asbuilt/verificationoverlay.h"

#include "design/design.h"
#include "render/palette.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

// The overlay's keys, least severe first: where two links of a device pair differ, the fabric view shows
// the worse.
constexpr LinkStatus bySeverity[] = {LinkStatus::Ok,         LinkStatus::Degraded,     LinkStatus::WrongPort,
                                     LinkStatus::Swapped,    LinkStatus::WrongPeer,    LinkStatus::Missing,
                                     LinkStatus::Unexpected, LinkStatus::UnknownDevice};

int keyOf(LinkStatus status)
{
    return int(std::find(std::begin(bySeverity), std::end(bySeverity), status) - std::begin(bySeverity));
}

// The device slot an end ("device:port.sub") names, or -1.
int deviceOf(const Design &design, const QString &end)
{
    const qsizetype colon = end.lastIndexOf(QLatin1Char(':'));
    return colon > 0 ? design.devices().find(end.left(colon)) : -1;
}

class OverlayBuilder
{
public:
    explicit OverlayBuilder(const Design &design) : m_design(design)
    {
        m_overlay.title = QCoreApplication::translate("LinkStatus", "Links as discovered");
        for (LinkStatus status : bySeverity)
            m_overlay.keys.push_back({linkStatusColour(status), linkStatusText(status)});
    }

    void add(const VerifiedLink &link)
    {
        const int key = keyOf(link.status);
        markDesignLink(link.design, key);
        if (link.status == LinkStatus::Swapped) markDesignLink(link.pairedWith, key);
        // Where the fabric's link really goes, when that is somewhere else than the design's.
        if (link.status == LinkStatus::Ok || link.status == LinkStatus::Degraded ||
            link.status == LinkStatus::Missing || link.found.a.isEmpty())
            return;
        const int a = deviceOf(m_design, link.found.a), b = deviceOf(m_design, link.found.b);
        if (a < 0 || b < 0) return;
        const int designA = deviceOf(m_design, link.design.a), designB = deviceOf(m_design, link.design.b);
        if (LinkOverlay::pairKey(a, b) != LinkOverlay::pairKey(designA, designB))
            m_overlay.extraLinks.push_back({a, b, key});
    }

    LinkOverlay take() { return std::move(m_overlay); }

private:
    void markDesignLink(const LinkEnds &ends, int key)
    {
        if (ends.a.isEmpty()) return;
        for (const QString &id : ends.cables) {
            const int cable = m_design.cables().find(id);
            if (cable >= 0) m_overlay.cables[cable] = std::max(key, m_overlay.cables.value(cable, -1));
        }
        const int a = deviceOf(m_design, ends.a), b = deviceOf(m_design, ends.b);
        if (a < 0 || b < 0) return;
        int &pair = m_overlay.devicePairs[LinkOverlay::pairKey(a, b)];
        pair = std::max(pair, key); // a new entry starts at 0, the least severe key
    }

    const Design &m_design;
    LinkOverlay m_overlay;
};

} // namespace

LinkOverlay verificationOverlay(const Design &design, const Verification &verification)
{
    OverlayBuilder builder(design);
    for (const VerifiedLink &link : verification.links)
        builder.add(link);
    return builder.take();
}

QString linkStatusText(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Ok:
        return QCoreApplication::translate("LinkStatus", "As designed");
    case LinkStatus::Missing:
        return QCoreApplication::translate("LinkStatus", "Missing");
    case LinkStatus::WrongPeer:
        return QCoreApplication::translate("LinkStatus", "Wrong peer");
    case LinkStatus::WrongPort:
        return QCoreApplication::translate("LinkStatus", "Wrong port");
    case LinkStatus::Swapped:
        return QCoreApplication::translate("LinkStatus", "Swapped");
    case LinkStatus::Degraded:
        return QCoreApplication::translate("LinkStatus", "Degraded");
    case LinkStatus::Unexpected:
        return QCoreApplication::translate("LinkStatus", "Not in the design");
    case LinkStatus::UnknownDevice:
        return QCoreApplication::translate("LinkStatus", "Unknown device");
    }
    return {};
}

QColor linkStatusColour(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Ok:
        return Palette::ok();
    case LinkStatus::Degraded:
        return Palette::warning();
    case LinkStatus::WrongPort:
        return QColor(0xe0, 0x6c, 0x00);
    case LinkStatus::Swapped:
        return QColor(0x8e, 0x44, 0xad);
    case LinkStatus::WrongPeer:
        return Palette::error();
    case LinkStatus::Missing:
        return QColor(0x3c, 0x40, 0x43); // a dark link
    case LinkStatus::Unexpected:
        return QColor(0x1f, 0x78, 0xd1);
    case LinkStatus::UnknownDevice:
        return QColor(0x00, 0x89, 0x7b);
    }
    return Palette::neutral();
}

} // namespace railyard
