#include "common/designview.h"

#include "common/legendwidget.h"
#include "common/mimetypes.h"
#include "common/scenetools.h"

#include <QDragEnterEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace railyard {

DesignView::DesignView(QWidget *parent) : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState | QGraphicsView::DontAdjustForAntialiasing);
    setAcceptDrops(true);
    m_autoScroll.setInterval(16);
    m_flashTimer.setInterval(40);
    connect(&m_flashTimer, &QTimer::timeout, this, [this] {
        if (m_flashClock.elapsed() > flashMilliseconds) {
            m_flashTimer.stop();
            m_flashRects.clear();
        }
        viewport()->update();
    });
    connect(&m_autoScroll, &QTimer::timeout, this, &DesignView::autoScrollStep);
}

double DesignView::autoScrollSpeed(int pos, int length)
{
    const double margin = autoScrollMargin;
    double depth = 0; // 0 at the band's inner side, 1 at the edge
    int direction = 0;
    if (pos >= 0 && pos < margin) {
        depth = (margin - pos) / margin;
        direction = -1;
    } else if (pos <= length && pos > length - margin) {
        depth = (pos - (length - margin)) / margin;
        direction = 1;
    } else {
        return 0;
    }
    // Quadratic: fine control over most of the band, speed only at its very edge.
    return direction * (slowestAutoScroll + (fastestAutoScroll - slowestAutoScroll) * depth * depth);
}

void DesignView::autoScrollAt(const QPoint &pos, bool sceneDrag)
{
    m_autoScrollPos = pos;
    m_autoScrollSceneDrag = sceneDrag;
    bool near = autoScrollSpeed(pos.x(), viewport()->width()) != 0 ||
                autoScrollSpeed(pos.y(), viewport()->height()) != 0;
    if (!sceneDrag) {
        if (!near) m_dragInside = true;
        near = near && m_dragInside;
    }
    if (near && !m_autoScroll.isActive()) {
        m_autoScrollClock.start();
        m_autoScrollRest = {};
        m_autoScroll.start();
    } else if (!near) {
        m_autoScroll.stop();
    }
}

void DesignView::autoScrollStep()
{
    // The time since the last step, not the timer's interval: a late step scrolls as far as it should.
    const double seconds = std::min(0.2, double(m_autoScrollClock.restart()) / 1000.0);
    m_autoScrollRest += QPointF(autoScrollSpeed(m_autoScrollPos.x(), viewport()->width()),
                                autoScrollSpeed(m_autoScrollPos.y(), viewport()->height())) *
                        seconds;
    const int dx = int(m_autoScrollRest.x()), dy = int(m_autoScrollRest.y());
    m_autoScrollRest -= QPointF(dx, dy);
    if (dx == 0 && dy == 0) return;
    const int x = horizontalScrollBar()->value(), y = verticalScrollBar()->value();
    horizontalScrollBar()->setValue(x + dx);
    verticalScrollBar()->setValue(y + dy);
    if (horizontalScrollBar()->value() == x && verticalScrollBar()->value() == y) {
        m_autoScroll.stop(); // at the end of the scene
        return;
    }
    // The pointer now stands over another part of the scene: the drag in progress follows it.
    if (m_autoScrollSceneDrag) dragFollows(m_autoScrollPos);
}

void DesignView::dragFollows(const QPoint &viewportPos)
{
    if (!m_leftHeld) return;
    QMouseEvent move(QEvent::MouseMove, viewportPos, viewport()->mapToGlobal(viewportPos), Qt::NoButton,
                     Qt::LeftButton, QGuiApplication::keyboardModifiers());
    QGraphicsView::mouseMoveEvent(&move);
}

void DesignView::dragEnterEvent(QDragEnterEvent *event)
{
    // Every catalog part is let in, so that the scene's tools can say where it goes even where it is refused.
    if (!m_tools) {
        QGraphicsView::dragEnterEvent(event);
        return;
    }
    if (event->mimeData()->hasFormat(catalogMimeType))
        event->acceptProposedAction();
    else
        event->ignore();
}

void DesignView::dragMoveEvent(QDragMoveEvent *event)
{
    autoScrollAt(event->position().toPoint(), false);
    if (!m_tools) {
        QGraphicsView::dragMoveEvent(event);
        return;
    }
    const QPoint at = event->position().toPoint();
    const bool fits = m_tools->dragHovered(event->mimeData(), mapToScene(at));
    if (fits)
        event->acceptProposedAction();
    else
        event->ignore();
    // Why not, at the pointer, while the part still hovers: a refused drop is never delivered, and the
    // status bar is far from where the user looks.
    if (const QString why = fits ? QString() : m_tools->dragRefusal(); why.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(viewport()->mapToGlobal(at + QPoint(16, 16)), why, viewport());
}

void DesignView::dragLeaveEvent(QDragLeaveEvent *event)
{
    // The views take drags themselves, not through the scene: QGraphicsView's own handler would only warn
    // that it never saw the drag enter.
    if (m_tools) m_tools->dragLeft();
    stopAutoScroll();
    QToolTip::hideText();
    event->accept();
}

void DesignView::dropEvent(QDropEvent *event)
{
    stopAutoScroll();
    QToolTip::hideText();
    if (!m_tools) {
        QGraphicsView::dropEvent(event);
        return;
    }
    if (m_tools->dropped(event->mimeData(), mapToScene(event->position().toPoint())))
        event->acceptProposedAction();
    else
        event->ignore();
}

void DesignView::zoomBy(double factor)
{
    const double current = zoom();
    // Zooming out below the limit (a fit of something larger still) stays put rather than jumping in.
    const double lowest = std::min(lowestZoom(), current);
    const double target = std::clamp(current * factor, lowest, 40.0);
    scale(target / current, target / current);
    Q_EMIT zoomChanged(target);
}

double DesignView::lowestZoom() const
{
    // A million GPUs' fabric fits at a scale below the usual limit: the limit is then half the scale that
    // shows the whole scene.
    return std::min(0.005, wholeZoom(scene() ? scene()->sceneRect() : QRectF()) / 2);
}

double DesignView::wholeZoom(const QRectF &rect) const
{
    return rect.isEmpty()
               ? 0.005
               : std::min(viewport()->width() / rect.width(), viewport()->height() / rect.height());
}

void DesignView::zoomToFit()
{
    if (!scene()) return;
    // Before the window is shown the viewport has no real size yet: fit once it has.
    if (!isVisible()) {
        m_fitPending = true;
        return;
    }
    m_fitPending = false;
    const QRectF items = contentRect();
    if (items.isEmpty()) return;
    // A margin of 20 units around it, and never less than 8 pixels (20 units are nothing at a million
    // GPUs' scale).
    const double margin = std::max(20.0, 8 / std::max(wholeZoom(items), 1e-9));
    const QRectF target = items.adjusted(-margin, -margin, margin, margin);
    // A hint card over the top of the view (empty racks) would hide the rack names and the top U, a key there
    // what lies under it: the content fits the room below them.
    const QRect card = hintCard(emptyHint());
    const int top = std::max(card.isEmpty() || !sceneShowsSomething() ? 0 : card.bottom() + 8, reservedTop());
    // Keys over the lower edge (the floor plan's) would hide the racks under them: the content fits above.
    const int bottom = reservedBottom();
    if ((top == 0 && bottom == 0) || top + bottom >= viewport()->height() / 2) {
        setAlignment(Qt::AlignCenter);
        fitInView(target, Qt::KeepAspectRatio);
    } else {
        // Smaller than the viewport, the scene sits against the side away from the band it leaves free.
        const double s = std::min(viewport()->width() / target.width(),
                                  (viewport()->height() - top - bottom) / target.height());
        setAlignment(Qt::AlignHCenter | (top > 0 ? Qt::AlignBottom : Qt::AlignTop));
        setTransform(QTransform::fromScale(s, s));
        // The content's centre in the middle of what the bands leave.
        centerOn(target.center() + QPointF(0, (bottom - top) / 2.0 / s));
    }
    Q_EMIT zoomChanged(zoom());
}

QRectF DesignView::contentRect() const
{
    return scene() ? scene()->itemsBoundingRect() : QRectF();
}

void DesignView::centreOnRect(const QRectF &rect)
{
    // Zoom out if needed so that the whole rectangle shows; never zoom in further than now.
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (rect.width() > visible.width() * 0.9 || rect.height() > visible.height() * 0.9)
        fitInView(rect.adjusted(-rect.width() * 0.1 - 20, -rect.height() * 0.1 - 20, rect.width() * 0.1 + 20,
                                rect.height() * 0.1 + 20),
                  Qt::KeepAspectRatio);
    centerOn(rect.center());
    Q_EMIT zoomChanged(zoom());
}

void DesignView::showRect(const QRectF &rect, double maxZoom)
{
    if (rect.isEmpty()) return;
    const double margin = std::max(rect.width(), rect.height()) * 0.15 + 10 / std::max(zoom(), 1e-3);
    fitInView(rect.adjusted(-margin, -margin, margin, margin), Qt::KeepAspectRatio);
    if (zoom() > maxZoom) scale(maxZoom / zoom(), maxZoom / zoom());
    centerOn(rect.center());
    Q_EMIT zoomChanged(zoom());
}

void DesignView::flash(const QList<QRectF> &rects)
{
    m_flashRects = rects;
    m_flashClock.start();
    m_flashTimer.start();
    viewport()->update();
}

QFont DesignView::hintFont() const
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    return font;
}

bool DesignView::sceneShowsSomething() const
{
    return scene() && !scene()->items().isEmpty();
}

QRect DesignView::hintCard(const QString &hint) const
{
    if (hint.isEmpty()) return {};
    const int width = std::min(560, viewport()->width() - 40);
    const QRect text = QFontMetrics(hintFont())
                           .boundingRect(QRect(0, 0, width, 10000), Qt::AlignCenter | Qt::TextWordWrap, hint);
    QRect card(0, 0, text.width() + 32, text.height() + 24);
    card.moveCenter(viewport()->rect().center());
    if (sceneShowsSomething()) card.moveTop(16);
    return card;
}

void DesignView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    const QString hint = emptyHint();
    // The scene sat at the bottom to leave the hint room (zoomToFit). When the hint goes (the first device
    // dropped into empty racks) it stays there: centring it would move everything under the user's pointer.
    // The next fit centres it.
    if (!hint.isEmpty()) {
        // On a card, so it reads over whatever the scene shows: in the middle of an empty view, at the top of
        // one that shows something (empty racks).
        painter->save();
        painter->resetTransform();
        painter->setRenderHint(QPainter::Antialiasing);
        // The view's own font: the painter's is whatever the scene's painters left it at (tiny, zoomed out).
        painter->setFont(hintFont());
        const QRect card = hintCard(hint);
        QColor background = palette().color(QPalette::Base);
        background.setAlpha(235);
        painter->setPen(palette().color(QPalette::Mid));
        painter->setBrush(background);
        painter->drawRoundedRect(card, 8, 8);
        painter->setPen(palette().color(QPalette::Text));
        painter->drawText(card.adjusted(16, 12, -16, -12), Qt::AlignCenter | Qt::TextWordWrap, hint);
        painter->restore();
    }
    if (m_flashRects.isEmpty()) return;
    // Two pulses, fading out.
    const double t = std::min(1.0, m_flashClock.elapsed() / double(flashMilliseconds));
    const double pulse = 0.5 + 0.5 * std::cos(t * 4 * M_PI);
    QColor colour = palette().color(QPalette::Highlight);
    colour.setAlphaF(std::clamp(pulse * (1 - t * 0.7), 0.0, 1.0));
    QPen pen(colour, 4);
    pen.setCosmetic(true);
    painter->save();
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const double grow = 6 / std::max(zoom(), 1e-3);
    for (const QRectF &r : std::as_const(m_flashRects))
        painter->drawRect(r.adjusted(-grow, -grow, grow, grow));
    painter->restore();
}

void DesignView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    // A fit asked for while another tab was in front happens when this one comes to the front.
    if (m_fitPending) zoomToFit();
}

void DesignView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitPending && isVisible()) zoomToFit();
    placeOverlayLegend();
}

void DesignView::setOverlayLegend(const QString &title, const QList<QPair<QColor, QString>> &entries)
{
    if (!m_overlayLegend) m_overlayLegend = new LegendWidget(this);
    m_overlayLegend->setEntries(title, entries); // hidden while it has none
    placeOverlayLegend();
}

void DesignView::setOverlayLegendX(int x)
{
    m_overlayLegendX = x;
    placeOverlayLegend();
}

void DesignView::placeOverlayLegend()
{
    if (m_overlayLegend)
        m_overlayLegend->move(m_overlayLegendX,
                              viewport()->geometry().bottom() - m_overlayLegend->height() - 8);
}

void DesignView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) zoomBy(std::pow(1.2, steps));
    // Zooming out in the middle of a cable drag, to find the far rack: the cable follows the pointer.
    if (steps != 0) dragFollows(event->position().toPoint());
    event->accept();
}

void DesignView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) m_leftHeld = true;
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_lastPan = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void DesignView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_lastPan;
        m_lastPan = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    if (event->buttons() & Qt::LeftButton) autoScrollAt(event->position().toPoint(), true);
    QGraphicsView::mouseMoveEvent(event);
}

void DesignView::mouseReleaseEvent(QMouseEvent *event)
{
    m_autoScroll.stop();
    if (event->button() == Qt::LeftButton) m_leftHeld = false;
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void DesignView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

} // namespace railyard
