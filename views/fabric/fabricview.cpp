#include "fabric/fabricview.h"

#include "common/legendwidget.h"
#include "document/document.h"
#include "fabric/fabricscene.h"
#include "render/fabricpainter.h"

namespace railyard {

FabricView::FabricView(FabricScene *scene, QWidget *parent)
    : DesignView(parent), m_scene(scene), m_legend(new LegendWidget(this))
{
    setScene(scene);
    setBackgroundBrush(palette().color(QPalette::Base));
    setDragMode(QGraphicsView::ScrollHandDrag);
    connect(scene, &FabricScene::layoutChanged, this, &FabricView::updateLegend);
    updateLegend();
}

void FabricView::setOverlayLegend(const QString &title, const QList<QPair<QColor, QString>> &entries)
{
    DesignView::setOverlayLegend(title, entries);
    updateLegend();
}

void FabricView::updateLegend()
{
    const bool overlaid = overlayLegend() && !overlayLegend()->isHidden();
    if (m_scene->document() && !overlaid) {
        const Legend key = fabric::legend(m_scene->document()->design(), m_scene->layout());
        m_legend->setEntries(key.title, key.entries); // hidden while there are no links
    } else {
        m_legend->setEntries({}, {});
    }
    placeLegend();
}

void FabricView::placeLegend()
{
    // A band, not a column: a fit leaves it free, and a column's height would shrink the whole fabric.
    m_legend->setInRow(true, viewport()->width() - 16);
    m_legend->move(8, 8);
}

int FabricView::reservedTop() const
{
    return m_legend->isHidden() ? 0 : m_legend->height() + 8;
}

void FabricView::resizeEvent(QResizeEvent *event)
{
    DesignView::resizeEvent(event);
    placeLegend();
}

} // namespace railyard
