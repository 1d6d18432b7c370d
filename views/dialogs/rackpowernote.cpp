#include "dialogs/rackpowernote.h"

#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"
#include "generate/superpodpreset.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace railyard {

QString rackPowerNote(const Catalog &catalog, const SuperPodPreset *preset, const QString &nodeType,
                      double limitKw)
{
    if (preset && !preset->rackKit.isEmpty()) {
        // An NVL72 rack is one system on its own power shelves: the limit cannot change what it draws.
        const RackType *kit = catalog.rackTypes.find(preset->rackKit);
        const QString system =
            kit ? catalogText(kit->description).section(QLatin1Char(':'), 0, 0) : preset->rackKit;
        if (kit && kit->maxPowerKw)
            return QCoreApplication::translate("railyard::GenerateFabricDialog",
                                               "Each %1 is a whole system on its own power shelves (up to %2 "
                                               "kW): this limit packs only "
                                               "the network and management racks.")
                .arg(system, QLocale().toString(*kit->maxPowerKw, 'f', 0));
        return QCoreApplication::translate("railyard::GenerateFabricDialog",
                                           "Each %1 is a whole system on its own power shelves: this limit "
                                           "packs only the network and management racks.")
            .arg(system);
    }
    const DeviceType *node = catalog.deviceTypes.find(preset ? preset->nodeType : nodeType);
    if (!node || node->powerW <= 0)
        return QCoreApplication::translate("railyard::GenerateFabricDialog",
                                           "Compute and network racks are each filled up to this limit.");
    const int perRack = int(std::floor(limitKw * 1000 / node->powerW + 1e-9));
    return QCoreApplication::translate("railyard::GenerateFabricDialog",
                                       "Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; "
                                       "network racks are filled up to this limit too.",
                                       nullptr, perRack)
        .arg(node->id, QLocale().toString(node->powerW / 1000, 'f', 1));
}

} // namespace railyard
