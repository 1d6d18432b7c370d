#include "panels/verificationpanel.h"

#include "export/verificationreport.h"
#include "render/palette.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

VerificationPanel::VerificationPanel(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_filter(new QComboBox(this)),
      m_table(new QTableWidget(this)), m_export(new QPushButton(tr("Export…"), this)),
      m_clear(new QPushButton(tr("Clear"), this))
{
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("State"), tr("Design link"), tr("Cables"), tr("Found"), tr("Link")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const QString cables = m_table->item(row, 2)->text();
        if (!cables.isEmpty()) Q_EMIT cableActivated(cables.section(QLatin1Char(','), 0, 0));
    });
    connect(m_filter, &QComboBox::currentIndexChanged, this, &VerificationPanel::fill);
    connect(m_export, &QPushButton::clicked, this, &VerificationPanel::exportReport);
    connect(m_clear, &QPushButton::clicked, this, &VerificationPanel::clear);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(new QLabel(tr("State:"), this));
    bar->addWidget(m_filter);
    bar->addWidget(m_export);
    bar->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table);
    clear();
}

void VerificationPanel::setVerification(const Verification &verification, const QString &source,
                                        const QString &design)
{
    m_verification = verification;
    m_source = source;
    m_design = design;
    const QMap<QString, int> summary = m_verification.summary();
    QStringList parts;
    m_filter->blockSignals(true);
    m_filter->clear();
    m_filter->addItem(tr("All states"), QString());
    for (auto it = summary.cbegin(); it != summary.cend(); ++it) {
        parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
        m_filter->addItem(it.key(), it.key());
    }
    m_filter->blockSignals(false);
    m_summary->setText(tr("%1: %2").arg(source, parts.join(QStringLiteral(", "))));
    m_export->setEnabled(true);
    m_clear->setEnabled(true);
    fill();
}

void VerificationPanel::clear()
{
    m_verification = Verification();
    m_source.clear();
    m_design.clear();
    m_filter->clear();
    m_table->setRowCount(0);
    m_table->resizeColumnsToContents(); // as wide as their titles, in whatever language
    m_summary->setText(
        tr("File ▸ Verify Against Discovered Topology compares the design with what the running fabric "
           "reports: ibnetdiscover for InfiniBand, LLDP for Ethernet."));
    m_export->setEnabled(false);
    m_clear->setEnabled(false);
    Q_EMIT cleared();
}

int VerificationPanel::rowCount() const
{
    return m_table->rowCount();
}

void VerificationPanel::setFilter(const QString &status)
{
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(status)));
}

void VerificationPanel::fill()
{
    const QString wanted = m_filter->currentData().toString();
    m_table->setRowCount(0);
    const auto add = [this](const QString &state, bool ok, const QStringList &cells) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *status = new QTableWidgetItem(state);
        status->setForeground(ok ? Palette::ok() : Palette::error());
        m_table->setItem(row, 0, status);
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c + 1, new QTableWidgetItem(cells[c]));
    };
    for (const VerifiedLink &l : m_verification.links) {
        const QString state = linkStatusName(l.status);
        if (!wanted.isEmpty() && state != wanted) continue;
        QString design =
            l.design.a.isEmpty() ? QString() : QStringLiteral("%1 → %2").arg(l.design.a, l.design.b);
        if (!l.pairedWith.a.isEmpty())
            design += QStringLiteral("; %1 → %2").arg(l.pairedWith.a, l.pairedWith.b);
        add(state, l.status == LinkStatus::Ok,
            {design, (l.design.cables + l.pairedWith.cables).join(QLatin1Char(',')),
             l.found.a.isEmpty() ? QString() : QStringLiteral("%1 → %2").arg(l.found.a, l.found.b),
             l.width + l.speed});
    }
    for (const QString &device : m_verification.notDiscovered)
        if (wanted.isEmpty() || wanted == QLatin1String("not-discovered"))
            add(QStringLiteral("not-discovered"), false, {device, QString(), QString(), QString()});
    m_table->resizeColumnsToContents();
}

Result<> VerificationPanel::exportTo(const QString &path) const
{
    return writeVerificationReport(m_verification, m_design, m_source, path);
}

void VerificationPanel::exportReport()
{
    QString filter;
    const QString xlsx = tr("Excel workbook (*.xlsx)"), csv = tr("CSV (*.csv)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export Verification"), tr("verification.xlsx"),
                                                QStringLiteral("%1;;%2").arg(xlsx, csv), &filter);
    if (path.isEmpty()) return;
    // A name typed without a suffix takes the chosen filter's.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == csv ? QLatin1String(".csv") : QLatin1String(".xlsx");
    if (Result<> status = exportTo(path); !status.ok())
        QMessageBox::critical(
            this, tr("Cannot export the verification"),
            tr("<p>%1</p><p>Nothing was written.</p>").arg(status.error().toString().toHtmlEscaped()));
}

} // namespace railyard
