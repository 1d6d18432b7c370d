#pragma once

#include <QColor>
#include <QString>

namespace railyard {

// The one rail palette of Railyard: every view, legend, drawing and label uses it, so that rail 3 is the same
// colour on the screen and on the cable. Okabe–Ito's eight colours, chosen to stay distinct for the common
// forms of colour blindness; rails beyond 8 repeat the cycle in a darker shade.
class RailPalette
{
public:
    static constexpr int baseColors = 8;
    static QColor color(int rail);
    // For objects with no rail (panels, spines, unrailed cables).
    static QColor neutral() { return QColor(0x9a, 0xa0, 0xa6); }
    // What is wrong: errors, links that break rail alignment, a slot a part does not fit. Vermilion-red,
    // apart from every rail colour.
    static QColor error() { return QColor(0xd6, 0x27, 0x28); }
    // What deserves a look: warnings. Amber, lighter than the error red and apart from rail orange by
    // lightness.
    static QColor warning() { return QColor(0xf2, 0xb7, 0x05); }
    // What is right: no issue, a slot or port where a part fits.
    static QColor ok() { return QColor(0x2e, 0x9d, 0x4f); }
    static QString name(int rail) { return QStringLiteral("Rail %1").arg(rail); }
};

} // namespace railyard
