#include "dialogs/bomdialog.h"

#include "catalog/catalogtexts.h"
#include "export/bom.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
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

QTableWidgetItem *numberItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

BomDialog::BomDialog(const Bom &bom, QWidget *parent) : QDialog(parent)
{
    // An unnamed design has no name to add: the title alone, not a dash before nothing.
    setWindowTitle(bom.design.isEmpty() ? bomTitle(bom) : tr("%1 — %2").arg(bomTitle(bom), bom.design));
    const QLocale locale;
    const auto money = [&](double v) {
        return QStringLiteral("%1 %2").arg(locale.toString(v, 'f', 2), bom.currency);
    };
    // A line without a price says so, as the quote does, rather than 0.00 that reads as free.
    const QString none = QStringLiteral("\u2014");
    const auto price = [&](const BomLine &l, double v) { return l.unitPrice > 0 ? money(v) : none; };

    // As the quote shows it: per category a heading row, its lines and a subtotal of their prices.
    const BomColumn columns[] = {BomColumn::PartNumber, BomColumn::Description,  BomColumn::Length,
                                 BomColumn::Quantity,   BomColumn::Spares,       BomColumn::OrderQuantity,
                                 BomColumn::UnitPrice,  BomColumn::ExtendedPrice};
    auto *table = new QTableWidget(0, 8, this);
    QStringList titles;
    for (BomColumn c : columns)
        titles << bomColumnTitle(c);
    table->setHorizontalHeaderLabels(titles);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
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
            addRow({bomMarkedPartNumber(*l), bomLineDescription(*l),
                    l->lengthM ? locale.toString(*l->lengthM) + QStringLiteral(" m") : QString(),
                    locale.toString(l->baseQuantity()), locale.toString(l->spares),
                    locale.toString(l->quantity), price(*l, l->unitPrice), price(*l, l->extendedPrice)},
                   false, 2);
        const bool anyPriced = std::any_of(section.lines.begin(), section.lines.end(),
                                           [](const BomLine *l) { return l->unitPrice > 0; });
        addRow({section.subtotalTitle, QString(), QString(), QString(), QString(), QString(), QString(),
                anyPriced ? money(section.subtotal) : none},
               true, 7);
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);

    const BomTotals &t = bom.totals;
    // The totals are far below 2^31 even for a million GPUs (a few hundred million fibers at most).
    const auto count = [](qint64 n) { return int(n); };
    auto *totals = new QLabel(
        tr("<b>Total %1</b> — %2, %3, %4 and %5 (spares included), %6")
                .arg(money(t.price), tr("%Ln rack(s)", nullptr, count(t.racks)),
                     tr("%Ln device(s)", nullptr, count(t.devices)),
                     tr("%Ln transceiver(s)", nullptr, count(t.transceivers)),
                     tr("%Ln cable(s)", nullptr, count(t.cables)),
                     tr("%Ln fiber(s)", nullptr, count(t.fibers))) +
            (bomUnpricedNote(bom).isEmpty()
                 ? QString()
                 : QStringLiteral("<br><i>%1</i>").arg(bomUnpricedNote(bom).toHtmlEscaped())) +
            ((bomMarkLegend(bom) + bom.notes).isEmpty()
                 ? QString()
                 : QStringLiteral("<br><small>%1</small>").arg(escapedLines(bomMarkLegend(bom) + bom.notes))),
        this);
    totals->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, &BomDialog::exportRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(totals);
    layout->addWidget(buttons);
    resize(980, 520);
}

} // namespace railyard
