#pragma once

#include <QObject>
#include <QPointF>
#include <QString>

class QMimeData;

namespace railyard {

class FloorPlanScene;

// Rack types dragged from the Catalog onto the floor plan: a rack of that type stands where the pointer is,
// on the floor grid, in the row it lines up with; a rack kit (an NVL72 rack) brings its contents. While
// hovering, a ghost shows the footprint (green where it is free, red where it would stand on a rack); a drop
// is one undo command, or a sentence saying why not.
class RackDropTool : public QObject
{
    Q_OBJECT

public:
    explicit RackDropTool(FloorPlanScene *scene) : m_scene(scene) {}
    bool hover(const QMimeData *mime, const QPointF &scenePos);
    bool drop(const QMimeData *mime, const QPointF &scenePos);
    void leave();

Q_SIGNALS:
    void message(const QString &text);

private:
    bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why);

    FloorPlanScene *m_scene;
    QString m_refusal;
};

} // namespace railyard
