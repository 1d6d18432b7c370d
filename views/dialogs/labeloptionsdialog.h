#pragma once

#include "export/labeltemplate.h"

#include <QDialog>

#include <vector>

class QButtonGroup;
class QComboBox;
class QLabel;
class QRadioButton;

namespace railyard {

// Asks which labels to make: the template (stock and layout), the cables (all, or those of the selection) and,
// for Zebra printers, the resolution. Used by Print Labels and by Export ▸ Cable Labels.
class LabelOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `selected`: how many cables the selection names (0 disables that choice); `showDpi`: ask for ZPL's dpi.
    LabelOptionsDialog(const QString &title, int allCables, int selectedCables, bool showDpi, QWidget *parent = nullptr);
    const LabelTemplate &labelTemplate() const;
    // Where the user's own templates (*.json) are read from.
    static QString userTemplateFolder();
    bool selectionOnly() const;
    int dpi() const;

private:
    void updateDescription();
    // The built-in templates, then the user's own from the templates folder.
    std::vector<LabelTemplate> m_templates;

    QComboBox *m_template;
    QLabel *m_description;
    QRadioButton *m_all;
    QRadioButton *m_selected;
    QComboBox *m_dpi = nullptr;
};

} // namespace railyard
