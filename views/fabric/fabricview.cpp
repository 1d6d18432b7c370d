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
    // The view reaches around the fabric (reachAround): scroll bars would only show that empty room. It pans
    // by dragging.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(scene, &FabricScene::layoutChanged, this, [this] {
        reachAround();
        updateLegend();
    });
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

double FabricView::lowestZoom() const
{
    // Half the fit: further out the fabric is a thumbnail with nothing to read.
    return m_scene->nodes().empty() ? DesignView::lowestZoom() : wholeZoom(m_scene->layout().bounds()) / 2;
}

int FabricView::reservedTop() const
{
    return m_legend->isHidden() ? 0 : m_legend->height() + 8;
}

void FabricView::resizeEvent(QResizeEvent *event)
{
    DesignView::resizeEvent(event);
    reachAround();
    placeLegend();
}

void FabricView::reachAround()
{
    // A view cannot scroll past its scene rectangle: zoomed in from the fit while the fabric is still smaller
    // than the view, the fabric would stay centred (or at the bottom, under the key) and the point under the
    // pointer would drift away. The view's rectangle reaches as far around the fabric as the view sees at its
    // lowest zoom, half the fit, so that any point of the fabric can be under any point of the view.
    const QRectF fabric = m_scene->layout().bounds();
    if (m_scene->nodes().empty() || viewport()->width() <= 0 || viewport()->height() <= 0) {
        setSceneRect(QRectF()); // the scene's
        return;
    }
    const QSizeF seen = QSizeF(viewport()->size()) / lowestZoom();
    setSceneRect(fabric.adjusted(-seen.width(), -seen.height(), seen.width(), seen.height()));
}

} // namespace railyard
