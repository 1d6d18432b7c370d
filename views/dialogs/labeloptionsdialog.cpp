#include "dialogs/labeloptionsdialog.h"

#include "common/preferences.h"
#include "export/labeltemplate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

namespace railyard {

LabelOptionsDialog::LabelOptionsDialog(const QString &title, int allCables, int selectedCables,
                                       bool exporting, const QStringList &revisions, QWidget *parent)
    : QDialog(parent), m_template(new QComboBox(this)), m_description(new QLabel(this)),
      m_all(new QRadioButton(this)), m_selected(new QRadioButton(this)), m_since(new QRadioButton(this)),
      m_revisions(new QComboBox(this)), m_order(new QComboBox(this)), m_devices(new QCheckBox(this)),
      m_cable(new QCheckBox(this)), m_start(new QSpinBox(this)),
      m_startLabel(new QLabel(tr("Start at label:"), this))
{
    setWindowTitle(title);
    m_templates = labelTemplates();
    QStringList problems;
    for (LabelTemplate &t : loadLabelTemplates(userTemplateFolder(), &problems))
        m_templates.push_back(std::move(t));
    for (const LabelTemplate &t : m_templates)
        m_template->addItem(t.name, t.name);
    // The last template used, as people print on the same stock every time.
    const int last = m_template->findData(Preferences::load().labelTemplate);
    m_template->setCurrentIndex(std::max(0, last));
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(360);
    connect(m_template, &QComboBox::currentIndexChanged, this, &LabelOptionsDialog::updateDescription);
    updateDescription();

    m_all->setText(tr("All cables (%n labels)", nullptr, 2 * allCables));
    m_selected->setText(selectedCables > 0
                            ? tr("The selected cables (%n)", nullptr, selectedCables)
                            : tr("The selected cables (select cables, devices or racks first)"));
    m_selected->setEnabled(selectedCables > 0);
    (selectedCables > 0 ? m_selected : m_all)->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Template:"), m_template);
    form->addRow(QString(), m_description);
    // After a revision, only the labels that changed are printed again (docs/revisions.md).
    m_since->setText(revisions.isEmpty() ? tr("The cables changed since a revision (save one first)")
                                         : tr("The cables changed since revision:"));
    m_since->setEnabled(!revisions.isEmpty());
    m_revisions->addItems(revisions);
    m_revisions->setCurrentIndex(int(revisions.size()) - 1);
    m_revisions->setEnabled(false);
    m_revisions->setVisible(!revisions.isEmpty());
    connect(m_since, &QRadioButton::toggled, m_revisions, &QWidget::setEnabled);
    auto *since = new QHBoxLayout;
    since->addWidget(m_since);
    since->addWidget(m_revisions, 1);
    auto *scope = new QVBoxLayout;
    scope->addWidget(m_all);
    scope->addWidget(m_selected);
    scope->addLayout(since);
    form->addRow(tr("Labels for:"), scope);
    // In the order the installer walks the hall, or by cable, or by the far end.
    m_order->addItem(tr("By rack, from the top of each rack down (installation order)"),
                     int(CableOrder::Installation));
    m_order->addItem(tr("By cable, as the design lists them"), int(CableOrder::Cable));
    m_order->addItem(tr("By the far end's rack"), int(CableOrder::FarEnd));
    form->addRow(tr("Order:"), m_order);
    m_devices->setText(tr("Device names at both ends (hostnames)"));
    m_cable->setText(tr("Cable part number and length"));
    QSettings settings;
    m_devices->setChecked(settings.value(QStringLiteral("labels/devices"), false).toBool());
    m_cable->setChecked(settings.value(QStringLiteral("labels/cable"), true).toBool());
    auto *extras = new QVBoxLayout;
    extras->addWidget(m_devices);
    extras->addWidget(m_cable);
    form->addRow(tr("Also print:"), extras);
    // A partly used sheet: the first labels already gone.
    m_start->setToolTip(
        tr("On a sheet some of whose labels are used: the first label to print on (across, then down)"));
    form->addRow(m_startLabel, m_start);
    connect(m_template, &QComboBox::currentIndexChanged, this, [this] {
        const LabelStock &stock = labelTemplate().stock;
        m_start->setRange(1, stock.labelsPerPage());
        m_start->setVisible(!stock.roll);
        m_startLabel->setVisible(!stock.roll);
    });
    m_start->setRange(1, labelTemplate().stock.labelsPerPage());
    m_start->setVisible(!labelTemplate().stock.roll);
    m_startLabel->setVisible(!labelTemplate().stock.roll);
    if (exporting) {
        m_format = new QComboBox(this);
        m_format->addItem(tr("PDF label sheets or roll labels"), int(LabelFormat::Pdf));
        m_format->addItem(tr("Zebra ZPL, for a thermal printer"), int(LabelFormat::Zpl));
        m_format->addItem(tr("CSV, the text of each label"), int(LabelFormat::Csv));
        form->addRow(tr("Format:"), m_format);
        m_dpi = new QComboBox(this);
        m_dpi->addItem(tr("203 dpi (8 dots/mm)"), 203);
        m_dpi->addItem(tr("300 dpi (12 dots/mm)"), 300);
        m_dpi->setCurrentIndex(std::max(0, m_dpi->findData(Preferences::load().zplDpi)));
        m_dpiLabel = new QLabel(tr("Zebra printer:"), this);
        form->addRow(m_dpiLabel, m_dpi);
        connect(m_format, &QComboBox::currentIndexChanged, this, &LabelOptionsDialog::updateFormat);
        updateFormat();
    }
    auto *folder = new QLabel(tr("Your own templates: <a href=\"%1\">%2</a>")
                                  .arg(QUrl::fromLocalFile(userTemplateFolder()).toString(),
                                       QDir::toNativeSeparators(userTemplateFolder()).toHtmlEscaped()),
                              this);
    folder->setOpenExternalLinks(true);
    folder->setWordWrap(true);
    if (!problems.isEmpty()) folder->setToolTip(problems.join(QLatin1Char('\n')));
    form->addRow(QString(), folder);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QSettings settings;
        Preferences preferences = Preferences::load();
        preferences.labelTemplate = m_template->currentData().toString();
        if (m_dpi) preferences.zplDpi = m_dpi->currentData().toInt();
        preferences.save();
        settings.setValue(QStringLiteral("labels/devices"), m_devices->isChecked());
        settings.setValue(QStringLiteral("labels/cable"), m_cable->isChecked());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void LabelOptionsDialog::updateDescription()
{
    const LabelTemplate &t = labelTemplate();
    QString text = t.description;
    if (t.unconfirmed)
        text += tr(" — stock size not confirmed against a vendor datasheet; print a test page first.");
    m_description->setText(text);
}

const LabelTemplate &LabelOptionsDialog::labelTemplate() const
{
    return m_templates[size_t(std::max(0, m_template->currentIndex()))];
}

QString LabelOptionsDialog::userTemplateFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("label-templates"));
}

bool LabelOptionsDialog::selectionOnly() const
{
    return m_selected->isChecked();
}

int LabelOptionsDialog::sinceRevision() const
{
    return m_since->isChecked() ? m_revisions->currentIndex() : -1;
}

int LabelOptionsDialog::dpi() const
{
    return m_dpi ? m_dpi->currentData().toInt() : 203;
}

void LabelOptionsDialog::updateFormat()
{
    // The resolution is a Zebra printer's: asked only when writing ZPL.
    const bool zpl = format() == LabelFormat::Zpl;
    m_dpi->setVisible(zpl);
    m_dpiLabel->setVisible(zpl);
}

LabelFormat LabelOptionsDialog::format() const
{
    return m_format ? LabelFormat(m_format->currentData().toInt()) : LabelFormat::Pdf;
}

LabelOptions LabelOptionsDialog::options() const
{
    LabelOptions o;
    o.dpi = dpi();
    o.order = CableOrder(m_order->currentData().toInt());
    o.extras = {m_devices->isChecked(), m_cable->isChecked()};
    o.skip = labelTemplate().stock.roll ? 0 : m_start->value() - 1;
    return o;
}

} // namespace railyard
