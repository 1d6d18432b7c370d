#include "panels/issuetablemodel.h"

#include "design/design.h"

#include <QApplication>
#include <QStyle>

namespace railyard {

IssueTableModel::IssueTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void IssueTableModel::setIssues(const Design *design, QList<Issue> issues)
{
    beginResetModel();
    m_design = design;
    m_issues = std::move(issues);
    endResetModel();
}

int IssueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int IssueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString IssueTableModel::objectsText(const Issue &issue, bool all) const
{
    // A rack first: an issue about a rack (rack-power) lists every device in it after it. Trays before all:
    // what a tray-fill or bend-radius issue is about.
    QStringList names = issue.segments;
    for (int r : issue.racks)
        names << m_design->racks().at(r).id;
    for (int c : issue.cables)
        names << m_design->cables().at(c).id;
    for (int d : issue.devices)
        names << m_design->devices().at(d).id;
    if (all || names.size() <= 2) return names.join(QStringLiteral(", "));
    return tr("%1, %2 and %3 more").arg(names[0], names[1]).arg(names.size() - 2);
}

QVariant IssueTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_design) return {};
    const Issue &issue = m_issues[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return issue.severity == Severity::Error
                       ? tr("Error")
                       : (issue.severity == Severity::Warning ? tr("Warning") : tr("Info"));
        case RuleColumn:
            return QString(ruleId(issue.rule));
        case ObjectsColumn:
            return objectsText(issue, false);
        case MessageColumn:
            return issue.message;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn) {
            const QStyle::StandardPixmap icon =
                issue.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                : issue.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                      : QStyle::SP_MessageBoxInformation;
            return QApplication::style()->standardIcon(icon);
        }
        break;
    case Qt::ToolTipRole:
        return QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
            .arg(QString(ruleId(issue.rule)), issue.message.toHtmlEscaped(),
                 objectsText(issue, true).toHtmlEscaped());
    case IssueIndexRole:
        return index.row();
    case SeverityRole:
        return int(issue.severity);
    case RuleRole:
        return int(issue.rule);
    }
    return {};
}

QVariant IssueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case RuleColumn:
        return tr("Rule");
    case ObjectsColumn:
        return tr("Objects");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

} // namespace railyard
