#include "dialogs/preferencesdialog.h"

#include "core/language.h"
#include "dialogs/labeloptionsdialog.h"
#include "export/labeltemplate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace railyard {

PreferencesDialog::PreferencesDialog(const Preferences &preferences, QWidget *parent)
    : QDialog(parent), m_startLanguage(preferences.effectiveLanguage()), m_language(new QComboBox(this)),
      m_languageNote(new QLabel(this)), m_autosave(new QSpinBox(this)), m_template(new QComboBox(this)),
      m_paper(new QComboBox(this)), m_dpi(new QComboBox(this)), m_unit(new QComboBox(this)),
      m_grid(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("language"));
    m_autosave->setObjectName(QStringLiteral("autosave"));
    m_template->setObjectName(QStringLiteral("labelTemplate"));
    m_paper->setObjectName(QStringLiteral("paper"));
    m_dpi->setObjectName(QStringLiteral("zplDpi"));
    m_unit->setObjectName(QStringLiteral("lengthUnit"));
    m_grid->setObjectName(QStringLiteral("floorGrid"));

    // Each language in its own name, so that someone who cannot read the current one finds theirs.
    const QString system = systemLanguage();
    m_language->addItem(tr("As the system (%1)").arg(QLocale(system).nativeLanguageName()), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &language : translatedLanguages()) {
        const QLocale locale(language);
        QString name = locale.nativeLanguageName();
        if (locale.language() == QLocale::Chinese) name = QStringLiteral("简体中文");
        m_language->addItem(name, language);
    }
    m_languageNote->setWordWrap(true);
    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateLanguageNote);

    m_autosave->setRange(1, 60);
    m_autosave->setSuffix(tr(" min"));
    m_autosave->setToolTip(
        tr("How often unsaved changes are written aside, to be offered back after a crash"));

    for (const LabelTemplate &t : labelTemplates())
        m_template->addItem(t.description, t.name);
    for (const LabelTemplate &t : loadLabelTemplates(LabelOptionsDialog::userTemplateFolder(), nullptr))
        m_template->addItem(t.description.isEmpty() ? t.name : t.description, t.name);
    m_template->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_paper->addItem(tr("A4 (drawings on A3)"), int(Paper::A4));
    m_paper->addItem(tr("US Letter (drawings on Tabloid, 11 × 17 in)"), int(Paper::Letter));
    m_dpi->addItem(tr("203 dpi (8 dots/mm)"), 203);
    m_dpi->addItem(tr("300 dpi (12 dots/mm)"), 300);
    m_unit->addItem(tr("Metres (m)"), int(LengthUnit::Metres));
    m_unit->addItem(tr("Feet (ft)"), int(LengthUnit::Feet));
    m_grid->setRange(0.05, 5);
    m_grid->setDecimals(2);
    m_grid->setSingleStep(0.05);
    m_grid->setSuffix(QStringLiteral(" m"));
    m_grid->setToolTip(tr("Racks dragged on the floor plan land on this grid (raised-floor tiles are 0.6 m, "
                          "or 2 ft = 0.61 m)"));

    auto *form = new QFormLayout;
    form->addRow(tr("Language:"), m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(tr("Autosave every:"), m_autosave);
    form->addRow(tr("Label template:"), m_template);
    form->addRow(tr("Paper:"), m_paper);
    form->addRow(tr("Zebra printer:"), m_dpi);
    auto *unitNote = new QLabel(tr("Designs are always stored in metres; cables are ordered by their metric "
                                   "lengths."),
                                this);
    unitNote->setWordWrap(true);
    form->addRow(tr("Show lengths in:"), m_unit);
    form->addRow(QString(), unitNote);
    form->addRow(tr("Floor grid:"), m_grid);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { showPreferences(Preferences::defaults()); });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    showPreferences(preferences);
}

void PreferencesDialog::showPreferences(const Preferences &p)
{
    const auto select = [](QComboBox *box, const QVariant &value) {
        box->setCurrentIndex(std::max(0, box->findData(value)));
    };
    select(m_language, p.language);
    m_autosave->setValue(p.autosaveMinutes);
    select(m_template, p.labelTemplate);
    select(m_paper, int(p.paper));
    select(m_dpi, p.zplDpi);
    select(m_unit, int(p.lengthUnit));
    m_grid->setValue(p.floorGridM);
    updateLanguageNote();
}

void PreferencesDialog::updateLanguageNote()
{
    Preferences chosen;
    chosen.language = m_language->currentData().toString();
    const bool changed = chosen.effectiveLanguage() != m_startLanguage;
    m_languageNote->setText(changed ? tr("The new language is used when Railyard next starts.") : QString());
    m_languageNote->setVisible(changed);
    // The note takes a line (and the wrapped notes below may take two): the dialog grows for it, rather than
    // its rows running into each other.
    if (QLayout *l = layout()) {
        l->activate();
        const int needed =
            l->hasHeightForWidth() ? l->totalHeightForWidth(width()) : l->totalSizeHint().height();
        if (height() < needed) resize(width(), needed);
    }
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.language = m_language->currentData().toString();
    p.autosaveMinutes = m_autosave->value();
    p.labelTemplate = m_template->currentData().toString();
    p.paper = Paper(m_paper->currentData().toInt());
    p.zplDpi = m_dpi->currentData().toInt();
    p.lengthUnit = LengthUnit(m_unit->currentData().toInt());
    p.floorGridM = m_grid->value();
    return p;
}

} // namespace railyard
