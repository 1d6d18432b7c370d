#pragma once

#include <QColor>
#include <QList>
#include <QPair>
#include <QString>

namespace railyard {

class Design;
struct Decorations;

// How cables are coloured in the views and drawings (View ▸ Colour by). One place decides, so every view and
// every drawing agree.
enum class Colouring
{
    Rail,
    Network,
    CableType,
    ValidationStatus,
    InstallStatus // where each cable is in the build (commissioning)
};

struct CableColour
{
    int key =
        0; // what the colour stands for: a rail, a cable type index, 0/1/2 for ok/warning/error, a status
    QColor colour;
};

CableColour cableColour(const Design &design, const Decorations &decorations, Colouring colouring, int cable);
// The legend entries for the keys in use, in key order.
QList<QPair<QColor, QString>> legendEntries(const Design &design, Colouring colouring,
                                            const QList<int> &keys);

} // namespace railyard
