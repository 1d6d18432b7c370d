#include "dialogs/generatefabricdialog.h"

#include "dialogs/fabricpreview.h"
#include "dialogs/rackpowernote.h"

#include "common/lengthspinbox.h"
#include "core/feedback.h"
#include "generate/superpodpreset.h"
#include "render/palette.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QRadioButton>
#include <QSpinBox>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {

// A page whose Finish and Next buttons wait for the preview: the dialog says when it is complete.
class PreviewPage : public QWizardPage
{
public:
    // Every page can finish: the options left have good defaults.
    PreviewPage(const bool *ready) : m_ready(ready) { setFinalPage(true); }
    bool isComplete() const override { return *m_ready; }
    void changed() { Q_EMIT completeChanged(); }

private:
    const bool *m_ready;
};

} // namespace

// One build: its options, the feedback shared with the worker thread, and the result it leaves.
struct GenerateFabricDialog::Job
{
    FabricOptions options;
    Feedback feedback;
    std::optional<Result<GeneratedFabric>> result;
};

GenerateFabricDialog::GenerateFabricDialog(const Catalog &catalog, QWidget *parent)
    : QWizard(parent), m_catalog(catalog)
{
    setWindowTitle(tr("Generate Fabric"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::HaveFinishButtonOnEarlyPages);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Generate"));
    addPage(clusterPage());
    addPage(hallPage());
    addPage(namesPage());
    setSideWidget(previewPanel());
    resize(1080, 700);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &GenerateFabricDialog::startBuild);
    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &GenerateFabricDialog::showProgress);

    // Every control rebuilds the preview.
    for (QComboBox *box : findChildren<QComboBox *>())
        connect(box, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::optionsChanged);
    for (QSpinBox *box : findChildren<QSpinBox *>())
        connect(box, &QSpinBox::valueChanged, this, &GenerateFabricDialog::optionsChanged);
    for (QDoubleSpinBox *box : findChildren<QDoubleSpinBox *>())
        connect(box, &QDoubleSpinBox::valueChanged, this, &GenerateFabricDialog::optionsChanged);
    for (QCheckBox *box : findChildren<QCheckBox *>())
        connect(box, &QCheckBox::toggled, this, &GenerateFabricDialog::optionsChanged);
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        connect(edit, &QLineEdit::textChanged, this, &GenerateFabricDialog::optionsChanged);
    connect(m_mode, &QButtonGroup::idToggled, this, &GenerateFabricDialog::optionsChanged);
    startBuild();
}

GenerateFabricDialog::~GenerateFabricDialog()
{
    for (auto &[thread, job] : m_threads) {
        job->feedback.cancel();
        thread->wait();
        delete thread;
    }
}

void GenerateFabricDialog::fillTypeBox(QComboBox *box, std::initializer_list<Role> roles,
                                       const QString &current)
{
    for (const DeviceType &t : m_catalog.deviceTypes) {
        if (std::find(roles.begin(), roles.end(), t.role) == roles.end()) continue;
        // A switch with no cages (an NVL72's NVLink switch tray, cabled in its rack's cartridges) builds no
        // fabric.
        if (isSwitchRole(t.role) && std::none_of(t.ports.begin(), t.ports.end(),
                                                 [](const PortDef &p) { return p.kind == PortKind::Cage; }))
            continue;
        box->addItem(t.model.isEmpty() ? t.id : QStringLiteral("%1 (%2)").arg(t.id, t.model), t.id);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

QWizardPage *GenerateFabricDialog::clusterPage()
{
    auto *page = new PreviewPage(&m_ready);
    page->setTitle(tr("Cluster"));
    page->setSubTitle(
        tr("Start from an NVIDIA reference architecture, or size a rail-optimized cluster of your own."));
    auto *layout = new QVBoxLayout(page);
    m_mode = new QButtonGroup(page);
    const FabricOptions defaults;

    auto *presetButton = new QRadioButton(tr("NVIDIA DGX SuperPOD reference architecture"), page);
    m_mode->addButton(presetButton, 0);
    layout->addWidget(presetButton);
    auto *presetForm = new QFormLayout;
    m_preset = new QComboBox(page);
    for (const SuperPodPreset &p : superPodPresets())
        m_preset->addItem(p.title, p.id);
    m_sus = new QComboBox(page);
    auto fillSizes = [this] {
        const SuperPodPreset *p = findSuperPodPreset(m_preset->currentData().toString());
        const QString was = m_sus->currentText();
        QSignalBlocker block(m_sus);
        m_sus->clear();
        if (p)
            for (const SuperPodCounts &c : p->sizes)
                m_sus->addItem(tr("%Ln SU(s): %1 nodes, %2 GPUs", nullptr, int(c.sus))
                                   .arg(previewNumber(c.nodes), previewNumber(c.gpusBuilt())),
                               c.sus);
        m_sus->setCurrentIndex(std::max(0, m_sus->findText(was)));
        // The preset racks its nodes at its own power (four DGX B300 to a rack of about 56 kW).
        if (m_rackPower)
            m_rackPower->setValue(p && p->rackPowerKw > 0 ? p->rackPowerKw
                                                          : FabricOptions::defaultRackPowerKw);
        chooseNetworkSwitches();
    };
    fillSizes();
    connect(m_preset, &QComboBox::currentIndexChanged, this, fillSizes);
    presetForm->addRow(tr("Architecture:"), m_preset);
    presetForm->addRow(tr("Size:"), m_sus);
    // NVL72 presets: the compute racks to populate, the last SU's partly (its switches and uplinks stay).
    m_racks = new QSpinBox(page);
    m_racks->setSpecialValueText(tr("all"));
    m_racks->setToolTip(
        tr("The NVL72 racks to populate: the last SU's leaves and leaf–spine cabling are built "
           "for the full SU even so, as the reference architecture asks."));
    auto fillRacks = [this] {
        const SuperPodPreset *p = findSuperPodPreset(m_preset->currentData().toString());
        const RackType *kit = p && !p->rackKit.isEmpty() ? m_catalog.rackTypes.find(p->rackKit) : nullptr;
        int trays = 0;
        if (kit)
            for (const RackContent &c : kit->contents)
                trays += c.type == p->nodeType ? 1 : 0;
        const int most = trays > 0 ? m_sus->currentData().toInt() * (p->nodesPerSu / trays) : 0;
        QSignalBlocker block(m_racks);
        m_racks->setRange(0, most);
        m_racks->setValue(0);
        m_racks->setEnabled(most > 0);
    };
    fillRacks();
    connect(m_sus, &QComboBox::currentIndexChanged, this, fillRacks);
    connect(m_preset, &QComboBox::currentIndexChanged, this, fillRacks);
    presetForm->addRow(tr("Racks populated:"), m_racks);
    auto *presetBox = new QWidget(page);
    presetBox->setLayout(presetForm);
    presetForm->setContentsMargins(24, 0, 0, 8);
    layout->addWidget(presetBox);

    auto *genericButton = new QRadioButton(tr("Generic rail-optimized cluster"), page);
    m_mode->addButton(genericButton, 1);
    layout->addWidget(genericButton);
    auto *genericForm = new QFormLayout;
    genericForm->setContentsMargins(24, 0, 0, 0);
    m_gpus = new QSpinBox(page);
    m_gpus->setRange(1, 4 * 1024 * 1024); // past the million GPUs of the largest clusters planned
    m_gpus->setSingleStep(256);
    m_gpus->setValue(1024);
    // No group separators: Qt reformats the text as it is typed and the cursor lands before the new comma, so
    // typing 16384 gave 16,348 (outside check of issue 35).
    genericForm->addRow(tr("GPUs:"), m_gpus);
    m_node = new QComboBox(page);
    fillTypeBox(m_node, {Role::GpuServer}, defaults.nodeType);
    genericForm->addRow(tr("Node:"), m_node);
    auto *gpusPerNode = new QLabel(page);
    auto showGpusPerNode = [this, gpusPerNode] {
        const DeviceType *t = m_catalog.deviceTypes.find(m_node->currentData().toString());
        int ports = 0;
        if (t)
            for (const PortDef &p : t->ports)
                if (p.network == Network::Compute) ports += std::max<int>(1, int(p.rails.size()));
        gpusPerNode->setText(tr("%1 GPUs per node, one rail each").arg(ports));
    };
    showGpusPerNode();
    connect(m_node, &QComboBox::currentIndexChanged, this, showGpusPerNode);
    genericForm->addRow(QString(), gpusPerNode);
    const std::initializer_list<Role> switches{Role::Leaf, Role::Spine, Role::Core, Role::Switch};
    m_leaf = new QComboBox(page);
    fillTypeBox(m_leaf, switches, defaults.leafType);
    genericForm->addRow(tr("Leaf switch:"), m_leaf);
    m_spine = new QComboBox(page);
    fillTypeBox(m_spine, switches, defaults.spineType);
    genericForm->addRow(tr("Spine switch:"), m_spine);
    m_core = new QComboBox(page);
    fillTypeBox(m_core, switches, defaults.coreType);
    m_core->setToolTip(tr("The switches above the spines from three tiers, and the super-cores of a fourth"));
    genericForm->addRow(tr("Core switch:"), m_core);
    // Cores are spines of a third tier: they follow the spine chosen (an Ethernet fabric gets Ethernet
    // cores).
    connect(m_spine, &QComboBox::currentIndexChanged, this,
            [this] { m_core->setCurrentIndex(std::max(0, m_core->findData(m_spine->currentData()))); });
    m_oversubscription = new QDoubleSpinBox(page);
    m_oversubscription->setRange(1, 16);
    m_oversubscription->setSingleStep(0.5);
    m_oversubscription->setValue(1);
    m_oversubscription->setDecimals(1);
    m_oversubscription->setSuffix(QStringLiteral(" : 1"));
    m_oversubscription->setToolTip(
        tr("Leaf downlinks per uplink; 1 : 1 is non-blocking. Tiers follow from the "
           "switches' ports: two, or three once the leaves outnumber a spine's ports."));
    genericForm->addRow(tr("Over-subscription:"), m_oversubscription);
    m_planes = new QSpinBox(page);
    m_planes->setRange(1, 8);
    m_planes->setToolTip(
        tr("Independent compute fabrics, each with its own spines and cores: a compute cage "
           "of one rail splits into a port per plane (a ConnectX-8 cage as 2 × 400GbE on two "
           "planes); a node whose cages carry two rails shares its rails out among the "
           "planes."));
    genericForm->addRow(tr("Planes:"), m_planes);
    auto *genericBox = new QWidget(page);
    genericBox->setLayout(genericForm);
    layout->addWidget(genericBox);
    layout->addStretch();

    auto enable = [this, presetBox, genericBox](int id) {
        presetBox->setEnabled(id == 0);
        genericBox->setEnabled(id == 1);
        // The power per rack: the preset's for a preset, the default for a cluster of one's own.
        const SuperPodPreset *p = id == 0 ? findSuperPodPreset(m_preset->currentData().toString()) : nullptr;
        if (m_rackPower)
            m_rackPower->setValue(p && p->rackPowerKw > 0 ? p->rackPowerKw
                                                          : FabricOptions::defaultRackPowerKw);
    };
    connect(m_mode, &QButtonGroup::idClicked, this, enable);
    presetButton->setChecked(true);
    enable(0);
    return page;
}

QWizardPage *GenerateFabricDialog::hallPage()
{
    auto *page = new PreviewPage(&m_ready);
    page->setTitle(tr("Networks and hall"));
    page->setSubTitle(
        tr("Storage, in-band and out-of-band networks through the nodes' own ports; how racks stand on "
           "the floor."));
    const FabricOptions d;
    auto *layout = new QVBoxLayout(page);
    auto *networks = new QGroupBox(tr("Networks"), page);
    auto *nf = new QFormLayout(networks);
    const std::initializer_list<Role> switches{Role::Leaf, Role::Spine, Role::Core, Role::Switch};
    auto row = [&](QCheckBox **check, const QString &label, QComboBox **box, const QString &type) {
        *check = new QCheckBox(label, networks);
        (*check)->setChecked(true);
        *box = new QComboBox(networks);
        fillTypeBox(*box, switches, type);
        connect(*check, &QCheckBox::toggled, *box, &QWidget::setEnabled);
        nf->addRow(*check, *box);
    };
    row(&m_storage, tr("Storage"), &m_storageSwitch, FabricOptions::defaultStorageSwitch);
    row(&m_inband, tr("In-band management"), &m_inbandSwitch, FabricOptions::defaultInbandSwitch);
    chooseNetworkSwitches();
    connect(m_leaf, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::chooseNetworkSwitches);
    connect(m_mode, &QButtonGroup::idToggled, this, &GenerateFabricDialog::chooseNetworkSwitches);
    row(&m_oob, tr("Out-of-band management"), &m_oobSwitch, d.oobSwitch);
    m_oobCore = new QComboBox(networks);
    fillTypeBox(m_oobCore, switches, d.oobCoreSwitch);
    connect(m_oob, &QCheckBox::toggled, m_oobCore, &QWidget::setEnabled);
    nf->addRow(tr("    aggregated by"), m_oobCore);
    m_media = new QComboBox(networks);
    m_media->addItem(tr("Single-mode (DR4, OS2)"));
    m_media->addItem(tr("Multimode (SR4, OM4, 50 m)"));
    nf->addRow(tr("Optics:"), m_media);
    layout->addWidget(networks);

    auto *hall = new QGroupBox(tr("Hall"), page);
    auto *hf = new QFormLayout(hall);
    m_rowLength = new QSpinBox(hall);
    m_rowLength->setRange(0, 200);
    m_rowLength->setSpecialValueText(tr("Square hall"));
    m_rowLength->setSuffix(tr(" racks"));
    hf->addRow(tr("Row length:"), m_rowLength);
    m_rackPower = new QDoubleSpinBox(hall);
    m_rackPower->setRange(1, 500);
    m_rackPower->setValue(FabricOptions::defaultRackPowerKw);
    m_rackPower->setSuffix(tr(" kW"));
    m_rackPower->setToolTip(tr("Nodes per rack follow from this limit."));
    hf->addRow(tr("Power per rack:"), m_rackPower);
    // What the limit applies to, beside the preview's "at most 111.3 kW per rack" of an NVL72 hall.
    m_rackPowerNote = new QLabel(hall);
    m_rackPowerNote->setObjectName(QStringLiteral("rackPowerNote"));
    m_rackPowerNote->setWordWrap(true);
    m_rackPowerNote->setForegroundRole(QPalette::PlaceholderText);
    hf->addRow(QString(), m_rackPowerNote);
    connect(m_rackPower, &QDoubleSpinBox::valueChanged, this, &GenerateFabricDialog::explainRackPower);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::explainRackPower);
    connect(m_node, &QComboBox::currentIndexChanged, this, &GenerateFabricDialog::explainRackPower);
    connect(m_mode, &QButtonGroup::idToggled, this, &GenerateFabricDialog::explainRackPower);
    explainRackPower();
    m_coldAisle = new LengthSpinBox(hall);
    m_coldAisle->setRangeMetres(0, 10);
    m_coldAisle->setMetres(d.coldAisleM);
    hf->addRow(tr("Cold aisle:"), m_coldAisle);
    m_hotAisle = new LengthSpinBox(hall);
    m_hotAisle->setRangeMetres(0, 10);
    m_hotAisle->setMetres(d.hotAisleM);
    hf->addRow(tr("Hot aisle:"), m_hotAisle);
    m_networkRacks = new QComboBox(hall);
    m_networkRacks->addItem(tr("Where the runs are shortest"));
    m_networkRacks->addItem(tr("After each SU's compute racks"));
    m_networkRacks->addItem(tr("In the middle of each SU's compute racks"));
    m_networkRacks->setToolTip(tr("In the middle of an SU of more than two compute racks, which halves its "
                                  "longest node–leaf run; else after them."));
    hf->addRow(tr("SU network racks:"), m_networkRacks);
    m_computeRack = new QComboBox(hall);
    m_networkRack = new QComboBox(hall);
    for (const RackType &r : m_catalog.rackTypes) {
        m_computeRack->addItem(r.id, r.id);
        m_networkRack->addItem(r.id, r.id);
    }
    m_computeRack->setCurrentIndex(std::max(0, m_computeRack->findData(d.computeRackType)));
    m_networkRack->setCurrentIndex(std::max(0, m_networkRack->findData(d.networkRackType)));
    hf->addRow(tr("Compute rack type:"), m_computeRack);
    hf->addRow(tr("Network rack type:"), m_networkRack);
    m_trays = new QCheckBox(tr("Cable trays over and between the rows"), hall);
    m_trays->setToolTip(
        tr("Lay a basket over each row and ladders between the rows, sized for the cables, and "
           "give the cables the lengths of their routes over them (docs: pathways)."));
    hf->addRow(QString(), m_trays);
    layout->addWidget(hall);
    layout->addStretch();
    return page;
}

QWizardPage *GenerateFabricDialog::namesPage()
{
    auto *page = new PreviewPage(&m_ready);
    page->setTitle(tr("Names and labels"));
    page->setSubTitle(tr("Patterns with placeholders in braces; {n:03} pads a number to three digits."));
    const FabricNames n;
    auto *form = new QFormLayout(page);
    auto edit = [&](QLineEdit **e, const QString &label, const QString &text, const QString &keys) {
        *e = new QLineEdit(text, page);
        (*e)->setToolTip(tr("Placeholders: %1").arg(keys));
        form->addRow(label, *e);
        auto *hint = new QLabel(keys, page);
        hint->setEnabled(false);
        form->addRow(QString(), hint);
    };
    edit(&m_nodeNames, tr("Nodes:"), n.node, QStringLiteral("{su} {n} {i}"));
    edit(&m_leafNames, tr("Leaves:"), n.leaf, QStringLiteral("{net} {su} {l} {i}"));
    edit(&m_spineNames, tr("Spines:"), n.spine, QStringLiteral("{net} {pod} {i}"));
    edit(&m_coreNames, tr("Cores:"), n.core, QStringLiteral("{net} {i}"));
    edit(&m_superNames, tr("Super-cores:"), n.super, tr("{net} {i}: the fourth tier, above the cores"));
    edit(&m_rackNames, tr("Racks:"), n.rack, QStringLiteral("{row} {pos}"));
    edit(&m_panelNames, tr("Patch panels:"), n.panel, QStringLiteral("{rack} {p}"));
    edit(&m_labels, tr("Cable labels:"), n.label,
         tr("{net} {NET} {n} {part}: part is A, T, B along a panelled channel"));
    return page;
}

QWidget *GenerateFabricDialog::previewPanel()
{
    auto *panel = new QWidget(this);
    panel->setMinimumWidth(500);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 12, 0);
    auto *title = new QLabel(tr("<b>What this generates</b>"), panel);
    layout->addWidget(title);
    m_preview = new QTreeWidget(panel);
    m_preview->setColumnCount(2);
    m_preview->setHeaderHidden(true);
    m_preview->setRootIsDecorated(false);
    m_preview->setSelectionMode(QAbstractItemView::NoSelection);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_preview->header()->setStretchLastSection(true);
    layout->addWidget(m_preview, 1);
    // Where the design departs from the reference table: whole sentences, wrapped, under the counts.
    m_notes = new QLabel(panel);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->hide();
    layout->addWidget(m_notes);
    m_status = new QLabel(panel);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_progress = new QProgressBar(panel);
    m_progress->setRange(0, 100);
    layout->addWidget(m_progress);
    return panel;
}

QString GenerateFabricDialog::notes() const
{
    return m_notes->isVisible() ? m_notes->text() : QString();
}

FabricOptions GenerateFabricDialog::options() const
{
    FabricOptions o;
    if (m_mode->checkedId() == 0) {
        o.preset = m_preset->currentData().toString();
        o.sus = m_sus->currentData().toInt();
        o.racks = m_racks->value();
    } else {
        o.gpus = m_gpus->value();
        o.nodeType = m_node->currentData().toString();
        o.leafType = m_leaf->currentData().toString();
        o.spineType = m_spine->currentData().toString();
        o.coreType = m_core->currentData().toString();
        o.oversubscription = m_oversubscription->value();
        o.planes = m_planes->value();
    }
    o.storage = m_storage->isChecked();
    o.inband = m_inband->isChecked();
    o.oob = m_oob->isChecked();
    o.storageSwitch = m_storageSwitch->currentData().toString();
    o.inbandSwitch = m_inbandSwitch->currentData().toString();
    o.oobSwitch = m_oobSwitch->currentData().toString();
    o.oobCoreSwitch = m_oobCore->currentData().toString();
    o.media = m_media->currentIndex() == 1 ? FabricMedia::Multimode : FabricMedia::SingleMode;
    o.rowLength = m_rowLength->value();
    o.rackPowerKw = m_rackPower->value();
    o.coldAisleM = m_coldAisle->metres();
    o.hotAisleM = m_hotAisle->metres();
    o.networkRacks = NetworkRackPlace(m_networkRacks->currentIndex());
    o.computeRackType = m_computeRack->currentData().toString();
    o.networkRackType = m_networkRack->currentData().toString();
    o.trays = m_trays->isChecked();
    o.names.node = m_nodeNames->text();
    o.names.leaf = m_leafNames->text();
    o.names.spine = m_spineNames->text();
    o.names.core = m_coreNames->text();
    o.names.super = m_superNames->text();
    o.names.rack = m_rackNames->text();
    o.names.panel = m_panelNames->text();
    o.names.label = m_labels->text();
    return o;
}

void GenerateFabricDialog::optionsChanged()
{
    if (!m_debounce) return; // still building the pages
    stopBuild();
    setReady(false);
    m_status->setText(tr("Options changed…"));
    m_debounce->start();
}

void GenerateFabricDialog::stopBuild()
{
    if (m_job) m_job->feedback.cancel();
    m_job.reset();
    m_poll->stop();
}

void GenerateFabricDialog::startBuild()
{
    stopBuild();
    auto job = std::make_shared<Job>();
    job->options = options();
    m_job = job;
    const Catalog *catalog = &m_catalog;
    QThread *thread = QThread::create([this, job, catalog] {
        job->result = generateFabric(job->options, *catalog, &job->feedback);
        QMetaObject::invokeMethod(
            this, [this, job] { built(job); }, Qt::QueuedConnection);
    });
    m_threads.emplace_back(thread, job);
    thread->start(QThread::LowPriority);
    m_status->setText(tr("Building the preview…"));
    m_progress->setValue(0);
    m_progress->show();
    m_poll->start();
}

void GenerateFabricDialog::showProgress()
{
    if (m_job) m_progress->setValue(m_job->feedback.perMille() / 10);
}

void GenerateFabricDialog::built(const std::shared_ptr<Job> &job)
{
    // Reap this job's thread, finished by now.
    for (auto it = m_threads.begin(); it != m_threads.end(); ++it)
        if (it->second == job) {
            it->first->wait();
            delete it->first;
            m_threads.erase(it);
            break;
        }
    if (job != m_job) return; // options changed since: a newer build is coming
    m_poll->stop();
    m_progress->hide();
    Result<GeneratedFabric> &r = *job->result;
    if (!r.ok()) {
        m_preview->clear();
        m_notes->hide();
        m_fabric.reset();
        m_status->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                              .arg(Palette::error().name(), r.error().message.toHtmlEscaped()));
        setReady(false);
    } else {
        showCounts(r.value().counts);
        m_fabric = r.takeValue();
        m_status->setText(tr("Every cable has a length and a label; the design validates with no errors."));
        setReady(true);
    }
    Q_EMIT previewBuilt();
}

void GenerateFabricDialog::showCounts(const FabricCounts &c)
{
    showFabricCounts(m_preview, c);
    QStringList notes;
    for (const QString &note : c.notes)
        notes << tr("Note: %1").arg(note);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
}

void GenerateFabricDialog::setReady(bool ready)
{
    m_ready = ready;
    for (int id : pageIds())
        static_cast<PreviewPage *>(page(id))->changed();
}

QString GenerateFabricDialog::status() const
{
    return m_status->text();
}

std::optional<GeneratedFabric> GenerateFabricDialog::takeFabric()
{
    std::optional<GeneratedFabric> f = std::move(m_fabric);
    m_fabric.reset();
    return f;
}

// The storage and in-band switches the cluster starts with, as generate picks them: a preset's own
// (Spectrum-4 Ethernet for the NVL72 SuperPODs), else the defaults; a generic fabric's storage follows its
// leaves.
void GenerateFabricDialog::chooseNetworkSwitches()
{
    if (!m_storageSwitch || !m_inbandSwitch || !m_leaf) return; // still being built
    const SuperPodPreset *p =
        m_mode->checkedId() == 0 ? findSuperPodPreset(m_preset->currentData().toString()) : nullptr;
    auto choose = [](QComboBox *box, const QString &preset, const QString &fallback) {
        box->setCurrentIndex(std::max(0, box->findData(preset.isEmpty() ? fallback : preset)));
    };
    const QString storageDefault =
        m_mode->checkedId() == 1 ? m_leaf->currentData().toString() : FabricOptions::defaultStorageSwitch;
    choose(m_storageSwitch, p ? p->storageSwitch : QString(), storageDefault);
    choose(m_inbandSwitch, p ? p->inbandSwitch : QString(), FabricOptions::defaultInbandSwitch);
}

void GenerateFabricDialog::explainRackPower()
{
    if (!m_rackPowerNote) return;
    const SuperPodPreset *preset =
        m_mode->checkedId() == 0 ? findSuperPodPreset(m_preset->currentData().toString()) : nullptr;
    m_rackPowerNote->setText(
        rackPowerNote(m_catalog, preset, m_node->currentData().toString(), m_rackPower->value()));
}

} // namespace railyard
