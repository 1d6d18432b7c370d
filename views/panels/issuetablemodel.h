#pragma once

#include "validation/issue.h"

#include <QAbstractTableModel>

namespace railyard {

class Design;

// The issues of a validation as rows: severity, rule, the objects they name, message.
class IssueTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        SeverityColumn,
        RuleColumn,
        ObjectsColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role
    {
        IssueIndexRole = Qt::UserRole + 1,
        SeverityRole,
        RuleRole
    };

    explicit IssueTableModel(QObject *parent = nullptr);
    void setIssues(const Design *design, QList<Issue> issues);
    const Issue &issue(int row) const { return m_issues[row]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString objectsText(const Issue &issue, bool all) const;

    const Design *m_design = nullptr;
    QList<Issue> m_issues;
};

} // namespace railyard
