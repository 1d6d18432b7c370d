#include "render/rackpowerscale.h"

#include "core/numberformat.h"
#include "render/palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

// 1, 2, 2.5 or 5 times a power of ten, at least `x`: steps a reader adds up at a glance.
double roundStep(double x)
{
    if (!(x > 0)) return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * decade >= x - 1e-9) return m * decade;
    return 10 * decade;
}

} // namespace

RackPowerScale::RackPowerScale(const QHash<int, RackPower> &powers)
{
    double largestKw = 0;
    for (const RackPower &p : powers) {
        largestKw = std::max(largestKw, p.totalW() / 1000.0);
        if (p.limitW) largestKw = std::max(largestKw, *p.limitW / 1000.0);
        m_anyOver = m_anyOver || p.overLimit();
    }
    m_stepKw = roundStep(largestKw / bands);
}

QColor RackPowerScale::band(int index)
{
    // A light-to-dark amber ramp: apart from the rail colours of the bundles drawn over the racks, and
    // readable with dark text on every band.
    static const QColor ramp[bands] = {QColor(0xfb, 0xf1, 0xcf), QColor(0xf7, 0xd7, 0x8f),
                                       QColor(0xf0, 0xb2, 0x5e), QColor(0xe0, 0x8a, 0x3c)};
    return ramp[std::clamp(index, 0, bands - 1)];
}

QColor RackPowerScale::overLimit()
{
    QColor red = Palette::error();
    red.setAlpha(150);
    return red;
}

QColor RackPowerScale::colour(const RackPower &power) const
{
    if (power.overLimit()) return overLimit();
    if (power.totalW() <= 0 && !power.limitW) return {};
    return band(int(power.totalW() / 1000.0 / m_stepKw));
}

QString RackPowerScale::label(const RackPower &power)
{
    const QString draw = formatDrawKw(power);
    if (power.limitW)
        return QCoreApplication::translate("RackPowerScale", "%1 / %2 kW")
            .arg(draw, formatNumber(*power.limitW / 1000.0));
    return QCoreApplication::translate("RackPowerScale", "%1 kW").arg(draw);
}

QList<QPair<QColor, QString>> RackPowerScale::legendEntries() const
{
    QList<QPair<QColor, QString>> entries;
    for (int i = 0; i < bands; ++i) {
        const QString from = formatNumber(i * m_stepKw);
        entries.append(
            {band(i), i + 1 < bands
                          ? QCoreApplication::translate("RackPowerScale", "%1–%2 kW")
                                .arg(from, formatNumber((i + 1) * m_stepKw))
                          : QCoreApplication::translate("RackPowerScale", "%1 kW and more").arg(from)});
    }
    if (m_anyOver)
        entries.append({overLimit(), QCoreApplication::translate("RackPowerScale", "over its limit")});
    return entries;
}

} // namespace railyard
