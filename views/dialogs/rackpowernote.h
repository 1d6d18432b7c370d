#pragma once

#include <QString>

namespace railyard {

struct Catalog;
struct SuperPodPreset;

// What Generate Fabric's "Power per rack" limit applies to, said under the field: how many nodes of the type
// it lets into a compute rack, or, for an NVL72 preset, that its racks are whole systems on their own power
// shelves and the limit packs only the network and management racks (beside the preview's "at most 111.3 kW
// per rack"). `preset` is null for a cluster of one's own of `nodeType`.
QString rackPowerNote(const Catalog &catalog, const SuperPodPreset *preset, const QString &nodeType,
                      double limitKw);

} // namespace railyard
