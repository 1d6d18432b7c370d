#pragma once

#include "render/decorations.h"
#include "render/drawing.h"
#include "render/fabricblocks.h"
#include "render/fabriclayout.h"
#include "render/legend.h"
#include "render/linkoverlay.h"

#include <QPalette>

#include <functional>
#include <map>

class QPainter;

namespace railyard {

namespace fabric {

// The links in their rail colour (those that break rail alignment red, dashed and on top), the devices as
// boxes, the scalable units named under their servers and, where there is room, every device's name. With
// an overlay, the links in its colours instead. `onScreen` trades what a drawing needs for speed (wide
// bundles filled without antialiasing).
void paint(QPainter &painter, const Design &design, const FabricLayout &layout, const QSet<int> &selected,
           const LinkOverlay *overlay, double lod, const QRectF &exposed, const QPalette &palette,
           bool onScreen);

// From afar (neighbours on the most crowded row a few pixels apart) the fabric is drawn in blocks: these, or
// null when it is drawn device by device at this level of detail.
std::shared_ptr<const FabricBlocks> blocksAt(const Design &design, const FabricLayout &layout, double lod);
// Where a block is drawn at a level of detail (its height is a few pixels, whatever the zoom).
QRectF blockRect(const FabricLayout &layout, const FabricBlocks::Block &block, double lod);
// What a block is: in full "SU 3–4 · 64 nodes", "Rail 2 · 32 spines"; its name alone ("SU 3–4", "Rail 2";
// the count for a block without one); or its count alone ("64 nodes").
enum class BlockText
{
    Full,
    Name,
    Count
};
QString blockText(const FabricBlocks::Block &block, BlockText text);
// By row, the text of its blocks: in full where that `fits` every block of the row but its slivers (under
// half its median width), else their names, so that a row reads alike; a block it does not fit shows less
// (its count). A row of thousands of blocks is judged by a few hundred spread along it.
std::map<int, BlockText>
detailOfRows(const FabricBlocks &blocks,
             const std::function<bool(const FabricBlocks::Block &, BlockText)> &fits);

// The key of the links' colours: the rails in use, and the red of links that break rail alignment if any do.
Legend legend(const Design &design, const FabricLayout &layout);

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
