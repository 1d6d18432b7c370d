#pragma once

#include <QPoint>

namespace railyard {

class DesignView;
class ElevationScene;
class SelectionModel;

// What a right-click in a view acts on: the rack, device or (in the elevations, `elevations` given) cable
// under `pos`. Something not yet selected is selected alone, as file managers and editors do; on the
// selection the selection stays, so the context menu acts on all of it. False over empty space.
bool pickForContextMenu(SelectionModel &selection, DesignView *view, const QPoint &pos,
                        const ElevationScene *elevations);

} // namespace railyard
