#pragma once

#include <QLineF>
#include <QTransform>

#include <cmath>

namespace railyard {

// How large one unit of the drawing is on the device: the square root of the area a unit square covers. The
// painters use it to leave out what would be too small to read (labels, ports, cables). The same measure as
// QStyleOptionGraphicsItem's, so a view and a drawing at the same scale show the same detail.
inline double levelOfDetail(const QTransform &worldTransform)
{
    if (worldTransform.type() <= QTransform::TxTranslate) return 1;
    const double x = worldTransform.map(QLineF(0, 0, 1, 0)).length();
    const double y = worldTransform.map(QLineF(0, 0, 0, 1)).length();
    return std::sqrt(x * y);
}

} // namespace railyard
