#include "floorplan/floorplanview.h"

#include "common/legendwidget.h"
#include "document/document.h"
#include "floorplan/bundlelayer.h"
#include "floorplan/floorplanscene.h"
#include "render/floorsummary.h"
#include "render/traypainter.h"

namespace railyard {

FloorPlanView::FloorPlanView(FloorPlanScene *scene, QWidget *parent)
    : DesignView(parent), m_scene(scene), m_legend(new LegendWidget(this)),
      m_powerLegend(new LegendWidget(this)), m_trayLegend(new LegendWidget(this)),
      m_densityLegend(new LegendWidget(this))
{
    setScene(scene);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setTools(scene->tools());
    setBackgroundBrush(palette().color(QPalette::Base));
    connect(scene, &FloorPlanScene::legendChanged, this, &FloorPlanView::updateLegend);
    // A large plan is drawn from afar below some zoom (floorplan::FloorSummary): its keys change with it.
    connect(this, &DesignView::zoomChanged, this, &FloorPlanView::updateLegend);
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
        title = tr("Cables by validation");
        break;
    case Colouring::InstallStatus:
        title = tr("Cables by install status");
        break;
    }
    // From afar the plan draws its row bundles and fills its racks by density: the keys are theirs.
    BundleLayer *bundles = m_scene->bundleLayer();
    const floorplan::FloorSummary *summary = bundles ? bundles->shownSummary() : nullptr;
    const bool afar = summary && floorplan::FloorSummary::fromAfar(bundles->shownBundles().size(), zoom());
    QList<QPair<QColor, QString>> entries;
    if (m_scene->document() && bundles)
        entries = legendEntries(m_scene->document()->design(), m_scene->colouring(),
                                afar ? floorplan::keysInUse(summary->rowBundles())
                                     : floorplan::keysInUse(bundles->shownBundles()));
    m_legend->setEntries(title, entries);
    if (const std::optional<RackPowerScale> &scale = m_scene->powerScale()) {
        m_powerLegend->setEntries(tr("Racks by power use"), scale->legendEntries());
        m_powerLegend->show();
    } else {
        m_powerLegend->hide();
    }
    if (afar && !m_scene->powerScale()) {
        const Legend density = summary->legend();
        m_densityLegend->setEntries(density.title, density.entries);
        m_densityLegend->show();
    } else {
        m_densityLegend->hide();
    }
    if (m_scene->document() && m_scene->trayFillColouring() &&
        !m_scene->document()->design().pathways.segments.isEmpty()) {
        m_trayLegend->setEntries(tr("Trays by fill (a tray's limit is 50 % unless set)"),
                                 floorplan::trayLegendEntries());
        m_trayLegend->show();
    } else {
        m_trayLegend->hide();
    }
    placeLegend();
}

void FloorPlanView::placeLegend()
{
    m_legend->move(8, viewport()->height() - m_legend->height() - 8);
    // Beside the cables' legend, or in its place when that one is empty.
    const int x = !m_legend->isHidden() ? m_legend->x() + m_legend->width() + 8 : 8;
    m_powerLegend->move(x, viewport()->height() - m_powerLegend->height() - 8);
    const int density = !m_powerLegend->isHidden() ? x + m_powerLegend->width() + 8 : x;
    m_densityLegend->move(density, viewport()->height() - m_densityLegend->height() - 8);
    const int trays = !m_densityLegend->isHidden() ? density + m_densityLegend->width() + 8 : density;
    m_trayLegend->move(trays, viewport()->height() - m_trayLegend->height() - 8);
    // A comparison's key (racks tinted) after them.
    setOverlayLegendX(!m_trayLegend->isHidden() ? trays + m_trayLegend->width() + 8 : trays);
}

int FloorPlanView::reservedBottom() const
{
    int tallest = 0;
    for (const LegendWidget *key : {m_legend, m_powerLegend, m_densityLegend, m_trayLegend})
        if (!key->isHidden()) tallest = std::max(tallest, key->sizeHint().height());
    return tallest > 0 ? tallest + 16 : 0;
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

} // namespace railyard
