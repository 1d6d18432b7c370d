#include "io/deviceclipboard.h"

#include "design/design.h"
#include "design/freshids.h"
#include "design/rackspace.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace railyard {

QByteArray copyDevices(const Design &d, const QList<int> &devices)
{
    QJsonArray list;
    for (int dev : devices) {
        const Device &device = d.devices().at(dev);
        const DeviceType &type = d.catalog.deviceTypes.at(device.type);
        QJsonObject o{{"id", device.id}, {"type", type.id}, {"u", device.u}};
        if (device.su) o[QStringLiteral("su")] = *device.su;
        if (device.node) o[QStringLiteral("node")] = *device.node;
        if (device.rail) o[QStringLiteral("rail")] = *device.rail;
        if (device.airflow != Airflow::None) o[QStringLiteral("airflow")] = QString(enumName(device.airflow));
        QJsonObject modules;
        for (const CageModule &m : device.modules)
            modules[type.ports[size_t(m.port)].name] = d.catalog.transceivers.at(m.transceiver).id;
        if (!modules.isEmpty()) o[QStringLiteral("transceivers")] = modules;
        list.append(o);
    }
    return QJsonDocument(QJsonObject{{"railyard_devices", list}}).toJson(QJsonDocument::Compact);
}

std::vector<Device> pasteDevices(const Design &d, const QByteArray &data, int rack, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error) *error = why;
        return std::vector<Device>();
    };
    const QJsonArray list =
        QJsonDocument::fromJson(data).object().value(QStringLiteral("railyard_devices")).toArray();
    if (list.isEmpty())
        return fail(QCoreApplication::translate("Clipboard", "The clipboard holds no devices."));
    // Working copy of the rack's occupation, so that pasted devices do not land on each other.
    Design scratch;
    scratch.catalog = d.catalog;
    Rack r = d.racks().at(rack);
    scratch.insertRack(0, r);
    for (int dev : d.devices().live())
        if (d.devices().at(dev).rack == rack) {
            Device copy = d.devices().at(dev);
            copy.rack = 0;
            copy.modules.clear();
            scratch.insertDevice(scratch.devices().nextSlot(), copy);
        }
    std::vector<Device> out;
    std::map<QString, FreshIds> ids; // per device type
    for (const QJsonValue v : list) {
        const QJsonObject o = v.toObject();
        Device dev;
        dev.type = d.catalog.deviceTypes.indexOf(o.value(QStringLiteral("type")).toString());
        if (dev.type < 0)
            return fail(QCoreApplication::translate("Clipboard", "This design has no device type \"%1\".")
                            .arg(o.value(QStringLiteral("type")).toString()));
        const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
        const int height = type.heightU;
        int u = o.value(QStringLiteral("u")).toInt();
        if (!fitsInRack(scratch, 0, u, height)) {
            u = 0;
            for (int candidate = 1; candidate + height - 1 <= r.heightU && u == 0; ++candidate)
                if (fitsInRack(scratch, 0, candidate, height)) u = candidate;
        }
        if (u == 0)
            return fail(QCoreApplication::translate("Clipboard", "%1 has no room for another %2.")
                            .arg(r.id, type.id));
        // Ids fresh in the design and among the devices pasted before, as a dropped device is named.
        dev.id = ids.try_emplace(type.id, d, EntityKind::Device, type.id).first->second.next();
        dev.rack = rack;
        dev.u = u;
        if (o.contains(QStringLiteral("su"))) dev.su = o.value(QStringLiteral("su")).toInt();
        if (o.contains(QStringLiteral("node"))) dev.node = o.value(QStringLiteral("node")).toInt();
        if (o.contains(QStringLiteral("rail"))) dev.rail = o.value(QStringLiteral("rail")).toInt();
        dev.airflow =
            enumFromName<Airflow>(o.value(QStringLiteral("airflow")).toString()).value_or(Airflow::None);
        const QJsonObject modules = o.value(QStringLiteral("transceivers")).toObject();
        for (auto it = modules.begin(); it != modules.end(); ++it) {
            const int port = type.portIndex(it.key());
            const int t = d.catalog.transceivers.indexOf(it.value().toString());
            if (port >= 0 && t >= 0) dev.setModule(port, t);
        }
        Device placed = dev;
        placed.rack = 0;
        placed.modules.clear();
        scratch.insertDevice(scratch.devices().nextSlot(), placed);
        out.push_back(dev);
    }
    return out;
}

} // namespace railyard
