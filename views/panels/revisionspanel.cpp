#include "panels/revisionspanel.h"

#include "document/document.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {

constexpr int kindRole = Qt::UserRole;
constexpr int idRole = Qt::UserRole + 1;
constexpr int removedRole = Qt::UserRole + 2;

// Field names as the dock shows them (the ids `diff --json` prints are English and stable).
QString fieldText(const QString &field)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("row"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "row")},
        {QStringLiteral("position"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "position")},
        {QStringLiteral("height"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "height")},
        {QStringLiteral("size"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "size")},
        {QStringLiteral("type"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "type")},
        {QStringLiteral("rack"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "rack")},
        {QStringLiteral("u"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "U")},
        {QStringLiteral("su"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "scalable unit")},
        {QStringLiteral("node"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "node")},
        {QStringLiteral("rail"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "rail")},
        {QStringLiteral("airflow"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "airflow")},
        {QStringLiteral("transceivers"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "transceivers")},
        {QStringLiteral("length"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "length")},
        {QStringLiteral("label"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "label")},
        {QStringLiteral("ends"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "ends (re-patched)")},
        {QStringLiteral("status"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "install status")},
        {QStringLiteral("tests"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "test results")},
        {QStringLiteral("replaces"), QT_TRANSLATE_NOOP("railyard::RevisionsPanel", "replaces")},
    };
    const auto it = names.constFind(field);
    return it == names.cend() ? field : RevisionsPanel::tr(*it);
}

} // namespace

RevisionsPanel::RevisionsPanel(QWidget *parent)
    : QWidget(parent), m_empty(new QLabel(this)), m_list(new QTreeWidget(this)),
      m_save(new QPushButton(tr("&Save Revision…"), this)), m_compare(new QPushButton(tr("&Compare"), this)),
      m_restore(new QPushButton(tr("&Restore…"), this)), m_delete(new QPushButton(tr("&Delete"), this)),
      m_comparing(new QLabel(this)), m_stop(new QPushButton(tr("S&top Comparing"), this)),
      m_changes(new QTreeWidget(this))
{
    m_empty->setText(tr("No revisions yet. Save Revision… keeps the design as it is now inside the document, "
                        "to compare with and to order the changes from later."));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(QStringLiteral("color: palette(mid)"));
    m_list->setHeaderLabels({tr("Revision"), tr("Saved"), tr("Note")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    m_list->setToolTip(tr("Double-click a revision to compare the design with it."));
    m_changes->setHeaderHidden(true);
    m_changes->setUniformRowHeights(true);
    m_changes->setToolTip(tr("Double-click a change to show the object."));
    m_comparing->setWordWrap(true);

    // Two rows, so that the buttons fit the narrow dock.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_save, 0, 0);
    buttons->addWidget(m_compare, 0, 1);
    buttons->addWidget(m_restore, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_empty);
    topLayout->addWidget(m_list);
    topLayout->addLayout(buttons);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto *header = new QHBoxLayout;
    header->addStretch();
    header->addWidget(m_stop);
    bottomLayout->addWidget(m_comparing);
    bottomLayout->addLayout(header);
    bottomLayout->addWidget(m_changes);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    connect(m_save, &QPushButton::clicked, this, &RevisionsPanel::saveRequested);
    connect(m_compare, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(currentRevision()); });
    connect(m_restore, &QPushButton::clicked, this, [this] { Q_EMIT restoreRequested(currentRevision()); });
    connect(m_delete, &QPushButton::clicked, this, [this] { Q_EMIT deleteRequested(currentRevision()); });
    connect(m_stop, &QPushButton::clicked, this, &RevisionsPanel::stopRequested);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { Q_EMIT compareRequested(m_list->indexOfTopLevelItem(item)); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RevisionsPanel::updateButtons);
    connect(m_changes, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, idRole).toString();
        if (id.isEmpty()) return;
        if (item->data(0, removedRole).toBool())
            Q_EMIT removedActivated(id);
        else
            Q_EMIT objectActivated(EntityKind(item->data(0, kindRole).toInt()), id);
    });
    setComparison(QString(), DesignDiff());
    refreshList();
}

void RevisionsPanel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) connect(m_document, &Document::changed, this, &RevisionsPanel::onChanged);
    refreshList();
}

void RevisionsPanel::onChanged(const Change &change)
{
    if (change.kind == ChangeKind::Reset ||
        (change.kind == ChangeKind::DesignChanged && change.touches(ChangeProperty::Revisions)))
        refreshList();
}

void RevisionsPanel::refreshList()
{
    const int current = currentRevision();
    m_list->clear();
    const QList<Revision> none;
    const QList<Revision> &revisions = m_document ? m_document->design().revisions : none;
    const QLocale locale;
    for (const Revision &r : revisions) {
        auto *item =
            new QTreeWidgetItem(m_list, {r.name, locale.toString(r.date.toLocalTime(), QLocale::ShortFormat),
                                         r.note.section(QLatin1Char('\n'), 0, 0)});
        item->setToolTip(2, r.note);
    }
    const int count = m_list->topLevelItemCount();
    if (count > 0)
        m_list->setCurrentItem(m_list->topLevelItem(current >= 0 && current < count ? current : count - 1));
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    m_empty->setVisible(count == 0);
    m_list->setVisible(count > 0);
    m_save->setEnabled(m_document != nullptr);
    updateButtons();
}

void RevisionsPanel::updateButtons()
{
    const bool chosen = currentRevision() >= 0;
    for (QPushButton *b : {m_compare, m_restore, m_delete})
        b->setEnabled(chosen);
}

int RevisionsPanel::currentRevision() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void RevisionsPanel::setComparison(const QString &name, const DesignDiff &diff)
{
    m_changes->clear();
    m_stop->setVisible(!name.isEmpty());
    m_changes->setVisible(!name.isEmpty());
    if (name.isEmpty()) {
        m_comparing->setText(
            tr("Compare the design with a revision to see what changed since, in every view."));
        return;
    }
    const qsizetype total = diff.racks.added.size() + diff.racks.removed.size() + diff.racks.changed.size() +
                            diff.devices.added.size() + diff.devices.removed.size() +
                            diff.devices.changed.size() + diff.cables.added.size() +
                            diff.cables.removed.size() + diff.cables.changed.size();
    m_comparing->setText(total == 0
                             ? tr("Nothing changed since revision “%1”.").arg(name)
                             : tr("Since revision “%1”: %n change(s).", nullptr, int(total)).arg(name));
    // The revision compared with is the one selected in the list.
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->text(0) == name) m_list->setCurrentItem(m_list->topLevelItem(i));
    const auto addKind = [this](EntityKind kind, const QString &title, const KindDiff &d) {
        // Short, to fit the dock: "Cables: +1 −2 ~4", the words in the tooltip.
        auto *group = new QTreeWidgetItem(m_changes, {QStringLiteral("%1: +%2 \u2212%3 ~%4")
                                                          .arg(title)
                                                          .arg(d.added.size())
                                                          .arg(d.removed.size())
                                                          .arg(d.changed.size())});
        group->setToolTip(0, tr("%1 added, %2 removed, %3 changed")
                                 .arg(d.added.size())
                                 .arg(d.removed.size())
                                 .arg(d.changed.size()));
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        const auto add = [&](const QString &text, const QString &id, bool removed) {
            auto *item = new QTreeWidgetItem(group, {text});
            item->setData(0, kindRole, int(kind));
            item->setData(0, idRole, id);
            item->setData(0, removedRole, removed);
            if (removed) {
                // Struck out: gone from the design, still readable.
                QFont struck = item->font(0);
                struck.setStrikeOut(true);
                item->setFont(0, struck);
            }
        };
        for (const QString &id : d.added)
            add(tr("+ %1 (added)").arg(id), id, false);
        for (const QString &id : d.removed)
            add(tr("− %1 (removed)").arg(id), id, true);
        for (const ObjectChange &c : d.changed) {
            QStringList fields;
            for (const QString &f : c.fields)
                fields << fieldText(f);
            add(tr("~ %1: %2").arg(c.id, fields.join(QStringLiteral(", "))), c.id, false);
        }
        group->setExpanded(!d.isEmpty() && d.added.size() + d.removed.size() + d.changed.size() <= 200);
    };
    addKind(EntityKind::Rack, tr("Racks"), diff.racks);
    addKind(EntityKind::Device, tr("Devices"), diff.devices);
    addKind(EntityKind::Cable, tr("Cables"), diff.cables);
}

QString RevisionsPanel::comparisonText() const
{
    return m_comparing->text();
}

} // namespace railyard
