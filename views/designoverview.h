#pragma once

#include <QTreeWidget>

namespace railyard {

class Document;
struct Change;

// A tree of the open design: racks with the devices in them (by U, top first), devices not placed,
// and the cable count. A plain overview until the floor plan and rack views arrive; it rebuilds on
// every change event, which is fine for the sizes it is used at.
class DesignOverview : public QTreeWidget
{
    Q_OBJECT

public:
    explicit DesignOverview(QWidget *parent = nullptr);
    void setDocument(Document *document);
    // Selects the rows of these devices and scrolls to the first.
    void selectDevices(const QList<int> &devices);

Q_SIGNALS:
    // The user picked devices in the tree.
    void devicesPicked(const QList<int> &devices);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void scheduleRebuild();
    void rebuild();
    bool m_dirty = true;
    bool m_scheduled = false;
    QHash<int, QTreeWidgetItem *> m_deviceItems;

    Document *m_document = nullptr;
};

} // namespace railyard
