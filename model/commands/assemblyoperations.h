#pragma once

#include "commands/operations.h"

namespace railyard {

class Design;

// Trunk assemblies in the window (docs/pathways.md, "Trunk assemblies"): parallel trunks made one assembly of
// the catalog, and an assembly taken apart into single trunks again. Each is one undo step.
namespace operations {

// The catalog's trunk assembly that can stand for these cables: as many connectors as cables, and the
// connector, polish, fiber, polarity and genders of them all; -1 when there is none (or they differ).
int assemblyTypeFor(const Design &design, const QList<int> &cables);
// Replaces the cables (single trunks, all between the same two racks) with one assembly of a fresh id whose
// connector k joins the ends of the k-th cable (its end in the first cable's A rack on the A side), as long
// as the longest of them.
Operation combineIntoAssembly(Document &document, const QList<int> &cables);
// Every single trunk between two devices (patch panels, say) into the largest assemblies of the catalog that
// match them, in the order of the first device's ports; those left over stay single. One undo step.
Operation combineTrunksBetween(Document &document, int deviceA, int deviceB);
// Replaces an assembly with a single cable per connector, of the catalog's trunk with its connector, polish,
// fiber, polarity and genders, as long as it.
Operation splitAssembly(Document &document, int cable);

} // namespace operations

} // namespace railyard
