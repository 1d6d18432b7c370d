#pragma once

#include <cmath>

#include "designfixtures.h"
#include "validation/issue.h"
#include "validation/validator.h"

#include <QJsonArray>
#include <QJsonObject>

namespace railyard::test {

// Builds small designs from the bundled catalog for rule tests: devices stacked in rack R1 (or R2),
// cables between named endpoints, and chains of cords, panels and trunks between two modules.
class DesignBuilder
{
public:
    DesignBuilder()
    {
        m_root[QStringLiteral("format")] = QStringLiteral("railyard");
        m_root[QStringLiteral("version")] = 1;
        m_root[QStringLiteral("name")] = QStringLiteral("test");
        m_racks.append(QJsonObject{{"id", "R1"}, {"row", "A"}, {"x_m", 0.0}, {"y_m", 0.0}, {"height_u", 48}});
        m_racks.append(QJsonObject{{"id", "R2"}, {"row", "A"}, {"x_m", 0.6}, {"y_m", 0.0}, {"height_u", 48}});
    }

    // One more rack (`widthMm`/`depthMm` 0: the format's defaults; no position when x is NaN).
    void rack(const QString &id, double x, double y, int widthMm = 0, int depthMm = 0)
    {
        QJsonObject r{{"id", id}, {"row", "B"}, {"height_u", 48}};
        if (!std::isnan(x)) {
            r[QStringLiteral("x_m")] = x;
            r[QStringLiteral("y_m")] = y;
        }
        if (widthMm > 0) r[QStringLiteral("width_mm")] = widthMm;
        if (depthMm > 0) r[QStringLiteral("depth_mm")] = depthMm;
        m_racks.append(r);
    }

    // One more rack of a catalog rack type (a rack kit's contents are not placed: add them as devices).
    void typedRack(const QString &id, const QString &type, double x = 1.2, double y = 0)
    {
        m_racks.append(QJsonObject{{"id", id}, {"row", "A"}, {"type", type}, {"x_m", x}, {"y_m", y}});
    }

    // A device at the next free U of the rack (or at `u` when given).
    QString device(const QString &type, const QString &rack = QStringLiteral("R1"), int u = 0,
                   QJsonObject extra = {})
    {
        const QString id = QStringLiteral("%1-%2").arg(type).arg(++m_count);
        int &next = m_nextU[rack];
        if (next == 0) next = 1;
        const int height =
            bundledCatalog().deviceTypes.find(type) ? bundledCatalog().deviceTypes.find(type)->heightU : 1;
        QJsonObject d = extra;
        d[QStringLiteral("id")] = id;
        d[QStringLiteral("type")] = type;
        d[QStringLiteral("rack")] = rack;
        d[QStringLiteral("u")] = u > 0 ? u : next;
        if (u == 0) next += height;
        m_devices.append(d);
        return id;
    }

    void setDevice(const QString &id, const char *key, const QJsonValue &value)
    {
        for (int i = 0; i < m_devices.size(); ++i) {
            QJsonObject d = m_devices[i].toObject();
            if (d.value(QStringLiteral("id")).toString() == id) {
                d[QLatin1String(key)] = value;
                m_devices[i] = d;
            }
        }
    }

    void module(const QString &device, const QString &port, const QString &transceiver)
    {
        for (int i = 0; i < m_devices.size(); ++i) {
            QJsonObject d = m_devices[i].toObject();
            if (d.value(QStringLiteral("id")).toString() == device) {
                QJsonObject t = d.value(QStringLiteral("transceivers")).toObject();
                t[port] = transceiver;
                d[QStringLiteral("transceivers")] = t;
                m_devices[i] = d;
            }
        }
    }

    static QJsonValue end(const QString &device, const QString &port, int sub = 0, const QString &side = {})
    {
        QJsonObject e{{"device", device}, {"port", port}};
        if (sub > 0) e[QStringLiteral("sub")] = sub;
        if (!side.isEmpty()) e[QStringLiteral("side")] = side;
        return e;
    }

    QString cable(const QString &type, double length, const QJsonValue &a, const QJsonValue &b,
                  const QString &label = {})
    {
        const QString id = QStringLiteral("C%1").arg(++m_cables, 2, 10, QLatin1Char('0'));
        QJsonObject c{{"id", id}, {"type", type}, {"length_m", length}, {"a", a}, {"b", b}};
        if (!label.isEmpty()) c[QStringLiteral("label")] = label;
        m_cableList.append(c);
        return id;
    }

    // A part of the design's own catalog ("device_types", "transceivers" or "cable_types").
    void part(const char *collection, const QJsonObject &part)
    {
        QJsonArray list = m_catalog.value(QLatin1String(collection)).toArray();
        list.append(part);
        m_catalog[QLatin1String(collection)] = list;
    }

    // A channel from a module in `startDevice` osfp1 (sub 1) through `elements` to a module in `endDevice`
    // osfp1: "TYPE LENGTH" is a cable, "|" a panel of aligned MPO adapters, "|TYPE" a panel of that type.
    // Devices default to QM9700 leaves with no rail; returns the cable ids in order.
    QStringList chain(const QString &startModule, const QStringList &elements, const QString &endModule,
                      const QString &startType = QStringLiteral("qm9700"),
                      const QString &endType = QStringLiteral("qm9700"))
    {
        const QString first = device(startType);
        const QString last = device(endType);
        const QString firstPort = portOf(startType), lastPort = portOf(endType);
        module(first, firstPort, startModule);
        module(last, lastPort, endModule);
        m_chainEnds = {first, last};
        QJsonValue from = end(first, firstPort, 1);
        QStringList cables;
        QString pendingType;
        double pendingLength = 0;
        for (const QString &element : elements) {
            if (element.startsWith(QLatin1Char('|'))) {
                const QString panelType =
                    element.size() > 1 ? element.mid(1) : QStringLiteral("pp-mpo12-apc-24");
                const QString panel = device(panelType);
                cables << cable(pendingType, pendingLength, from,
                                end(panel, QStringLiteral("P01"), 0, QStringLiteral("front")));
                from = end(panel, QStringLiteral("P01"), 0, QStringLiteral("rear"));
                pendingType.clear();
            } else {
                const QStringList parts = element.split(QLatin1Char(' '));
                pendingType = parts[0];
                pendingLength = parts.size() > 1 ? parts[1].toDouble() : 3;
            }
        }
        cables << cable(pendingType, pendingLength, from, end(last, lastPort, 1));
        return cables;
    }
    const QStringList &chainEnds() const { return m_chainEnds; }

    QByteArray json() const
    {
        QJsonObject root = m_root;
        root[QStringLiteral("catalog")] = m_catalog;
        root[QStringLiteral("racks")] = m_racks;
        root[QStringLiteral("devices")] = m_devices;
        root[QStringLiteral("cables")] = m_cableList;
        return QJsonDocument(root).toJson();
    }
    Design design() const { return loadJsonText(json()); }

private:
    static QString portOf(const QString &type)
    {
        if (type.startsWith(QLatin1String("hgx"))) return QStringLiteral("nic1");
        if (type.endsWith(QLatin1String("compute-tray"))) return QStringLiteral("left-osfp-p3");
        if (type == QLatin1String("storage-server")) return QStringLiteral("nic1");
        return QStringLiteral("osfp1");
    }

    QJsonObject m_root;
    QJsonObject m_catalog;
    QJsonArray m_racks, m_devices, m_cableList;
    QHash<QString, int> m_nextU;
    QStringList m_chainEnds;
    int m_count = 0;
    int m_cables = 0;
};

// The issues of a design as "rule" strings (sorted as validate sorts them), and the issues of one rule.
inline QStringList rulesFired(const Design &d)
{
    QStringList rules;
    for (const Issue &i : validateDesign(d))
        rules << QString(ruleId(i.rule));
    return rules;
}

inline QList<Issue> issuesOf(const Design &d, const char *rule)
{
    QList<Issue> out;
    for (const Issue &i : validateDesign(d))
        if (ruleId(i.rule) == QLatin1String(rule)) out.append(i);
    return out;
}

inline QStringList cableIds(const Design &d, const Issue &i)
{
    QStringList ids;
    for (int c : i.cables)
        ids << d.cables().at(c).id;
    return ids;
}

inline QStringList deviceIds(const Design &d, const Issue &i)
{
    QStringList ids;
    for (int c : i.devices)
        ids << d.devices().at(c).id;
    return ids;
}

inline QStringList rackIds(const Design &d, const Issue &i)
{
    QStringList ids;
    for (int r : i.racks)
        ids << d.racks().at(r).id;
    return ids;
}

} // namespace railyard::test
