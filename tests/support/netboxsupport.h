#pragma once

// What the NetBox tests share: a design as comparable text, and whole-file reads and writes.
#include "design/design.h"

#include <QFile>
#include <QStringList>

#include <catch2/catch.hpp>

namespace railyard::test {

// A design as comparable text: racks (id, row, height, floor position, type), devices (id, type, rack, U,
// modules, su, node, rail, airflow), ports of the types they use, cables (id, label, type, length, ends by
// device, port, connector and side).
// (Concatenated, not QString::arg(): a name may hold "%1".)
inline QStringList summary(const Design &d)
{
    QStringList out;
    const QString space = QStringLiteral(" ");
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        out << QStringLiteral("rack ") + rack.id + QStringLiteral(" row ") + rack.row + space +
                   QString::number(rack.heightU) + QStringLiteral("U at ") +
                   QString::number(rack.xM.value_or(-1)) + QLatin1Char(',') +
                   QString::number(rack.yM.value_or(-1)) + QStringLiteral(" type ") +
                   (rack.type >= 0 ? d.catalog.rackTypes.at(rack.type).id : QString());
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
        out << QStringLiteral("device ") + dev.id + space + t.id + space +
                   (dev.rack >= 0 ? d.racks().at(dev.rack).id : QStringLiteral("-")) + QStringLiteral(" U") +
                   QString::number(dev.u) + QStringLiteral(" [") + modules.join(QLatin1Char(',')) +
                   QStringLiteral("] ports ") + ports.join(QLatin1Char(',')) + QStringLiteral(" su ") +
                   QString::number(dev.su.value_or(-1)) + QStringLiteral(" node ") +
                   QString::number(dev.node.value_or(-1)) + QStringLiteral(" rail ") +
                   QString::number(dev.rail.value_or(-1)) + QStringLiteral(" airflow ") +
                   QString::number(int(dev.airflow));
    }
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        QStringList ends;
        for (const Endpoint &e : cable.ends)
            ends << d.devices().at(e.device).id + QLatin1Char(':') +
                        d.deviceType(e.device).ports[size_t(e.port)].name + QLatin1Char('.') +
                        QString::number(e.effectiveSub()) +
                        (e.side == Side::Rear ? QStringLiteral("R") : QString());
        out << QStringLiteral("cable ") + cable.id + QStringLiteral(" labelled ") + cable.label + space +
                   d.cableType(c).id + space + QString::number(cable.lengthM) + QStringLiteral(" m ") +
                   ends.join(QStringLiteral(" - "));
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
