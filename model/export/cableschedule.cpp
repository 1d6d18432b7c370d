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
        // A splitter's legs, or a trunk assembly's connectors on either side, in order and joined by "; ";
        // a side for each when any is on a panel.
        const auto column = [&](const QVarLengthArray<int, 4> &ends, auto text) {
            QStringList out;
            for (int e : ends)
                out << text(cable.ends[e]);
            const bool any =
                std::any_of(out.begin(), out.end(), [](const QString &s) { return !s.isEmpty(); });
            return any ? out.join(QStringLiteral("; ")) : QString();
        };
        const auto id = [&](const Endpoint &e) { return labelEndpointId(d, e); };
        out +=
            csvRecord({cable.id, cable.label, type.id, type.partNumberFor(type.orderedLength(cable.lengthM)),
                       exportNumber(cable.lengthM), column(cable.aEnds(), id), column(cable.aEnds(), device),
                       column(cable.bEnds(), id), column(cable.bEnds(), device),
                       rails[size_t(c)] > 0 ? QString::number(rails[size_t(c)]) : QString(),
                       column(cable.aEnds(), side), column(cable.bEnds(), side)});
    }
    return out.toUtf8();
}

} // namespace railyard
