#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <QByteArray>

#include <vector>

namespace railyard {

class Design;
struct PullSheet;

// CSV, a row per cable: pull,from_rack,to_racks,route,path_m,cable,label,from,to,cable_type,part_number,
// length_m,route_m (route: the trays' ids in pulling order, space-separated; path_m: the path between the
// drops; from, to: the cable's ends as its labels name them, in pulling order; route_m: its whole route, the
// rises included).
QByteArray pullSheetsToCsv(const Design &design, const std::vector<PullSheet> &sheets);
// Writes the pull sheets as OUT's extension says: .csv, .xlsx (a sheet of pulls and one of cables, both
// filterable) or .pdf (a page per pull: its trays in order, then its cables). Written atomically.
Result<> writePullSheets(const Design &design, const std::vector<PullSheet> &sheets, const QString &path,
                         Paper paper = Paper::A4);

} // namespace railyard
