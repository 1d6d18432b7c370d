#include "report/designinfo.h"

#include "core/result.h"
#include "trace/channeltracer.h"

namespace railyard {

DesignInfo computeDesignInfo(const Design &design)
{
    DesignInfo info;
    info.name = design.name;
    info.racks = design.racks().liveCount();
    info.devices = design.devices().liveCount();
    for (int d : design.devices().live()) {
        const Device &device = design.devices().at(d);
        const DeviceType &type = design.catalog.deviceTypes.at(device.type);
        ++info.devicesByRole[type.role];
        info.ports += qint64(type.ports.size());
        for (const PortDef &p : type.ports)
            ++info.portsByKind[p.kind];
        info.transceivers += device.modules.size();
    }
    info.cables = design.cables().liveCount();
    for (int c : design.cables().live()) {
        const CableType &type = design.cableType(c);
        ++info.cablesByKind[type.kind];
        info.fibers += type.fibersInCable();
    }
    // Counted as they are found: a million-GPU design's channels are not all held at once.
    ChannelTracer(design).forEachChannel([&](Channel &&ch) {
        ++info.channels;
        info.completeChannels += ch.isComplete() ? 1 : 0;
    });
    return info;
}

namespace {

template <typename E, typename N> QJsonObject countsByEnum(const QMap<E, N> &counts, qint64 total)
{
    QJsonObject o;
    o.insert(QStringLiteral("total"), total);
    for (const auto &[value, name] : EnumTable<E>::entries)
        o.insert(QLatin1String(name), qint64(counts.value(value, 0)));
    return o;
}

} // namespace

QJsonObject designInfoToJson(const DesignInfo &info)
{
    QJsonObject o;
    o.insert(QStringLiteral("design"), info.name);
    o.insert(QStringLiteral("racks"), info.racks);
    o.insert(QStringLiteral("devices"), countsByEnum(info.devicesByRole, info.devices));
    o.insert(QStringLiteral("ports"), countsByEnum(info.portsByKind, info.ports));
    o.insert(QStringLiteral("transceivers"), info.transceivers);
    o.insert(QStringLiteral("cables"), countsByEnum(info.cablesByKind, info.cables));
    QJsonObject channels;
    channels.insert(QStringLiteral("total"), info.channels);
    channels.insert(QStringLiteral("complete"), info.completeChannels);
    channels.insert(QStringLiteral("incomplete"), info.channels - info.completeChannels);
    o.insert(QStringLiteral("channels"), channels);
    o.insert(QStringLiteral("fibers"), info.fibers);
    return o;
}

namespace {

template <typename E, typename N> QString breakdown(const QMap<E, N> &counts)
{
    QStringList parts;
    for (const auto &[value, name] : EnumTable<E>::entries)
        if (counts.value(value, 0) > 0)
            parts << QStringLiteral("%1 %2").arg(counts.value(value)).arg(QLatin1String(name));
    return parts.isEmpty() ? QString()
                           : QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace

QString designInfoToText(const DesignInfo &info)
{
    QString text;
    text += QStringLiteral("Design:       %1\n")
                .arg(info.name.isEmpty() ? QStringLiteral("(unnamed)") : printableText(info.name));
    text += QStringLiteral("Racks:        %1\n").arg(info.racks);
    text += QStringLiteral("Devices:      %1%2\n").arg(info.devices).arg(breakdown(info.devicesByRole));
    text += QStringLiteral("Ports:        %1%2\n").arg(info.ports).arg(breakdown(info.portsByKind));
    text += QStringLiteral("Transceivers: %1\n").arg(info.transceivers);
    text += QStringLiteral("Cables:       %1%2\n").arg(info.cables).arg(breakdown(info.cablesByKind));
    text += QStringLiteral("Channels:     %1 (%2 complete, %3 incomplete)\n")
                .arg(info.channels)
                .arg(info.completeChannels)
                .arg(info.channels - info.completeChannels);
    text += QStringLiteral("Fibers:       %1\n").arg(info.fibers);
    return text;
}

} // namespace railyard
