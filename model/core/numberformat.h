#pragma once

#include <QString>

namespace railyard {

// A number as short as it can be read in a message: 12.5, 0.35, 100, written as the default locale writes
// numbers (12,5 in German). The desktop application sets that locale from its language; the CLI sets the C
// locale, so its output stays the same everywhere.
QString formatNumber(double value);
// A number with a fixed count of decimals (losses in dB: 1.25), in the same locale.
QString formatFixed(double value, int decimals);

// The unit lengths are shown in. Designs always store metres; feet are only shown (US users).
enum class LengthUnit
{
    Metres,
    Feet
};

// The unit formatLength() uses: a display preference of the desktop application. The CLI and the exporters
// leave it at metres.
void setDisplayLengthUnit(LengthUnit unit);
LengthUnit displayLengthUnit();

constexpr double metresPerFoot = 0.3048;
// A length in metres converted to the display unit, and back.
double toDisplayLength(double metres);
double fromDisplayLength(double value);
// The display unit's symbol ("m" or "ft"); symbols are not translated.
QString lengthUnitSymbol();
// A length in metres as a message shows it: "12.5 m", "41.01 ft"; with decimals, that many ("1.69 m").
QString formatLength(double metres, int decimals = -1);

} // namespace railyard
