#pragma once

#include "common/scenetool.h"

#include <QString>

namespace railyard {

// Parts dragged from the Catalog into a view: while a part hovers, the tool shows where it would land (a
// ghost, green where it fits, red where not) and says once per place why it cannot be dropped there — a drop
// refused there never arrives, so this is where the user learns why; a drop that can be made is one undo
// command. Each tool decides what its scene takes.
class DropTool : public SceneTool
{
    Q_OBJECT

public:
    bool dragHovered(const QMimeData *mime, const QPointF &scenePos) final;
    bool dropped(const QMimeData *mime, const QPointF &scenePos) final;
    void dragLeft() final;
    QString dragRefusal() const final;

protected:
    using SceneTool::SceneTool;
    // What a drop would do; `why` says why not. Pushes the command when `commit`.
    virtual bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why) = 0;
    virtual void hideGhost() = 0;

private:
    QString m_refusal; // what the hover last said, so that it is said once per place
};

} // namespace railyard
