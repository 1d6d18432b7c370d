#include "panels/validationpanel.h"

#include "commands/quickfix.h"
#include "document/document.h"

#include "controllers/validationcontroller.h"
#include "panels/issuetablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>

#include <optional>
#include <QToolButton>
#include <QUndoCommand>
#include <QVBoxLayout>

namespace railyard {

// Shows the issues of the checked severities and the chosen rule.
class IssueFilterModel : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool severities[3] = {true, true, true};
    int rule = -1;
    void changed() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        const int severity = index.data(IssueTableModel::SeverityRole).toInt();
        return severities[severity] && (rule < 0 || index.data(IssueTableModel::RuleRole).toInt() == rule);
    }
};

ValidationPanel::ValidationPanel(QWidget *parent)
    : QWidget(parent), m_model(new IssueTableModel(this)), m_filter(new IssueFilterModel(this))
{
    m_filter->setSourceModel(m_model);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    const QStyle::StandardPixmap icons[3] = {QStyle::SP_MessageBoxCritical, QStyle::SP_MessageBoxWarning,
                                             QStyle::SP_MessageBoxInformation};
    for (int i = 0; i < 3; ++i) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(true);
        button->setIcon(style()->standardIcon(icons[i]));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        connect(button, &QToolButton::toggled, this, &ValidationPanel::updateFilter);
        bar->addWidget(button);
        m_severityButtons[i] = button;
    }
    m_rules = new QComboBox(this);
    m_rules->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &ValidationPanel::updateFilter);
    // A fix for the issue at hand, where one is clear (set a length, swap a cable type, move to a free slot).
    m_fix = new QToolButton(this);
    m_fix->setObjectName(QStringLiteral("fixIssue"));
    m_fix->setText(tr("Fix"));
    m_fix->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fix->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
    m_fix->setEnabled(false);
    connect(m_fix, &QToolButton::clicked, this, &ValidationPanel::fixCurrent);
    bar->addSpacing(12);
    bar->addWidget(m_fix);
    bar->addStretch();
    bar->addWidget(new QLabel(tr("Rule:"), this));
    bar->addWidget(m_rules);

    m_table = new QTableView(this);
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(IssueTableModel::SeverityColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(IssueTableModel::RuleColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(IssueTableModel::ObjectsColumn,
                                                      QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(IssueTableModel::ObjectsColumn, 220);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int row = m_filter->mapToSource(index).row();
        Q_EMIT issueActivated(m_model->issue(row));
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ValidationPanel::updateFix);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_table->indexAt(pos);
        if (!index.isValid()) return;
        m_table->setCurrentIndex(index);
        const Issue issue = m_model->issue(m_filter->mapToSource(index).row());
        QMenu menu(this);
        menu.addAction(tr("&Show"), this, [this, issue] { Q_EMIT issueActivated(issue); });
        if (m_document)
            if (const std::optional<QuickFix> fix = quickFixFor(*m_document, issue))
                menu.addAction(tr("&Fix: %1").arg(fix->text), this, &ValidationPanel::fixCurrent);
        menu.exec(m_table->viewport()->mapToGlobal(pos));
    });

    m_empty = new QLabel(this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_stack);
    refresh();
}

std::optional<Issue> ValidationPanel::currentIssue() const
{
    const QModelIndex at = m_filter->mapToSource(m_table->currentIndex());
    if (!at.isValid()) return std::nullopt;
    return m_model->issue(at.row());
}

void ValidationPanel::updateFix()
{
    const std::optional<Issue> issue = currentIssue();
    const std::optional<QuickFix> fix = issue && m_document ? quickFixFor(*m_document, *issue) : std::nullopt;
    m_fix->setEnabled(fix.has_value());
    m_fix->setToolTip(fix ? fix->text : tr("Select an issue that has a clear fix"));
}

bool ValidationPanel::fixCurrent()
{
    const std::optional<Issue> issue = currentIssue();
    if (!issue || !m_document) return false;
    const std::optional<QuickFix> fix = quickFixFor(*m_document, *issue);
    if (!fix) return false;
    QUndoCommand *command = fix->command(m_document);
    command->setText(fix->text);
    m_document->push(command);
    return true;
}

void ValidationPanel::setController(ValidationController *controller, const Design *design)
{
    if (m_controller) disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    m_design = design;
    if (m_controller)
        connect(m_controller, &ValidationController::issuesChanged, this, &ValidationPanel::refresh);
    refresh();
}

void ValidationPanel::refresh()
{
    // The list is replaced after every edit: keep the issue the user was on, and where the list was scrolled
    // to.
    std::optional<Issue> current;
    if (const QModelIndex at = m_filter->mapToSource(m_table->currentIndex()); at.isValid())
        current = m_model->issue(at.row());
    const int scrolled = m_table->verticalScrollBar()->value();
    const QList<Issue> issues = m_controller && m_design ? m_controller->issues() : QList<Issue>();
    m_model->setIssues(m_design, issues);
    int counts[3] = {0, 0, 0};
    int perRule[ruleCount] = {};
    for (const Issue &i : issues) {
        ++counts[int(i.severity)];
        ++perRule[int(i.rule)];
    }
    m_severityButtons[0]->setText(tr("%Ln error(s)", nullptr, counts[0]));
    m_severityButtons[1]->setText(tr("%Ln warning(s)", nullptr, counts[1]));
    m_severityButtons[2]->setText(tr("%Ln info(s)", nullptr, counts[2]));

    // Rules that fired, with their counts; keep the chosen rule if it still fires.
    const int chosen = m_rules->currentData().isValid() ? m_rules->currentData().toInt() : -1;
    const QSignalBlocker block(m_rules);
    m_rules->clear();
    m_rules->addItem(tr("All rules"), -1);
    for (int r = 0; r < ruleCount; ++r)
        if (perRule[r] > 0)
            m_rules->addItem(QStringLiteral("%1 (%2)").arg(ruleId(Rule(r))).arg(perRule[r]), r);
    const int at = m_rules->findData(chosen);
    m_rules->setCurrentIndex(at >= 0 ? at : 0);
    updateFilter();
    if (current)
        if (const qsizetype row = issues.indexOf(*current); row >= 0) {
            const QModelIndex index = m_filter->mapFromSource(m_model->index(int(row), 0));
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
        }
    m_table->verticalScrollBar()->setValue(scrolled);
    updateFix();
}

void ValidationPanel::updateFilter()
{
    for (int i = 0; i < 3; ++i)
        m_filter->severities[i] = m_severityButtons[i]->isChecked();
    m_filter->rule = m_rules->currentData().isValid() ? m_rules->currentData().toInt() : -1;
    m_filter->changed();
    if (m_model->rowCount() == 0) {
        m_empty->setText(!m_design ? tr("No design is open.")
                         : m_controller && m_controller->isValidating()
                             ? tr("Checking the design…")
                             : tr("No issues: the design passes every check."));
        m_stack->setCurrentWidget(m_empty);
    } else if (m_filter->rowCount() == 0) {
        m_empty->setText(tr("No issue matches the filter."));
        m_stack->setCurrentWidget(m_empty);
    } else {
        m_stack->setCurrentWidget(m_table);
    }
}

int ValidationPanel::visibleIssueCount() const
{
    return m_filter->rowCount();
}

} // namespace railyard
