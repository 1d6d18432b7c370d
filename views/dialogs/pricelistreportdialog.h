#pragma once

#include "catalog/pricelist.h"

#include <QDialog>

class QTableWidget;

namespace railyard {

// After File ▸ Import Price List: every row that was not applied, or applied with a doubt, with its line,
// part number and why — not a passing status message — and a button to save the report as CSV.
class PriceListReportDialog : public QDialog
{
    Q_OBJECT

public:
    PriceListReportDialog(const QString &file, int priced, const QList<PriceRowResult> &rows,
                          QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }
    // Writes the report (every row) as CSV; false with a message box on failure.
    bool saveTo(const QString &path);

private:
    QString m_file;
    QList<PriceRowResult> m_rows;
    QTableWidget *m_table;
};

} // namespace railyard
