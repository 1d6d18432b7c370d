#include "asbuilt/fabricinputs.h"

#include "asbuilt/nodenames.h"
#include "asbuilt/verification.h"
#include "io/inputfile.h"

#include <QFile>
#include <QFileInfo>

namespace railyard {

QString FabricInputs::sourceNames() const
{
    QStringList names;
    for (const QString &path : {dump, lldp})
        if (!path.isEmpty()) names << QFileInfo(path).fileName();
    return names.join(QStringLiteral(", "));
}

Result<LoadedFabric> loadFabricInputs(const FabricInputs &inputs)
{
    LoadedFabric loaded;
    if (inputs.dump.isEmpty() && inputs.lldp.isEmpty())
        return IoError{
            {}, {}, {}, QStringLiteral("nothing to compare: give an ibnetdiscover dump or LLDP reports")};
    if (!inputs.dump.isEmpty()) {
        const Result<QByteArray> dump = readInputFile(inputs.dump);
        if (!dump.ok()) return dump.error();
        Result<IbFabric> fabric = parseIbnetdiscover(dump.value(), inputs.dump);
        if (!fabric.ok()) return fabric.error();
        loaded.hasIb = true;
        loaded.fabric = fabric.takeValue();
    }
    if (!inputs.nodeNameMap.isEmpty()) {
        const Result<QByteArray> text = readInputFile(inputs.nodeNameMap);
        if (!text.ok()) return text.error();
        const Result<QHash<quint64, QString>> names = parseNodeNameMap(text.value(), inputs.nodeNameMap);
        if (!names.ok()) return names.error();
        applyNodeNameMap(loaded.fabric, names.value());
    }
    if (!inputs.hcaMap.isEmpty()) {
        const Result<QByteArray> text = readInputFile(inputs.hcaMap);
        if (!text.ok()) return text.error();
        const Result<QHash<QString, QString>> map = parseHcaMap(text.value(), inputs.hcaMap);
        if (!map.ok()) return map.error();
        loaded.hcaPorts = map.value();
    }
    if (!inputs.lldp.isEmpty()) {
        Result<std::vector<LldpNeighbor>> neighbors = readLldpPath(inputs.lldp);
        if (!neighbors.ok()) return neighbors.error();
        loaded.hasLldp = true;
        loaded.lldp = neighbors.takeValue();
    }
    if (!inputs.ifnameMap.isEmpty()) {
        const Result<QByteArray> text = readInputFile(inputs.ifnameMap);
        if (!text.ok()) return text.error();
        Result<std::vector<IfnameRule>> rules = parseIfnameMap(text.value(), inputs.ifnameMap);
        if (!rules.ok()) return rules.error();
        loaded.ifnames = rules.takeValue();
    }
    return loaded;
}

Verification verifyDiscovered(const Design &design, const LoadedFabric &loaded)
{
    Verification all;
    if (loaded.hasIb) {
        VerifyOptions options;
        options.hcaPorts = loaded.hcaPorts;
        all = verifyIbFabric(design, loaded.fabric, options);
    }
    if (loaded.hasLldp) {
        const Verification ethernet = verifyLldp(design, loaded.lldp, loaded.ifnames);
        all.links.insert(all.links.end(), ethernet.links.begin(), ethernet.links.end());
        for (const QString &device : ethernet.notDiscovered)
            if (!all.notDiscovered.contains(device)) all.notDiscovered.append(device);
    }
    return all;
}

} // namespace railyard
