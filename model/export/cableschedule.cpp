#include "export/cableschedule.h"

#include "core/enums.h"
#include "design/design.h"
#include "export/labels.h"
#include "io/csv.h"
#include "trace/cablerails.h"

#include <algorithm>

namespace railyard {

QByteArray cableScheduleCsv(const Design &d, CableOrder order)
{
    const std::vector<int> rails = cableRails(d);
    QString out =
        csvRecord({QStringLiteral("cable"), QStringLiteral("label"), QStringLiteral("type"),
                   QStringLiteral("part_number"), QStringLiteral("length_m"), QStringLiteral("a_end"),
                   QStringLiteral("a_device"), QStringLiteral("b_end"), QStringLiteral("b_device"),
                   QStringLiteral("rail"), QStringLiteral("a_side"), QStringLiteral("b_side")});
    const auto device = [&](const Endpoint &e) {
        return e.isLoose() ? QString() : d.devices().at(e.device).id;
    };
    // The side of a patch panel's port a cable goes into: the end's name is the same on both sides.
    const auto side = [&](const Endpoint &e) {
        return e.isLoose() || d.port(e).kind != PortKind::Adapter ? QString() : QString(enumName(e.side));
    };
    for (int c : cablesInOrder(d, order)) {
        const Cable &cable = d.cables().at(c);
        const CableType &type = d.catalog.cableTypes.at(cable.type);
        QStringList bEnds, bDevices, bSides;
        for (int leg = 1; leg < int(cable.ends.size()); ++leg) {
            bEnds << labelEndpointId(d, cable.ends[leg]);
            bDevices << device(cable.ends[leg]);
            bSides << side(cable.ends[leg]);
        }
        // A splitter's legs: a side for each when any is on a panel.
        const bool anySide =
            std::any_of(bSides.begin(), bSides.end(), [](const QString &s) { return !s.isEmpty(); });
        out +=
            csvRecord({cable.id, cable.label, type.id, type.partNumberFor(type.orderedLength(cable.lengthM)),
                       exportNumber(cable.lengthM), labelEndpointId(d, cable.ends[0]), device(cable.ends[0]),
                       bEnds.join(QStringLiteral("; ")), bDevices.join(QStringLiteral("; ")),
                       rails[size_t(c)] > 0 ? QString::number(rails[size_t(c)]) : QString(),
                       side(cable.ends[0]), anySide ? bSides.join(QStringLiteral("; ")) : QString()});
    }
    return out.toUtf8();
}

} // namespace railyard
