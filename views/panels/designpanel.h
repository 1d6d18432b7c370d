#pragma once

#include "document/document.h"

#include <QPointer>
#include <QTimer>
#include <QTreeWidget>

#include <vector>

namespace railyard {

struct Change;
struct Rack;

// A tree of the open design: racks with the devices in them (by U, top first), devices not placed, and the
// cable count. Built only while shown, once the edits of an event-loop pass have settled; a large design's
// racks list their devices when opened.
class DesignPanel : public QTreeWidget
{
    Q_OBJECT

public:
    explicit DesignPanel(QWidget *parent = nullptr);
    void setDocument(Document *document);
    // Selects the rows of these racks and devices and scrolls to the first.
    void selectObjects(const QList<int> &racks, const QList<int> &devices);
    // Lists the design again (the length unit changed).
    void refresh() { scheduleRebuild(); }
    // Up to how many devices every rack's devices are listed at once; tests lower it.
    static constexpr int eagerDevices = 5000;
    void setEagerThreshold(int devices) { m_eagerDevices = devices; }

    const Document *document() const { return m_document; }
    // A rack's kind ("Rack, 48 U") and place on the floor as its row shows them, written when shown.
    static QString rackKind(const Rack &rack);
    static QString rackPlace(const Rack &rack);

Q_SIGNALS:
    // The user picked racks and devices in the tree.
    void picked(const QList<int> &racks, const QList<int> &devices);

protected:
    void showEvent(QShowEvent *event) override;
    void selectionChanged(const QItemSelection &selected, const QItemSelection &deselected) override;
    // A device not placed yet drags into a rack of the elevations.
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
    QStringList mimeTypes() const override;

private:
    void scheduleRebuild();
    void updateCableCount();
    void rebuild();
    // The rack (or "Not placed") item a device is listed under.
    QTreeWidgetItem *parentItemOf(int device) const;
    // Lists the devices under this rack or "Not placed" item, unless they are listed already.
    void listDevices(QTreeWidgetItem *parent);
    // Widens the columns of a large design's tree to these items' texts (`depth`: 1 for racks, 2 below).
    void fitColumns(const QList<QTreeWidgetItem *> &items, int depth);
    void showSelected();

    bool m_dirty = true;
    QTimer m_rebuildLater;
    QTreeWidgetItem *m_cablesItem = nullptr; // "Cables: n cables", the one line a cable edit changes
    QTreeWidgetItem *m_unplacedItem = nullptr;
    QHash<QTreeWidgetItem *, std::vector<int>> m_unlisted; // the devices of racks not opened yet
    int m_eagerDevices = eagerDevices;
    QHash<int, QTreeWidgetItem *> m_rackItems;
    QHash<int, QTreeWidgetItem *> m_deviceItems;
    QList<int> m_selectedRacks;
    QList<int> m_selectedDevices;

    // Guarded: the rack rows read it when shown, which can come after the document is gone and before the
    // panel gets the next one.
    QPointer<Document> m_document;
};

} // namespace railyard
