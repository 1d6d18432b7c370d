#pragma once

#include "common/scenetool.h"

#include <memory>
#include <vector>

class QKeyEvent;

namespace railyard {

// The tools of one scene and the gesture in progress: the one dispatcher of mouse gestures, Escape and
// Catalog drags for every scene (Tiled's ToolManager, without a tool bar: the tools of a scene work side by
// side, the press decides). The scene forwards its events here and handles only what no tool takes; its view
// forwards the drags. Tools are installed from outside (tools/installtools), so a scene knows no tool.
class SceneTools : public QObject
{
    Q_OBJECT

public:
    // A child of its scene. The scene cancels the gesture in progress (cancelGesture) before its items go.
    using QObject::QObject;

    // Presses and drags are offered to the tools in the order they were added. Takes ownership.
    void add(std::unique_ptr<SceneTool> tool);
    // The tool of this class, or nullptr.
    template <class Tool> Tool *find() const
    {
        for (const std::unique_ptr<SceneTool> &tool : m_tools)
            if (auto *found = qobject_cast<Tool *>(tool.get())) return found;
        return nullptr;
    }
    // True while a tool has the gesture of a press.
    bool busy() const { return m_active != nullptr; }

    // Each returns whether a tool took the event (it is then accepted); the scene handles it otherwise.
    bool mousePressed(QGraphicsSceneMouseEvent *event);
    bool mouseMoved(QGraphicsSceneMouseEvent *event);
    bool mouseReleased(QGraphicsSceneMouseEvent *event);
    // Escape during a gesture cancels it.
    bool keyPressed(QKeyEvent *event);
    // The gesture in progress is abandoned (the scene rebuilds its items or goes away).
    void cancelGesture();

    bool dragHovered(const QMimeData *mime, const QPointF &scenePos);
    bool dropped(const QMimeData *mime, const QPointF &scenePos);
    void dragLeft();
    // Why the part hovering now cannot be dropped there, as the tool that took it says; empty when it can.
    QString dragRefusal() const;

Q_SIGNALS:
    // What a tool says, for the status bar.
    void message(const QString &text);

private:
    std::vector<std::unique_ptr<SceneTool>> m_tools;
    SceneTool *m_active = nullptr; // the tool that took the gesture in progress
};

} // namespace railyard
