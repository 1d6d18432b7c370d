#include "labeloptionsdialog.h"

#include "export/labeltemplate.h"

#include <QComboBox>
#include <QDir>
#include <QStandardPaths>
#include <QUrl>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace railyard {

LabelOptionsDialog::LabelOptionsDialog(const QString &title, int allCables, int selectedCables, bool showDpi, QWidget *parent)
    : QDialog(parent), m_template(new QComboBox(this)), m_description(new QLabel(this)), m_all(new QRadioButton(this)),
      m_selected(new QRadioButton(this))
{
    setWindowTitle(title);
    m_templates = labelTemplates();
    QStringList problems;
    for (LabelTemplate &t : loadLabelTemplates(userTemplateFolder(), &problems))
        m_templates.push_back(std::move(t));
    for (const LabelTemplate &t : m_templates)
        m_template->addItem(t.name, t.name);
    // The last template used, as people print on the same stock every time.
    const int last = m_template->findData(QSettings().value(QStringLiteral("labels/template")).toString());
    m_template->setCurrentIndex(std::max(0, last));
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(360);
    connect(m_template, &QComboBox::currentIndexChanged, this, &LabelOptionsDialog::updateDescription);
    updateDescription();

    m_all->setText(tr("All cables (%n labels)", nullptr, 2 * allCables));
    m_selected->setText(selectedCables > 0 ? tr("The selected cables (%n)", nullptr, selectedCables)
                                           : tr("The selected cables (select cables, devices or racks first)"));
    m_selected->setEnabled(selectedCables > 0);
    (selectedCables > 0 ? m_selected : m_all)->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Template:"), m_template);
    form->addRow(QString(), m_description);
    auto *scope = new QVBoxLayout;
    scope->addWidget(m_all);
    scope->addWidget(m_selected);
    form->addRow(tr("Labels for:"), scope);
    if (showDpi) {
        m_dpi = new QComboBox(this);
        m_dpi->addItem(tr("203 dpi (8 dots/mm)"), 203);
        m_dpi->addItem(tr("300 dpi (12 dots/mm)"), 300);
        form->addRow(tr("Zebra printer:"), m_dpi);
    }
    auto *folder = new QLabel(tr("Your own templates: <a href=\"%1\">%2</a>")
                                  .arg(QUrl::fromLocalFile(userTemplateFolder()).toString(), QDir::toNativeSeparators(userTemplateFolder()).toHtmlEscaped()),
                              this);
    folder->setOpenExternalLinks(true);
    folder->setWordWrap(true);
    if (!problems.isEmpty())
        folder->setToolTip(problems.join(QLatin1Char('\n')));
    form->addRow(QString(), folder);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QSettings().setValue(QStringLiteral("labels/template"), m_template->currentData());
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
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("label-templates"));
}

bool LabelOptionsDialog::selectionOnly() const
{
    return m_selected->isChecked();
}

int LabelOptionsDialog::dpi() const
{
    return m_dpi ? m_dpi->currentData().toInt() : 203;
}

} // namespace railyard
