#pragma once

#include "asbuilt/verification.h"
#include "core/result.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace railyard {

// The Verification dock: what File ▸ Verify Against Discovered Topology found — per link its state, the
// design's ends and cables and what the fabric reports — filtered by state; double-click shows the link's
// cable. Export writes the report as XLSX or CSV for the field team; Clear forgets it.
class VerificationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit VerificationPanel(QWidget *parent = nullptr);
    // `source` names the dump, `design` the design compared (the exported report's title).
    void setVerification(const Verification &verification, const QString &source, const QString &design);
    void clear();
    const Verification &verification() const { return m_verification; }
    bool isEmpty() const { return m_verification.links.empty() && m_verification.notDiscovered.isEmpty(); }
    // The rows shown now (after the filter).
    int rowCount() const;
    void setFilter(const QString &status); // a state name, or empty for every state
    // Every row, whatever the filter, as .csv or .xlsx by the file's suffix.
    Result<> exportTo(const QString &path) const;

Q_SIGNALS:
    void cableActivated(const QString &cableId);
    // The report was cleared: what it laid over the views goes with it.
    void cleared();

private:
    void fill();
    void exportReport();

    Verification m_verification;
    QString m_source;
    QString m_design;
    QLabel *m_summary;
    QComboBox *m_filter;
    QTableWidget *m_table;
    QPushButton *m_export;
    QPushButton *m_clear;
};

} // namespace railyard
