#include "panels/catalogpanel.h"

#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"
#include "catalog/partnumber.h"

#include <QCoreApplication>
#include <QDrag>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace railyard {

CatalogItemRef CatalogItemRef::fromMime(const QByteArray &data)
{
    const QString text = QString::fromUtf8(data);
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0) return {};
    return {text.left(colon), text.mid(colon + 1)};
}

CatalogModel::CatalogModel(QObject *parent) : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Part"), tr("Description")});
}

namespace {

// A source note as a reader takes it: the reference's tags in words ("[gap]" is "not published"), and a long
// note cut at a word, not in the middle of one.
QString readableSource(QString source)
{
    const std::pair<const char *, const char *> tags[] = {
        {"[C]", QT_TRANSLATE_NOOP("CatalogModel", "confirmed:")},
        {"[V]", QT_TRANSLATE_NOOP("CatalogModel", "from a secondary source:")},
        {"[inferred]", QT_TRANSLATE_NOOP("CatalogModel", "inferred:")},
        {"[gap]", QT_TRANSLATE_NOOP("CatalogModel", "not published:")}};
    for (const auto &[tag, words] : tags)
        source.replace(QLatin1String(tag), QCoreApplication::translate("CatalogModel", words));
    constexpr qsizetype longest = 200;
    if (source.size() > longest) {
        const qsizetype space = source.lastIndexOf(QLatin1Char(' '), longest - 1);
        source = source.left(space > longest / 2 ? space : longest - 1) + QStringLiteral(" …");
    }
    return source;
}

// The values the domain reference does not confirm, each with what its source says, so that a user sees what
// to check before relying on it.
QString confidenceNote(const QJsonObject &sources)
{
    QStringList lines;
    for (auto it = sources.begin(); it != sources.end(); ++it) {
        const QJsonObject note = it.value().toObject();
        if (note.value(QStringLiteral("confidence")).toString() != QLatin1String("U")) continue;
        const QString source = readableSource(note.value(QStringLiteral("source")).toString());
        lines << QStringLiteral("<b>%1</b>: %2").arg(it.key().toHtmlEscaped(), source.toHtmlEscaped());
    }
    if (lines.isEmpty()) return {};
    return QStringLiteral("<p><i>%1</i><br>%2</p>")
        .arg(QCoreApplication::translate("CatalogModel", "Unconfirmed values:").toHtmlEscaped(),
             lines.join(QStringLiteral("<br>")));
}

// What a part is ordered by, as its tooltip says it: the part number, or a cable type's numbers by length.
QString partNumberText(const OrderCode &order, const QMap<double, QString> &byLength = {})
{
    if (!byLength.isEmpty())
        return byLength.size() == 1 ? byLength.first()
                                    : QStringLiteral("%1 … %2").arg(byLength.first(), byLength.last());
    return order.partNumber;
}

QList<QStandardItem *> row(const QString &kind, const QString &id, const QString &description,
                           const QJsonObject &sources, const QString &hint = {},
                           const QString &partNumber = {})
{
    auto *name = new QStandardItem(id);
    auto *desc = new QStandardItem(description);
    QString tip =
        QStringLiteral("<p><b>%1</b><br>%2</p>").arg(id.toHtmlEscaped(), description.toHtmlEscaped());
    if (!partNumber.isEmpty())
        tip += QStringLiteral("<p>%1</p>")
                   .arg(QCoreApplication::translate("CatalogModel", "Part number: %1")
                            .arg(partNumber)
                            .toHtmlEscaped());
    if (!hint.isEmpty()) tip += QStringLiteral("<p>%1</p>").arg(hint.toHtmlEscaped());
    tip += confidenceNote(sources);
    for (QStandardItem *item : {name, desc}) {
        item->setEditable(false);
        item->setDragEnabled(true);
        item->setData(kind, CatalogModel::KindRole);
        item->setData(id, CatalogModel::IdRole);
        item->setData(QString(id + QLatin1Char(' ') + description + QLatin1Char(' ') + partNumber),
                      CatalogModel::SearchRole);
        item->setToolTip(tip);
    }
    return {name, desc};
}

QStandardItem *group(const QString &title)
{
    auto *item = new QStandardItem(title);
    item->setEditable(false);
    item->setDragEnabled(false);
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
    return item;
}

// A search finds a group's parts by the group's name too ("cables" lists every cable), but never a group
// without the parts under it.
void searchableByGroup(QStandardItem *item, const QString &title)
{
    for (int r = 0; r < item->rowCount(); ++r)
        for (int c = 0; c < item->columnCount(); ++c)
            if (QStandardItem *child = item->child(r, c)) {
                child->setData(
                    QString(child->data(CatalogModel::SearchRole).toString() + QLatin1Char(' ') + title),
                    CatalogModel::SearchRole);
                searchableByGroup(child, title);
            }
}

QString deviceDescription(const DeviceType &t)
{
    return QStringLiteral("%1, %2 U")
        .arg(catalogText(QStringLiteral("%1 %2").arg(t.manufacturer, t.model).trimmed()))
        .arg(t.heightU);
}

} // namespace

void CatalogModel::setCatalog(const Catalog &catalog)
{
    removeRows(0, rowCount());
    QStandardItem *gpu = group(tr("GPU servers"));
    QStandardItem *racks = group(tr("Racks and rack systems"));
    QStandardItem *servers = group(tr("Servers and storage"));
    QStandardItem *switches = group(tr("Switches"));
    QStandardItem *other = group(tr("Other equipment"));
    QStandardItem *panels = group(tr("Patch panels"));
    QStandardItem *modules = group(tr("Transceivers"));
    QStandardItem *fibers = group(tr("Fiber cables"));
    QStandardItem *copper = group(tr("Direct-attach cables"));
    QStandardItem *cords = group(tr("Copper patch cords"));
    for (const DeviceType &t : catalog.deviceTypes) {
        QStandardItem *parent = servers;
        switch (t.role) {
        case railyard::Role::GpuServer:
            parent = gpu;
            break;
        case railyard::Role::Leaf:
        case railyard::Role::Spine:
        case railyard::Role::Core:
        case railyard::Role::Switch:
            parent = switches;
            break;
        case railyard::Role::PatchPanel:
            parent = panels;
            break;
        case railyard::Role::Other:
            parent = other;
            break;
        default:
            break;
        }
        parent->appendRow(row(QStringLiteral("device_type"), t.id, deviceDescription(t), t.sources, {},
                              partNumberText(productOf(catalog, t).order)));
    }
    // Racks go onto the floor plan; a rack system (a kit) lists what comes in it, each part draggable on its
    // own too.
    const QString rackHint = tr("Drag onto the floor plan to add a rack of this type.");
    for (const RackType &t : catalog.rackTypes) {
        QList<QStandardItem *> kit = row(QStringLiteral("rack_type"), t.id, catalogText(t.description),
                                         t.sources, rackHint, partNumberText(t.order));
        QMap<QString, int> counts;
        QStringList order;
        for (const RackContent &c : t.contents) {
            if (!counts.contains(c.type)) order << c.type;
            ++counts[c.type];
        }
        for (const QString &id : std::as_const(order)) {
            const DeviceType *type = catalog.deviceTypes.find(id);
            if (!type) continue;
            kit.front()->appendRow(row(QStringLiteral("device_type"), id,
                                       tr("%1 × %2").arg(counts.value(id)).arg(deviceDescription(*type)),
                                       type->sources));
        }
        racks->appendRow(kit);
    }
    // A fixed port's built-in optic goes in no cage: it is part of its switch, not a part to drag.
    QSet<QString> builtIn;
    for (const DeviceType &t : catalog.deviceTypes)
        for (const PortDef &p : t.ports)
            if (!p.optic.isEmpty()) builtIn.insert(p.optic);
    for (const Transceiver &t : catalog.transceivers)
        if (!builtIn.contains(t.id))
            modules->appendRow(row(QStringLiteral("transceiver"), t.id, catalogText(t.description), t.sources,
                                   {}, partNumberText(t.order)));
    for (const CableType &t : catalog.cableTypes)
        (t.isFiber() ? fibers : (t.isCopperCord() ? cords : copper))
            ->appendRow(row(QStringLiteral("cable_type"), t.id, catalogText(t.description), t.sources, {},
                            partNumberText(t.order, t.partNumbers)));
    for (QStandardItem *g : {gpu, racks, switches, servers, other, panels, modules, fibers, copper, cords})
        if (g->rowCount() > 0) {
            searchableByGroup(g, g->text());
            appendRow(g);
        } else {
            delete g;
        }
}

QStringList CatalogModel::mimeTypes() const
{
    return {catalogMimeType};
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        if (!index.data(KindRole).isValid()) continue;
        auto *mime = new QMimeData;
        const CatalogItemRef ref{index.data(KindRole).toString(), index.data(IdRole).toString()};
        mime->setData(catalogMimeType, ref.toMime());
        mime->setText(ref.id);
        return mime;
    }
    return nullptr;
}

namespace {

// The catalog tree with a small drag image: the part's id on a chip above and left of the pointer, so the
// ghost that shows where the part lands stays in sight (Qt's default is the whole wide row under the
// pointer).
class CatalogTree : public QTreeView
{
public:
    using QTreeView::QTreeView;

protected:
    void startDrag(Qt::DropActions supportedActions) override
    {
        const QModelIndexList indexes = selectedIndexes();
        QMimeData *mime = indexes.isEmpty() ? nullptr : model()->mimeData(indexes);
        if (!mime) return;
        auto *drag = new QDrag(this);
        drag->setMimeData(mime);
        drag->setPixmap(chip(mime->text()));
        drag->setHotSpot(QPoint(drag->pixmap().width() / devicePixelRatioF() + 8,
                                drag->pixmap().height() / devicePixelRatioF() + 8));
        drag->exec(supportedActions, Qt::CopyAction);
    }

private:
    QPixmap chip(const QString &text) const
    {
        const QFontMetrics fm(font());
        const QSize size(fm.horizontalAdvance(text) + 12, fm.height() + 6);
        const qreal ratio = devicePixelRatioF();
        QPixmap pixmap(size * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(palette().color(QPalette::Highlight));
        p.setBrush(palette().color(QPalette::Base));
        p.drawRoundedRect(QRectF(0.5, 0.5, size.width() - 1, size.height() - 1), 4, 4);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, text);
        return pixmap;
    }
};

} // namespace

CatalogPanel::CatalogPanel(QWidget *parent) : QWidget(parent), m_model(new CatalogModel(this))
{
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search parts"));
    m_search->setClearButtonEnabled(true);
    m_filter = new QSortFilterProxyModel(this);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterRole(CatalogModel::SearchRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setRecursiveFilteringEnabled(true);
    m_tree = new CatalogTree(this);
    m_tree->setModel(m_filter);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // A search that finds nothing says so, rather than leaving an empty list.
    auto *nothing = new QLabel(this);
    nothing->setWordWrap(true);
    nothing->setTextFormat(Qt::PlainText);
    nothing->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    nothing->setContentsMargins(4, 12, 4, 4);
    nothing->hide();
    connect(m_search, &QLineEdit::textChanged, this, [this, nothing](const QString &text) {
        m_filter->setFilterFixedString(text);
        m_tree->expandAll();
        const bool none = !text.isEmpty() && m_filter->rowCount() == 0;
        nothing->setText(tr("No part matches “%1”.").arg(text));
        nothing->setVisible(none);
        m_tree->setVisible(!none);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addWidget(m_tree);
    layout->addWidget(nothing, 1);
}

void CatalogPanel::setCatalog(const Catalog &catalog)
{
    m_model->setCatalog(catalog);
    m_tree->expandAll();
}

} // namespace railyard
