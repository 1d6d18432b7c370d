#include "panels/catalogpanel.h"

#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"

#include <QCoreApplication>
#include <QDrag>
#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
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

// "unconfirmed: power_w, height_u" for parts whose values the domain reference does not confirm.
QString confidenceNote(const QJsonObject &sources)
{
    QStringList unconfirmed;
    for (auto it = sources.begin(); it != sources.end(); ++it)
        if (it.value().toObject().value(QStringLiteral("confidence")).toString() == QLatin1String("U"))
            unconfirmed << it.key();
    return unconfirmed.isEmpty() ? QString()
                                 : QCoreApplication::translate("CatalogModel", "Unconfirmed values: %1")
                                       .arg(unconfirmed.join(QStringLiteral(", ")));
}

QList<QStandardItem *> row(const QString &kind, const QString &id, const QString &description,
                           const QJsonObject &sources)
{
    auto *name = new QStandardItem(id);
    auto *desc = new QStandardItem(description);
    const QString note = confidenceNote(sources);
    QString tip = QStringLiteral("<b>%1</b><br>%2").arg(id.toHtmlEscaped(), description.toHtmlEscaped());
    if (!note.isEmpty()) tip += QStringLiteral("<br><i>%1</i>").arg(note.toHtmlEscaped());
    for (QStandardItem *item : {name, desc}) {
        item->setEditable(false);
        item->setDragEnabled(true);
        item->setData(kind, CatalogModel::KindRole);
        item->setData(id, CatalogModel::IdRole);
        item->setData(QString(id + QLatin1Char(' ') + description), CatalogModel::SearchRole);
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
    item->setData(title, CatalogModel::SearchRole);
    return item;
}

} // namespace

void CatalogModel::setCatalog(const Catalog &catalog)
{
    removeRows(0, rowCount());
    QStandardItem *gpu = group(tr("GPU servers"));
    QStandardItem *servers = group(tr("Servers and storage"));
    QStandardItem *switches = group(tr("Switches"));
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
        default:
            break;
        }
        const QString description =
            QStringLiteral("%1, %2 U")
                .arg(catalogText(QStringLiteral("%1 %2").arg(t.manufacturer, t.model).trimmed()))
                .arg(t.heightU);
        parent->appendRow(row(QStringLiteral("device_type"), t.id, description, t.sources));
    }
    for (const Transceiver &t : catalog.transceivers)
        modules->appendRow(row(QStringLiteral("transceiver"), t.id, catalogText(t.description), t.sources));
    for (const CableType &t : catalog.cableTypes)
        (t.isFiber() ? fibers : (t.isCopperCord() ? cords : copper))
            ->appendRow(row(QStringLiteral("cable_type"), t.id, catalogText(t.description), t.sources));
    for (QStandardItem *g : {gpu, switches, servers, panels, modules, fibers, copper, cords})
        if (g->rowCount() > 0)
            appendRow(g);
        else
            delete g;
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
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterFixedString(text);
        m_tree->expandAll();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addWidget(m_tree);
}

void CatalogPanel::setCatalog(const Catalog &catalog)
{
    m_model->setCatalog(catalog);
    m_tree->expandAll();
}

} // namespace railyard
