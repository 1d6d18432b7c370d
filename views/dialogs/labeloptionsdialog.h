#pragma once

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QLabel;
class QRadioButton;

namespace railyard {

struct LabelTemplate;

// Asks which labels to make: the template (stock and layout), the cables (all, or those of the selection) and,
// for Zebra printers, the resolution. Used by Print Labels and by Export ▸ Cable Labels.
class LabelOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `selected`: how many cables the selection names (0 disables that choice); `showDpi`: ask for ZPL's dpi.
    LabelOptionsDialog(const QString &title, int allCables, int selectedCables, bool showDpi, QWidget *parent = nullptr);
    const LabelTemplate &labelTemplate() const;
    bool selectionOnly() const;
    int dpi() const;

private:
    void updateDescription();

    QComboBox *m_template;
    QLabel *m_description;
    QRadioButton *m_all;
    QRadioButton *m_selected;
    QComboBox *m_dpi = nullptr;
};

} // namespace railyard
