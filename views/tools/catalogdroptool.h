#pragma once

#include <QObject>
#include <QPointF>

class QMimeData;

namespace railyard {

class ElevationScene;

// Parts dragged from the Catalog into the rack elevations: a device type lands in the U slot under the
// pointer, a transceiver in the cage under it. While hovering, a ghost shows the slot or cage (green where it
// fits, red where not); a drop that cannot be made says why and changes nothing; one that can is one undo
// command.
class CatalogDropTool : public QObject
{
    Q_OBJECT

public:
    explicit CatalogDropTool(ElevationScene *scene) : m_scene(scene) {}
    // Whether a drop at this point would be taken; shows the ghost.
    bool hover(const QMimeData *mime, const QPointF &scenePos);
    // Makes the drop: true if the part was added.
    bool drop(const QMimeData *mime, const QPointF &scenePos);
    void leave();

Q_SIGNALS:
    void message(const QString &text);

private:
    // What a drop would do; `why` says why not. Pushes the command when `commit`.
    bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why);

    ElevationScene *m_scene;
    QString m_refusal; // what the hover last said, so that it is said once per place
};

} // namespace railyard
