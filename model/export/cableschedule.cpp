#include "export/cableschedule.h"

#include "design/design.h"
#include "export/labels.h"
#include "io/csv.h"
#include "trace/cablerails.h"

namespace railyard {

QByteArray cableScheduleCsv(const Design &d, CableOrder order)
{
    const std::vector<int> rails = cableRails(d);
    QString out = csvRecord({QStringLiteral("cable"), QStringLiteral("label"), QStringLiteral("type"),
                             QStringLiteral("part_number"), QStringLiteral("length_m"),
                             QStringLiteral("a_end"), QStringLiteral("a_device"), QStringLiteral("b_end"),
                             QStringLiteral("b_device"), QStringLiteral("rail")});
    const auto device = [&](const Endpoint &e) {
        return e.isLoose() ? QString() : d.devices().at(e.device).id;
    };
    for (int c : cablesInOrder(d, order)) {
        const Cable &cable = d.cables().at(c);
        const CableType &type = d.catalog.cableTypes.at(cable.type);
        QStringList bEnds, bDevices;
        for (int leg = 1; leg < int(cable.ends.size()); ++leg) {
            bEnds << labelEndpointId(d, cable.ends[leg]);
            bDevices << device(cable.ends[leg]);
        }
        out +=
            csvRecord({cable.id, cable.label, type.id, type.partNumberFor(type.orderedLength(cable.lengthM)),
                       exportNumber(cable.lengthM), labelEndpointId(d, cable.ends[0]), device(cable.ends[0]),
                       bEnds.join(QStringLiteral("; ")), bDevices.join(QStringLiteral("; ")),
                       rails[size_t(c)] > 0 ? QString::number(rails[size_t(c)]) : QString()});
    }
    return out.toUtf8();
}

} // namespace railyard
