#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace railyard {

class Design;

// The orders in which cables (their labels, the cable schedule) come out:
// - Cable: as the design lists them;
// - Installation: as an installer walks the hall — by the rack of the A end (natural order: A2 before A10),
//   then the device's U from the top of the rack down, then the port; cables with a loose A end last;
// - FarEnd: the same, by the B end (to work from the other side, e.g. at the leaf racks).
enum class CableOrder
{
    Cable,
    Installation,
    FarEnd
};
QString cableOrderName(CableOrder order); // "cable", "rack", "far-end"
std::optional<CableOrder> cableOrderFromName(const QString &name);

// The cables (all live ones when `cables` is empty) in that order; equal keys keep the design's order.
std::vector<int> cablesInOrder(const Design &design, CableOrder order, std::vector<int> cables = {});

// The labels of those cables in that order. Installation order sorts each label by where it goes on — the B
// end's label with the B end's rack — so that a technician at one rack has all its labels together; the
// others keep a cable's labels together. `racks` (ids), if not empty, keeps only the labels that go on in
// those racks.
struct LabelRef;
std::vector<LabelRef> labelsInOrder(const Design &design, CableOrder order, std::vector<int> cables = {},
                                    const QStringList &racks = {});

} // namespace railyard
