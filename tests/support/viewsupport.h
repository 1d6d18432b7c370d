#pragma once

#include "panels/catalogpanel.h"

#include <QApplication>
#include <QDropEvent>
#include <QGraphicsView>
#include <QMimeData>
#include <QTemporaryDir>

namespace railyard::test {

// Each test its own autosave folder: ctest runs tests side by side.
struct OwnAutosaveFolder
{
    QTemporaryDir dir;
    OwnAutosaveFolder() { qputenv("RAILYARD_AUTOSAVE_DIR", dir.path().toUtf8()); }
    ~OwnAutosaveFolder() { qunsetenv("RAILYARD_AUTOSAVE_DIR"); }
};

// Drags a catalog part into a view and drops it at a scene point, as from the Catalog dock: enter, move,
// drop. Whether the view took it.
inline bool dropCatalogPart(QGraphicsView *view, const QString &kind, const QString &id,
                            const QPointF &scenePos)
{
    QMimeData mime;
    mime.setData(catalogMimeType, CatalogItemRef{kind, id}.toMime());
    const QPoint at = view->mapFromScene(scenePos);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    return drop.isAccepted();
}

} // namespace railyard::test
