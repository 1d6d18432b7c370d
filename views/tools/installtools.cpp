#include "tools/installtools.h"

#include "common/scenetools.h"
#include "elevation/elevationscene.h"
#include "floorplan/floorplanscene.h"
#include "tools/catalogdroptool.h"
#include "tools/connecttool.h"
#include "tools/movedevicestool.h"
#include "tools/moverackstool.h"
#include "tools/pathwaytool.h"
#include "tools/rackdroptool.h"
#include "tools/selectcabletool.h"

namespace railyard {

void installTools(ElevationScene *scene)
{
    SceneTools *tools = scene->tools();
    // A press on a port starts a cable before it could grab the port's device.
    tools->add(std::make_unique<ConnectTool>(scene));
    tools->add(std::make_unique<MoveDevicesTool>(scene));
    tools->add(std::make_unique<SelectCableTool>(scene));
    tools->add(std::make_unique<CatalogDropTool>(scene));
}

void installTools(FloorPlanScene *scene)
{
    SceneTools *tools = scene->tools();
    // While the pathways are edited, a press on a rack draws a tray over it rather than moving it.
    tools->add(std::make_unique<PathwayTool>(scene));
    tools->add(std::make_unique<MoveRacksTool>(scene));
    tools->add(std::make_unique<RackDropTool>(scene));
}

} // namespace railyard
