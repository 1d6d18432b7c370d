#include "panels/propertiespanel.h"

#include "catalog/catalogtexts.h"
#include "catalog/partnumber.h"
#include "commands/valuecommands.h"
#include "common/lengthspinbox.h"
#include "core/enumtext.h"
#include "core/numberformat.h"
#include "design/describe.h"
#include "design/rackpower.h"
#include "document/document.h"
#include "export/bom.h"
#include "panels/propertyfields.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSet>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

#include <functional>
#include <optional>

namespace railyard {

namespace {

// A spin box whose lowest value means "not set".
QSpinBox *optionalSpin(std::optional<int> value)
{
    auto *spin = new QSpinBox;
    spin->setRange(0, 9999);
    spin->setSpecialValueText(QObject::tr("none"));
    spin->setValue(value.value_or(0));
    return spin;
}

std::optional<int> optionalValue(int v)
{
    return v > 0 ? std::optional<int>(v) : std::nullopt;
}

} // namespace

PropertiesPanel::PropertiesPanel(QWidget *parent) : QWidget(parent), m_title(new QLabel(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_title);
    layout->addStretch();
}

void PropertiesPanel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document.data(), nullptr, this, nullptr);
    m_document = document;
    if (m_document) connect(m_document.data(), &Document::changed, this, &PropertiesPanel::onChanged);
    showObjects(EntityKind::None, {});
}

void PropertiesPanel::showObjects(EntityKind kind, const QList<int> &ids)
{
    m_kind = ids.isEmpty() ? EntityKind::None : kind;
    m_ids = ids;
    m_segments.clear();
    m_nodes.clear();
    rebuild();
}

// True for an editor the user has typed into and not finished: rebuilding the form would take the text from
// under the cursor. An editor that only has the focus (the user tabbed to it, then chose Undo) shows the
// design as it is now.
static bool isTypedInto(QWidget *w, const QWidget *form)
{
    for (; w && w != form; w = w->parentWidget()) {
        if (const auto *line = qobject_cast<QLineEdit *>(w)) return line->isModified();
        if (const auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            const auto *line = spin->findChild<QLineEdit *>();
            return line && line->isModified();
        }
        if (const auto *text = qobject_cast<QPlainTextEdit *>(w)) return text->document()->isModified();
    }
    return false;
}

void PropertiesPanel::onChanged(const Change &change)
{
    // Keep the fields true, but do not rebuild under the user's typing. A choice made in a list (a rack's
    // type) changes other rows (its power limit): rebuild, and give the focus back to the same row.
    QWidget *focus = QApplication::focusWidget();
    const bool focusInForm = m_form && m_form->isAncestorOf(focus);
    if (focusInForm && isTypedInto(focus, m_form) && !m_committing) return;
    int focusRow = -1;
    if (focusInForm) {
        QFormLayout::ItemRole role;
        m_layout->getWidgetPosition(focus, &focusRow, &role);
    }
    if (m_kind == EntityKind::Rack && change.kind == ChangeKind::RacksRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_kind == EntityKind::Cable && change.kind == ChangeKind::CablesRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_kind == EntityKind::Device && change.kind == ChangeKind::DevicesRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_ids.isEmpty()) m_kind = EntityKind::None;
    if (change.kind == ChangeKind::Reset || change.touches(ChangeProperty::Pathways)) {
        const Pathways &p = m_document->design().pathways;
        m_segments.removeIf([&](const QString &id) { return p.segmentIndex(id) < 0; });
        m_nodes.removeIf([&](const QString &id) { return p.nodeIndex(id) < 0; });
    }
    rebuild();
    if (focusRow >= 0)
        if (QLayoutItem *item = m_layout->itemAt(focusRow, QFormLayout::FieldRole); item && item->widget())
            item->widget()->setFocus();
}

void PropertiesPanel::rebuild()
{
    // Later, not now: this may run inside a signal of one of the form's own editors.
    if (m_form) {
        m_form->hide();
        m_form->deleteLater();
        m_form = nullptr;
    }
    if (!m_document) {
        m_title->setText(tr("No design"));
        return;
    }
    m_form = new QWidget(this);
    m_layout = new QFormLayout(m_form);
    m_layout->setContentsMargins(0, 4, 0, 0);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, m_form);
    if (!m_segments.isEmpty() || !m_nodes.isEmpty()) {
        // Segments first, as the selection's main part; a node picked with them is in the tray list.
        if (!m_segments.isEmpty())
            buildSegments(m_segments);
        else
            buildNodes(m_nodes);
    } else if (m_kind == EntityKind::None || m_ids.isEmpty())
        buildDesign();
    else if (m_kind == EntityKind::Rack)
        buildRacks(m_ids);
    else if (m_kind == EntityKind::Cable)
        buildCables(m_ids);
    else
        buildDevices(m_ids);
    // A long value shows its beginning ("NVIDIA DGX SuperPOD, …"), not its end, in a narrow dock.
    for (QLineEdit *edit : m_form->findChildren<QLineEdit *>())
        edit->setCursorPosition(0);
    // The fields give way to a narrow dock rather than ask for the width of their longest text, which would
    // scroll the whole form sideways; a list shows the rest of its text when opened.
    for (QComboBox *list : m_form->findChildren<QComboBox *>()) {
        list->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        list->setMinimumContentsLength(6);
    }
    for (QWidget *field : m_form->findChildren<QWidget *>())
        if (qobject_cast<QLineEdit *>(field) || qobject_cast<QAbstractSpinBox *>(field) ||
            qobject_cast<QComboBox *>(field))
            field->setMinimumWidth(std::min(field->minimumSizeHint().width(), 72));
}

void PropertiesPanel::buildDesign()
{
    const Design &d = m_document->design();
    m_title->setText(tr("Design"));
    auto *name = new QLineEdit(d.name);
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        name->setModified(false); // committed: the form may show what it did
        if (name->text() != m_document->design().name)
            m_document.data()->push(setDesignName(m_document.data(), name->text()));
    });
    m_layout->addRow(tr("Name"), name);
    auto *currency = new QLineEdit(d.currency);
    currency->setMaxLength(3);
    connect(currency, &QLineEdit::editingFinished, this, [this, currency] {
        currency->setModified(false); // committed: the form may show what it did
        if (currency->text() != m_document->design().currency)
            m_document.data()->push(setCurrency(m_document.data(), currency->text().toUpper()));
    });
    m_layout->addRow(tr("Currency"), currency);
    auto settingSpin = [this](double value, double max, const QString &suffix, double Settings::*member) {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(0, max);
        spin->setDecimals(2);
        spin->setSingleStep(0.1);
        spin->setSuffix(suffix);
        spin->setValue(value);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, member](double v) {
            Settings s = m_document->design().settings;
            s.*member = v;
            m_document.data()->push(setSettings(m_document.data(), s));
        });
        return spin;
    };
    m_layout->addRow(tr("Loss margin"),
                     settingSpin(d.settings.lossMarginDb, 10, tr(" dB"), &Settings::lossMarginDb));
    auto *tray = new LengthSpinBox;
    tray->setRangeMetres(0, 10);
    tray->setMetres(d.settings.trayHeightM);
    connect(tray, &QDoubleSpinBox::valueChanged, this, [this, tray] {
        Settings s = m_document->design().settings;
        s.trayHeightM = tray->metres();
        m_document.data()->push(setSettings(m_document.data(), s));
    });
    m_layout->addRow(tr("Tray height"), tray);
    m_layout->addRow(tr("Spares"),
                     settingSpin(d.settings.sparesPercent, 100, tr(" %"), &Settings::sparesPercent));
    // The hall's power budget per rack, for racks whose type sets none; 0 shows as "none".
    auto *budget = new QDoubleSpinBox;
    budget->setRange(0, 1000);
    budget->setDecimals(1);
    budget->setSingleStep(1);
    budget->setSuffix(tr(" kW"));
    budget->setSpecialValueText(tr("none"));
    budget->setValue(d.settings.rackPowerKw.value_or(0));
    budget->setToolTip(
        tr("What a rack may draw when its rack type sets no limit (rack-power); none leaves such "
           "racks unchecked"));
    connect(budget, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        Settings s = m_document->design().settings;
        s.rackPowerKw = v > 0 ? std::optional<double>(v) : std::nullopt;
        m_document.data()->push(setSettings(m_document.data(), s));
    });
    m_layout->addRow(tr("Rack power budget"), budget);
    // Which aisle switch ports face decides the airflow, so the SKU, switches are ordered in.
    auto *aisle = new QComboBox;
    aisle->addItem(tr("hot aisle (P2C)"), int(PortsFace::HotAisle));
    aisle->addItem(tr("cold aisle (C2P)"), int(PortsFace::ColdAisle));
    aisle->setCurrentIndex(d.settings.switchPortsFace == PortsFace::ColdAisle ? 1 : 0);
    aisle->setToolTip(
        tr("The airflow of switches sold in both (P2C: air in at the power supplies, out at the "
           "ports), unless a switch sets its own; the BOM orders the matching part number"));
    connect(aisle, &QComboBox::activated, this, [this, aisle](int index) {
        Settings s = m_document->design().settings;
        s.switchPortsFace = PortsFace(aisle->itemData(index).toInt());
        if (s.switchPortsFace == PortsFace::HotAisle) s.switchPortsFace = PortsFace::None; // the default
        if (s != m_document->design().settings) m_document.data()->push(setSettings(m_document.data(), s));
    });
    m_layout->addRow(tr("Switch ports face"), aisle);

    // The quote's title block (BOM spreadsheet and PDF quote). Each field is one mergeable undo step while
    // typed.
    auto *heading = new QLabel(tr("<b>Quote</b>"));
    heading->setContentsMargins(0, 8, 0, 0);
    m_layout->addRow(heading);
    const auto quoteText = [this](const QString &value, QString QuoteInfo::*member,
                                  const QString &placeholder) {
        auto *edit = new QLineEdit(value);
        edit->setPlaceholderText(placeholder);
        connect(edit, &QLineEdit::textEdited, this, [this, member](const QString &text) {
            QuoteInfo q = m_document->design().quote;
            q.*member = text;
            m_document.data()->push(setQuoteInfo(m_document.data(), q));
        });
        return edit;
    };
    const QuoteInfo &q = d.quote;
    m_layout->addRow(tr("Customer"), quoteText(q.customer, &QuoteInfo::customer, QString()));
    m_layout->addRow(tr("Project"), quoteText(q.project, &QuoteInfo::project, QString()));
    m_layout->addRow(tr("Quote number"),
                     quoteText(q.number, &QuoteInfo::number, tr("none: a bill of materials")));
    m_layout->addRow(tr("Revision"), quoteText(q.revision, &QuoteInfo::revision, QString()));
    auto *date = new QDateEdit(q.effectiveDate());
    date->setCalendarPopup(true);
    date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    date->setToolTip(tr("The quote's date (today until one is set)"));
    connect(date, &QDateEdit::dateChanged, this, [this](const QDate &value) {
        QuoteInfo quote = m_document->design().quote;
        quote.date = value;
        m_document.data()->push(setQuoteInfo(m_document.data(), quote));
    });
    m_layout->addRow(tr("Date"), date);
    auto *valid = new QSpinBox;
    valid->setRange(0, 3650);
    valid->setSuffix(tr(" days"));
    valid->setSpecialValueText(tr("not stated"));
    valid->setValue(q.validDays.value_or(0));
    connect(valid, &QSpinBox::valueChanged, this, [this](int days) {
        QuoteInfo quote = m_document->design().quote;
        quote.validDays = days > 0 ? std::optional<int>(days) : std::nullopt;
        m_document.data()->push(setQuoteInfo(m_document.data(), quote));
    });
    m_layout->addRow(tr("Valid for"), valid);
    auto *notes = new QPlainTextEdit(q.notes);
    notes->setTabChangesFocus(true);
    notes->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    connect(notes, &QPlainTextEdit::textChanged, this, [this, notes] {
        if (notes->toPlainText() == m_document->design().quote.notes) return;
        QuoteInfo quote = m_document->design().quote;
        quote.notes = notes->toPlainText();
        m_document.data()->push(setQuoteInfo(m_document.data(), quote));
    });
    m_layout->addRow(tr("Notes"), notes);
}

namespace {

// An optional-number field: "none" for unset; for several objects that differ, "mixed" until edited.
QSpinBox *optionalSpin(const QList<int> &ids, const std::function<std::optional<int>(int)> &value)
{
    const auto shared = common(ids, value);
    auto *spin = optionalSpin(shared.value_or(std::nullopt));
    if (!shared) {
        spin->setMinimum(-1);
        spin->setSpecialValueText(QObject::tr("mixed"));
        spin->setValue(-1);
    }
    return spin;
}

} // namespace

void PropertiesPanel::buildRacks(const QList<int> &racks)
{
    const Design &d = m_document->design();
    const Rack &r = d.racks().at(racks.first());
    if (racks.size() == 1) {
        m_title->setText(tr("Rack %1").arg(r.id));
        const int rack = racks.first();
        auto *id = new QLineEdit(r.id);
        connect(id, &QLineEdit::editingFinished, this, [this, id, rack] {
            id->setModified(false); // committed: the form may show what it did
            const QString text = id->text().trimmed();
            if (text == m_document->design().racks().at(rack).id) return;
            if (isIdFree(*m_document.data(), EntityKind::Rack, text))
                m_document.data()->push(setRackId(m_document.data(), rack, text));
            else
                id->setText(m_document->design().racks().at(rack).id); // taken or empty: keep the old id
        });
        m_layout->addRow(tr("Id"), id);
    } else {
        m_title->setText(tr("%n racks", nullptr, int(racks.size())));
    }
    const auto row = common(racks, [&](int x) { return d.racks().at(x).row; });
    auto *rowEdit = new QLineEdit(row.value_or(QString()));
    if (!row) rowEdit->setPlaceholderText(tr("mixed"));
    connect(rowEdit, &QLineEdit::editingFinished, this, [this, rowEdit, racks] {
        rowEdit->setModified(false); // committed: the form may show what it did
        const Design &d = m_document->design();
        const QString text = rowEdit->text().trimmed();
        if (text.isEmpty() && rowEdit->placeholderText() == tr("mixed")) return; // left as it was
        if (common(racks, [&](int x) { return d.racks().at(x).row; }) != text)
            m_document.data()->push(setRackRow(m_document.data(), racks, text));
    });
    m_layout->addRow(tr("Row"), rowEdit);
    // The cabinet ordered for the rack (its size comes along); none: the rack is not on the BOM.
    const auto type = common(racks, [&](int x) { return d.racks().at(x).type; });
    auto *typeBox = new QComboBox;
    typeBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    typeBox->setMinimumContentsLength(12);
    if (!type) typeBox->addItem(tr("mixed"), -2);
    typeBox->addItem(tr("none (not ordered)"), -1);
    for (int i = 0; i < d.catalog.rackTypes.size(); ++i) {
        typeBox->addItem(d.catalog.rackTypes.at(i).id, i);
        typeBox->setItemData(typeBox->count() - 1, catalogText(d.catalog.rackTypes.at(i).description),
                             Qt::ToolTipRole);
    }
    typeBox->setCurrentIndex(std::max(0, typeBox->findData(type.value_or(-2))));
    connect(typeBox, &QComboBox::activated, this, [this, racks, typeBox](int index) {
        const int chosen = typeBox->itemData(index).toInt();
        if (chosen >= -1) m_document.data()->push(setRackType(m_document.data(), racks, chosen));
    });
    m_layout->addRow(tr("Type"), typeBox);
    const auto heightU = common(racks, [&](int x) { return d.racks().at(x).heightU; });
    auto *height = new QSpinBox;
    height->setRange(heightU ? 1 : 0, 60);
    height->setSpecialValueText(tr("mixed"));
    height->setSuffix(tr(" U"));
    height->setValue(heightU.value_or(0));
    connect(height, &QSpinBox::valueChanged, this, [this, racks, height](int v) {
        if (v < 1) return;
        height->setMinimum(1);
        m_document.data()->push(setRackHeight(m_document.data(), racks, v));
    });
    m_layout->addRow(tr("Height"), height);
    if (racks.size() == 1)
        m_layout->addRow(tr("Position"),
                         readOnly(r.hasPosition()
                                      ? tr("x %1, y %2").arg(formatLength(*r.xM), formatLength(*r.yM))
                                      : tr("not on the floor yet")));
    const QSet<int> chosen(racks.cbegin(), racks.cend());
    int devices = 0;
    for (int dev : d.devices().live())
        devices += chosen.contains(d.devices().at(dev).rack) ? 1 : 0;
    m_layout->addRow(tr("Devices"), readOnly(QString::number(devices)));
    if (racks.size() != 1) return;
    // What the rack draws against what its type allows (the rack-power rule), and how it is cooled.
    QList<int> inRack;
    for (int dev : d.devices().live())
        if (d.devices().at(dev).rack == racks.front()) inRack.append(dev);
    const RackPower power = rackPower(d, racks.front(), inRack);
    const QString draw = formatDrawKw(power);
    QString powerText =
        !power.limitW ? tr("%1 kW (no limit set)").arg(draw)
        : power.limitFromType
            ? tr("%1 kW of %2 kW").arg(draw, formatNumber(*power.limitW / 1000.0))
            : tr("%1 kW of the design's %2 kW").arg(draw, formatNumber(*power.limitW / 1000.0));
    if (power.unknownDevices > 0)
        powerText += QLatin1Char('\n') +
                     tr("%n device(s) without a power figure not counted", nullptr, power.unknownDevices);
    m_layout->addRow(tr("Power"), readOnly(powerText));
    if (r.type >= 0)
        if (const Cooling cooling = d.catalog.rackTypes.at(r.type).cooling; cooling != Cooling::None)
            m_layout->addRow(tr("Cooling"), readOnly(cooling == Cooling::Liquid ? tr("liquid") : tr("air")));
}

void PropertiesPanel::buildDevices(const QList<int> &devices)
{
    const Design &d = m_document->design();
    const Device &dev = d.devices().at(devices.first());
    if (devices.size() == 1) {
        const int device = devices.first();
        m_title->setText(tr("Device %1").arg(dev.id));
        auto *id = new QLineEdit(dev.id);
        connect(id, &QLineEdit::editingFinished, this, [this, id, device] {
            id->setModified(false); // committed: the form may show what it did
            const QString text = id->text().trimmed();
            if (text == m_document->design().devices().at(device).id) return;
            if (isIdFree(*m_document.data(), EntityKind::Device, text))
                m_document.data()->push(setDeviceId(m_document.data(), device, text));
            else
                id->setText(m_document->design().devices().at(device).id);
        });
        m_layout->addRow(tr("Id"), id);
    } else {
        m_title->setText(tr("%n devices", nullptr, int(devices.size())));
    }
    if (const auto type = common(devices, [&](int x) { return d.devices().at(x).type; })) {
        const DeviceType &t = d.catalog.deviceTypes.at(*type);
        m_layout->addRow(tr("Type"),
                         readOnly(QStringLiteral("%1 (%2 %3)").arg(t.id, t.manufacturer, t.model)));
        // What the BOM orders it by, in the airflow it is ordered in, and whether a source confirms that part
        // number (a selection of mixed airflows shows the first device's).
        const Airflow own = d.devices().at(devices.first()).airflow;
        const DeviceOrder order =
            deviceOrder(d.catalog, t, own != Airflow::None ? own : d.settings.switchAirflow());
        const QString how = order.status == PartNumberStatus::Confirmed ? tr("confirmed")
                            : order.status == PartNumberStatus::Generic ? tr("generic")
                                                                        : tr("not confirmed");
        // A catalog id is no part number: as the quote says it.
        m_layout->addRow(tr("Part number"), readOnly(order.status == PartNumberStatus::CatalogId
                                                         ? bomOrderCodeToConfirm()
                                                         : tr("%1 (%2)").arg(order.partNumber, how)));
    } else {
        m_layout->addRow(tr("Type"), readOnly(tr("mixed")));
    }
    if (devices.size() == 1)
        m_layout->addRow(tr("Place"),
                         readOnly(dev.isPlaced() ? tr("%1, U%2").arg(d.racks().at(dev.rack).id).arg(dev.u)
                                                 : tr("not placed")));
    // Scalable unit, node and rail: set for all selected devices at once, one undo step per edit.
    using Setter = QUndoCommand *(*)(Document *, QList<int>, std::optional<int>);
    const auto attribute = [&](const QString &label, std::optional<int> Device::*member, Setter setter) {
        auto *spin = optionalSpin(devices, [&](int x) { return d.devices().at(x).*member; });
        connect(spin, &QSpinBox::valueChanged, this, [this, devices, setter, spin](int v) {
            if (v < 0) return;
            spin->setMinimum(0);
            m_document.data()->push(setter(m_document.data(), devices, optionalValue(v)));
        });
        m_layout->addRow(label, spin);
    };
    attribute(tr("Scalable unit"), &Device::su, &setDeviceSu);
    attribute(tr("Node"), &Device::node, &setDeviceNode);
    attribute(tr("Rail"), &Device::rail, &setDeviceRail);
    buildAirflow(devices);
    if (devices.size() == 1) m_layout->addRow(tr("Modules"), readOnly(QString::number(dev.modules.size())));
}

} // namespace railyard

namespace railyard {

void PropertiesPanel::buildAirflow(const QList<int> &devices)
{
    const Design &d = m_document->design();
    // Only switches sold with an airflow have one to order; a selection with others shows none.
    for (int x : devices)
        if (productOf(d.catalog, d.deviceType(x)).airflow == Airflow::None) return;
    const auto airflow = common(devices, [&](int x) { return d.devices().at(x).airflow; });
    const Airflow hall = d.settings.switchAirflow();
    auto *box = new QComboBox;
    if (!airflow) box->addItem(tr("mixed"), -1);
    box->addItem(hall == Airflow::C2P ? tr("as the hall (C2P)") : tr("as the hall (P2C)"),
                 int(Airflow::None));
    box->addItem(tr("P2C (ports toward the hot aisle)"), int(Airflow::P2C));
    box->addItem(tr("C2P (ports toward the cold aisle)"), int(Airflow::C2P));
    box->setCurrentIndex(std::max(0, box->findData(airflow ? int(*airflow) : -1)));
    if (devices.size() == 1) {
        // The part number this airflow orders, as the BOM will.
        const DeviceType &p = productOf(d.catalog, d.deviceType(devices.front()));
        const Airflow ordered = airflow && *airflow != Airflow::None ? *airflow : hall;
        const QString sku = ordered == p.airflow ? p.order.partNumber : p.reversePartNumber;
        box->setToolTip(sku.isEmpty() ? tr("No part number of this airflow is known: the BOM says so")
                                      : tr("Ordered as %1").arg(sku));
    }
    connect(box, &QComboBox::activated, this, [this, devices, box](int index) {
        const int chosen = box->itemData(index).toInt();
        if (chosen >= 0)
            m_document.data()->push(setDeviceAirflow(m_document.data(), devices, Airflow(chosen)));
    });
    m_layout->addRow(tr("Airflow"), box);
}

} // namespace railyard
