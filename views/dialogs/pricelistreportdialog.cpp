#include "dialogs/pricelistreportdialog.h"

#include "io/atomicfile.h"
#include "io/pricelistfile.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

PriceListReportDialog::PriceListReportDialog(const QString &file, int priced,
                                             const QList<PriceRowResult> &rows, QWidget *parent)
    : QDialog(parent), m_file(file), m_rows(rows)
{
    setWindowTitle(tr("Price List Import — %1").arg(QFileInfo(file).fileName()));
    QList<PriceRowResult> notable;
    int unpriced = 0;
    for (const PriceRowResult &r : rows) {
        if (r.outcome != PriceRowResult::Outcome::Applied) notable << r;
        if (r.outcome == PriceRowResult::Outcome::Unpriced) ++unpriced;
    }
    const int rowsToLook = int(notable.size()) - unpriced;
    QString text = tr("<p><b>%n part(s) priced</b> from %1.</p>", nullptr, priced)
                       .arg(QDir::toNativeSeparators(file).toHtmlEscaped());
    text += rowsToLook == 0 ? tr("<p>Every row was applied.</p>")
                            : tr("<p>%n row(s) need a look: they were not applied, or not as they read.</p>",
                                 nullptr, rowsToLook);
    if (unpriced > 0)
        text += tr("<p><b>%n line(s) of the bill of materials have no price</b>: the list does not name them "
                   "(listed without a line number).</p>",
                   nullptr, unpriced);
    auto *summary = new QLabel(text, this);
    summary->setWordWrap(true);
    m_table = new QTableWidget(int(notable.size()), 4, this);
    m_table->setHorizontalHeaderLabels({tr("Line"), tr("Part number"), tr("Result"), tr("Why")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int row = 0; row < int(notable.size()); ++row) {
        const PriceRowResult &r = notable[row];
        auto *line = new QTableWidgetItem(r.line > 0 ? QString::number(r.line) : QString());
        line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 0, line);
        m_table->setItem(row, 1, new QTableWidgetItem(r.partNumber));
        m_table->setItem(row, 2, new QTableWidgetItem(priceOutcomeName(r.outcome)));
        m_table->setItem(row, 3, new QTableWidgetItem(r.note));
        m_table->item(row, 3)->setToolTip(r.note);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *save = buttons->addButton(tr("Save Report…"), QDialogButtonBox::ActionRole);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save Price List Report"),
            QFileInfo(m_file).completeBaseName() + tr(" import report.csv"), tr("CSV (*.csv)"));
        if (!path.isEmpty()) saveTo(path);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(820, 420);
}

bool PriceListReportDialog::saveTo(const QString &path)
{
    if (Result<> status = writeFileAtomically(path, priceReportCsv(m_file, m_rows)); !status.ok()) {
        QMessageBox::critical(this, tr("Cannot save the report"), status.error().toString().toHtmlEscaped());
        return false;
    }
    return true;
}

} // namespace railyard
