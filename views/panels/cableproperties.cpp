#include "panels/propertiespanel.h"

#include "catalog/catalogtexts.h"
#include "commands/revisioncommands.h"
#include "commands/valuecommands.h"
#include "common/lengthspinbox.h"
#include "core/enumtext.h"
#include "core/numberformat.h"
#include "design/describe.h"
#include "document/document.h"
#include "panels/propertyfields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QToolTip>

namespace railyard {

namespace {

// "3 m, MFP7E30-N003": the length a cable of this type and length is ordered at, and its part number.
QString orderedAs(const Design &d, int type, double lengthM)
{
    const CableType &t = d.catalog.cableTypes.at(type);
    const double ordered = t.orderedLength(lengthM);
    return QStringLiteral("%1, %2").arg(formatLength(ordered), t.partNumberFor(ordered));
}

} // namespace

void PropertiesPanel::buildCables(const QList<int> &cables)
{
    const Design &d = m_document->design();
    const Cable &c = d.cables().at(cables.first());
    m_title->setText(cables.size() == 1 ? tr("Cable %1").arg(c.id)
                                        : tr("%n cables", nullptr, int(cables.size())));
    // The type: any catalog cable with as many legs (a fix for a polarity or reach issue is often just
    // another cable); validation says at once whether the new type fits.
    const auto type = common(cables, [&](int x) { return d.cables().at(x).type; });
    auto *typeBox = new QComboBox;
    typeBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    typeBox->setMinimumContentsLength(12);
    if (!type) typeBox->addItem(tr("mixed"), -1);
    for (int i = 0; i < d.catalog.cableTypes.size(); ++i) {
        if (!canSetCableType(*m_document.data(), cables, i)) continue;
        const CableType &t = d.catalog.cableTypes.at(i);
        typeBox->addItem(t.id, i);
        typeBox->setItemData(typeBox->count() - 1, catalogText(t.description), Qt::ToolTipRole);
    }
    typeBox->setCurrentIndex(std::max(0, typeBox->findData(type.value_or(-1))));
    typeBox->setToolTip(type ? catalogText(d.catalog.cableTypes.at(*type).description) : QString());
    connect(typeBox, &QComboBox::activated, this, [this, cables, typeBox](int index) {
        const int chosen = typeBox->itemData(index).toInt();
        if (chosen >= 0 && canSetCableType(*m_document.data(), cables, chosen))
            m_document.data()->push(setCableType(m_document.data(), cables, chosen));
    });
    m_layout->addRow(tr("Type"), typeBox);
    const auto lengthM = common(cables, [&](int x) { return d.cables().at(x).lengthM; });
    auto *length = new LengthSpinBox;
    length->setRangeMetres(lengthM ? 0.1 : 0.0, 10000);
    length->setSpecialValueText(tr("mixed"));
    length->setMetres(lengthM.value_or(0.0));
    // What one cable is ordered as: the orderable length and its part number. Kept in step with the length
    // as it is typed (the form is not rebuilt under the user's typing).
    QLabel *ordersAs = cables.size() == 1 ? readOnly(orderedAs(d, c.type, c.lengthM)) : nullptr;
    connect(length, &QDoubleSpinBox::valueChanged, this, [this, cables, length, ordersAs] {
        const double metres = length->metres();
        if (metres < 0.1 - 1e-9) return;
        length->setMinimumMetres(0.1);
        m_document.data()->push(setCableLength(m_document.data(), cables, metres));
        const Design &now = m_document->design();
        if (ordersAs) ordersAs->setText(orderedAs(now, now.cables().at(cables.first()).type, metres));
    });
    m_layout->addRow(tr("Length"), length);
    // Where the cables are in the build (the Commissioning dock marks them as they are scanned).
    const auto status = common(cables, [&](int x) { return d.cables().at(x).status; });
    auto *statusBox = new QComboBox;
    if (!status) statusBox->addItem(tr("mixed"), -1);
    for (int s = 0; s <= int(CableStatus::Failed); ++s)
        statusBox->addItem(cableStatusText(CableStatus(s)), s);
    statusBox->setCurrentIndex(std::max(0, statusBox->findData(status ? int(*status) : -1)));
    connect(statusBox, &QComboBox::activated, this, [this, cables, statusBox](int index) {
        const int chosen = statusBox->itemData(index).toInt();
        if (chosen >= 0)
            m_document.data()->push(setCableStatus(m_document.data(), cables, CableStatus(chosen)));
    });
    m_layout->addRow(tr("Status"), statusBox);
    if (cables.size() == 1) {
        m_layout->addRow(tr("Orders as"), ordersAs);
        // Labels name one cable; several cables keep their own.
        const int cable = cables.first();
        auto *label = new QLineEdit(c.label);
        connect(label, &QLineEdit::editingFinished, this, [this, label, cable] {
            label->setModified(false); // committed: the form may show what it did
            if (label->text() != m_document->design().cables().at(cable).label)
                m_document.data()->push(setCableLabel(m_document.data(), {cable}, label->text()));
        });
        m_layout->addRow(tr("Label"), label);
        buildReplacement(cable);
        for (int end = 0; end < int(c.ends.size()); ++end) {
            const Endpoint &e = c.ends[end];
            const QString text = e.isLoose() ? tr("loose") : describeEndpoint(d, e);
            const QString name = c.isAssembly()
                                     ? (c.isAEnd(end) ? tr("A%1") : tr("B%1")).arg(c.connectorOf(end))
                                 : end == 0     ? tr("A end")
                                 : c.legs() > 1 ? tr("Leg %1").arg(end)
                                                : tr("B end");
            m_layout->addRow(name, readOnly(text));
        }
    }
}

// A change drawn before it is made (docs/revisions.md): the cable this one will replace, by id, which may
// share its ports until it is taken out; and, on the old cable, which one replaces it.
void PropertiesPanel::buildReplacement(int cable)
{
    const Design &d = m_document->design();
    const Cable &c = d.cables().at(cable);
    auto *replaces = new QLineEdit(c.replaces());
    replaces->setPlaceholderText(tr("none (a cable id)"));
    replaces->setToolTip(tr("A planned cable may share the ports of the cable it replaces while both exist; "
                            "the checks, the trace and the BOM see only the new one."));
    connect(replaces, &QLineEdit::editingFinished, this, [this, replaces, cable] {
        replaces->setModified(false); // committed: the form may show what it did
        const QString id = replaces->text().trimmed();
        if (id == m_document->design().cables().at(cable).replaces()) return;
        if (const QString why = replacementProblem(m_document->design(), cable, id); !why.isEmpty()) {
            replaces->setStyleSheet(QStringLiteral("color: #b00020"));
            replaces->setToolTip(why);
            QToolTip::showText(replaces->mapToGlobal(QPoint(0, replaces->height())), why, replaces);
            return;
        }
        replaces->setStyleSheet(QString());
        m_document.data()->push(setCableReplaces(m_document.data(), cable, id));
    });
    m_layout->addRow(tr("Replaces"), replaces);
    if (d.isReplaced(cable)) {
        QStringList by;
        for (int other : d.cables().live())
            if (d.cables().at(other).replaces() == c.id) by << d.cables().at(other).id;
        m_layout->addRow(tr("Replaced by"), readOnly(by.join(QStringLiteral(", "))));
    }
}

} // namespace railyard
