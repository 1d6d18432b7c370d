#pragma once

#include "controllers/selectionmodel.h"
#include "export/drawingexport.h"

#include <QObject>
#include <QPointer>

class QAction;

namespace railyard {

class DesignView;
class Document;
class WindowViews;
struct Issue;

// Decides which view shows what: Edit ▸ Find, an issue or a tree entry shown in its view (scrolled, zoomed
// and flashed), a rack's elevation, and what Select All and Export ▸ Drawing of This View take from the view
// in front.
class Navigator : public QObject
{
    Q_OBJECT

public:
    // Works on the window's views, in their tabs.
    Navigator(SelectionModel *selection, const WindowViews &views, QObject *parent = nullptr);
    void setDocument(Document *document);
    // View ▸ Rack Rear: triggered when a cable is revealed on the other side, so the action stays checked
    // right.
    void setRearAction(QAction *rear) { m_rear = rear; }

    // A rack, device or cable by id, or a cable by label: selects it and shows it. False when nothing is.
    bool find(const QString &text);
    // Shows objects in the view that shows them, scrolled and zoomed to them, and flashes them: racks on the
    // floor plan; devices and cables in the rack elevations (their row, from the rear for trunks between
    // panels), or in the fabric while it is the current view.
    void reveal(const Selection &what);
    // Selects and shows the objects an issue names.
    void showIssue(const Issue &issue);
    // The rack elevations of a rack and the racks of its row.
    void showRackElevation(int rack);
    // Brings the floor plan to the front.
    void showFloorPlan();
    // What Export ▸ Drawing of This View draws: the view in front (in the elevations, the racks shown).
    DrawingView currentDrawing() const;
    // What Select All selects: the racks of the floor plan, or the devices the elevations show.
    Selection everythingShown() const;
    // The view in front (the elevations' view when their page is).
    DesignView *currentView() const;

Q_SIGNALS:
    void message(const QString &text, int timeout);

private:
    SelectionModel *m_selection;
    const WindowViews &m_views;
    QPointer<Document> m_document;
    QPointer<QAction> m_rear;
};

} // namespace railyard
