#include "dialogs/devicetypeimportdialog.h"

#include "catalog/catalog.h"
#include "catalog/productmatch.h"
#include "core/enumtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {

enum Column
{
    AddColumn,
    TypeColumn,
    ModelColumn,
    SameAsColumn,
    RoleColumn,
    NetworkColumn,
    RailsColumn,
    HeightColumn,
    PortsColumn,
    FileColumn,
    ColumnCount
};

constexpr Role roles[] = {Role::GpuServer, Role::Server, Role::Storage,    Role::Leaf, Role::Spine,
                          Role::Core,      Role::Switch, Role::PatchPanel, Role::Other};

} // namespace

DeviceTypeImportDialog::DeviceTypeImportDialog(std::vector<ImportedDeviceType> types, const Catalog &catalog,
                                               QWidget *parent)
    : QDialog(parent), m_types(std::move(types)), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Import Device Types"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("NetBox does not say what a device does in the cluster: check the role, and for "
                      "GPU servers the network of the cages and how many rails each carries."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Add"), tr("Type"), tr("Manufacturer and model"),
                                        tr("In the catalog as"), tr("Role"), tr("Cages on"),
                                        tr("Rails per cage"), tr("Height"), tr("Ports"), tr("File")});
    m_table->verticalHeader()->hide();
    m_table->setRowCount(int(m_types.size()));
    QStringList notes;
    int addable = 0;
    for (int row = 0; row < int(m_types.size()); ++row) {
        const ImportedDeviceType &t = m_types[size_t(row)];
        QString why = t.refused;
        if (why.isEmpty() && catalog.deviceTypes.indexOf(t.type.id) >= 0)
            why =
                tr("%1: the catalog already has a type \"%2\"").arg(QFileInfo(t.file).fileName(), t.type.id);
        // A product the catalog has under another id (NetBox's nvidia-qm9700 is the bundled qm9700): the
        // bundled type is used unless the user asks for a type of its own.
        const int same = why.isEmpty() ? sameProduct(catalog, t.type) : -1;
        const QString sameId = same >= 0 ? catalog.deviceTypes.at(same).id : QString();
        const QString sameNote =
            same >= 0
                ? tr("%1: %2 %3 is the same product as the catalog's %4 (%5), which designs use; check Add "
                     "to import it as a type of its own")
                      .arg(QFileInfo(t.file).fileName(), t.type.manufacturer, t.type.model, sameId,
                           catalog.deviceTypes.at(same).model)
                : QString();
        auto *add = new QCheckBox(m_table);
        add->setChecked(why.isEmpty() && same < 0);
        add->setEnabled(why.isEmpty());
        add->setToolTip(why.isEmpty() ? sameNote : why);
        addable += why.isEmpty() ? 1 : 0;
        m_table->setCellWidget(row, AddColumn, add);
        const auto item = [&](int column, const QString &text) {
            auto *cell = new QTableWidgetItem(text);
            cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            cell->setToolTip(why.isEmpty() ? t.notes.join(QLatin1Char('\n')) : why);
            if (!why.isEmpty()) cell->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_table->setItem(row, column, cell);
        };
        item(TypeColumn, t.type.id);
        item(ModelColumn, QStringLiteral("%1 %2").arg(t.type.manufacturer, t.type.model));
        item(SameAsColumn, same >= 0 ? tr("%1 (the same product)").arg(sameId) : QString());
        if (same >= 0) m_table->item(row, SameAsColumn)->setToolTip(sameNote);
        item(HeightColumn, tr("%1 U").arg(t.type.heightU));
        item(PortsColumn, QString::number(t.type.ports.size()));
        item(FileColumn, QFileInfo(t.file).fileName());
        auto *role = new QComboBox(m_table);
        for (Role r : roles)
            role->addItem(roleText(r), int(r));
        role->setCurrentIndex(std::max(0, role->findData(int(t.type.role))));
        m_table->setCellWidget(row, RoleColumn, role);
        auto *network = new QComboBox(m_table);
        network->addItem(tr("as read"), int(Network::None));
        for (Network n : {Network::Compute, Network::Storage, Network::Inband, Network::Oob})
            network->addItem(networkText(n), int(n));
        m_table->setCellWidget(row, NetworkColumn, network);
        auto *rails = new QSpinBox(m_table);
        rails->setRange(0, 8);
        rails->setToolTip(tr("Cage k carries rails (k−1)·n+1 to k·n; 0: no rails (switches, panels)"));
        m_table->setCellWidget(row, RailsColumn, rails);
        // A GPU server's cages are the compute network's, one rail each until told otherwise.
        const auto suggest = [role, network, rails] {
            const bool gpu = Role(role->currentData().toInt()) == Role::GpuServer;
            network->setCurrentIndex(network->findData(int(gpu ? Network::Compute : Network::None)));
            rails->setValue(gpu ? 1 : 0);
        };
        connect(role, &QComboBox::currentIndexChanged, this, suggest);
        suggest();
        if (!why.isEmpty()) {
            for (QWidget *w : {static_cast<QWidget *>(role), static_cast<QWidget *>(network),
                               static_cast<QWidget *>(rails)})
                w->setEnabled(false);
            notes << why;
        }
        if (!sameNote.isEmpty()) notes << sameNote;
        notes << t.notes;
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    layout->addWidget(m_table, 3);
    auto *notesLabel = new QLabel(notes.isEmpty() ? tr("Everything was read as it is.")
                                                  : tr("Skipped or assumed (%1):").arg(notes.size()),
                                  this);
    layout->addWidget(notesLabel);
    auto *noteList = new QPlainTextEdit(notes.join(QLatin1Char('\n')), this);
    noteList->setReadOnly(true);
    noteList->setLineWrapMode(QPlainTextEdit::NoWrap);
    noteList->setVisible(!notes.isEmpty());
    layout->addWidget(noteList, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add to Catalog"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(addable > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(980, 560);
}

int DeviceTypeImportDialog::rowCount() const
{
    return m_table->rowCount();
}

void DeviceTypeImportDialog::setChoices(int row, bool add, Role role, Network network, int railsPerCage)
{
    qobject_cast<QCheckBox *>(m_table->cellWidget(row, AddColumn))->setChecked(add);
    auto *roleBox = qobject_cast<QComboBox *>(m_table->cellWidget(row, RoleColumn));
    roleBox->setCurrentIndex(roleBox->findData(int(role)));
    auto *networkBox = qobject_cast<QComboBox *>(m_table->cellWidget(row, NetworkColumn));
    networkBox->setCurrentIndex(networkBox->findData(int(network)));
    qobject_cast<QSpinBox *>(m_table->cellWidget(row, RailsColumn))->setValue(railsPerCage);
}

std::vector<DeviceType> DeviceTypeImportDialog::chosenTypes() const
{
    std::vector<DeviceType> chosen;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *add = qobject_cast<QCheckBox *>(m_table->cellWidget(row, AddColumn));
        if (!add->isEnabled() || !add->isChecked()) continue;
        DeviceType t = m_types[size_t(row)].type;
        t.role = Role(qobject_cast<QComboBox *>(m_table->cellWidget(row, RoleColumn))->currentData().toInt());
        setCagePlan(
            t,
            Network(
                qobject_cast<QComboBox *>(m_table->cellWidget(row, NetworkColumn))->currentData().toInt()),
            qobject_cast<QSpinBox *>(m_table->cellWidget(row, RailsColumn))->value());
        chosen.push_back(std::move(t));
    }
    return chosen;
}

} // namespace railyard
