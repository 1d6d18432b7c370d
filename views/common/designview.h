#pragma once

#include <QElapsedTimer>
#include <QGraphicsView>

#include <functional>
#include <QTimer>

namespace railyard {

class SceneTools;
class LegendWidget;

// The graphics view every design view uses: zoom with the wheel (around the cursor) and the View menu, pan
// with the middle button or by dragging the background with Space held, rubber-band selection, fit to
// contents.
class DesignView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DesignView(QWidget *parent = nullptr);
    void zoomIn() { zoomBy(1.25); }
    void zoomOut() { zoomBy(0.8); }
    void zoomToFit();
    void zoomBy(double factor);
    void centreOnRect(const QRectF &rect);
    // Brings a scene rectangle into view: scrolled to its middle and zoomed to fill most of the view, but not
    // beyond `maxZoom` (a single object is shown at a working size, not filling the screen).
    void showRect(const QRectF &rect, double maxZoom);
    // Draws attention to scene rectangles for a moment: pulsing outlines that fade out.
    void flash(const QList<QRectF> &rects);
    bool isFlashing() const { return m_flashTimer.isActive(); }
    static constexpr int flashMilliseconds = 1600;
    // What the view says in its middle while it has nothing to show (empty text: it shows its scene).
    void setEmptyHint(std::function<QString()> hint) { m_emptyHint = std::move(hint); }
    QString emptyHint() const { return m_emptyHint ? m_emptyHint() : QString(); }
    // Where the hint's card is drawn, in viewport pixels (empty when there is no hint): in the middle of an
    // empty view, at the top of one that shows something (empty racks).
    QRect hintCard(const QString &hint) const;
    // How far the wheel zooms out: to 0.005, or half the scale that shows the whole scene if that is less.
    virtual double lowestZoom() const;
    // The scale that shows a rectangle whole in the viewport.
    double wholeZoom(const QRectF &rect) const;
    // Pixels at the top of the viewport a fit leaves free (a key drawn there); none by default.
    virtual int reservedTop() const { return 0; }
    // Pixels at the bottom a fit leaves free (the keys over the view's lower edge); none by default.
    virtual int reservedBottom() const { return 0; }
    double zoom() const { return transform().m11(); }
    // A key over the view's lower left corner while it has entries: the colours of an overlay.
    virtual void setOverlayLegend(const QString &title, const QList<QPair<QColor, QString>> &entries);
    const LegendWidget *overlayLegend() const { return m_overlayLegend; }
    // Parts dragged from the Catalog go to the scene's tools; without them the view takes none.
    void setTools(SceneTools *tools) { m_tools = tools; }

Q_SIGNALS:
    void zoomChanged(double zoom);

public:
    // Pixels from the viewport's edge within which a drag scrolls the view.
    static constexpr int autoScrollMargin = 32;
    // How fast it scrolls, in pixels a second: slowly at the band's inner side, fastest at the edge itself.
    static constexpr double slowestAutoScroll = 60;
    static constexpr double fastestAutoScroll = 600;
    // The speed for a pointer at `pos` along a viewport `length` pixels long (negative: towards 0); none
    // away from the edges and none beyond them, so that scrolling stops when the pointer leaves the band.
    static double autoScrollSpeed(int pos, int length);
    bool isAutoScrolling() const { return m_autoScroll.isActive(); }

protected:
    // Starts or stops scrolling towards an edge the pointer is near while something is dragged; the view
    // keeps scrolling while the pointer stays there, and a drag in the scene follows (it gets a move at each
    // step).
    void autoScrollAt(const QPoint &viewportPos, bool sceneDrag);
    void stopAutoScroll()
    {
        m_autoScroll.stop();
        m_dragInside = false;
    }
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    // What "fit" shows: all items by default.
    virtual QRectF contentRect() const;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Where the overlay's key sits from the left: a view with keys of its own puts it beside them.
    void setOverlayLegendX(int x);
    void showEvent(QShowEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    bool m_fitPending = false;
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_lastPan;
    QTimer m_autoScroll;
    QTimer m_flashTimer;
    QElapsedTimer m_flashClock;
    QList<QRectF> m_flashRects;
    std::function<QString()> m_emptyHint;
    QFont hintFont() const;
    bool sceneShowsSomething() const;
    QPoint m_autoScrollPos;
    QElapsedTimer m_autoScrollClock; // since the last step: the distance is the speed times the time
    QPointF m_autoScrollRest;        // the fraction of a pixel not scrolled yet
    bool m_autoScrollSceneDrag = false;
    // A drag from outside (a catalog part) has been inside the view, away from its edges: only then does an
    // edge scroll it. Crossing the edge on the way in is not asking to scroll.
    bool m_dragInside = false;
    bool m_leftHeld = false; // as this view saw it (synthetic events in tests included)
    void autoScrollStep();
    // A drag in the scene (the left button held) learns the pointer stands over another scene point after the
    // view scrolled or zoomed under it.
    void dragFollows(const QPoint &viewportPos);
    void placeOverlayLegend();
    int m_overlayLegendX = 8;
    LegendWidget *m_overlayLegend = nullptr;
    SceneTools *m_tools = nullptr;
};

} // namespace railyard
