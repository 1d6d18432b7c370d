#pragma once

#include <QObject>

class QGraphicsSceneMouseEvent;

namespace railyard {

class ElevationScene;

// One way of working with the mouse in the rack elevations (after Tiled's tools). The scene offers each press
// to its tools in turn; the first that takes it receives the moves and the release of that gesture. Tools
// turn a gesture into one undo command and never edit the model themselves; items only paint.
class ElevationTool : public QObject
{
    Q_OBJECT

public:
    explicit ElevationTool(ElevationScene *scene) : QObject(), m_scene(scene) {}
    // Whether this tool takes the gesture that starts with this press.
    virtual bool mousePressed(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseMoved(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseReleased(QGraphicsSceneMouseEvent *event) = 0;
    // Abandons the gesture (Escape, or the scene is rebuilt under it) and leaves everything as it was.
    virtual void cancel() = 0;

Q_SIGNALS:
    // A sentence for the status bar about what the gesture did or why it could not.
    void message(const QString &text);

protected:
    ElevationScene *scene() const { return m_scene; }

private:
    ElevationScene *m_scene;
};

} // namespace railyard
