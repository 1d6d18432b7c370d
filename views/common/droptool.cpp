#include "common/droptool.h"

namespace railyard {

bool DropTool::dragHovered(const QMimeData *mime, const QPointF &scenePos)
{
    QString why;
    const bool fits = apply(mime, scenePos, false, &why);
    if (why != m_refusal) {
        // A place that takes the part clears what the last one said.
        m_refusal = why;
        Q_EMIT message(dragRefusal());
    }
    return fits;
}

QString DropTool::dragRefusal() const
{
    return m_refusal.isEmpty() ? QString() : tr("Cannot drop here: %1").arg(m_refusal);
}

bool DropTool::dropped(const QMimeData *mime, const QPointF &scenePos)
{
    QString why;
    const bool done = apply(mime, scenePos, true, &why);
    hideGhost();
    m_refusal.clear();
    if (!done && !why.isEmpty()) Q_EMIT message(tr("Cannot drop here: %1").arg(why));
    return done;
}

void DropTool::dragLeft()
{
    hideGhost();
    m_refusal.clear();
}

} // namespace railyard
