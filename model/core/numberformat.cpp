#include "core/numberformat.h"

#include <QLocale>

#include <atomic>
#include <cmath>

namespace railyard {

namespace {
// Read by validation on worker threads while the GUI may change it; an atomic keeps that well defined.
std::atomic<LengthUnit> g_lengthUnit{LengthUnit::Metres};
} // namespace

QString formatNumber(double value)
{
    QLocale locale;
    // Numbers in messages are short; a group separator in "1,000 m" reads as a decimal in half the world.
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    // Four significant digits, but never an exponent: "12500", not "1.25e+04".
    if (std::isfinite(value) && std::abs(value) >= 1e4) return locale.toString(std::round(value), 'f', 0);
    return locale.toString(value, 'g', 4);
}

QString formatFixed(double value, int decimals)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

void setDisplayLengthUnit(LengthUnit unit)
{
    g_lengthUnit.store(unit, std::memory_order_relaxed);
}

LengthUnit displayLengthUnit()
{
    return g_lengthUnit.load(std::memory_order_relaxed);
}

double toDisplayLength(double metres)
{
    return displayLengthUnit() == LengthUnit::Feet ? metres / metresPerFoot : metres;
}

double fromDisplayLength(double value)
{
    return displayLengthUnit() == LengthUnit::Feet ? value * metresPerFoot : value;
}

QString lengthUnitSymbol()
{
    return displayLengthUnit() == LengthUnit::Feet ? QStringLiteral("ft") : QStringLiteral("m");
}

QString formatLength(double metres, int decimals)
{
    const double value = toDisplayLength(metres);
    return (decimals < 0 ? formatNumber(value) : formatFixed(value, decimals)) + QLatin1Char(' ') +
           lengthUnitSymbol();
}

} // namespace railyard
