#include "commission/counteroverlay.h"

#include "design/design.h"
#include "render/palette.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

// The keys, least severe first: a device pair shows the worst of its links.
int keyOf(LinkCounters::Status status)
{
    switch (status) {
    case LinkCounters::Status::Unseen:
        return 0;
    case LinkCounters::Status::Ok:
        return 1;
    case LinkCounters::Status::Rose:
        return 2;
    }
    return 0;
}

int deviceOf(const Design &design, const QString &end)
{
    const qsizetype colon = end.lastIndexOf(QLatin1Char(':'));
    return colon > 0 ? design.devices().find(end.left(colon)) : -1;
}

} // namespace

LinkOverlay counterOverlay(const Design &design, const CounterComparison &comparison)
{
    LinkOverlay overlay;
    overlay.title = QCoreApplication::translate("CounterOverlay", "Port counters since the baseline");
    overlay.keys = {{Palette::neutral(), QCoreApplication::translate("CounterOverlay", "No counters")},
                    {Palette::ok(), QCoreApplication::translate("CounterOverlay", "Counters ok")},
                    {Palette::error(), QCoreApplication::translate("CounterOverlay", "Counters rose")}};
    for (const LinkCounters &l : comparison.links) {
        const int key = keyOf(l.status);
        for (const QString &id : l.cables)
            if (const int cable = design.cables().find(id); cable >= 0)
                overlay.cables[cable] = std::max(key, overlay.cables.value(cable, -1));
        const int a = deviceOf(design, l.a), b = deviceOf(design, l.b);
        if (a < 0 || b < 0) continue;
        const quint64 pair = LinkOverlay::pairKey(a, b);
        overlay.devicePairs[pair] = std::max(key, overlay.devicePairs.value(pair, -1));
    }
    return overlay;
}

} // namespace railyard
