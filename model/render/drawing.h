#pragma once

#include <QRectF>

class QPainter;

namespace railyard {

// A whole drawing of the design — the rack elevations, the floor plan or the fabric — in its own coordinates
// (the same as the window's scene for that view). Exported drawings scale it onto a page; the window's items
// paint the same objects one by one with the same functions.
class Drawing
{
public:
    virtual ~Drawing() = default;
    // The extent of the drawing, with the margins the window's view gives it.
    virtual QRectF bounds() const = 0;
    // What a drawing shows by default: the objects and the room they need (the floor plan leaves out the
    // margin it keeps for dragging racks).
    virtual QRectF contentRect() const { return bounds(); }
    // Paints the objects that reach into `part` (drawing coordinates; the painter maps them to the device).
    virtual void paint(QPainter &painter, const QRectF &part) const = 0;
};

} // namespace railyard
