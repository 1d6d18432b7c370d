#include "render/colouring.h"

#include "core/enumtext.h"
#include "design/design.h"
#include "render/decorations.h"
#include "render/palette.h"

#include <QCoreApplication>

namespace railyard {

CableColour cableColour(const Design &design, const Decorations &decorations, Colouring colouring, int cable)
{
    switch (colouring) {
    case Colouring::Rail: {
        const int rail = decorations.railOfCable(cable);
        return {rail, Palette::rail(rail)};
    }
    case Colouring::Network: {
        const Network network = decorations.networkOfCable(cable);
        return {int(network), Palette::network(network)};
    }
    case Colouring::CableType: {
        const int type = design.cables().at(cable).type;
        return {type, Palette::cableType(type)};
    }
    case Colouring::ValidationStatus: {
        // Keys order the legend: no issue, warning, error.
        if (decorations.cableHasError(cable)) return {2, Palette::error()};
        if (decorations.cableHasWarning(cable)) return {1, Palette::warning()};
        return {0, Palette::ok()};
    }
    case Colouring::InstallStatus: {
        const CableStatus status = design.cables().at(cable).status;
        return {int(status), Palette::cableStatus(status)};
    }
    }
    return {0, Palette::neutral()};
}

QList<QPair<QColor, QString>> legendEntries(const Design &design, Colouring colouring, const QList<int> &keys)
{
    QList<QPair<QColor, QString>> entries;
    for (int key : keys) {
        switch (colouring) {
        case Colouring::Rail:
            entries.append({Palette::rail(key), key > 0
                                                    ? Palette::railName(key)
                                                    : QCoreApplication::translate("Colouring", "No rail")});
            break;
        case Colouring::Network:
            entries.append({Palette::network(Network(key)),
                            key ? QString(enumName(Network(key)))
                                : QCoreApplication::translate("Colouring", "Unknown network")});
            break;
        case Colouring::CableType:
            entries.append({Palette::cableType(key), design.catalog.cableTypes.at(key).id});
            break;
        case Colouring::ValidationStatus:
            entries.append(
                key == 2
                    ? qMakePair(Palette::error(), QCoreApplication::translate("Colouring", "On an error"))
                : key == 1
                    ? qMakePair(Palette::warning(), QCoreApplication::translate("Colouring", "On a warning"))
                    : qMakePair(Palette::ok(),
                                QCoreApplication::translate("Colouring", "No error or warning")));
            break;
        case Colouring::InstallStatus:
            entries.append({Palette::cableStatus(CableStatus(key)), cableStatusText(CableStatus(key))});
            break;
        }
    }
    return entries;
}

} // namespace railyard
