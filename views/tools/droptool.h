#pragma once

#include <QObject>
#include <QPointF>
#include <QString>

class QMimeData;

namespace railyard {

// Parts dragged from the Catalog into a view: while a part hovers, the tool shows where it would land (a
// ghost, green where it fits, red where not) and says once per place why it cannot be dropped there — a drop
// refused there never arrives, so this is where the user learns why; a drop that can be made is one undo
// command. The views give their drags to a DropTool (DesignView::setDropTool); each tool decides what its
// view takes.
class DropTool : public QObject
{
    Q_OBJECT

public:
    // Whether a drop at this point would be taken; shows the ghost.
    bool hover(const QMimeData *mime, const QPointF &scenePos);
    // Makes the drop: true if the part was added.
    bool drop(const QMimeData *mime, const QPointF &scenePos);
    void leave();

Q_SIGNALS:
    void message(const QString &text);

protected:
    using QObject::QObject;
    // What a drop would do; `why` says why not. Pushes the command when `commit`.
    virtual bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why) = 0;
    virtual void hideGhost() = 0;

private:
    QString m_refusal; // what the hover last said, so that it is said once per place
};

} // namespace railyard
