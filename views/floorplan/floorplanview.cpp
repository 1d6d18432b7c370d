#include "floorplan/floorplanview.h"

#include "common/legendwidget.h"
#include "document/document.h"
#include "floorplan/bundlelayer.h"
#include "floorplan/floorplanscene.h"

#include <QDragEnterEvent>

namespace railyard {

FloorPlanView::FloorPlanView(FloorPlanScene *scene, QWidget *parent)
    : DesignView(parent), m_scene(scene), m_legend(new LegendWidget(this))
{
    setScene(scene);
    setBackgroundBrush(palette().color(QPalette::Base));
    connect(scene, &FloorPlanScene::legendChanged, this, &FloorPlanView::updateLegend);
    updateLegend();
}

void FloorPlanView::updateLegend()
{
    QString title;
    switch (m_scene->colouring()) {
    case Colouring::Rail:
        title = tr("Cables by rail");
        break;
    case Colouring::Network:
        title = tr("Cables by network");
        break;
    case Colouring::CableType:
        title = tr("Cables by type");
        break;
    case Colouring::ValidationStatus:
        title = tr("Cables by status");
        break;
    }
    QList<QPair<QColor, QString>> entries;
    if (m_scene->document() && m_scene->bundleLayer())
        entries = legendEntries(m_scene->document()->design(), m_scene->colouring(),
                                m_scene->bundleLayer()->keysInUse());
    m_legend->setEntries(title, entries);
    placeLegend();
}

void FloorPlanView::placeLegend()
{
    m_legend->move(8, viewport()->height() - m_legend->height() - 8);
}

QRectF FloorPlanView::contentRect() const
{
    return m_scene->contentRect();
}

void FloorPlanView::resizeEvent(QResizeEvent *event)
{
    DesignView::resizeEvent(event);
    placeLegend();
}

void FloorPlanView::dragEnterEvent(QDragEnterEvent *event)
{
    // Parts are dropped into rack elevations, not onto the floor.
    event->ignore();
}

} // namespace railyard
