#pragma once

#include <QTreeWidget>

namespace railyard {

class Document;
struct Change;

// A tree of the open design: racks with the devices in them (by U, top first), devices not placed, and the
// cable count. Built only while shown, once the edits of an event-loop pass have settled.
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

Q_SIGNALS:
    // The user picked racks and devices in the tree.
    void picked(const QList<int> &racks, const QList<int> &devices);

protected:
    void showEvent(QShowEvent *event) override;
    // A device not placed yet drags into a rack of the elevations.
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
    QStringList mimeTypes() const override;

private:
    void scheduleRebuild();
    void updateCableCount();
    void rebuild();
    void showSelected();
    bool m_dirty = true;
    bool m_scheduled = false;
    QTreeWidgetItem *m_cablesItem = nullptr; // "Cables: n cables", the one line a cable edit changes
    QHash<int, QTreeWidgetItem *> m_rackItems;
    QHash<int, QTreeWidgetItem *> m_deviceItems;
    QList<int> m_selectedRacks;
    QList<int> m_selectedDevices;

    Document *m_document = nullptr;
};

} // namespace railyard
