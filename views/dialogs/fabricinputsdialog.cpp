#include "dialogs/fabricinputsdialog.h"

#include "common/filefield.h"

#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

namespace railyard {

namespace {

const QString dumpKey = QStringLiteral("asbuilt/dump");
const QString hcaMapKey = QStringLiteral("asbuilt/hcaMap");
const QString nodeNameMapKey = QStringLiteral("asbuilt/nodeNameMap");
const QString hostTypeKey = QStringLiteral("asbuilt/hostType");
const QString leafTypeKey = QStringLiteral("asbuilt/leafType");
const QString spineTypeKey = QStringLiteral("asbuilt/spineType");
const QString lldpKey = QStringLiteral("asbuilt/lldp");
const QString ifnameMapKey = QStringLiteral("asbuilt/ifnameMap");

} // namespace

FabricInputsDialog::FabricInputsDialog(Purpose purpose, const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_purpose(purpose)
{
    const bool verify = purpose == Purpose::Verify;
    setWindowTitle(verify ? tr("Verify Against Discovered Topology") : tr("Import Discovered Topology"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(
        verify
            ? tr("Compares every InfiniBand link of the design with what <b>ibnetdiscover</b> reports of the "
                 "running fabric (the default report or <tt>-p</tt>), and every Ethernet link with what the "
                 "hosts' LLDP agents report (<tt>lldpcli -f json0 show neighbors</tt>, one file per host). "
                 "Give either or both.")
            : tr("Turns what <b>ibnetdiscover</b> reports of a running fabric into a new design: hosts "
                 "become GPU servers, switches leaves or spines, every link a cable. The devices are "
                 "left for you to place in racks."),
        this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_dump =
        fileField(tr("ibnetdiscover Output"), tr("ibnetdiscover output (*.out *.txt *.topo);;All files (*)"),
                  tr("ibnetdiscover > fabric.out"));
    m_hcaMap = fileField(tr("HCA Map"), tr("CSV (*.csv);;All files (*)"),
                         tr("optional: port,hca-name CSV (osfp1.2,mlx5_11)"));
    m_nodeNameMap =
        fileField(tr("Node-Name Map"), tr("All files (*)"), tr("optional: names unmanaged switches by GUID"));
    const auto addField = [&](const QString &text, QLineEdit *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        form->addRow(label, field->parentWidget());
    };
    addField(tr("&Fabric dump:"), m_dump);
    addField(tr("&HCA map:"), m_hcaMap);
    addField(tr("&Node-name map:"), m_nodeNameMap);
    if (verify) {
        m_lldp =
            fileField(tr("LLDP Reports"), QString(), tr("optional: a folder of lldpcli reports (or a file)"));
        m_ifnameMap = fileField(tr("Interface-Name Map"), tr("CSV (*.csv);;All files (*)"),
                                tr("optional: [device,]port,ifname CSV (inband1,enp41s0f0np0)"));
        addField(tr("&LLDP reports:"), m_lldp);
        addField(tr("&Interface-name map:"), m_ifnameMap);
    }
    QSettings settings;
    if (!verify) {
        // The catalog types the discovered nodes become: GPU servers for hosts, switches for the rest.
        // First the types of the fabric's speed (what import picks when none is chosen).
        const auto typeBox = [&](std::initializer_list<Role> roles, const QString &key,
                                 const QString &bySpeed) {
            auto *box = new QComboBox(this);
            box->addItem(bySpeed, QString());
            for (int t = 0; t < catalog.deviceTypes.size(); ++t) {
                const DeviceType &type = catalog.deviceTypes.at(t);
                if (std::find(roles.begin(), roles.end(), type.role) != roles.end())
                    box->addItem(QStringLiteral("%1 — %2").arg(type.id, catalogText(type.model)), type.id);
            }
            box->setCurrentIndex(std::max(0, box->findData(settings.value(key).toString())));
            return box;
        };
        m_hostType = typeBox({Role::GpuServer}, hostTypeKey,
                             tr("By the fabric's speed: DGX H100 for NDR, DGX B300 for XDR"));
        m_leafType = typeBox({Role::Leaf, Role::Switch}, leafTypeKey,
                             tr("By the fabric's speed: QM9700 for NDR, Q3400 for XDR"));
        m_spineType = typeBox({Role::Spine, Role::Core, Role::Leaf}, spineTypeKey,
                              tr("By the fabric's speed: QM9700 for NDR, Q3400 for XDR"));
        form->addRow(tr("Hosts &become:"), m_hostType);
        form->addRow(tr("&Leaves become:"), m_leafType);
        form->addRow(tr("&Spines become:"), m_spineType);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(verify ? tr("&Verify") : tr("&Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FabricInputsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(m_buttons);
    setInputs({.dump = settings.value(dumpKey).toString(),
               .hcaMap = settings.value(hcaMapKey).toString(),
               .nodeNameMap = settings.value(nodeNameMapKey).toString(),
               .lldp = settings.value(lldpKey).toString(),
               .ifnameMap = settings.value(ifnameMapKey).toString()});
    for (QLineEdit *field : fields())
        connect(field, &QLineEdit::textChanged, this, &FabricInputsDialog::updateButtons);
    updateButtons();
    resize(620, sizeHint().height());
}

QLineEdit *FabricInputsDialog::fileField(const QString &title, const QString &filter,
                                         const QString &placeholder)
{
    return makeFileField(this, title, filter, placeholder);
}

std::vector<QLineEdit *> FabricInputsDialog::fields() const
{
    std::vector<QLineEdit *> all{m_dump, m_hcaMap, m_nodeNameMap};
    if (m_lldp) all.insert(all.end(), {m_lldp, m_ifnameMap});
    return all;
}

FabricInputs FabricInputsDialog::inputs() const
{
    const auto text = [](const QLineEdit *field) { return field ? field->text().trimmed() : QString(); };
    return {.dump = text(m_dump),
            .hcaMap = text(m_hcaMap),
            .nodeNameMap = text(m_nodeNameMap),
            .lldp = text(m_lldp),
            .ifnameMap = text(m_ifnameMap)};
}

void FabricInputsDialog::setInputs(const FabricInputs &inputs)
{
    m_dump->setText(inputs.dump);
    m_hcaMap->setText(inputs.hcaMap);
    m_nodeNameMap->setText(inputs.nodeNameMap);
    if (m_lldp) {
        m_lldp->setText(inputs.lldp);
        m_ifnameMap->setText(inputs.ifnameMap);
    }
}

QString FabricInputsDialog::hostType() const
{
    return m_hostType ? m_hostType->currentData().toString() : QString();
}

QString FabricInputsDialog::leafType() const
{
    return m_leafType ? m_leafType->currentData().toString() : QString();
}

QString FabricInputsDialog::spineType() const
{
    return m_spineType ? m_spineType->currentData().toString() : QString();
}

void FabricInputsDialog::setHostType(const QString &type)
{
    if (m_hostType) m_hostType->setCurrentIndex(std::max(0, m_hostType->findData(type)));
}

void FabricInputsDialog::updateButtons()
{
    // Verifying needs a dump or LLDP reports; importing, a dump.
    const FabricInputs chosen = inputs();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!chosen.dump.isEmpty() || !chosen.lldp.isEmpty());
}

void FabricInputsDialog::accept()
{
    // A file that is not there is said now, by name, rather than after the dialog is gone.
    const FabricInputs chosen = inputs();
    for (QLineEdit *field : fields()) {
        const QString path = field->text().trimmed();
        const QFileInfo file(path);
        // LLDP reports may be a folder of them.
        if (path.isEmpty() || file.isFile() || (field == m_lldp && file.isDir())) continue;
        QMessageBox::warning(this, windowTitle(), tr("<p>%1 is not a file.</p>").arg(path.toHtmlEscaped()));
        field->setFocus();
        return;
    }
    QSettings settings;
    settings.setValue(dumpKey, chosen.dump);
    settings.setValue(hcaMapKey, chosen.hcaMap);
    settings.setValue(nodeNameMapKey, chosen.nodeNameMap);
    if (m_lldp) {
        settings.setValue(lldpKey, chosen.lldp);
        settings.setValue(ifnameMapKey, chosen.ifnameMap);
    }
    if (m_hostType) {
        settings.setValue(hostTypeKey, hostType());
        settings.setValue(leafTypeKey, leafType());
        settings.setValue(spineTypeKey, spineType());
    }
    QDialog::accept();
}

} // namespace railyard
