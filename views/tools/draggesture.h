#pragma once

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QPointF>

#include <utility>

namespace railyard {

// A mouse press that becomes a drag once the pointer has travelled the platform's drag distance, so that a
// click with a trembling hand selects instead of moving. Shared by the tools that move things.
class DragGesture
{
public:
    void press(const QPointF &scenePos)
    {
        m_pressPos = scenePos;
        m_dragging = false;
    }

    // True once this move, or an earlier one, has gone beyond the drag distance.
    bool move(const QGraphicsSceneMouseEvent *event)
    {
        if (!m_dragging) m_dragging = travelled(event);
        return m_dragging;
    }

    // Whether the pointer of this event is past the drag distance from where the left button went down.
    static bool travelled(const QGraphicsSceneMouseEvent *event)
    {
        const QPoint distance = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
        return distance.manhattanLength() >= QApplication::startDragDistance();
    }

    bool isDragging() const { return m_dragging; }
    QPointF pressPos() const { return m_pressPos; }
    // Ends the gesture; whether it was a drag.
    bool finish() { return std::exchange(m_dragging, false); }

private:
    QPointF m_pressPos;
    bool m_dragging = false;
};

} // namespace railyard
