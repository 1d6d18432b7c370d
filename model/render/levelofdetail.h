#pragma once

#include <QLineF>
#include <QPaintDevice>
#include <QPainter>
#include <QTransform>

#include <algorithm>

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

// The device's pixels per pixel of a sheet taken as 2400 pixels on its long side (a PNG's size), so that on a
// page detail follows the page, not the device's resolution: a PDF at 1200 dpi shows what the PNG does.
inline double devicePixelsPerSheetPixel(const QPainter &painter)
{
    const QPaintDevice *device = painter.device();
    const double page = device ? std::max(device->width(), device->height()) : 0;
    return page > 0 ? page / 2400 : 1;
}

} // namespace railyard
