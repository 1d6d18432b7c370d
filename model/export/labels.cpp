#include "export/labels.h"

#include "design/design.h"
#include "export/labeltemplate.h"
#include "trace/cablerails.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Labels context (words for people on printed
// labels, in the language of --lang).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Labels)
};

} // namespace

QString labelEndpointId(const Design &design, const Endpoint &e)
{
    if (e.isLoose()) return QStringLiteral("LOOSE");
    const Device &device = design.devices().at(e.device);
    const PortDef &port = design.port(e);
    QString id = device.rack >= 0
                     ? QStringLiteral("%1-%2").arg(design.racks().at(device.rack).id).arg(device.u)
                     : device.id;
    id += QLatin1Char(':') + port.name;
    const int module = device.moduleAt(e.port);
    if (module >= 0 && design.catalog.transceivers.at(module).connectors > 1)
        id += QLatin1Char('.') + QString::number(e.effectiveSub());
    return id;
}

std::vector<LabelRef> labelsOfCables(const Design &d, const std::vector<int> &cables)
{
    std::vector<LabelRef> labels;
    const auto add = [&](int c) {
        for (int end = 0; end < int(d.cables().at(c).ends.size()); ++end)
            labels.push_back({c, end});
    };
    if (cables.empty())
        for (int c : d.cables().live())
            if (!d.isReplaced(c)) add(c); // a cable on its way out is labelled already
    for (int c : cables)
        add(c);
    return labels;
}

LabelSource::LabelSource(const Design &design, const LabelTemplate &layout, LabelExtras extras,
                         std::vector<LabelRef> labels)
    : m_design(design), m_template(layout), m_labels(std::move(labels)), m_extras(extras)
{
}

LabelSource::LabelSource(const Design &design, const LabelTemplate &layout, std::vector<int> cables,
                         LabelExtras extras)
    : LabelSource(design, layout, extras, labelsOfCables(design, cables))
{
}

LabelSource LabelSource::of(const Design &design, const LabelTemplate &layout, std::vector<LabelRef> labels,
                            LabelExtras extras)
{
    return LabelSource(design, layout, extras, std::move(labels));
}

bool LabelSource::next(LabelRecord &record)
{
    if (m_index >= m_labels.size()) return false;
    // The rails need every channel traced: only once labels are made, not to count them.
    if (m_rails.empty()) m_rails = cableRails(m_design);
    const auto [c, end] = m_labels[m_index++];
    const Cable &cable = m_design.cables().at(c);
    record.cable = c;
    record.cableId = cable.id;
    // A trunk assembly's ends are named by connector: A1…AN, B1…BN.
    record.end =
        cable.isAssembly()
            ? (cable.isAEnd(end) ? QStringLiteral("A%1") : QStringLiteral("B%1")).arg(cable.connectorOf(end))
        : end == 0         ? QStringLiteral("A")
        : cable.legs() > 1 ? QStringLiteral("B%1").arg(end)
                           : QStringLiteral("B");
    record.line1 = m_template.lines.value(0).isEmpty() ? QString() : fill(m_template.lines.value(0), c, end);
    record.line2 = m_template.lines.value(1).isEmpty() ? QString() : fill(m_template.lines.value(1), c, end);
    record.more.clear();
    if (m_extras.devices) record.more << fill(QStringLiteral("{near_device} / {far_device}"), c, end);
    record.partLine = -1;
    record.partNumber.clear();
    if (m_extras.cable) {
        record.partLine = int(record.more.size());
        record.more << fill(QStringLiteral("{part}, {length} m"), c, end);
        const CableType &type = m_design.catalog.cableTypes.at(cable.type);
        const double ordered = type.orderedLength(cable.lengthM);
        if (type.namesLength(ordered)) record.partNumber = type.partNumberFor(ordered);
    }
    record.rail = m_rails[size_t(c)];
    return true;
}

QString LabelSource::endpointId(const Endpoint &e) const
{
    QString id = labelEndpointId(m_design, e);
    if (m_extras.panelSides && !e.isLoose() && m_design.port(e).kind == PortKind::Adapter)
        id += QLatin1Char(' ') + (e.side == Side::Rear ? Text::tr("rear") : Text::tr("front"));
    return id;
}

QString LabelSource::fill(const QString &format, int c, int end) const
{
    const Cable &cable = m_design.cables().at(c);
    // The far end is the other end of the pair; of the A end of a splitter it is its first leg, with the
    // number of the others.
    const int peer = cable.peerOf(end);
    const auto far = [&] {
        if (peer >= 0) return endpointId(cable.ends[peer]);
        QString id = endpointId(cable.ends[1]);
        if (cable.legs() > 1) id += QStringLiteral(" +%1").arg(cable.legs() - 1);
        return id;
    };
    QString out = format;
    out.replace(QLatin1String("{label}"), cable.label.isEmpty() ? cable.id : cable.label);
    out.replace(QLatin1String("{id}"), cable.id);
    out.replace(QLatin1String("{type}"), m_design.catalog.cableTypes.at(cable.type).id);
    out.replace(QLatin1String("{length}"), QString::number(cable.lengthM, 'g', 6));
    const auto deviceAt = [&](int e) {
        const Endpoint &point = cable.ends[e];
        return point.isLoose() ? QStringLiteral("LOOSE") : m_design.devices().at(point.device).id;
    };
    if (out.contains(QLatin1String("{near_device}")))
        out.replace(QLatin1String("{near_device}"), deviceAt(end));
    if (out.contains(QLatin1String("{far_device}"))) {
        QString far = deviceAt(peer >= 0 ? peer : 1);
        if (peer < 0) far += QStringLiteral(" +%1").arg(cable.legs() - 1);
        out.replace(QLatin1String("{far_device}"), far);
    }
    if (out.contains(QLatin1String("{part}"))) {
        // The length's own part number (MFP7E30-N003), else the catalog id: on a label the short name a
        // technician knows beats a generic trunk's ordering code.
        const CableType &type = m_design.catalog.cableTypes.at(cable.type);
        const double ordered = type.orderedLength(cable.lengthM);
        out.replace(QLatin1String("{part}"),
                    type.namesLength(ordered) ? type.partNumberFor(ordered) : type.id);
    }
    if (out.contains(QLatin1String("{near}")))
        out.replace(QLatin1String("{near}"), endpointId(cable.ends[end]));
    if (out.contains(QLatin1String("{far}"))) out.replace(QLatin1String("{far}"), far());
    return out;
}

} // namespace railyard
