#include "io/lldp.h"

#include "io/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace railyard {

namespace {

// lldpd's JSON writer folds one-element arrays into their element and {"value": x} into x (json), or keeps
// both (json0): a value is read through either.
QString text(const QJsonValue &v)
{
    if (v.isString()) return v.toString();
    if (v.isArray()) return v.toArray().isEmpty() ? QString() : text(v.toArray().first());
    if (v.isObject()) return text(v.toObject().value(QLatin1String("value")));
    return {};
}

QJsonObject object(const QJsonValue &v)
{
    if (v.isArray()) return v.toArray().isEmpty() ? QJsonObject() : v.toArray().first().toObject();
    return v.toObject();
}

bool isInterfaceBody(const QJsonObject &o)
{
    return o.contains(QLatin1String("chassis")) || o.contains(QLatin1String("port")) ||
           o.contains(QLatin1String("via"));
}

// Every interface, whichever shape: [{"name": …}], [{"swp1": {…}}], {"eth0": {…}} or one {"name": …}.
void forEachInterface(const QJsonValue &v, const std::function<void(const QString &, const QJsonObject &)> &f)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            forEachInterface(e, f);
        return;
    }
    const QJsonObject o = v.toObject();
    if (o.contains(QLatin1String("name")) && isInterfaceBody(o)) {
        f(text(o.value(QLatin1String("name"))), o);
        return;
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.value().isObject() && isInterfaceBody(it.value().toObject()))
            f(it.key(), it.value().toObject());
}

// The neighbour's system name: json0's "name", or json's re-keyed chassis ({"<SysName>": {…}}).
QString chassisName(const QJsonValue &v)
{
    const QJsonObject c = object(v);
    if (c.contains(QLatin1String("name"))) return text(c.value(QLatin1String("name")));
    static const QStringList fields{QStringLiteral("id"), QStringLiteral("descr"), QStringLiteral("mgmt-ip"),
                                    QStringLiteral("mgmt-iface"), QStringLiteral("capability")};
    if (c.size() == 1 && !fields.contains(c.begin().key()) && c.begin().value().isObject())
        return c.begin().key();
    return {};
}

int lineOf(const QByteArray &text, int offset)
{
    return int(text.left(offset).count('\n')) + 1;
}

} // namespace

Result<std::vector<LldpNeighbor>> parseLldp(const QByteArray &json, const QString &fileName,
                                            const QString &localHost)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return IoError{fileName,
                       QStringLiteral("line %1").arg(lineOf(json, error.offset)),
                       {},
                       QStringLiteral("not JSON: %1").arg(error.errorString())};
    if (!doc.isObject() || !doc.object().contains(QLatin1String("lldp")))
        return IoError{fileName, {}, {}, QStringLiteral("not lldpcli JSON output (no \"lldp\" key)")};
    std::vector<LldpNeighbor> out;
    const QJsonValue lldp = doc.object().value(QLatin1String("lldp"));
    // json0: "lldp": [{"interface": […]}]; json: "lldp": {"interface": …}.
    const QJsonValue interfaces = object(lldp).value(QLatin1String("interface"));
    forEachInterface(interfaces, [&](const QString &name, const QJsonObject &body) {
        LldpNeighbor n;
        n.localHost = localHost;
        n.localInterface = name;
        n.remoteHost = chassisName(body.value(QLatin1String("chassis")));
        const QJsonObject port = object(body.value(QLatin1String("port")));
        const QJsonObject id = object(port.value(QLatin1String("id")));
        n.remotePortId = text(id.value(QLatin1String("value")));
        const QString descr = text(port.value(QLatin1String("descr")));
        n.remotePort = text(id.value(QLatin1String("type"))) == QLatin1String("ifname") || descr.isEmpty()
                           ? n.remotePortId
                           : descr;
        out.push_back(n);
    });
    return out;
}

Result<std::vector<LldpNeighbor>> readLldpPath(const QString &path)
{
    const QFileInfo info(path);
    QStringList files;
    if (info.isDir()) {
        files = folderFiles(path, {QStringLiteral("*.json")});
        if (files.isEmpty())
            return IoError{path, {}, {}, QStringLiteral("no .json LLDP report in the folder")};
    } else {
        files.append(path);
    }
    std::vector<LldpNeighbor> all;
    for (const QString &name : files) {
        const Result<QByteArray> bytes = readInputFile(name, maxTableBytes);
        if (!bytes.ok()) return bytes.error();
        Result<std::vector<LldpNeighbor>> one =
            parseLldp(bytes.value(), name, QFileInfo(name).completeBaseName());
        if (!one.ok()) return one.error();
        for (LldpNeighbor &n : one.value())
            all.push_back(std::move(n));
    }
    return all;
}

} // namespace railyard
