#pragma once

#include <QObject>
#include <QPointF>

class QGraphicsSceneMouseEvent;
class QMimeData;

namespace railyard {

// One way of working with the mouse in a scene (after Tiled's tools): a gesture of the mouse buttons, or a
// part dragged in from the Catalog. A scene's SceneTools offers each press and each drag to its tools in
// turn; the first that takes a press receives the moves and the release of that gesture. Tools turn a
// gesture into one undo command and never edit the model themselves; items only paint. A tool overrides
// what it takes: the defaults take nothing.
class SceneTool : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // Whether this tool takes the gesture that starts with this press.
    virtual bool mousePressed(QGraphicsSceneMouseEvent *) { return false; }
    virtual void mouseMoved(QGraphicsSceneMouseEvent *) {}
    virtual void mouseReleased(QGraphicsSceneMouseEvent *) {}
    // Abandons the gesture (Escape, or the scene is rebuilt under it) and leaves everything as it was.
    virtual void cancel() {}

    // Whether a part dragged over this scene point would be dropped by this tool (which shows where).
    virtual bool dragHovered(const QMimeData *, const QPointF &) { return false; }
    // Drops it: true if the part was added.
    virtual bool dropped(const QMimeData *, const QPointF &) { return false; }
    // The drag left the view or was dropped elsewhere: whatever the hover showed goes.
    virtual void dragLeft() {}
    // Why the part hovering now cannot be dropped where it is ("Cannot drop here: …"); empty when it can, or
    // when this tool does not take it. The view shows it at the pointer while the drag goes on.
    virtual QString dragRefusal() const { return {}; }

Q_SIGNALS:
    // A sentence for the status bar about what the gesture did or why it could not.
    void message(const QString &text);
};

} // namespace railyard
