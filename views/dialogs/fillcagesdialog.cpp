#include "dialogs/fillcagesdialog.h"

#include "catalog/catalogtexts.h"
#include "core/enumtext.h"
#include "design/design.h"
#include "plan/cagefill.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace railyard {

FillCagesDialog::FillCagesDialog(const Design &design, const QList<int> &devices, QWidget *parent)
    : QDialog(parent), m_design(design), m_devices(devices)
{
    setWindowTitle(tr("Fill Empty Cages"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(
        tr("Plug one transceiver into every empty cage of the %n selected device(s) that takes it.", nullptr,
           int(devices.size())),
        this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_network = new QComboBox(this);
    for (Network n : {Network::Compute, Network::Storage, Network::Inband, Network::Oob})
        m_network->addItem(networkText(n), int(n));
    m_network->addItem(tr("Any network"), int(Network::None));
    // The network most empty cages are in: its own optics are proposed, not whatever fills the most cages.
    m_network->setCurrentIndex(std::max(0, m_network->findData(int(busiestEmptyNetwork(design, devices)))));
    form->addRow(tr("Cages of"), m_network);
    m_modules = new QComboBox(this);
    m_modules->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->addRow(tr("Transceiver"), m_modules);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    form->addRow(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Fill"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(m_network, &QComboBox::currentIndexChanged, this, &FillCagesDialog::fillModules);
    connect(m_modules, &QComboBox::currentIndexChanged, this, [this] {
        const int t = transceiver();
        m_summary->setText(
            t < 0 ? QString()
                  : tr("%1: %2").arg(m_design.catalog.transceivers.at(t).id,
                                     catalogText(m_design.catalog.transceivers.at(t).description)));
    });
    fillModules();
}

void FillCagesDialog::fillModules()
{
    m_modules->clear();
    for (const CageFillChoice &c : cageFillChoices(m_design, m_devices, network())) {
        const Transceiver &t = m_design.catalog.transceivers.at(c.transceiver);
        const QString text = tr("%1 (%2) — fills %n cage(s)", nullptr, c.cages).arg(t.id, t.formFactor);
        // Say why the first is first: cages like these hold it already.
        m_modules->addItem(
            c.inUse > 0 ? tr("%1; in %n cage(s) like these already", nullptr, c.inUse).arg(text) : text,
            c.transceiver);
    }
    const bool any = m_modules->count() > 0;
    if (!any) m_summary->setText(tr("The selected devices have no empty cage here."));
    m_modules->setEnabled(any);
    m_ok->setEnabled(any);
}

int FillCagesDialog::transceiver() const
{
    return m_modules->count() > 0 ? m_modules->currentData().toInt() : -1;
}

Network FillCagesDialog::network() const
{
    return Network(m_network->currentData().toInt());
}

} // namespace railyard
