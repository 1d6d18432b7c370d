#include "colouring.h"

#include "design/design.h"
#include "render/railpalette.h"
#include "validationcontroller.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// Distinct, stable colours for cable types: a golden-angle walk around the hue circle.
QColor typeColour(int type)
{
    return QColor::fromHsv((type * 137) % 360, 150, 200);
}

// Networks in the same colour-blind-safe family as the rails, so they never read as a rail.
QColor networkColour(int network)
{
    switch (Network(network)) {
    case Network::Compute:
        return QColor(0x00, 0x72, 0xB2);
    case Network::Storage:
        return QColor(0xE6, 0x9F, 0x00);
    case Network::Inband:
        return QColor(0x00, 0x9E, 0x73);
    case Network::Oob:
        return QColor(0xCC, 0x79, 0xA7);
    case Network::None:
        break;
    }
    return RailPalette::neutral();
}

} // namespace

CableColour cableColour(const Design &design, const ValidationController *validation, Colouring colouring,
                        int cable)
{
    switch (colouring) {
    case Colouring::Rail: {
        const int rail = validation ? validation->railOfCable(cable) : 0;
        return {rail, RailPalette::color(rail)};
    }
    case Colouring::Network: {
        const int network = validation ? int(validation->networkOfCable(cable)) : 0;
        return {network, networkColour(network)};
    }
    case Colouring::CableType: {
        const int type = design.cables().at(cable).type;
        return {type, typeColour(type)};
    }
    case Colouring::ValidationStatus: {
        // Keys order the legend: no issue, warning, error.
        if (validation && validation->cableHasError(cable)) return {2, RailPalette::error()};
        if (validation && validation->cableHasWarning(cable)) return {1, RailPalette::warning()};
        return {0, RailPalette::ok()};
    }
    }
    return {0, RailPalette::neutral()};
}

QList<QPair<QColor, QString>> legendEntries(const Design &design, Colouring colouring, const QList<int> &keys)
{
    QList<QPair<QColor, QString>> entries;
    for (int key : keys) {
        switch (colouring) {
        case Colouring::Rail:
            entries.append(
                {RailPalette::color(key),
                 key > 0 ? RailPalette::name(key) : QCoreApplication::translate("Colouring", "No rail")});
            break;
        case Colouring::Network:
            entries.append(
                {networkColour(key), key ? QString(enumName(Network(key)))
                                         : QCoreApplication::translate("Colouring", "Unknown network")});
            break;
        case Colouring::CableType:
            entries.append({typeColour(key), design.catalog.cableTypes.at(key).id});
            break;
        case Colouring::ValidationStatus:
            entries.append(
                key == 2
                    ? qMakePair(RailPalette::error(), QCoreApplication::translate("Colouring", "On an error"))
                : key == 1 ? qMakePair(RailPalette::warning(),
                                       QCoreApplication::translate("Colouring", "On a warning"))
                           : qMakePair(RailPalette::ok(),
                                       QCoreApplication::translate("Colouring", "No error or warning")));
            break;
        }
    }
    return entries;
}

} // namespace railyard
