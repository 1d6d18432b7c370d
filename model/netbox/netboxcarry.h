#pragma once

#include "design/design.h"

namespace railyard {

// What a design holds that NetBox has no field for, carried through export-netbox's own file beside the
// tables (00-railyard.json, a Railyard design NetBox never reads) so that import-netbox gives it back: the
// settings, quote, unknown keys and pathways (trays, nodes, drops) of the design; every rack (the drops name
// them) with its unknown keys; the devices' unknown keys; and of each cable that has them its test results,
// hand-chosen route, the cable it replaces and its unknown keys, its ends left loose (the tables say where it
// plugs in). docs/netbox.md, "Round trips".

// The design export-netbox writes as 00-railyard.json: the parts the design defines and the above.
Design netboxCarriedDesign(const Design &design);

// Gives `imported` (read from the tables) what `carried` (00-railyard.json) kept for objects the tables still
// hold, matched by id. The tables win for everything they say.
void applyNetboxCarried(const Design &carried, Design &imported);

} // namespace railyard
