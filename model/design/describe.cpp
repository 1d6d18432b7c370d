#include "design/describe.h"

#include "core/enumtext.h"
#include "design/design.h"

#include <QCoreApplication>

namespace railyard {

QString describeEndpoint(const Design &d, const Endpoint &e)
{
    if (e.isLoose()) return QCoreApplication::translate("Describe", "a loose end");
    const PortDef &port = d.port(e);
    QString text = d.devices().at(e.device).id + QLatin1Char(' ') + port.name;
    if (port.kind == PortKind::Adapter) return text + QLatin1Char(' ') + sideText(e.side);
    const Transceiver *module = d.moduleAt(e);
    if (e.sub > 1 || (module && module->connectors > 1))
        text += QLatin1Char('.') + QString::number(e.effectiveSub());
    return text;
}

QString describeCableEnd(const Design &d, int cable, int end)
{
    const Cable &c = d.cables().at(cable);
    if (c.isAssembly())
        return (c.isAEnd(end) ? QCoreApplication::translate("Describe", "%1 end A%2")
                              : QCoreApplication::translate("Describe", "%1 end B%2"))
            .arg(c.id)
            .arg(c.connectorOf(end));
    if (c.legs() > 1 && end > 0)
        return QCoreApplication::translate("Describe", "%1 leg %2").arg(c.id).arg(end);
    return c.id + (end == 0 ? QCoreApplication::translate("Describe", " A end")
                            : QCoreApplication::translate("Describe", " B end"));
}

QString rackOfEnd(const Design &d, const Endpoint &e)
{
    if (e.isLoose()) return {};
    const Device &device = d.devices().at(e.device);
    return device.rack >= 0 ? d.racks().at(device.rack).id : device.id;
}

} // namespace railyard
