#pragma once

#include "common/preferences.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace railyard {

// Edit ▸ Preferences (Railyard ▸ Settings on macOS): the language, autosave, the labels' and exports' paper
// and printer, the unit lengths are shown in and the floor grid. OK saves them; the caller applies them.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);
    Preferences preferences() const;

private:
    void showPreferences(const Preferences &p);
    void updateLanguageNote();

    QString m_startLanguage;
    QComboBox *m_language;
    QLabel *m_languageNote;
    QSpinBox *m_autosave;
    QComboBox *m_template;
    QComboBox *m_paper;
    QComboBox *m_dpi;
    QComboBox *m_unit;
    QDoubleSpinBox *m_grid;
};

} // namespace railyard
