#include "elevation/portsummary.h"

#include "core/enumtext.h"
#include "core/numberformat.h"
#include "design/describe.h"
#include "design/design.h"
#include "report/channelreport.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the PortSummary context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PortSummary)
};

// Where the channel through this cable end ends on the other side: a module, or where it stops.
QString farEnd(const Design &d, int cable, const Endpoint &here)
{
    const QList<ChannelReport> reports = traceCable(d, cable);
    for (const ChannelReport &r : reports) {
        const Channel &ch = r.channel;
        const bool fromStart = ch.start == here;
        if (!fromStart && !(ch.finish == here)) continue;
        const Endpoint &far = fromStart ? ch.finish : ch.start;
        const Terminal terminal = fromStart ? ch.finishTerminal : ch.startTerminal;
        if (far.isLoose()) return Text::tr("a loose end");
        const QString where = describeEndpoint(d, far);
        return isCompleteTerminal(terminal) ? where : Text::tr("%1 (incomplete)").arg(where);
    }
    return {};
}

} // namespace

QString describePort(const Design &d, int device, int port, Side face)
{
    const Device &dev = d.devices().at(device);
    const PortDef &def = d.deviceType(device).ports[size_t(port)];
    QStringList kind;
    switch (def.kind) {
    case PortKind::Cage:
        kind << Text::tr("%1 cage").arg(def.formFactor.isEmpty() ? Text::tr("a") : def.formFactor);
        break;
    case PortKind::Adapter:
        kind << Text::tr("%1 adapter, %2")
                    .arg(def.connector, face == Side::Rear ? Text::tr("rear") : Text::tr("front"));
        break;
    case PortKind::Fixed:
        kind << Text::tr("fixed %1 port").arg(def.connector);
        break;
    }
    if (def.network != Network::None) kind << networkText(def.network);
    if (!def.rails.isEmpty()) {
        QStringList rails;
        for (int r : def.rails)
            rails << QString::number(r);
        kind << Text::tr("rail %1").arg(rails.join(QStringLiteral(" / ")));
    }
    QString html = QStringLiteral("<b>%1 %2</b><br>%3")
                       .arg(dev.id.toHtmlEscaped(), def.name.toHtmlEscaped(),
                            kind.join(QStringLiteral(" · ")).toHtmlEscaped());
    const Endpoint base{device, port, 0, def.kind == PortKind::Adapter ? face : Side::None};
    int connectors = 1;
    if (def.kind == PortKind::Cage) {
        if (const Transceiver *m = d.moduleAt(base)) {
            connectors = std::max(1, m->connectors);
            html += QStringLiteral("<br>%1 — %2").arg(m->id.toHtmlEscaped(), m->description.toHtmlEscaped());
        } else {
            html += QStringLiteral("<br><i>%1</i>")
                        .arg(Text::tr("empty: drop a transceiver here, or plug a direct-attach cable"));
        }
    }
    for (int sub = 1; sub <= connectors; ++sub) {
        Endpoint e = base;
        e.sub = connectors > 1 ? sub : 0;
        const QString name = connectors > 1 ? QStringLiteral("%1.%2").arg(def.name).arg(sub) : def.name;
        const Connectivity::EndRef ref = d.connectivity().at(e);
        if (ref.cable < 0) {
            html += QStringLiteral("<br>%1: <i>%2</i>").arg(name.toHtmlEscaped(), Text::tr("no cable"));
            continue;
        }
        const Cable &c = d.cables().at(ref.cable);
        QString line = Text::tr("%1: %2 (%3, %4)")
                           .arg(name, c.id, d.catalog.cableTypes.at(c.type).id, formatLength(c.lengthM));
        const QString far = farEnd(d, ref.cable, c.ends[ref.end]);
        if (!far.isEmpty()) line += QStringLiteral(" → ") + far;
        html += QStringLiteral("<br>") + line.toHtmlEscaped();
    }
    return html;
}

} // namespace railyard
