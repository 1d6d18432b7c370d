// The Properties dock's form for pathway segments and nodes (docs/pathways.md, "In the window"): their sizes
// and places, each edit one undo step, and the cables a segment carries.
#include "commands/valuecommands.h"
#include "core/enumtext.h"
#include "core/numberformat.h"
#include "design/pathwayedits.h"
#include "document/document.h"
#include "panels/propertiespanel.h"
#include "panels/propertyfields.h"
#include "route/router.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>

namespace railyard {

namespace {

// The most cables a segment's list shows: a trunk tray of a large hall carries tens of thousands.
constexpr int maxListed = 2000;

} // namespace

void PropertiesPanel::showPathways(const QStringList &segments, const QStringList &nodes)
{
    m_kind = EntityKind::None;
    m_ids.clear();
    m_segments = segments;
    m_nodes = nodes;
    rebuild();
}

void PropertiesPanel::editPathways(const std::function<void(Pathways &)> &edit, const QString &text)
{
    Pathways p = m_document->design().pathways;
    edit(p);
    if (p == m_document->design().pathways) return;
    m_committing = true;
    m_document.data()->push(setPathways(m_document.data(), p, text));
    m_committing = false;
}

void PropertiesPanel::buildSegments(const QStringList &ids)
{
    const Design &d = m_document->design();
    const Pathways &p = d.pathways;
    QList<int> segments;
    for (const QString &id : ids)
        if (const int s = p.segmentIndex(id); s >= 0) segments.append(s);
    if (segments.isEmpty()) return;
    const PathSegment &first = p.segments[segments.first()];
    const QString names = ids.join(QStringLiteral(", "));
    m_title->setText(segments.size() == 1 ? tr("Tray %1").arg(first.id)
                                          : tr("%n trays", nullptr, int(segments.size())));
    const auto shared = [&](auto member) {
        return common(segments, [&](int s) { return p.segments[s].*member; });
    };

    auto *kind = new QComboBox;
    const auto kindNow = shared(&PathSegment::kind);
    if (!kindNow) kind->addItem(tr("mixed"), -1);
    for (SegmentKind k : {SegmentKind::Tray, SegmentKind::Ladder, SegmentKind::Basket, SegmentKind::Raceway,
                          SegmentKind::Conduit})
        kind->addItem(segmentKindText(k), int(k));
    kind->setCurrentIndex(std::max(0, kind->findData(kindNow ? int(*kindNow) : -1)));
    connect(kind, &QComboBox::activated, this, [this, kind, ids, names](int index) {
        const int chosen = kind->itemData(index).toInt();
        if (chosen < 0) return;
        editPathways(
            [&](Pathways &p) {
                for (const QString &id : ids)
                    if (const int s = p.segmentIndex(id); s >= 0) p.segments[s].kind = SegmentKind(chosen);
            },
            tr("Set Kind of %1").arg(names));
    });
    m_layout->addRow(tr("Kind"), kind);

    // Width, depth and fill limit: a spin box each, set on every selected segment when the user is done.
    const auto number = [&](const QString &label, double PathSegment::*member, double min, double max,
                            const QString &suffix, const QString &undoText) {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(min, max);
        spin->setDecimals(0);
        spin->setSuffix(suffix);
        const auto now = shared(member);
        if (!now) spin->setSpecialValueText(tr("mixed"));
        spin->setValue(now ? *now : min);
        connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, ids, member, undoText, now] {
            if (now && qFuzzyCompare(spin->value(), *now)) return;
            const double value = spin->value();
            editPathways(
                [&](Pathways &p) {
                    for (const QString &id : ids)
                        if (const int s = p.segmentIndex(id); s >= 0) p.segments[s].*member = value;
                },
                undoText);
        });
        m_layout->addRow(label, spin);
    };
    number(tr("Width"), &PathSegment::widthMm, 1, 5000, tr(" mm"), tr("Set Width of %1").arg(names));
    number(tr("Depth"), &PathSegment::depthMm, 1, 5000, tr(" mm"), tr("Set Depth of %1").arg(names));
    number(tr("Fill limit"), &PathSegment::fillLimitPercent, 1, 100, tr(" %"),
           tr("Set Fill Limit of %1").arg(names));
    if (segments.size() != 1) return;

    m_layout->addRow(tr("From"), readOnly(first.a));
    m_layout->addRow(tr("To"), readOnly(first.b));
    m_layout->addRow(tr("Length"), readOnly(formatLength(p.lengthM(first), 1)));
    // What it carries: one routing of the design (as validation does).
    const Routing routing = routeCables(d);
    const int s = segments.first();
    const QList<int> cables = routing.active ? routing.cablesOf[size_t(s)] : QList<int>();
    m_layout->addRow(tr("Fill"),
                     readOnly(tr("%1 % of its %2 % limit")
                                  .arg(routing.active ? routing.fillPercent(d, s) : 0.0, 0, 'f', 1)
                                  .arg(first.fillLimitPercent, 0, 'f', 0)));
    auto *list = new QListWidget;
    list->setObjectName(QStringLiteral("segmentCables"));
    for (int c : cables.mid(0, maxListed)) {
        auto *item = new QListWidgetItem(d.cables().at(c).id, list);
        item->setData(Qt::UserRole, c);
        item->setToolTip(d.cableType(c).id);
    }
    if (cables.size() > maxListed)
        new QListWidgetItem(tr("… and %n more", nullptr, int(cables.size() - maxListed)), list);
    list->setMinimumHeight(120);
    // A cable picked in the list is selected in the window (its route shows over the trays).
    connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (const QVariant c = item->data(Qt::UserRole); c.isValid()) Q_EMIT cablesPicked({c.toInt()});
    });
    m_layout->addRow(tr("Cables (%1)").arg(cables.size()), list);
}

void PropertiesPanel::buildNodes(const QStringList &ids)
{
    const Pathways &p = m_document->design().pathways;
    QList<int> nodes;
    for (const QString &id : ids)
        if (const int n = p.nodeIndex(id); n >= 0) nodes.append(n);
    if (nodes.isEmpty()) return;
    if (nodes.size() > 1) {
        m_title->setText(tr("%n tray nodes", nullptr, int(nodes.size())));
        m_layout->addRow(tr("Nodes"), readOnly(ids.join(QStringLiteral(", "))));
        return;
    }
    const PathNode &node = p.nodes[nodes.first()];
    const QString id = node.id;
    m_title->setText(tr("Tray node %1").arg(id));
    const auto coordinate = [&](const QString &label, double PathNode::*member, double max) {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(member == &PathNode::zM ? 0 : -max, max);
        spin->setDecimals(2);
        spin->setSingleStep(0.1);
        spin->setSuffix(tr(" m"));
        spin->setValue(node.*member);
        connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, id, member] {
            const double value = spin->value();
            editPathways(
                [&](Pathways &p) {
                    if (const int n = p.nodeIndex(id); n >= 0) p.nodes[n].*member = value;
                },
                tr("Move Tray Node %1").arg(id));
        });
        m_layout->addRow(label, spin);
    };
    coordinate(tr("X"), &PathNode::xM, 1e6);
    coordinate(tr("Y"), &PathNode::yM, 1e6);
    coordinate(tr("Height"), &PathNode::zM, 100);
    // The racks whose cables rise to it, by id: typing a rack moves its drop here, leaving one out takes its
    // drop away.
    const QStringList before = pathwayedits::racksDroppingTo(p, id);
    auto *drops = new QLineEdit(before.join(QStringLiteral(", ")));
    drops->setObjectName(QStringLiteral("nodeDrops"));
    drops->setToolTip(tr("The racks whose cables rise to this node, separated by commas"));
    connect(drops, &QLineEdit::editingFinished, this, [this, drops, id, before] {
        drops->setModified(false); // committed: the form may show what it did
        QStringList racks;
        for (const QString &part : drops->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (const QString rack = part.trimmed(); !rack.isEmpty() && !racks.contains(rack)) racks << rack;
        const Design &d = m_document->design();
        for (const QString &rack : racks)
            if (d.racks().find(rack) < 0) {
                drops->setText(before.join(QStringLiteral(", ")));
                Q_EMIT message(tr("There is no rack %1").arg(rack));
                return;
            }
        QStringList gone = before;
        gone.removeIf([&](const QString &r) { return racks.contains(r); });
        editPathways(
            [&](Pathways &p) { p = pathwayedits::setDrops(pathwayedits::setDrops(p, gone, {}), racks, id); },
            tr("Set Drops to %1").arg(id));
    });
    m_layout->addRow(tr("Drops"), drops);
    m_layout->addRow(tr("Trays"), readOnly(pathwayedits::segmentsAt(p, id).join(QStringLiteral(", "))));
}

} // namespace railyard
