#pragma once

#include "design/rack.h"

#include <QString>

#include <vector>

namespace railyard {

struct Catalog;
struct FabricOptions;

// One rack the generator fills: its kind, catalog rack type and the devices (design slots) in it.
struct PlannedRack
{
    bool network = false;
    bool su = false; // a scalable unit's own network rack (its leaves), not a pod's or the central ones
    int type = -1;
    std::vector<int> devices;
    int slot = -1; // design slot, once laid out
};

// Racks that stand together: a scalable unit (compute racks and its network racks), a pod's spine racks,
// or the central network racks (spines or cores of every fabric).
struct HallBlock
{
    std::vector<PlannedRack> racks;
    bool central = false;
};

// Puts the blocks on the floor as a hall would have them: rows of at most `rowLength` racks (0: a roughly
// square hall) filled block after block, a block that does not fit the rest of a row starting the next; the
// central block in rows of its own in the middle of the hall, centred along them. Rows face each other
// across cold and hot aisles in turn. Racks are named by `rackPattern` ({row}, {pos}), rows A, B, … from
// the front. Returns the racks in block order; PlannedRack::slot is the index into that list.
std::vector<Rack> layOutHall(std::vector<HallBlock> &blocks, const FabricOptions &options,
                             const Catalog &catalog, QString *error);

} // namespace railyard
