#include "dialogs/addrowdialog.h"

#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"
#include "common/lengthspinbox.h"
#include "design/floorlayout.h"

#include <QComboBox>

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace railyard {

namespace {
// Where lupdate finds this file's texts: Text::tr() in the AddRowDialog context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AddRowDialog)
};

} // namespace

std::optional<RowRequest> askForRowOfRacks(QWidget *parent, const RowProposal &proposal,
                                           const Catalog &catalog)
{
    const RowRequest defaults;
    QDialog dialog(parent);
    dialog.setWindowTitle(Text::tr("Add Row of Racks"));
    auto *form = new QFormLayout(&dialog);
    auto *row = new QLineEdit(proposal.row, &dialog);
    auto *count = new QSpinBox(&dialog);
    count->setRange(1, 200);
    count->setValue(defaults.count);
    auto *height = new QSpinBox(&dialog);
    height->setRange(1, 60);
    height->setValue(proposal.heightU);
    height->setSuffix(Text::tr(" U"));
    auto *x = new LengthSpinBox(&dialog);
    x->setRangeMetres(-1000, 1000);
    auto *y = new LengthSpinBox(&dialog);
    y->setRangeMetres(-1000, 1000);
    x->setMetres(proposal.x);
    y->setMetres(proposal.y);
    // The cabinet ordered for each rack: its height and width come with it (none: racks not on the BOM).
    auto *type = new QComboBox(&dialog);
    type->addItem(Text::tr("none (not ordered)"), -1);
    for (int i = 0; i < catalog.rackTypes.size(); ++i) {
        // Named briefly ("48U 19-inch server cabinet"; the rack system's description runs to 200 characters),
        // wholly in the tooltip: the dialog stays as wide as its fields.
        const QString description = catalogText(catalog.rackTypes.at(i).description);
        type->addItem(QStringLiteral("%1 — %2").arg(
                          catalog.rackTypes.at(i).id,
                          description.section(QLatin1Char(':'), 0, 0).section(QLatin1Char(','), 0, 0)),
                      i);
        type->setItemData(type->count() - 1, description, Qt::ToolTipRole);
    }
    type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    type->setMinimumContentsLength(48);
    type->setCurrentIndex(std::max(0, type->findData(proposal.rackType)));
    QObject::connect(type, &QComboBox::currentIndexChanged, &dialog, [&] {
        const int t = type->currentData().toInt();
        if (t >= 0) height->setValue(catalog.rackTypes.at(t).heightU);
    });
    form->addRow(Text::tr("Row"), row);
    form->addRow(Text::tr("Cabinet"), type);
    form->addRow(Text::tr("Racks"), count);
    form->addRow(Text::tr("Height"), height);
    form->addRow(Text::tr("First rack at x"), x);
    form->addRow(Text::tr("Row at y"), y);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted || row->text().trimmed().isEmpty()) return std::nullopt;
    return RowRequest{row->text().trimmed(), count->value(), height->value(),
                      x->metres(),           y->metres(),    type->currentData().toInt()};
}

} // namespace railyard
