#pragma once

#include "render/decorations.h"
#include "render/drawing.h"
#include "render/fabriclayout.h"
#include "render/linkoverlay.h"

#include <QPalette>

class QPainter;

namespace railyard {

namespace fabric {

// The links in their rail colour (those that break rail alignment red, dashed and on top), the devices as
// boxes, the scalable units named under their servers and, where there is room, every device's name. With
// an overlay, the links in its colours instead.
void paint(QPainter &painter, const Design &design, const FabricLayout &layout, const QSet<int> &selected,
           const LinkOverlay *overlay, double lod, const QRectF &exposed, const QPalette &palette);

} // namespace fabric

// The logical fabric as a whole drawing.
class FabricDrawing : public Drawing
{
public:
    FabricDrawing(const Design &design, const Decorations &decorations, const QPalette &palette);
    const FabricLayout &layout() const { return m_layout; }
    QRectF bounds() const override { return m_layout.bounds(); }
    QRectF contentRect() const override { return bounds().adjusted(-40, -40, 40, 40); }
    void paint(QPainter &painter, const QRectF &part) const override;

private:
    const Design &m_design;
    const Decorations &m_decorations;
    FabricLayout m_layout;
    QPalette m_palette;
};

} // namespace railyard
