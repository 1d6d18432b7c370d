#include "common/scenetools.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <utility>

namespace railyard {

void SceneTools::add(std::unique_ptr<SceneTool> tool)
{
    connect(tool.get(), &SceneTool::message, this, &SceneTools::message);
    m_tools.push_back(std::move(tool));
}

bool SceneTools::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (m_active) { // a second button during a gesture belongs to it
        event->accept();
        return true;
    }
    for (const std::unique_ptr<SceneTool> &tool : m_tools)
        if (tool->mousePressed(event)) {
            m_active = tool.get();
            event->accept();
            return true;
        }
    return false;
}

bool SceneTools::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_active) return false;
    m_active->mouseMoved(event);
    event->accept();
    return true;
}

bool SceneTools::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    SceneTool *tool = std::exchange(m_active, nullptr);
    if (!tool) return false;
    tool->mouseReleased(event);
    event->accept();
    return true;
}

bool SceneTools::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || !m_active) return false;
    std::exchange(m_active, nullptr)->cancel();
    Q_EMIT message(tr("Cancelled"));
    event->accept();
    return true;
}

void SceneTools::cancelGesture()
{
    if (SceneTool *tool = std::exchange(m_active, nullptr)) tool->cancel();
}

bool SceneTools::dragHovered(const QMimeData *mime, const QPointF &scenePos)
{
    bool taken = false;
    // The tools after the one that takes the part put away what they showed for an earlier place.
    for (const std::unique_ptr<SceneTool> &tool : m_tools)
        if (taken)
            tool->dragLeft();
        else
            taken = tool->dragHovered(mime, scenePos);
    return taken;
}

bool SceneTools::dropped(const QMimeData *mime, const QPointF &scenePos)
{
    for (const std::unique_ptr<SceneTool> &tool : m_tools)
        if (tool->dropped(mime, scenePos)) {
            dragLeft();
            return true;
        }
    dragLeft();
    return false;
}

QString SceneTools::dragRefusal() const
{
    for (const std::unique_ptr<SceneTool> &tool : m_tools)
        if (QString why = tool->dragRefusal(); !why.isEmpty()) return why;
    return {};
}

void SceneTools::dragLeft()
{
    for (const std::unique_ptr<SceneTool> &tool : m_tools)
        tool->dragLeft();
}

} // namespace railyard
