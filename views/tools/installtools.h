#pragma once

namespace railyard {

class ElevationScene;
class FloorPlanScene;

// Gives each scene its tools, in the order they are offered a press: the scenes and their views know only
// the SceneTools they hand the mouse to, so that the tools, which know the scenes, sit above them.
void installTools(ElevationScene *scene);
void installTools(FloorPlanScene *scene);

} // namespace railyard
