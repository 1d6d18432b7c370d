#include "dialogs/connectbyraildialog.h"

#include "core/numberformat.h"
#include "design/describe.h"
#include "design/design.h"
#include "render/palette.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

ConnectByRailDialog::ConnectByRailDialog(const Design &d, const RailPlan &plan, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Connect by Rail"));
    resize(820, 520);
    auto *layout = new QVBoxLayout(this);
    // What will be added, counted by cable type.
    QMap<QString, int> types;
    for (const PlannedRailCable &link : plan.links)
        ++types[d.catalog.cableTypes.at(link.cable.type).id];
    QStringList counts;
    for (auto it = types.cbegin(); it != types.cend(); ++it)
        counts << QStringLiteral("%1 × %2").arg(it.value()).arg(it.key());
    auto *summary = new QLabel(plan.links.empty() ? tr("<b>No cable can be added.</b>")
                                                  : tr("<b>%n cable(s) to add</b> (%1), one undo step.",
                                                       nullptr, int(plan.links.size()))
                                                        .arg(counts.join(QStringLiteral(", "))),
                               this);
    summary->setWordWrap(true);
    layout->addWidget(summary);

    m_table = new QTableWidget(int(plan.links.size()), 6, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Cable"), tr("GPU server port"), tr("Rail"), tr("Leaf port"), tr("Type"), tr("Length")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < int(plan.links.size()); ++row) {
        const PlannedRailCable &link = plan.links[size_t(row)];
        const Cable &c = link.cable;
        auto *rail = new QTableWidgetItem(QString::number(link.rail));
        rail->setBackground(Palette::rail(link.rail));
        rail->setForeground(Palette::rail(link.rail).lightness() > 140 ? Qt::black : Qt::white);
        rail->setTextAlignment(Qt::AlignCenter);
        auto *length = new QTableWidgetItem(formatLength(c.lengthM));
        length->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 0, new QTableWidgetItem(c.id));
        m_table->setItem(row, 1, new QTableWidgetItem(describeEndpoint(d, c.ends[0])));
        m_table->setItem(row, 2, rail);
        m_table->setItem(row, 3, new QTableWidgetItem(describeEndpoint(d, c.ends[1])));
        m_table->setItem(row, 4, new QTableWidgetItem(d.catalog.cableTypes.at(c.type).id));
        m_table->setItem(row, 5, length);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    if (!plan.notes.isEmpty() || !plan.problems.isEmpty()) {
        auto *details = new QPlainTextEdit(this);
        details->setReadOnly(true);
        QStringList lines;
        for (const QString &note : plan.notes)
            lines << tr("Note: %1").arg(note);
        for (const QString &problem : plan.problems)
            lines << tr("Not cabled: %1").arg(problem);
        details->setPlainText(lines.join(QLatin1Char('\n')));
        details->setMaximumHeight(120);
        layout->addWidget(details);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Add %n Cable(s)", nullptr, int(plan.links.size())));
    ok->setEnabled(!plan.links.empty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace railyard
