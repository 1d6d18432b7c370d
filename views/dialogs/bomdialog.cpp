#include "bomdialog.h"

#include "export/bom.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

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
    setWindowTitle(tr("Bill of Materials — %1").arg(bom.design));
    const QLocale locale;
    const auto money = [&](double v) { return QStringLiteral("%1 %2").arg(locale.toString(v, 'f', 2), bom.currency); };

    auto *table = new QTableWidget(int(bom.lines.size()), 7, this);
    table->setHorizontalHeaderLabels({tr("Category"), tr("Part number"), tr("Description"), tr("Length"), tr("Quantity"),
                                      tr("Unit price"), tr("Extended price")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    for (int row = 0; row < int(bom.lines.size()); ++row) {
        const BomLine &l = bom.lines[size_t(row)];
        table->setItem(row, 0, new QTableWidgetItem(bomCategoryName(l.category)));
        table->setItem(row, 1, new QTableWidgetItem(l.partNumber));
        table->setItem(row, 2, new QTableWidgetItem(l.description));
        table->setItem(row, 3, l.lengthM ? numberItem(tr("%1 m").arg(locale.toString(*l.lengthM))) : new QTableWidgetItem);
        table->setItem(row, 4, numberItem(locale.toString(l.quantity)));
        table->setItem(row, 5, numberItem(money(l.unitPrice)));
        table->setItem(row, 6, numberItem(money(l.extendedPrice)));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);

    const BomTotals &t = bom.totals;
    auto *totals = new QLabel(tr("<b>Total %1</b> — %2 devices, %3 transceivers and %4 cables (spares included), %5 fibers")
                                  .arg(money(t.price))
                                  .arg(locale.toString(t.devices))
                                  .arg(locale.toString(t.transceivers))
                                  .arg(locale.toString(t.cables))
                                  .arg(locale.toString(t.fibers)),
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
