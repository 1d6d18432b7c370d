#pragma once

#include "catalog/catalog.h"
#include "generate/fabricgenerator.h"

#include <QWizard>

#include <atomic>
#include <memory>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QSpinBox;
class QThread;
class QTimer;
class QTreeWidget;

namespace railyard {

class LengthSpinBox;

// Design ▸ Generate Fabric…: the options of the fabric generator on three pages (cluster, networks and hall,
// names) beside a preview of what they give. The preview is the fabric itself, built on a worker thread
// as the options change (a change cancels the build under way), so its counts are exact and Finish hands
// over the design already built.
class GenerateFabricDialog : public QWizard
{
    Q_OBJECT

public:
    GenerateFabricDialog(const Catalog &catalog, QWidget *parent = nullptr);
    ~GenerateFabricDialog() override;

    FabricOptions options() const;
    // The generated fabric, once Finish was pressed.
    std::optional<GeneratedFabric> takeFabric();

    // For tests: whether the preview matches the options and built without error.
    bool isReady() const { return m_ready; }
    QTreeWidget *preview() const { return m_preview; }
    QComboBox *presetBox() const { return m_preset; }
    QComboBox *sizeBox() const { return m_sus; }
    QSpinBox *racksBox() const { return m_racks; }
    QString notes() const;
    QLineEdit *labelsEdit() const { return m_labels; }
    QString status() const;
    QSpinBox *gpusBox() const { return m_gpus; }
    QComboBox *leafBox() const { return m_leaf; }
    QSpinBox *planesBox() const { return m_planes; }

Q_SIGNALS:
    void previewBuilt();

private:
    struct Job;
    QWizardPage *clusterPage();
    QWizardPage *hallPage();
    QWizardPage *namesPage();
    QWidget *previewPanel();
    void fillTypeBox(QComboBox *box, std::initializer_list<Role> roles, const QString &current);
    void optionsChanged();
    // Says under Power per rack what the limit applies to (not to an NVL72 rack, a whole system).
    void explainRackPower();
    void chooseNetworkSwitches();
    void startBuild();
    void showProgress();
    void built(const std::shared_ptr<Job> &job);
    void showCounts(const FabricCounts &counts);
    void setReady(bool ready);
    void stopBuild();

    Catalog m_catalog;
    QButtonGroup *m_mode = nullptr;
    QComboBox *m_preset = nullptr;
    QComboBox *m_sus = nullptr;
    QSpinBox *m_racks = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_node = nullptr, *m_leaf = nullptr, *m_spine = nullptr, *m_core = nullptr;
    QDoubleSpinBox *m_oversubscription = nullptr;
    QSpinBox *m_planes = nullptr;
    QCheckBox *m_storage = nullptr, *m_inband = nullptr, *m_oob = nullptr;
    QComboBox *m_storageSwitch = nullptr, *m_inbandSwitch = nullptr, *m_oobSwitch = nullptr,
              *m_oobCore = nullptr;
    QComboBox *m_media = nullptr;
    QSpinBox *m_rowLength = nullptr;
    QDoubleSpinBox *m_rackPower = nullptr;
    QLabel *m_rackPowerNote = nullptr; // what the limit applies to
    LengthSpinBox *m_coldAisle = nullptr, *m_hotAisle = nullptr;
    QComboBox *m_networkRacks = nullptr;
    QComboBox *m_computeRack = nullptr, *m_networkRack = nullptr;
    QCheckBox *m_trays = nullptr;
    QLineEdit *m_nodeNames = nullptr, *m_leafNames = nullptr, *m_spineNames = nullptr, *m_coreNames = nullptr,
              *m_superNames = nullptr;
    QLineEdit *m_rackNames = nullptr, *m_panelNames = nullptr, *m_labels = nullptr;

    QTreeWidget *m_preview = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_notes = nullptr;
    QProgressBar *m_progress = nullptr;
    QTimer *m_debounce = nullptr;
    QTimer *m_poll = nullptr;
    std::shared_ptr<Job> m_job;                                        // the build for the current options
    std::vector<std::pair<QThread *, std::shared_ptr<Job>>> m_threads; // builds still running
    std::optional<GeneratedFabric> m_fabric;
    bool m_ready = false;
};

} // namespace railyard
