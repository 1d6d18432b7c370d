#pragma once

// What the NetBox tests share: a design as comparable text, and whole-file reads and writes.
#include "design/design.h"

#include <QFile>
#include <QStringList>

#include <catch2/catch.hpp>

namespace railyard::test {

// A design as comparable text: racks (id, row, height), devices (id, type, rack, U, modules), ports of the
// types they use, cables (label, type, length, ends by device, port, connector and side).
inline QStringList summary(const Design &d)
{
    QStringList out;
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        out << QStringLiteral("rack %1 row %2 %3U").arg(rack.id, rack.row).arg(rack.heightU);
    }
    for (int i : d.devices().live()) {
        const Device &dev = d.devices().at(i);
        const DeviceType &t = d.deviceType(i);
        QStringList modules, ports;
        for (const CageModule &m : dev.modules)
            modules << t.ports[size_t(m.port)].name + QLatin1Char('=') +
                           d.catalog.transceivers.at(m.transceiver).id;
        for (const PortDef &p : t.ports)
            ports << p.name;
        out << QStringLiteral("device %1 %2 %3 U%4 [%5] ports %6")
                   .arg(dev.id, t.id, dev.rack >= 0 ? d.racks().at(dev.rack).id : QStringLiteral("-"))
                   .arg(dev.u)
                   .arg(modules.join(QLatin1Char(',')), ports.join(QLatin1Char(',')));
    }
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        QStringList ends;
        for (const Endpoint &e : cable.ends)
            ends << QStringLiteral("%1:%2.%3%4")
                        .arg(d.devices().at(e.device).id, d.deviceType(e.device).ports[size_t(e.port)].name)
                        .arg(e.effectiveSub())
                        .arg(e.side == Side::Rear ? QStringLiteral("R") : QString());
        out << QStringLiteral("cable %1 %2 %3 m %4")
                   .arg(cable.label, d.cableType(c).id)
                   .arg(cable.lengthM)
                   .arg(ends.join(QStringLiteral(" - ")));
    }
    out.sort();
    return out;
}

inline void write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

inline QByteArray read(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace railyard::test
