#pragma once

#include "commission/countercompare.h"
#include "core/enums.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace railyard {

class CableFinder;
class Document;
struct Change;

// The build on the floor: how far each row and rack is (cables by install status), a scan field that marks a
// cable when a barcode or QR scanner types its label or id — each scan one undo step, listed below the field,
// an entry no cable has said aloud (a beep) so the technician looks up from the scanner — and, once test
// results are imported, what their judgement found: the failures and warnings by cable.
class CommissioningPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CommissioningPanel(QWidget *parent = nullptr);
    ~CommissioningPanel() override;
    void setDocument(Document *document);

    // The status a scan sets (remembered between sessions).
    CableStatus scanStatus() const;
    void setScanStatus(CableStatus status);
    // Marks the cable this entry names, as the scan field does on Enter; false when none was found.
    bool scan(const QString &entry);
    QLineEdit *scanField() const { return m_scan; }
    QTreeWidget *progressTree() const { return m_tree; }
    QListWidget *scanLog() const { return m_log; }
    QString summaryText() const;
    QString testsText() const;
    // The last port-counter reading (a baseline recorded, or a comparison), until another design is opened.
    void setCounters(const CounterComparison &comparison, const QString &baseline);
    QString countersText() const;
    QListWidget *counterLinks() const { return m_counterLinks; }
    QListWidget *testFindings() const { return m_findings; }

Q_SIGNALS:
    // A scan found and marked this cable (slot): the window selects it.
    void cableScanned(int cable);
    // Double-clicked in the progress list: the window shows the rack.
    void rackActivated(int rack);
    // Double-clicked among the test findings: the window shows the cable.
    void cableActivated(int cable);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onChanged(const Change &change);
    void scheduleRefresh();
    void refresh();
    void log(const QString &text, bool problem);
    void refreshTests();

    Document *m_document = nullptr;
    std::unique_ptr<CableFinder> m_finder; // made at the first scan, dropped when ids or labels change
    QLabel *m_summary;
    QComboBox *m_status;
    QLineEdit *m_scan;
    QListWidget *m_log;
    QTreeWidget *m_tree;
    QLabel *m_tests;
    QListWidget *m_findings;
    QLabel *m_counters;
    QListWidget *m_counterLinks;
    bool m_dirty = true;
    bool m_testsDirty = true; // the judgement traces every channel: only after edits that change it
    bool m_scheduled = false;
};

} // namespace railyard
