#pragma once

#include <QRectF>

namespace railyard::elevation {

// Scene units of the rack elevations: one rack unit is 20 units high and the 19-inch mounting width 240 wide
// (roughly to scale: 44.45 mm against 483 mm).
constexpr double unitHeight = 20;
constexpr double mountWidth = 240;
constexpr double railWidth = 26; // the columns of U numbers on both sides
constexpr double rackGap = 80;
constexpr double headerHeight = 40;
constexpr double rackPitch = mountWidth + 2 * railWidth + rackGap;

// Left edge of the mounting area of the rack shown at `column`.
inline double mountLeft(int column)
{
    return column * rackPitch + railWidth;
}
// Top edge (scene y) of U `u` in a rack `heightU` high: U1 is at the bottom.
inline double uTop(int heightU, int u)
{
    return headerHeight + (heightU - u) * unitHeight;
}

} // namespace railyard::elevation
