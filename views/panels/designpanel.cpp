#include "panels/designpanel.h"

#include "common/mimetypes.h"
#include "core/naturalorder.h"
#include "core/numberformat.h"
#include "document/document.h"
#include "panels/catalogpanel.h"

#include <QHeaderView>
#include <QItemSelection>
#include <QMimeData>
#include <QScrollBar>
#include <QSet>
#include <QTimer>

#include <algorithm>

namespace railyard {

namespace {

// A rack's row: its kind and place are written when the view shows them, from the design as it is then,
// not for each of 55k racks every time the tree is made.
class RackTreeItem : public QTreeWidgetItem
{
public:
    RackTreeItem(const DesignPanel *panel, int rack) : m_panel(panel), m_rack(rack) {}

    QVariant data(int column, int role) const override
    {
        if ((column != 1 && column != 2) || role != Qt::DisplayRole)
            return QTreeWidgetItem::data(column, role);
        const Document *document = m_panel->document();
        if (!document || !document->design().racks().isLive(m_rack)) return QString();
        const Rack &rack = document->design().racks().at(m_rack);
        return column == 1 ? DesignPanel::rackKind(rack) : DesignPanel::rackPlace(rack);
    }

private:
    const DesignPanel *m_panel;
    int m_rack;
};

} // namespace

QString DesignPanel::rackKind(const Rack &rack)
{
    return tr("Rack, %1 U").arg(rack.heightU);
}

QString DesignPanel::rackPlace(const Rack &rack)
{
    return rack.hasPosition()
               ? tr("row %1, x %2, y %3").arg(rack.row, formatLength(*rack.xM), formatLength(*rack.yM))
               : QString();
}

DesignPanel::DesignPanel(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(4);
    setHeaderLabels({tr("Object"), tr("Type"), tr("Position"), tr("Ports / modules")});
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (!hasFocus()) return; // selected by selectObjects(), not by the user
        QList<int> racks, devices;
        for (auto it = m_rackItems.cbegin(); it != m_rackItems.cend(); ++it)
            if (it.value()->isSelected()) racks.append(it.key());
        for (auto it = m_deviceItems.cbegin(); it != m_deviceItems.cend(); ++it)
            if (it.value()->isSelected()) devices.append(it.key());
        std::sort(racks.begin(), racks.end());
        std::sort(devices.begin(), devices.end());
        Q_EMIT picked(racks, devices);
    });
    connect(this, &QTreeWidget::itemExpanded, this, &DesignPanel::listDevices);
    // A timer, not a queued call: the window handles its input before a large tree is made.
    m_rebuildLater.setSingleShot(true);
    m_rebuildLater.setInterval(0);
    connect(&m_rebuildLater, &QTimer::timeout, this, [this] {
        if (m_dirty && isVisible()) rebuild();
    });
}

void DesignPanel::showEvent(QShowEvent *event)
{
    QTreeWidget::showEvent(event);
    if (m_dirty)
        rebuild();
    else
        showSelected();
}

void DesignPanel::scheduleRebuild()
{
    // A tree of every device is costly for large designs: rebuild once the edits settle, and only when shown.
    m_dirty = true;
    if (isVisible()) m_rebuildLater.start();
}

void DesignPanel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // The tree lists racks and devices (with their types from the catalog): other edits leave it as it is.
    if (m_document)
        connect(m_document, &Document::changed, this, [this](const Change &change) {
            switch (change.kind) {
            case ChangeKind::DesignChanged:
            case ChangeKind::PricesChanged:
            case ChangeKind::QuoteChanged:
            case ChangeKind::CablesChanged:
                return;
            case ChangeKind::CablesAdded:
            case ChangeKind::CablesRemoved:
                if (!m_dirty) updateCableCount();
                return;
            default:
                scheduleRebuild();
            }
        });
    scheduleRebuild();
}

void DesignPanel::selectObjects(const QList<int> &racks, const QList<int> &devices)
{
    m_selectedRacks = racks;
    m_selectedDevices = devices;
    // A hidden tree is not built (costly on large designs); it shows the selection when it is next shown.
    if (!isVisible()) return;
    if (m_dirty)
        rebuild();
    else
        showSelected();
}

void DesignPanel::showSelected()
{
    const QSignalBlocker block(this);
    clearSelection();
    // Selected as one selection, not item by item: a block of the fabric picks 9,000 servers, and each
    // item's own selection change costs the tree a pass (16 s).
    QTreeWidgetItem *first = nullptr;
    QHash<QTreeWidgetItem *, QList<int>> rowsUnder; // by parent (null: the top level)
    const auto select = [&](QTreeWidgetItem *item) {
        if (!item) return;
        QTreeWidgetItem *parent = item->parent();
        rowsUnder[parent].append(parent ? parent->indexOfChild(item) : indexOfTopLevelItem(item));
        if (!first) first = item;
    };
    for (int r : m_selectedRacks)
        select(m_rackItems.value(r));
    for (int d : m_selectedDevices) {
        // A device of a rack not opened yet is listed first.
        if (!m_deviceItems.contains(d) && m_document && m_document->design().devices().isLive(d))
            if (QTreeWidgetItem *parent = parentItemOf(d)) listDevices(parent);
        select(m_deviceItems.value(d));
    }
    // Neighbouring rows as one range each, whole rows wide (Qt merges ranges pair by pair).
    QItemSelection selection;
    for (auto it = rowsUnder.begin(); it != rowsUnder.end(); ++it) {
        QList<int> &rows = it.value();
        std::sort(rows.begin(), rows.end());
        const QModelIndex parent = it.key() ? indexFromItem(it.key()) : QModelIndex();
        for (qsizetype i = 0; i < rows.size();) {
            qsizetype j = i;
            while (j + 1 < rows.size() && rows[j + 1] <= rows[j] + 1)
                ++j;
            selection.append(QItemSelectionRange(model()->index(rows[i], 0, parent),
                                                 model()->index(rows[j], columnCount() - 1, parent)));
            i = j + 1;
        }
    }
    selectionModel()->select(selection, QItemSelectionModel::Select);
    if (first) scrollToItem(first);
}

void DesignPanel::selectionChanged(const QItemSelection &selected, const QItemSelection &deselected)
{
    // A selection of many ranges (a fabric block's servers in a thousand racks): the view would find each
    // range's rows on screen by walking its list of rows; it is repainted whole instead.
    if (selected.size() + deselected.size() > 64) {
        viewport()->update();
        return;
    }
    QTreeWidget::selectionChanged(selected, deselected);
}

void DesignPanel::updateCableCount()
{
    if (!m_cablesItem || !m_document) return;
    const int n = m_document->design().cables().liveCount();
    m_cablesItem->setText(1, tr("%Ln cable(s)", nullptr, n));
}

void DesignPanel::rebuild()
{
    m_dirty = false;
    const QSignalBlocker block(this);
    // What the user opened stays open, and the list where it was (racks and the "Not placed" group by name).
    // Asked by row of the model: an item's own isExpanded() first finds its row by searching its parent's
    // list, which for 55k racks made this loop take 0.7 s.
    QSet<QString> opened;
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (isExpanded(model()->index(i, 0))) opened.insert(topLevelItem(i)->text(0));
    const int scrolled = verticalScrollBar()->value();
    clear();
    m_cablesItem = nullptr;
    m_unplacedItem = nullptr;
    m_rackItems.clear();
    m_deviceItems.clear();
    m_unlisted.clear();
    if (!m_document) return;
    const Design &design = m_document->design();

    // A small design is listed whole and open; a large one lists a rack's devices when it is opened (a
    // million-GPU design has half a million).
    const bool lazy = design.devices().liveCount() > m_eagerDevices;
    // The items are made whole, then put in the tree at once: one insertion, not one per item and text.
    QList<QTreeWidgetItem *> top;
    m_rackItems.reserve(design.racks().liveCount());
    for (int r : design.racks().live()) {
        auto *item = new RackTreeItem(this, r);
        item->setText(0, design.racks().at(r).id);
        m_rackItems.insert(r, item);
        top.append(item);
    }
    // Each rack's devices gathered by rack slot, then handed to its item.
    std::vector<std::vector<int>> byRack(size_t(design.racks().slotCount()));
    std::vector<int> unplaced;
    for (int d : design.devices().live()) {
        const int rack = design.devices().at(d).rack;
        (rack >= 0 && design.racks().isLive(rack) ? byRack[size_t(rack)] : unplaced).push_back(d);
    }
    if (!unplaced.empty()) {
        m_unplacedItem = new QTreeWidgetItem;
        m_unplacedItem->setText(0, tr("Not placed"));
        top.append(m_unplacedItem);
    }
    m_unlisted.reserve(design.racks().liveCount() + 1);
    for (auto it = m_rackItems.cbegin(); it != m_rackItems.cend(); ++it)
        if (!byRack[size_t(it.key())].empty())
            m_unlisted.emplace(it.value(), std::move(byRack[size_t(it.key())]));
    if (m_unplacedItem) m_unlisted.emplace(m_unplacedItem, std::move(unplaced));
    if (lazy)
        for (auto it = m_unlisted.cbegin(); it != m_unlisted.cend(); ++it)
            it.key()->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
    m_cablesItem = new QTreeWidgetItem;
    m_cablesItem->setText(0, tr("Cables"));
    top.append(m_cablesItem);
    addTopLevelItems(top);
    updateCableCount();
    if (!lazy) {
        header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        for (int i = 0; i < topLevelItemCount(); ++i) {
            listDevices(topLevelItem(i));
            topLevelItem(i)->setExpanded(true);
        }
    } else {
        // Sized to the contents of the rows on screen, the columns would cut the ids further down: sized to
        // the longest text of each column instead, growing as racks list their devices.
        header()->setSectionResizeMode(QHeaderView::Interactive);
        for (int col = 0; col < columnCount(); ++col)
            header()->resizeSection(col, header()->sectionSizeHint(col));
        // The racks' widest texts, found without writing every rack's: the longest id, kind and place (the
        // longest row name with the coordinates that write longest).
        QTreeWidgetItem widest;
        QString id, kind;
        Rack far;
        bool placed = false;
        double xs[2] = {0, 0}, ys[2] = {0, 0};
        QSet<int> heights;
        for (int r : design.racks().live()) {
            const Rack &rack = design.racks().at(r);
            if (rack.id.size() > id.size()) id = rack.id;
            if (!heights.contains(rack.heightU)) {
                heights.insert(rack.heightU);
                if (const QString k = rackKind(rack); k.size() > kind.size()) kind = k;
            }
            if (!rack.hasPosition()) continue;
            if (rack.row.size() > far.row.size()) far.row = rack.row;
            xs[0] = std::min(xs[0], *rack.xM), xs[1] = std::max(xs[1], *rack.xM);
            ys[0] = std::min(ys[0], *rack.yM), ys[1] = std::max(ys[1], *rack.yM);
            placed = true;
        }
        const auto longer = [](double a, double b) {
            return formatLength(a).size() >= formatLength(b).size() ? a : b;
        };
        widest.setText(0, id);
        widest.setText(1, kind);
        if (placed) {
            far.xM = longer(xs[0], xs[1]);
            far.yM = longer(ys[0], ys[1]);
            widest.setText(2, rackPlace(far));
        }
        QList<QTreeWidgetItem *> longest{&widest, m_cablesItem};
        if (m_unplacedItem) longest.append(m_unplacedItem);
        fitColumns(longest, 1);
        for (int i = 0; i < topLevelItemCount(); ++i)
            if (QTreeWidgetItem *item = topLevelItem(i); opened.contains(item->text(0))) {
                listDevices(item);
                item->setExpanded(true);
            }
        verticalScrollBar()->setValue(scrolled);
    }
    showSelected();
}

QTreeWidgetItem *DesignPanel::parentItemOf(int device) const
{
    const int rack = m_document->design().devices().at(device).rack;
    return rack >= 0 ? m_rackItems.value(rack) : m_unplacedItem;
}

void DesignPanel::listDevices(QTreeWidgetItem *parent)
{
    const auto found = m_unlisted.find(parent);
    if (found == m_unlisted.end()) return;
    std::vector<int> devices = std::move(*found);
    m_unlisted.erase(found);
    const Design &design = m_document->design();
    // Devices top first inside each rack, the way an elevation reads; those not placed (all at U 0) by name.
    std::sort(devices.begin(), devices.end(), [&](int a, int b) {
        const Device &da = design.devices().at(a), &db = design.devices().at(b);
        return da.u != db.u ? da.u > db.u : naturalLess(da.id, db.id);
    });
    const QSignalBlocker block(this);
    QList<QTreeWidgetItem *> listed;
    for (int d : devices) {
        const Device &device = design.devices().at(d);
        const DeviceType &type = design.catalog.deviceTypes.at(device.type);
        // Made whole, then put under the rack at once (below): one insertion rather than one per item and
        // text.
        auto *item = new QTreeWidgetItem();
        m_deviceItems.insert(d, item);
        if (parent == m_unplacedItem) {
            item->setFlags(item->flags() | Qt::ItemIsDragEnabled);
            item->setToolTip(0, tr("Drag into a rack of the elevations to place it"));
        } else {
            item->setFlags(item->flags() & ~Qt::ItemIsDragEnabled);
        }
        item->setText(0, device.id);
        item->setText(1, QStringLiteral("%1 %2").arg(type.manufacturer, type.model).trimmed());
        if (device.u > 0)
            item->setText(2, type.heightU > 1 ? tr("U%1-U%2").arg(device.u).arg(device.u + type.heightU - 1)
                                              : tr("U%1").arg(device.u));
        item->setText(3, tr("%1, %2").arg(tr("%Ln port(s)", nullptr, int(type.ports.size())),
                                          tr("%Ln module(s)", nullptr, int(device.modules.size()))));
        listed.append(item);
    }
    parent->addChildren(listed);
    fitColumns(listed, 2);
}

void DesignPanel::fitColumns(const QList<QTreeWidgetItem *> &items, int depth)
{
    if (header()->sectionResizeMode(0) != QHeaderView::Interactive) return;
    const QFontMetrics metrics(font());
    for (int col = 0; col < columnCount(); ++col) {
        // The longest text by characters, measured once: hundreds of thousands of rows stay quick.
        QString longest;
        for (const QTreeWidgetItem *item : items)
            if (const QString text = item->text(col); text.size() > longest.size()) longest = text;
        if (longest.isEmpty()) continue;
        const int indent = col == 0 ? depth * indentation() : 0;
        const int wanted = indent + metrics.horizontalAdvance(longest + QStringLiteral("MM"));
        if (wanted > header()->sectionSize(col)) header()->resizeSection(col, wanted);
    }
}

QStringList DesignPanel::mimeTypes() const
{
    return {catalogMimeType};
}

QMimeData *DesignPanel::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    // One device at a time, and only one not in a rack.
    if (items.size() != 1 || !m_document) return nullptr;
    const int device = m_deviceItems.key(items.first(), -1);
    if (device < 0 || m_document->design().devices().at(device).rack >= 0) return nullptr;
    auto *mime = new QMimeData;
    mime->setData(
        catalogMimeType,
        CatalogItemRef{QStringLiteral("device"), m_document->design().devices().at(device).id}.toMime());
    return mime;
}

} // namespace railyard
