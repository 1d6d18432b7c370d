#include "panels/commissioningpanel.h"

#include "commands/valuecommands.h"
#include "commission/cablefinder.h"
#include "commission/commissionoutput.h"
#include "commission/installstatus.h"
#include "commission/testjudge.h"
#include "core/enumtext.h"
#include "document/document.h"
#include "panels/statusbardelegate.h"
#include "render/palette.h"

#include <cmath>
#include <QApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QSet>
#include <QSettings>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {

constexpr int rackRole = Qt::UserRole + 2; // a rack item's slot
constexpr int maxLogLines = 200;
const char *const statusKey = "commissioning/scanStatus";

enum Column
{
    NameColumn,
    BarColumn,
    DoneColumn,
    CablesColumn
};

QTreeWidgetItem *progressItem(const QString &name, const StatusCounts &counts)
{
    auto *item = new QTreeWidgetItem;
    item->setText(NameColumn, name);
    item->setData(BarColumn, StatusBarDelegate::countsRole, StatusBarDelegate::countsData(counts));
    item->setText(DoneColumn, percentText(counts.doneFraction(), QChar(0x00a0)));
    item->setText(CablesColumn, QLocale().toString(counts.total()));
    item->setTextAlignment(DoneColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(CablesColumn, Qt::AlignRight | Qt::AlignVCenter);
    const QString tip = StatusBarDelegate::describe(counts);
    for (int c = 0; c <= CablesColumn; ++c)
        item->setToolTip(c, tip);
    if (counts[CableStatus::Failed] > 0) item->setForeground(NameColumn, Palette::error());
    return item;
}

} // namespace

CommissioningPanel::CommissioningPanel(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_status(new QComboBox(this)),
      m_scan(new QLineEdit(this)), m_log(new QListWidget(this)), m_tree(new QTreeWidget(this)),
      m_tests(new QLabel(this)), m_findings(new QListWidget(this)), m_counters(new QLabel(this)),
      m_counterLinks(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (int s = int(CableStatus::Pulled); s <= int(CableStatus::Failed); ++s)
        m_status->addItem(cableStatusText(CableStatus(s)), s);
    m_status->addItem(cableStatusText(CableStatus::Planned), int(CableStatus::Planned));
    m_status->setToolTip(tr("The status each scanned cable gets"));
    const int remembered = QSettings().value(QLatin1String(statusKey), int(CableStatus::Pulled)).toInt();
    m_status->setCurrentIndex(std::max(0, m_status->findData(remembered)));
    connect(m_status, &QComboBox::activated, this, [this] {
        QSettings().setValue(QLatin1String(statusKey), m_status->currentData().toInt());
        m_scan->setFocus();
    });
    form->addRow(tr("Mark &scanned cables as:"), m_status);
    m_scan->setObjectName(QStringLiteral("scanField"));
    m_scan->setPlaceholderText(tr("Scan a label, or type a cable id and Enter"));
    m_scan->setToolTip(
        tr("A handheld scanner types the label's QR code (the cable id) and Enter; a cable id or "
           "label typed by hand works too"));
    m_scan->setClearButtonEnabled(true);
    // Ctrl+Z after a scan takes the scan back (Edit ▸ Undo), not the field's text.
    m_scan->installEventFilter(this);
    connect(m_scan, &QLineEdit::returnPressed, this, [this] {
        const QString entry = m_scan->text();
        m_scan->clear();
        if (!entry.trimmed().isEmpty()) scan(entry);
    });
    form->addRow(m_scan); // the whole width: what is typed stays readable in a narrow dock
    layout->addLayout(form);
    m_log->setObjectName(QStringLiteral("scanLog"));
    m_log->setMaximumHeight(170);
    m_log->hide(); // until the first scan
    m_log->setWordWrap(true);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_log->setToolTip(tr("The last scans, newest first; Edit ▸ Undo takes one back"));
    layout->addWidget(m_log);

    m_tree->setObjectName(QStringLiteral("installProgress"));
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Row / rack"), tr("Progress"), tr("Done"), tr("Cables")});
    m_tree->setItemDelegateForColumn(BarColumn, new StatusBarDelegate(m_tree));
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(BarColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(DoneColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(CablesColumn, QHeaderView::ResizeToContents);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QVariant rack = item->data(NameColumn, rackRole);
        if (rack.isValid()) Q_EMIT rackActivated(rack.toInt());
    });
    layout->addWidget(m_tree, 1);
    m_tests->setObjectName(QStringLiteral("testSummary"));
    m_tests->setWordWrap(true);
    layout->addWidget(m_tests);
    m_findings->setObjectName(QStringLiteral("testFindings"));
    m_findings->setWordWrap(true);
    m_findings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_findings->setMaximumHeight(220);
    m_findings->setToolTip(tr("Double-click a cable to show it"));
    connect(m_findings, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT cableActivated(item->data(Qt::UserRole).toInt()); });
    layout->addWidget(m_findings);
    m_counters->setObjectName(QStringLiteral("counterSummary"));
    m_counters->setWordWrap(true);
    layout->addWidget(m_counters);
    m_counterLinks->setObjectName(QStringLiteral("counterLinks"));
    m_counterLinks->setWordWrap(true);
    m_counterLinks->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_counterLinks->setMaximumHeight(120);
    m_counterLinks->setToolTip(tr("Double-click a link to show its cable"));
    connect(m_counterLinks, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (!m_document) return;
        const int cable = m_document->design().cables().find(item->data(Qt::UserRole).toString());
        if (cable >= 0) Q_EMIT cableActivated(cable);
    });
    layout->addWidget(m_counterLinks);
    setDocument(nullptr);
}

CommissioningPanel::~CommissioningPanel() = default;

void CommissioningPanel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_finder.reset();
    m_log->clear();
    m_log->hide();
    // A reading of the counters is of the design it was read against.
    m_counters->hide();
    m_counterLinks->clear();
    m_counterLinks->hide();
    if (m_document) connect(m_document, &Document::changed, this, &CommissioningPanel::onChanged);
    m_scan->setEnabled(m_document);
    m_status->setEnabled(m_document);
    m_dirty = true;
    m_testsDirty = true;
    scheduleRefresh();
}

CableStatus CommissioningPanel::scanStatus() const
{
    return CableStatus(m_status->currentData().toInt());
}

void CommissioningPanel::setScanStatus(CableStatus status)
{
    m_status->setCurrentIndex(std::max(0, m_status->findData(int(status))));
}

bool CommissioningPanel::scan(const QString &entry)
{
    if (!m_document) return false;
    if (!m_finder) m_finder = std::make_unique<CableFinder>(m_document->design());
    const CableFinder::Match match = m_finder->find(entry);
    const QString shown = entry.trimmed();
    if (match.outcome != CableFinder::Match::Found) {
        log(match.outcome == CableFinder::Match::Ambiguous
                ? tr("“%1”: several cables carry this label; scan the QR code (the cable id)").arg(shown)
                : tr("“%1”: no cable has this id or label").arg(shown),
            true);
        QApplication::beep();
        return false;
    }
    const CableStatus status = scanStatus();
    const Cable &cable = m_document->design().cables().at(match.cable);
    const CableStatus before = cable.status;
    const QString name = cable.label.isEmpty() || cable.label == cable.id
                             ? cable.id
                             : QStringLiteral("%1 (%2)").arg(cable.label, cable.id);
    if (before == status) {
        log(tr("%1: already %2").arg(name, cableStatusText(status)), false);
    } else {
        m_document->push(setCableStatus(m_document, {match.cable}, status));
        log(tr("%1: %2 → %3").arg(name, cableStatusText(before), cableStatusText(status)), false);
    }
    Q_EMIT cableScanned(match.cable);
    return true;
}

QString CommissioningPanel::summaryText() const
{
    return m_summary->text();
}

bool CommissioningPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scan && event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        // Left unaccepted, the key goes to the window's Undo and Redo.
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CommissioningPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty) scheduleRefresh();
}

void CommissioningPanel::onChanged(const Change &change)
{
    // A scan looks labels and ids up again once they changed.
    const bool names = change.kind == ChangeKind::Reset || change.kind == ChangeKind::CablesAdded ||
                       change.kind == ChangeKind::CablesRemoved ||
                       (change.kind == ChangeKind::CablesChanged &&
                        change.touches(ChangeProperty::Id | ChangeProperty::Label));
    if (names) m_finder.reset();
    // Where a cable is in the build changes no judgement; its tests, ends, type or length, the settings and
    // the parts do.
    if (change.kind == ChangeKind::Reset || change.kind == ChangeKind::CablesAdded ||
        change.kind == ChangeKind::CablesRemoved || change.kind == ChangeKind::CatalogChanged ||
        change.kind == ChangeKind::DesignChanged || change.kind == ChangeKind::DevicesChanged ||
        (change.kind == ChangeKind::CablesChanged &&
         change.touches(ChangeProperty::Tests | ChangeProperty::Ends | ChangeProperty::Type |
                        ChangeProperty::Length)))
        m_testsDirty = true;
    switch (change.kind) {
    case ChangeKind::CablesAdded:
    case ChangeKind::CablesRemoved:
    case ChangeKind::CablesChanged:
    case ChangeKind::RacksAdded:
    case ChangeKind::RacksRemoved:
    case ChangeKind::RacksChanged:
    case ChangeKind::DevicesAdded:
    case ChangeKind::DevicesRemoved:
    case ChangeKind::DevicesChanged:
    case ChangeKind::Reset:
    case ChangeKind::CatalogChanged:
    case ChangeKind::DesignChanged:
        m_dirty = true;
        scheduleRefresh();
        break;
    default:
        break;
    }
}

void CommissioningPanel::scheduleRefresh()
{
    // Once after the edits of an event-loop pass, and only while shown.
    if (m_scheduled || !isVisible()) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        refresh();
    });
}

void CommissioningPanel::refresh()
{
    m_dirty = false;
    // Rows keep their expansion across refreshes.
    // Asked by row (an item's isExpanded() searches its parent's list for its row: quadratic in the rows).
    QSet<QString> expanded;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->isExpanded(m_tree->model()->index(i, 0)))
            expanded.insert(m_tree->topLevelItem(i)->text(NameColumn));
    const bool first = m_tree->topLevelItemCount() == 0;
    m_tree->clear();
    if (m_testsDirty) refreshTests();
    if (!m_document) {
        m_summary->setText(tr("No design"));
        return;
    }
    const Design &design = m_document->design();
    const InstallProgress progress = installProgress(design);
    const StatusCounts &all = progress.cables;
    if (all.total() == 0) {
        m_summary->setText(
            tr("No cables yet: connect ports, or generate a fabric (Design ▸ Generate Fabric)."));
        return;
    }
    const int done = all[CableStatus::Tested] + all[CableStatus::InService];
    QString summary = tr("<b>%1</b> of %2 cables tested or in service (%3)")
                          .arg(QLocale().toString(done), QLocale().toString(all.total()),
                               percentText(all.doneFraction(), QChar(0x00a0)));
    if (all[CableStatus::Failed] > 0)
        summary += QStringLiteral(" · <span style='color:%1'>%2</span>")
                       .arg(Palette::error().name(), tr("%n failed", nullptr, all[CableStatus::Failed]));
    // Every status with its count, the way the bars show them.
    summary += QStringLiteral("<br><small>%1</small>").arg(StatusBarDelegate::describe(all).toHtmlEscaped());
    m_summary->setText(summary);

    QList<QTreeWidgetItem *> top;
    QTreeWidgetItem *whole = progressItem(tr("All cables"), all);
    QFont bold = whole->font(NameColumn);
    bold.setBold(true);
    whole->setFont(NameColumn, bold);
    top << whole;
    QHash<QString, QTreeWidgetItem *> rowItems;
    for (const InstallProgress::Group &row : progress.rows) {
        QTreeWidgetItem *item = progressItem(tr("Row %1").arg(row.name), row.counts);
        rowItems.insert(row.name, item);
        top << item;
    }
    QList<QTreeWidgetItem *> unrowed;
    int index = 0;
    for (int r : design.racks().live()) {
        const InstallProgress::Group &group = progress.racks.at(index++);
        QTreeWidgetItem *item = progressItem(group.name, group.counts);
        item->setData(NameColumn, rackRole, r);
        if (QTreeWidgetItem *row = rowItems.value(design.racks().at(r).row))
            row->addChild(item);
        else
            unrowed << item;
    }
    m_tree->addTopLevelItems(top + unrowed);
    for (QTreeWidgetItem *item : std::as_const(top))
        item->setExpanded(expanded.contains(item->text(NameColumn)) || (first && top.size() <= 4));
}

QString CommissioningPanel::testsText() const
{
    return m_tests->text();
}

void CommissioningPanel::refreshTests()
{
    m_testsDirty = false;
    m_findings->clear();
    bool any = false;
    if (m_document)
        for (int c : m_document->design().cables().live())
            if (!m_document->design().cables().at(c).tests().isEmpty()) {
                any = true;
                break;
            }
    m_tests->setVisible(any);
    m_findings->setVisible(any);
    if (!any) return;
    const Design &design = m_document->design();
    const Commissioning judged = judgeTests(design);
    const CommissionSummary &s = judged.summary;
    QString text = tr("<b>Fiber tests</b>: %1 of %2 fiber cables tested · %3 passed")
                       .arg(QLocale().toString(s.tested), QLocale().toString(int(judged.cables.size())),
                            QLocale().toString(s.passed));
    if (s.failed)
        text += QStringLiteral(" · <span style='color:%1'>%2</span>")
                    .arg(Palette::error().name(), tr("%n failed", nullptr, s.failed));
    if (s.warned)
        text += QStringLiteral(" · <span style='color:%1'>%2</span>")
                    .arg(Palette::warningText().name(), tr("%n with warnings", nullptr, s.warned));
    m_tests->setText(text);
    // The failures first, then the warnings: what to go and look at.
    for (const CableJudgement *j : reportOrder(judged)) {
        if (j->findings.isEmpty() || j->verdict == CableJudgement::Verdict::Untested) continue;
        QStringList findings;
        for (const TestFinding &f : j->findings)
            findings << testFindingText(f);
        auto *item = new QListWidgetItem(QStringLiteral("%1: %2").arg(design.cables().at(j->cable).id,
                                                                      findings.join(QStringLiteral("; "))));
        item->setData(Qt::UserRole, j->cable);
        item->setForeground(j->verdict == CableJudgement::Verdict::Fail ? Palette::error()
                                                                        : Palette::warningText());
        m_findings->addItem(item);
    }
    m_findings->setVisible(m_findings->count() > 0);
}

void CommissioningPanel::setCounters(const CounterComparison &c, const QString &baseline)
{
    QString text =
        baseline.isEmpty()
            ? tr("<b>Port counters</b> recorded: %1 links seen, %2 unseen")
                  .arg(QLocale().toString(c.ok + c.rose), QLocale().toString(c.unseen))
            : tr("<b>Port counters</b> since %1: %2 ok · %3 unseen")
                  .arg(baseline.toHtmlEscaped(), QLocale().toString(c.ok), QLocale().toString(c.unseen));
    if (c.rose)
        text += QStringLiteral(" · <span style='color:%1'>%2</span>")
                    .arg(Palette::error().name(), tr("%n rose", nullptr, c.rose));
    m_counters->setText(text);
    m_counters->show();
    m_counterLinks->clear();
    for (const LinkCounters &l : c.links) {
        if (l.status != LinkCounters::Status::Rose) continue;
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 – %2: %3").arg(l.a, l.b, l.rose.join(QStringLiteral("; "))));
        item->setData(Qt::UserRole, l.cables.value(0));
        item->setToolTip(l.cables.join(QStringLiteral(", ")));
        item->setForeground(Palette::error());
        m_counterLinks->addItem(item);
    }
    m_counterLinks->setVisible(m_counterLinks->count() > 0);
}

QString CommissioningPanel::countersText() const
{
    return m_counters->text();
}

void CommissioningPanel::log(const QString &text, bool problem)
{
    auto *item = new QListWidgetItem(text);
    if (problem) item->setForeground(Palette::error());
    m_log->insertItem(0, item);
    m_log->show();
    while (m_log->count() > maxLogLines)
        delete m_log->takeItem(m_log->count() - 1);
    m_log->setCurrentRow(-1);
}

} // namespace railyard
