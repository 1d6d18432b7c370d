#include "asbuilt/fabricinputs.h"

#include "asbuilt/nodenames.h"
#include "asbuilt/verification.h"

#include <QFile>

namespace railyard {

namespace {

Result<QByteArray> readWhole(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, {}, {}, QStringLiteral("cannot read: %1").arg(file.errorString())};
    return file.readAll();
}

} // namespace

Result<LoadedFabric> loadFabricInputs(const FabricInputs &inputs)
{
    LoadedFabric loaded;
    const Result<QByteArray> dump = readWhole(inputs.dump);
    if (!dump.ok()) return dump.error();
    Result<IbFabric> fabric = parseIbnetdiscover(dump.value(), inputs.dump);
    if (!fabric.ok()) return fabric.error();
    loaded.fabric = fabric.takeValue();
    if (!inputs.nodeNameMap.isEmpty()) {
        const Result<QByteArray> text = readWhole(inputs.nodeNameMap);
        if (!text.ok()) return text.error();
        const Result<QHash<quint64, QString>> names = parseNodeNameMap(text.value(), inputs.nodeNameMap);
        if (!names.ok()) return names.error();
        applyNodeNameMap(loaded.fabric, names.value());
    }
    if (!inputs.hcaMap.isEmpty()) {
        const Result<QByteArray> text = readWhole(inputs.hcaMap);
        if (!text.ok()) return text.error();
        const Result<QHash<QString, QString>> map = parseHcaMap(text.value(), inputs.hcaMap);
        if (!map.ok()) return map.error();
        loaded.hcaPorts = map.value();
    }
    return loaded;
}

} // namespace railyard
