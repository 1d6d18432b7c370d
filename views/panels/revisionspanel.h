#pragma once

#include "design/entitykind.h"
#include "revision/designdiff.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace railyard {

class Document;
struct Change;

// The Revisions dock: the revisions the document keeps (name, when, note) with Save Revision…, Compare,
// Restore… and Delete; and while comparing, what changed since the revision — racks, devices and cables
// added, removed and changed, with the fields — where a double-click goes to the object.
class RevisionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RevisionsPanel(QWidget *parent = nullptr);
    void setDocument(Document *document);
    // The changes since `name` (empty: not comparing).
    void setComparison(const QString &name, const DesignDiff &diff);

    QTreeWidget *revisionList() const { return m_list; }
    QTreeWidget *changeTree() const { return m_changes; }
    QString comparisonText() const;
    // The revision selected in the list, or -1.
    int currentRevision() const;

Q_SIGNALS:
    void saveRequested();
    void compareRequested(int index);
    void stopRequested();
    void restoreRequested(int index);
    void deleteRequested(int index);
    // Double-clicked among the changes: an object the design has.
    void objectActivated(railyard::EntityKind kind, const QString &id);
    // Double-clicked on something the revision had and the design has not.
    void removedActivated(const QString &id);

private:
    void onChanged(const Change &change);
    void refreshList();
    void updateButtons();

    Document *m_document = nullptr;
    QLabel *m_empty;
    QTreeWidget *m_list;
    QPushButton *m_save, *m_compare, *m_restore, *m_delete;
    QLabel *m_comparing;
    QPushButton *m_stop;
    QTreeWidget *m_changes;
};

} // namespace railyard
