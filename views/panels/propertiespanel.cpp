#include "propertiespanel.h"

#include "commands/valuecommands.h"
#include "document/document.h"
#include "design/describe.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

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

QLabel *readOnly(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
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
    if (m_document)
        disconnect(m_document.data(), nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document.data(), &Document::changed, this, &PropertiesPanel::onChanged);
    showObjects(Kind::Design, {});
}

void PropertiesPanel::showObjects(Kind kind, const QList<int> &ids)
{
    m_kind = ids.isEmpty() ? Kind::Design : kind;
    m_ids = ids;
    rebuild();
}

void PropertiesPanel::onChanged(const Change &change)
{
    // Keep the fields true, but do not rebuild under the user's typing.
    if (m_form && m_form->isAncestorOf(QApplication::focusWidget()))
        return;
    if (m_kind == Kind::Rack && change.kind == ChangeKind::RacksRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_kind == Kind::Cable && change.kind == ChangeKind::CablesRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_kind == Kind::Device && change.kind == ChangeKind::DevicesRemoved)
        for (int id : change.ids)
            m_ids.removeAll(id);
    if (m_ids.isEmpty())
        m_kind = Kind::Design;
    rebuild();
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
    if (m_kind == Kind::Design || m_ids.isEmpty())
        buildDesign();
    else if (m_ids.size() > 1)
        m_title->setText(tr("%1 objects selected").arg(m_ids.size()));
    else if (m_kind == Kind::Rack)
        buildRack(m_ids.first());
    else if (m_kind == Kind::Cable)
        buildCable(m_ids.first());
    else
        buildDevice(m_ids.first());
}

void PropertiesPanel::buildDesign()
{
    const Design &d = m_document->design();
    m_title->setText(tr("Design"));
    auto *name = new QLineEdit(d.name);
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        if (name->text() != m_document->design().name)
            m_document.data()->push(setDesignName(m_document.data(), name->text()));
    });
    m_layout->addRow(tr("Name"), name);
    auto *currency = new QLineEdit(d.currency);
    currency->setMaxLength(3);
    connect(currency, &QLineEdit::editingFinished, this, [this, currency] {
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
    m_layout->addRow(tr("Loss margin"), settingSpin(d.settings.lossMarginDb, 10, tr(" dB"), &Settings::lossMarginDb));
    m_layout->addRow(tr("Tray height"), settingSpin(d.settings.trayHeightM, 10, tr(" m"), &Settings::trayHeightM));
    m_layout->addRow(tr("Spares"), settingSpin(d.settings.sparesPercent, 100, tr(" %"), &Settings::sparesPercent));
}

void PropertiesPanel::buildRack(int rack)
{
    const Rack &r = m_document->design().racks().at(rack);
    m_title->setText(tr("Rack %1").arg(r.id));
    auto *id = new QLineEdit(r.id);
    connect(id, &QLineEdit::editingFinished, this, [this, id, rack] {
        const QString text = id->text().trimmed();
        if (text == m_document->design().racks().at(rack).id)
            return;
        if (isIdFree(*m_document.data(), IdKind::Rack, text))
            m_document.data()->push(setRackId(m_document.data(), rack, text));
        else
            id->setText(m_document->design().racks().at(rack).id);  // taken or empty: keep the old id
    });
    m_layout->addRow(tr("Id"), id);
    auto *row = new QLineEdit(r.row);
    connect(row, &QLineEdit::editingFinished, this, [this, row, rack] {
        if (row->text() != m_document->design().racks().at(rack).row)
            m_document.data()->push(setRackRow(m_document.data(), {rack}, row->text()));
    });
    m_layout->addRow(tr("Row"), row);
    auto *height = new QSpinBox;
    height->setRange(1, 60);
    height->setSuffix(tr(" U"));
    height->setValue(r.heightU);
    connect(height, &QSpinBox::valueChanged, this, [this, rack](int v) { m_document.data()->push(setRackHeight(m_document.data(), {rack}, v)); });
    m_layout->addRow(tr("Height"), height);
    m_layout->addRow(tr("Position"), readOnly(r.hasPosition() ? tr("x %1 m, y %2 m").arg(*r.xM).arg(*r.yM) : tr("not on the floor yet")));
}

void PropertiesPanel::buildDevice(int device)
{
    const Design &d = m_document->design();
    const Device &dev = d.devices().at(device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    m_title->setText(tr("Device %1").arg(dev.id));
    auto *id = new QLineEdit(dev.id);
    connect(id, &QLineEdit::editingFinished, this, [this, id, device] {
        const QString text = id->text().trimmed();
        if (text == m_document->design().devices().at(device).id)
            return;
        if (isIdFree(*m_document.data(), IdKind::Device, text))
            m_document.data()->push(setDeviceId(m_document.data(), device, text));
        else
            id->setText(m_document->design().devices().at(device).id);
    });
    m_layout->addRow(tr("Id"), id);
    m_layout->addRow(tr("Type"), readOnly(QStringLiteral("%1 (%2 %3)").arg(type.id, type.manufacturer, type.model)));
    m_layout->addRow(tr("Place"), readOnly(dev.isPlaced() ? tr("%1, U%2").arg(d.racks().at(dev.rack).id).arg(dev.u) : tr("not placed")));
    auto *su = optionalSpin(dev.su);
    connect(su, &QSpinBox::valueChanged, this, [this, device](int v) { m_document.data()->push(setDeviceSu(m_document.data(), {device}, optionalValue(v))); });
    m_layout->addRow(tr("Scalable unit"), su);
    auto *node = optionalSpin(dev.node);
    connect(node, &QSpinBox::valueChanged, this, [this, device](int v) { m_document.data()->push(setDeviceNode(m_document.data(), {device}, optionalValue(v))); });
    m_layout->addRow(tr("Node"), node);
    auto *rail = optionalSpin(dev.rail);
    connect(rail, &QSpinBox::valueChanged, this, [this, device](int v) { m_document.data()->push(setDeviceRail(m_document.data(), {device}, optionalValue(v))); });
    m_layout->addRow(tr("Rail"), rail);
    m_layout->addRow(tr("Modules"), readOnly(QString::number(dev.modules.size())));
}

} // namespace railyard

namespace railyard {

void PropertiesPanel::buildCable(int cable)
{
    const Design &d = m_document->design();
    const Cable &c = d.cables().at(cable);
    const CableType &type = d.catalog.cableTypes.at(c.type);
    m_title->setText(tr("Cable %1").arg(c.id));
    m_layout->addRow(tr("Type"), readOnly(QStringLiteral("%1 (%2)").arg(type.id, type.description)));
    auto *length = new QDoubleSpinBox;
    length->setRange(0.1, 10000);
    length->setDecimals(2);
    length->setSuffix(tr(" m"));
    length->setValue(c.lengthM);
    connect(length, &QDoubleSpinBox::valueChanged, this, [this, cable](double v) {
        m_document.data()->push(setCableLength(m_document.data(), {cable}, v));
    });
    m_layout->addRow(tr("Length"), length);
    m_layout->addRow(tr("Orders as"), readOnly(tr("%1 m").arg(type.orderedLength(c.lengthM))));
    auto *label = new QLineEdit(c.label);
    connect(label, &QLineEdit::editingFinished, this, [this, label, cable] {
        if (label->text() != m_document->design().cables().at(cable).label)
            m_document.data()->push(setCableLabel(m_document.data(), {cable}, label->text()));
    });
    m_layout->addRow(tr("Label"), label);
    for (int end = 0; end < int(c.ends.size()); ++end) {
        const Endpoint &e = c.ends[end];
        const QString text = e.isLoose() ? tr("loose") : describeEndpoint(d, e);
        m_layout->addRow(end == 0 ? tr("A end") : (c.legs() > 1 ? tr("Leg %1").arg(end) : tr("B end")), readOnly(text));
    }
}

} // namespace railyard
