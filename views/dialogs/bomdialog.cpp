#include "dialogs/bomdialog.h"

#include "catalog/catalogtexts.h"
#include "export/bom.h"
#include "export/bomprices.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace railyard {

namespace {

// Lines of plain text as rich text, one per line.
QString escapedLines(const QStringList &lines)
{
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}

} // namespace

namespace {

const QString sizeKey = QStringLiteral("bomDialog/size");

QTableWidgetItem *numberItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

BomDialog::BomDialog(Builder build, QWidget *parent) : QDialog(parent), m_build(std::move(build))
{
    m_group = new QComboBox(this);
    m_group->addItem(tr("Category"), int(BomGrouping::None));
    m_group->addItem(tr("Network"), int(BomGrouping::Network));
    m_group->addItem(tr("Scalable unit"), int(BomGrouping::Su));
    m_group->setToolTip(tr("Split the lines by network or scalable unit, with a subtotal per group"));
    m_rfq = new QCheckBox(tr("Request for quotation (no prices, a lead-time column)"), this);
    connect(m_group, &QComboBox::activated, this, &BomDialog::rebuild);
    connect(m_rfq, &QCheckBox::toggled, this, &BomDialog::rebuild);
    auto *options = new QHBoxLayout;
    options->addWidget(new QLabel(tr("Group by"), this));
    options->addWidget(m_group);
    options->addSpacing(16);
    options->addWidget(m_rfq);
    options->addStretch();

    m_table = new QTableWidget(0, 8, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_totals = new QLabel(this);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totals->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, [this] { Q_EMIT exportRequested(this->options()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(options);
    layout->addWidget(m_table);
    layout->addWidget(m_totals);
    layout->addWidget(buttons);
    rebuild();
    // Large enough for 25 lines at first, then as the user left it.
    const QSize saved = QSettings().value(sizeKey).toSize();
    QSize wanted = saved.isValid() ? saved : QSize(1000, sizeForRows(25));
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        wanted = wanted.boundedTo(screen->availableGeometry().size() * 0.95);
    resize(wanted);
}

void BomDialog::hideEvent(QHideEvent *event)
{
    QSettings().setValue(sizeKey, size());
    QDialog::hideEvent(event);
}

int BomDialog::sizeForRows(int rows) const
{
    // The table's rows and header, and what sits around it at its own size hint.
    const int table = m_table->horizontalHeader()->sizeHint().height() +
                      rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth();
    const int others = layout()->sizeHint().height() - m_table->sizeHint().height();
    return table + std::max(0, others);
}

BomOptions BomDialog::options() const
{
    return {BomGrouping(m_group->currentData().toInt()), m_rfq->isChecked()};
}

void BomDialog::setOptions(const BomOptions &options)
{
    m_group->setCurrentIndex(std::max(0, m_group->findData(int(options.grouping))));
    const QSignalBlocker blocker(m_rfq);
    m_rfq->setChecked(options.rfq);
    rebuild();
}

void BomDialog::rebuild()
{
    const Bom bom = m_build(options());
    // An unnamed design has no name to add: the title alone, not a dash before nothing.
    setWindowTitle(bom.design.isEmpty() ? bomTitle(bom) : tr("%1 — %2").arg(bomTitle(bom), bom.design));
    const QLocale locale;
    const auto money = [&](double v) {
        return QStringLiteral("%1 %2").arg(locale.toString(v, 'f', 2), bom.currency);
    };
    // A line without a price says so, as the quote does, rather than 0.00 that reads as free.
    const QString none = QStringLiteral("\u2014");
    const auto price = [&](const BomLine &l, double v) { return l.priced() ? money(v) : none; };

    // As the quote shows it: per category (or group) a heading row, its lines and a subtotal of their prices.
    const std::vector<BomColumn> columns = bomColumns(bom);
    QTableWidget *table = m_table;
    table->setRowCount(0);
    table->setColumnCount(int(columns.size()));
    QStringList titles;
    for (BomColumn c : columns)
        titles << bomColumnTitle(c);
    table->setHorizontalHeaderLabels(titles);
    QFont bold = table->font();
    bold.setBold(true);
    const auto addRow = [&](const QStringList &cells, bool strong, int numbersFrom) {
        const int row = table->rowCount();
        table->insertRow(row);
        for (int c = 0; c < int(cells.size()); ++c) {
            QTableWidgetItem *item = c >= numbersFrom ? numberItem(cells[c]) : new QTableWidgetItem(cells[c]);
            if (strong) item->setFont(bold);
            table->setItem(row, c, item);
        }
    };
    for (const BomSection &section : bomSections(bom)) {
        addRow({section.title}, true, 8);
        for (const BomLine *l : section.lines)
            addRow(bomLineCells(bom, *l, locale, price), false, 2);
        if (bom.rfq) continue;
        addRow({section.subtotalTitle, QString(), QString(), QString(), QString(), QString(), QString(),
                section.anyPriced ? money(section.subtotal) : none},
               true, 7);
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    // Descriptions wrap in their rows, as the quote prints them, rather than end in "…".
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    const BomTotals &t = bom.totals;
    // The totals are far below 2^31 even for a million GPUs (a few hundred million fibers at most).
    const auto count = [](qint64 n) { return int(n); };
    const QString counts =
        tr("%1, %2, %3, %4 and %5 (spares included), %6")
            .arg(tr("%Ln rack(s)", nullptr, count(t.racks)), tr("%Ln device(s)", nullptr, count(t.devices)),
                 tr("%Ln transceiver(s)", nullptr, count(t.transceivers)),
                 tr("%Ln cable(s)", nullptr, count(t.cables)),
                 tr("%Ln rack accessory part(s)", nullptr, count(t.accessories)),
                 tr("%Ln fiber(s)", nullptr, count(t.fibers)));
    m_totals->setText(
        (bom.rfq ? counts
                 : tr("<b>Total %1</b> — %2").arg(bomHasPrices(bom) ? money(t.price) : none, counts)) +
        (bomUnpricedNote(bom).isEmpty()
             ? QString()
             : QStringLiteral("<br><i>%1</i>").arg(bomUnpricedNote(bom).toHtmlEscaped())) +
        ((bomMarkLegend(bom) + bom.notes).isEmpty()
             ? QString()
             : QStringLiteral("<br><small>%1</small>").arg(escapedLines(bomMarkLegend(bom) + bom.notes))));
}

} // namespace railyard
