#pragma once

#include "validation/issue.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace railyard {

class Design;
class Document;
class IssueFilterModel;
class IssueTableModel;
class ValidationController;

// The validation dock: the issues of the open design, filterable by severity and rule, with counts.
// Activating an issue (double-click or Enter) asks the window to select and show its objects.
class ValidationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ValidationPanel(QWidget *parent = nullptr);
    void setController(ValidationController *controller, const Design *design);
    void setDesign(const Design *design) { m_design = design; }
    // Fixes are offered for the open document's issues (and pushed onto its undo stack).
    void setDocument(Document *document)
    {
        m_document = document;
        updateFix();
    }
    QTableView *table() const { return m_table; }
    int visibleIssueCount() const;
    QToolButton *fixButton() const { return m_fix; }
    // The issue the list's current row shows, if any.
    std::optional<Issue> currentIssue() const;
    // Applies the fix of the current issue, if it has one; returns whether it did.
    bool fixCurrent();

Q_SIGNALS:
    void issueActivated(const railyard::Issue &issue);

private:
    void refresh();
    void updateFilter();
    void updateFix();

    ValidationController *m_controller = nullptr;
    const Design *m_design = nullptr;
    IssueTableModel *m_model;
    IssueFilterModel *m_filter;
    QToolButton *m_severityButtons[3];
    QComboBox *m_rules;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QLabel *m_empty;
    QToolButton *m_fix;
    Document *m_document = nullptr;
};

} // namespace railyard
