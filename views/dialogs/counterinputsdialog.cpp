#include "dialogs/counterinputsdialog.h"

#include "common/filefield.h"

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

// The dump and its maps are the ones verification asked for; the counters' files are remembered apart.
const QString dumpKey = QStringLiteral("asbuilt/dump");
const QString hcaMapKey = QStringLiteral("asbuilt/hcaMap");
const QString nodeNameMapKey = QStringLiteral("asbuilt/nodeNameMap");
const QString ibdiagnetKey = QStringLiteral("commissioning/ibdiagnet");
const QString baselineKey = QStringLiteral("commissioning/baseline");
const QString thresholdsKey = QStringLiteral("commissioning/thresholds");

} // namespace

CounterInputsDialog::CounterInputsDialog(Purpose purpose, QWidget *parent)
    : QDialog(parent), m_purpose(purpose)
{
    const bool compare = purpose == Purpose::Compare;
    setWindowTitle(compare ? tr("Compare Port Counters") : tr("Record Counter Baseline"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(
        compare
            ? tr("Reads the error counters of every port from <b>ibdiagnet</b> (<tt>ibdiagnet2.db_csv</tt>) "
                 "and compares them with a baseline recorded earlier: a link whose counters rose past the "
                 "thresholds is marked in the Commissioning panel and the fabric view.")
            : tr("Reads the error counters of every port from <b>ibdiagnet</b> (<tt>ibdiagnet2.db_csv</tt>) "
                 "and saves them as the baseline later readings are compared with. The ibnetdiscover "
                 "dump places each port on the design."),
        this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_dump =
        fileField(tr("ibnetdiscover Output"), tr("ibnetdiscover output (*.out *.txt *.topo);;All files (*)"),
                  tr("ibnetdiscover > fabric.out"));
    m_hcaMap = fileField(tr("HCA Map"), tr("CSV (*.csv);;All files (*)"), tr("optional: port,hca-name CSV"));
    m_nodeNameMap =
        fileField(tr("Node-Name Map"), tr("All files (*)"), tr("optional: names switches by GUID"));
    m_ibdiagnet =
        fileField(tr("ibdiagnet Counters"), tr("Port counters (*.db_csv *.csv *.txt *.out);;All files (*)"),
                  tr("ibdiagnet2.db_csv (ibdiagnet --extended_speeds all), or perfquery -x text"));
    const auto addField = [&](const QString &text, QLineEdit *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        form->addRow(label, field->parentWidget());
    };
    addField(tr("&Fabric dump:"), m_dump);
    addField(tr("&HCA map:"), m_hcaMap);
    addField(tr("&Node-name map:"), m_nodeNameMap);
    addField(tr("&Counters:"), m_ibdiagnet);
    if (compare) {
        m_baseline = fileField(tr("Counter Baseline"), tr("Counter snapshots (*.json);;All files (*)"),
                               tr("the baseline recorded earlier (.json)"));
        m_thresholds = fileField(tr("Counter Thresholds"), tr("Thresholds (*.json);;All files (*)"),
                                 tr("optional: thresholds replacing the defaults (.json)"));
        addField(tr("&Baseline:"), m_baseline);
        addField(tr("&Thresholds:"), m_thresholds);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(compare ? tr("C&ompare") : tr("&Read"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CounterInputsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(m_buttons);
    QSettings settings;
    CounterInputs remembered;
    remembered.fabric.dump = settings.value(dumpKey).toString();
    remembered.fabric.hcaMap = settings.value(hcaMapKey).toString();
    remembered.fabric.nodeNameMap = settings.value(nodeNameMapKey).toString();
    remembered.ibdiagnet = settings.value(ibdiagnetKey).toString();
    remembered.baseline = settings.value(baselineKey).toString();
    remembered.thresholds = settings.value(thresholdsKey).toString();
    setInputs(remembered);
    for (QLineEdit *field : findChildren<QLineEdit *>())
        connect(field, &QLineEdit::textChanged, this, &CounterInputsDialog::updateButtons);
    updateButtons();
    resize(640, sizeHint().height());
}

QLineEdit *CounterInputsDialog::fileField(const QString &title, const QString &filter,
                                          const QString &placeholder)
{
    return makeFileField(this, title, filter, placeholder);
}

CounterInputs CounterInputsDialog::inputs() const
{
    CounterInputs in;
    in.fabric.dump = m_dump->text().trimmed();
    in.fabric.hcaMap = m_hcaMap->text().trimmed();
    in.fabric.nodeNameMap = m_nodeNameMap->text().trimmed();
    in.ibdiagnet = m_ibdiagnet->text().trimmed();
    if (m_baseline) in.baseline = m_baseline->text().trimmed();
    if (m_thresholds) in.thresholds = m_thresholds->text().trimmed();
    return in;
}

void CounterInputsDialog::setInputs(const CounterInputs &in)
{
    m_dump->setText(in.fabric.dump);
    m_hcaMap->setText(in.fabric.hcaMap);
    m_nodeNameMap->setText(in.fabric.nodeNameMap);
    m_ibdiagnet->setText(in.ibdiagnet);
    if (m_baseline) m_baseline->setText(in.baseline);
    if (m_thresholds) m_thresholds->setText(in.thresholds);
}

void CounterInputsDialog::updateButtons()
{
    const CounterInputs in = inputs();
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!in.fabric.dump.isEmpty() && !in.ibdiagnet.isEmpty() &&
                     (m_purpose == Purpose::Record || !in.baseline.isEmpty()));
}

void CounterInputsDialog::accept()
{
    // Every file named must be there: a typo is caught here, not after the dump is read.
    const CounterInputs in = inputs();
    for (const QString &path :
         {in.fabric.dump, in.fabric.hcaMap, in.fabric.nodeNameMap, in.ibdiagnet, in.baseline, in.thresholds})
        if (!path.isEmpty() && !QFileInfo(path).isFile()) {
            QMessageBox::warning(this, windowTitle(),
                                 tr("%1 is not a file.").arg(QDir::toNativeSeparators(path)));
            return;
        }
    QSettings settings;
    settings.setValue(dumpKey, in.fabric.dump);
    settings.setValue(hcaMapKey, in.fabric.hcaMap);
    settings.setValue(nodeNameMapKey, in.fabric.nodeNameMap);
    settings.setValue(ibdiagnetKey, in.ibdiagnet);
    if (m_baseline) settings.setValue(baselineKey, in.baseline);
    if (m_thresholds) settings.setValue(thresholdsKey, in.thresholds);
    QDialog::accept();
}

} // namespace railyard
