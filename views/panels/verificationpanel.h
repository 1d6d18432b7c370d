#pragma once

#include "asbuilt/verification.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace railyard {

// The Verification dock: what File ▸ Verify Against Discovered Topology found — per link its state, the
// design's ends and cables and what the fabric reports — filtered by state; double-click shows the link's
// cable. Export writes the table as CSV for the field team; Clear forgets it.
class VerificationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit VerificationPanel(QWidget *parent = nullptr);
    void setVerification(const Verification &verification, const QString &source);
    void clear();
    const Verification &verification() const { return m_verification; }
    bool isEmpty() const { return m_verification.links.empty() && m_verification.notDiscovered.isEmpty(); }
    // The rows shown now (after the filter).
    int rowCount() const;
    void setFilter(const QString &status); // a state name, or empty for every state
    // The table as CSV (every row, whatever the filter).
    QByteArray csv() const;

Q_SIGNALS:
    void cableActivated(const QString &cableId);
    // The report was cleared: what it laid over the views goes with it.
    void cleared();

private:
    void fill();
    void exportCsv();

    Verification m_verification;
    QString m_source;
    QLabel *m_summary;
    QComboBox *m_filter;
    QTableWidget *m_table;
    QPushButton *m_export;
    QPushButton *m_clear;
};

} // namespace railyard
