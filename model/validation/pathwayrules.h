#pragma once

#include "validation/issue.h"

#include <QList>

namespace railyard {

class Design;

// The rules of a design's pathways (docs/pathways.md), from one routing of all its cables: tray-fill for each
// segment above its fill limit (an error above 100 %), no-route for each cable between racks that finds no
// route, bend-radius where a route turns a corner narrower than its cable type's bend radius, and
// length-short for the cables routed over them, whose route is their length's yardstick. Nothing when the
// design has no segments or no drops. A cable on its way out (another replaces it) is not checked, but it
// still lies in its trays.
QList<Issue> checkPathwayRules(const Design &design);

} // namespace railyard
