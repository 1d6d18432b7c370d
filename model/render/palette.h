#pragma once

#include "core/enums.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace railyard {

// The one palette of Railyard: every view, legend, drawing and label takes its colours from here, so that
// rail 3 is the same colour on the screen and on the cable, and an error is the same red everywhere.
//
// Rails use Okabe–Ito's eight colours, chosen to stay distinct for the common forms of colour blindness;
// rails beyond 8 repeat the cycle in a darker shade. Networks use the same family, so they never read as a
// rail.
class Palette
{
public:
    static constexpr int baseColors = 8;
    static QColor rail(int rail);
    static QString railName(int rail);
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
    // A warning as text on a light background (the warning amber is too light to read there).
    static QColor warningText() { return QColor(0xb0, 0x7d, 0x00); }

    static QColor network(Network network);
    // Where a cable is in the build: grey until pulled, blues while installed, greens once tested, red when
    // failed — a progression that reads without a legend and survives the common colour blindnesses.
    static QColor cableStatus(CableStatus status);
    // Distinct, stable colours for cable types: a golden-angle walk around the hue circle.
    // Hues a golden angle apart; but types 21 apart come back within 3° (137 × 21 ≡ −3 mod 360): each run of
    // 21 types takes its own saturation and value, so that two such types still tell apart.
    static QColor cableType(int type)
    {
        constexpr int saturation[3] = {150, 230, 110};
        constexpr int value[3] = {200, 150, 225};
        const int level = (type / 21) % 3;
        return QColor::fromHsv((type * 137) % 360, saturation[level], value[level]);
    }
    // The body of a device in the elevations and the fabric, by what it does.
    static QColor deviceBody(Role role);

    // While a cable is dragged: where it fits (glow and ring) and where it starts.
    static QColor fitGlow() { return QColor(0x5c, 0xe0, 0x7e); }
    static QColor fitRing() { return QColor(0x7d, 0xf0, 0x96); }
    static QColor connectSource() { return QColor(0x3d, 0x8b, 0xff); }

    // Drawings are for paper and documents: light whatever the desktop's theme, and the same on every
    // machine.
    static QPalette paper();
};

} // namespace railyard
