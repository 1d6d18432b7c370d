#pragma once

#include "validation/issue.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace railyard {

class Design;
class IssueFilterModel;
class IssueTableModel;
class ValidationController;

// The validation dock: the issues of the open design, filterable by severity and rule, with counts. Activating
// an issue (double-click or Enter) asks the window to select and show its objects.
class ValidationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget *parent = nullptr);
    void setController(ValidationController *controller, const Design *design);
    void setDesign(const Design *design) { m_design = design; }
    QTableView *table() const { return m_table; }
    int visibleIssueCount() const;

Q_SIGNALS:
    void issueActivated(const railyard::Issue &issue);

private:
    void refresh();
    void updateFilter();

    ValidationController *m_controller = nullptr;
    const Design *m_design = nullptr;
    IssueTableModel *m_model;
    IssueFilterModel *m_filter;
    QToolButton *m_severityButtons[3];
    QComboBox *m_rules;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QLabel *m_empty;
};

} // namespace railyard
