#include "fabric/fabricscene.h"

#include "common/backgroundtask.h"
#include "common/designview.h"
#include "controllers/overlaycontroller.h"
#include "controllers/validationcontroller.h"
#include "core/enumtext.h"
#include "document/document.h"
#include "fabric/fabriclayer.h"
#include "fabric/fabriclayoutjob.h"
#include "render/fabricpainter.h"

#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QToolTip>

#include <algorithm>
#include <map>

namespace railyard {

FabricScene::FabricScene(QObject *parent) : QGraphicsScene(parent), m_job(new FabricLayoutJob(this))
{
    connect(m_job, &FabricLayoutJob::finished, this,
            [this](std::shared_ptr<FabricLayout> layout) { adopt(std::move(*layout)); });
}

void FabricScene::setDocument(Document *document, ValidationController *validation)
{
    if (m_validation) disconnect(m_validation, nullptr, this, nullptr);
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_validation = validation;
    // The last design's layout names other devices: never drawn over this one, even while a new one is made.
    m_job->cancel();
    dropLayout();
    if (m_validation)
        connect(m_validation, &ValidationController::issuesChanged, this, &FabricScene::onValidation);
    if (m_document)
        connect(m_document, &Document::changed, this, [this](const Change &change) {
            if (change.kind == ChangeKind::Reset) dropLayout(); // a design replaced: as above
        });
    // Behind another tab it is laid out when it comes to the front: a million-GPU fabric takes a while.
    if (m_shown || !m_document)
        relayout();
    else
        m_stale = true;
}

void FabricScene::setOverlay(OverlayController *overlay)
{
    if (m_overlay) disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (m_overlay)
        connect(m_overlay, &OverlayController::overlayChanged, this, [this] {
            if (m_layer) m_layer->invalidate();
        });
}

const LinkOverlay *FabricScene::overlay() const
{
    return m_overlay ? m_overlay->overlay() : nullptr;
}

void FabricScene::onValidation()
{
    if (m_shown)
        relayout();
    else
        m_stale = true;
}

void FabricScene::setShown(bool shown)
{
    m_shown = shown;
    if (m_shown && m_stale) relayout();
}

double FabricScene::zoom() const
{
    return views().isEmpty() ? 1.0 : std::max(1e-6, views().first()->transform().m11());
}

double FabricScene::pickTolerance() const
{
    // A few pixels around the boxes, however far out the view is.
    return 5 / zoom();
}

int FabricScene::blockAt(const QPointF &scenePos, std::shared_ptr<const FabricBlocks> &blocks) const
{
    blocks = m_document ? fabric::blocksAt(m_document->design(), m_layout, zoom()) : nullptr;
    if (!blocks) return -1;
    for (size_t i = 0; i < blocks->blocks().size(); ++i)
        if (fabric::blockRect(m_layout, blocks->blocks()[i], zoom()).contains(scenePos)) return int(i);
    return -1;
}

QList<int> FabricScene::devicesOfBlock(const FabricBlocks &blocks, int block) const
{
    QList<int> devices;
    for (size_t i = 0; i < m_layout.nodes().size(); ++i)
        if (blocks.blockOfNode(i) == block && isLiveDevice(m_layout.nodes()[i].device))
            devices.append(m_layout.nodes()[i].device);
    return devices;
}

bool FabricScene::isLiveDevice(int device) const
{
    return m_document && m_document->design().devices().isLive(device);
}

void FabricScene::setSelectedDevices(const QList<int> &devices)
{
    QSet<int> now(devices.begin(), devices.end());
    if (now == m_selected) return;
    m_selected = now;
    if (m_layer) m_layer->invalidate();
}

void FabricScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const bool toggle = event->modifiers() & Qt::ControlModifier;
    // From afar a click picks a whole block: a scalable unit's servers, a pod's spines.
    std::shared_ptr<const FabricBlocks> blocks;
    if (const int block = blockAt(event->scenePos(), blocks); block >= 0) {
        Q_EMIT devicesPicked(devicesOfBlock(*blocks, block), toggle);
        event->accept();
        return;
    }
    const int device = blocks ? -1 : deviceAt(event->scenePos(), pickTolerance());
    if (isLiveDevice(device)) {
        Q_EMIT devicesPicked({device}, toggle);
        event->accept();
        return;
    }
    if (!toggle) Q_EMIT devicesPicked({}, false);
    QGraphicsScene::mousePressEvent(event); // the view pans over the background
}

void FabricScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // A block zooms in on itself, until its devices are drawn one by one; one about as wide as the view (a
    // row's super-cores) on where it was clicked, four times closer, as showing it whole would not zoom in.
    std::shared_ptr<const FabricBlocks> blocks;
    if (const int block = blockAt(event->scenePos(), blocks); block >= 0) {
        if (auto *view = views().isEmpty() ? nullptr : qobject_cast<DesignView *>(views().first())) {
            QRectF rect = fabric::blockRect(m_layout, blocks->blocks()[size_t(block)], zoom());
            const QSizeF shown = view->mapToScene(view->viewport()->rect()).boundingRect().size();
            if (rect.width() > shown.width() / 2 || rect.height() > shown.height() / 2)
                rect = QRectF(event->scenePos() - QPointF(shown.width(), shown.height()) / 8, shown / 4);
            view->showRect(rect, 4.0);
        }
        event->accept();
        return;
    }
    const int device = blocks ? -1 : deviceAt(event->scenePos(), pickTolerance());
    if (isLiveDevice(device)) {
        Q_EMIT deviceActivated(device);
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void FabricScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    std::shared_ptr<const FabricBlocks> blocks;
    if (const int block = blockAt(event->scenePos(), blocks); block >= 0) {
        showBlockTip(event, *blocks, block);
        return;
    }
    const int device = m_document && !blocks ? deviceAt(event->scenePos(), pickTolerance()) : -1;
    if (!isLiveDevice(device)) {
        QToolTip::hideText();
        return;
    }
    const Design &d = m_document->design();
    const Device &dev = d.devices().at(device);
    const DeviceType &type = d.deviceType(device);
    QStringList facts{roleText(type.role)};
    if (dev.su) facts << tr("SU %1").arg(*dev.su);
    if (dev.node) facts << tr("node %1").arg(*dev.node);
    if (dev.rail) facts << tr("rail %1").arg(*dev.rail);
    if (dev.isPlaced()) facts << tr("%1 U%2").arg(d.racks().at(dev.rack).id).arg(dev.u);
    int links = 0;
    for (const Validator::DeviceLink &l : m_layout.links())
        links += (l.a == device || l.b == device) ? 1 : 0;
    facts << tr("%n link(s)", nullptr, links);
    QToolTip::showText(event->screenPos(),
                       QStringLiteral("<b>%1</b> — %2 %3<br>%4")
                           .arg(dev.id.toHtmlEscaped(), type.manufacturer.toHtmlEscaped(),
                                type.model.toHtmlEscaped(),
                                facts.join(QStringLiteral(" · ")).toHtmlEscaped()),
                       event->widget());
    event->accept();
}

void FabricScene::showBlockTip(QGraphicsSceneHelpEvent *event, const FabricBlocks &blocks, int block)
{
    const Design &d = m_document->design();
    const QList<int> devices = devicesOfBlock(blocks, block);
    if (devices.isEmpty()) return;
    int up = 0, down = 0;
    for (const FabricBlocks::Bundle &b : blocks.bundles()) {
        up += b.lower == block ? b.count : 0;
        down += b.upper == block ? b.count : 0;
    }
    QString names = d.devices().at(devices.first()).id;
    if (devices.size() > 1) names += QStringLiteral(" … ") + d.devices().at(devices.last()).id;
    QStringList links;
    if (up > 0) links << tr("%n link(s) up", nullptr, up);
    if (down > 0) links << tr("%n link(s) down", nullptr, down);
    QToolTip::showText(
        event->screenPos(),
        QStringLiteral("<b>%1</b><br>%2<br>%3<br><i>%4</i>")
            .arg(fabric::blockText(blocks.blocks()[size_t(block)], fabric::BlockText::Full).toHtmlEscaped(),
                 names.toHtmlEscaped(), links.join(QStringLiteral(" · ")),
                 tr("Double-click to zoom in on its devices.")),
        event->widget());
    event->accept();
}

void FabricScene::setBackgroundThreshold(int cables, size_t sliceSlots)
{
    m_backgroundCables = cables;
    m_job->setSliceSlots(sliceSlots);
}

bool FabricScene::isLayingOut() const
{
    return m_job->isRunning() || m_waitingForValidation;
}

void FabricScene::dropLayout()
{
    freeOnPool(std::exchange(m_layout, FabricLayout()));
    setSceneRect(QRectF(0, 0, 1, 1));
    if (m_layer) {
        m_layer->invalidate();
        m_layer->setBounds(QRectF());
    }
    Q_EMIT layoutChanged();
}

void FabricScene::relayout()
{
    m_stale = false;
    if (!m_layer) {
        m_layer = new FabricLayer(this);
        addItem(m_layer);
    }
    if (!m_document) {
        m_job->cancel();
        return dropLayout();
    }
    if (m_document->design().cables().liveCount() >= m_backgroundCables) {
        // While a large design is first checked there are no links yet: laid out without them it would
        // look uncabled. It is laid out when validation has its result (onValidation).
        m_waitingForValidation = m_validation && m_validation->isValidating();
        if (m_waitingForValidation)
            m_job->cancel();
        else
            m_job->start(m_document, m_validation);
        return;
    }
    m_waitingForValidation = false;
    m_job->cancel();
    adopt(FabricLayout(m_document->design(),
                       m_validation ? m_validation->deviceLinks() : std::vector<Validator::DeviceLink>()));
}

void FabricScene::adopt(FabricLayout layout)
{
    if (!m_layer) {
        m_layer = new FabricLayer(this);
        addItem(m_layer);
    }
    // The old layout is freed on the pool: a million GPUs' takes a moment.
    std::swap(m_layout, layout);
    freeOnPool(std::move(layout));
    m_layer->invalidate();
    m_layer->setBounds(m_layout.bounds());
    setSceneRect(m_layout.bounds()); // a view reaches around it (FabricView)
    Q_EMIT layoutChanged();
    Q_EMIT laidOut();
}

} // namespace railyard
