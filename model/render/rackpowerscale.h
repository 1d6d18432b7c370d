#pragma once

#include "design/rackpower.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

namespace railyard {

// The floor plan coloured by what its racks draw (View ▸ Colour Racks by Power Use, `render --view
// floor:power`): four bands of kW, light to dark, in round steps that fit the design's largest rack, and red
// for a rack over its rack type's limit. One place decides, so the window and the drawings agree.
class RackPowerScale
{
public:
    explicit RackPowerScale(const QHash<int, RackPower> &powers);
    // The fill of a rack; invalid for a rack that draws nothing and has no limit.
    QColor colour(const RackPower &power) const;
    // What the rack shows under its id: "124 kW", or "124 / 142 kW" against its limit.
    static QString label(const RackPower &power);
    // The legend: the bands in kW, and the red of a rack over its limit when one is.
    QList<QPair<QColor, QString>> legendEntries() const;
    double stepKw() const { return m_stepKw; }

    static constexpr int bands = 4;
    static QColor band(int index);
    static QColor overLimit();

private:
    double m_stepKw = 1;
    bool m_anyOver = false;
};

} // namespace railyard
