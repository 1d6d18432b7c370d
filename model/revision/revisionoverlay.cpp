#include "revision/revisionoverlay.h"

#include "design/design.h"
#include "render/palette.h"
#include "trace/channeltracer.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RevisionOverlay)
};

void mark(QHash<int, int> &keys, int slot, int key)
{
    if (slot >= 0) keys[slot] = std::max(key, keys.value(slot, -1));
}

// A pair of devices' links show the most notable change among them.
void markPair(LinkOverlay &o, int a, int b, int key)
{
    if (a < 0 || b < 0) return;
    const quint64 pair = LinkOverlay::pairKey(a, b);
    o.devicePairs[pair] = std::max(key, o.devicePairs.value(pair, -1));
}

} // namespace

RevisionComparison compareWithRevision(const Design &now, const Design &revision, const QString &name)
{
    RevisionComparison c;
    c.diff = diffDesigns(revision, now);
    LinkOverlay &o = c.overlay;
    // Colours no validation mark uses (a warning is amber, an error red), so that "changed" is not read as
    // "wrong".
    o.keys = {{QColor(0xa8, 0x6b, 0x6b), Text::tr("Removed since (dashed)")},
              {QColor(0x2f, 0x6f, 0xd0), Text::tr("Changed")},
              {Palette::ok(), Text::tr("Added")}};
    o.title = Text::tr("Changes since revision “%1”").arg(name);
    // A rack is marked changed wherever something in it or plugged in it changed.
    const auto rackOfDevice = [&](int device) { return device >= 0 ? now.devices().at(device).rack : -1; };
    const auto touchRack = [&](int rack) { mark(o.racks, rack, RevisionChanged); };

    for (const QString &id : std::as_const(c.diff.racks.added))
        mark(o.racks, now.racks().find(id), RevisionAdded);
    for (const ObjectChange &ch : std::as_const(c.diff.racks.changed))
        touchRack(now.racks().find(ch.id));

    for (const QString &id : std::as_const(c.diff.devices.added)) {
        const int d = now.devices().find(id);
        mark(o.devices, d, RevisionAdded);
        touchRack(rackOfDevice(d));
    }
    for (const ObjectChange &ch : std::as_const(c.diff.devices.changed)) {
        const int d = now.devices().find(ch.id);
        mark(o.devices, d, RevisionChanged);
        touchRack(rackOfDevice(d));
        // A device moved out of a rack changed that rack too.
        if (const int was = revision.devices().find(ch.id); was >= 0)
            if (const int r = revision.devices().at(was).rack; r >= 0)
                touchRack(now.racks().find(revision.racks().at(r).id));
    }
    for (const QString &id : std::as_const(c.diff.devices.removed))
        if (const int was = revision.devices().find(id); was >= 0)
            if (const int r = revision.devices().at(was).rack; r >= 0)
                touchRack(now.racks().find(revision.racks().at(r).id));

    const auto cableNow = [&](const QString &id, int key) {
        const int cable = now.cables().find(id);
        if (cable < 0) return;
        o.cables[cable] = key;
        const Cable &cb = now.cables().at(cable);
        for (const Endpoint &e : cb.ends)
            if (!e.isLoose()) touchRack(rackOfDevice(e.device));
        if (cb.ends.size() > 1) markPair(o, cb.ends[0].device, cb.ends[1].device, key);
    };
    for (const QString &id : std::as_const(c.diff.cables.added))
        cableNow(id, RevisionAdded);
    for (const ObjectChange &ch : std::as_const(c.diff.cables.changed))
        cableNow(ch.id, RevisionChanged);
    // The fabric draws channels, not cables: a channel through a changed cable (a patch cord, a trunk) shows
    // the change between its end devices.
    {
        std::vector<int> marked(o.cables.keyBegin(), o.cables.keyEnd());
        const ChannelTracer tracer(now);
        for (const auto &[cable, end] : tracer.neighbourhood(marked).starts)
            for (const Channel &ch : tracer.traceFrom(cable, end)) {
                int key = -1;
                for (const Hop &h : ch.hops)
                    key = std::max(key, o.cables.value(h.cable, -1));
                if (key >= 0 && !ch.finish.isLoose()) markPair(o, ch.start.device, ch.finish.device, key);
            }
    }
    // A cable gone is drawn where it was, between devices the design still has (by id).
    for (const QString &id : std::as_const(c.diff.cables.removed)) {
        const int was = revision.cables().find(id);
        if (was < 0) continue;
        const Cable &cb = revision.cables().at(was);
        const auto deviceNow = [&](const Endpoint &e) {
            return e.isLoose() ? -1 : now.devices().find(revision.devices().at(e.device).id);
        };
        for (const Endpoint &e : cb.ends)
            touchRack(rackOfDevice(deviceNow(e)));
        if (cb.ends.size() < 2) continue;
        const int a = deviceNow(cb.ends[0]), b = deviceNow(cb.ends[1]);
        if (a < 0 || b < 0 || a == b) continue;
        o.extraLinks.push_back({a, b, RevisionRemoved});
        markPair(o, a, b, RevisionRemoved);
    }
    return c;
}

} // namespace railyard
