#pragma once

#include "export/labeltemplate.h"
#include "export/labelwriter.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QButtonGroup;
class QCheckBox;
class QSpinBox;
class QComboBox;
class QLabel;
class QRadioButton;

namespace railyard {

// Asks which labels to make: the template (stock and layout), the cables (all, or those of the selection),
// the order they come out in, the extra lines (device names, part number and length), where on a partly used
// sheet to start and — exporting — the file format, with the resolution only for Zebra ZPL. Used by Print
// Labels and by Export ▸ Cable Labels.
class LabelOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `selected`: how many cables the selection names (0 disables that choice); `exporting`: ask for the
    // format; `revisions`: the document's revisions, for "the cables changed since" one (none: not offered).
    LabelOptionsDialog(const QString &title, int allCables, int selectedCables, bool exporting,
                       const QStringList &revisions = {}, QWidget *parent = nullptr);
    const LabelTemplate &labelTemplate() const;
    // Where the user's own templates (*.json) are read from.
    static QString userTemplateFolder();
    bool selectionOnly() const;
    // The revision whose changed cables are chosen (its index), or -1.
    int sinceRevision() const;
    QRadioButton *sinceChoice() const { return m_since; }
    QComboBox *revisionBox() const { return m_revisions; }
    int dpi() const;
    LabelFormat format() const; // exporting: PDF, ZPL or CSV
    // Order, extra lines, sheet start and dpi as chosen (the cables are the caller's).
    LabelOptions options() const;
    QComboBox *formatBox() const { return m_format; }
    QComboBox *dpiBox() const { return m_dpi; }

private:
    void updateDescription();
    void updateFormat();
    // The built-in templates, then the user's own from the templates folder.
    std::vector<LabelTemplate> m_templates;

    QComboBox *m_template;
    QLabel *m_description;
    QRadioButton *m_all;
    QRadioButton *m_selected;
    QRadioButton *m_since;
    QComboBox *m_revisions;
    QComboBox *m_dpi = nullptr;
    QLabel *m_dpiLabel = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_order;
    QCheckBox *m_devices;
    QCheckBox *m_cable;
    QSpinBox *m_start;
    QLabel *m_startLabel;
};

} // namespace railyard
