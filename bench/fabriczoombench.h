#pragma once

#include <QString>

namespace railyard::bench {

// Paints the fabric of the design in FILE as the Fabric tab would, from the fit-to-window zoom in wheel steps
// (×1.2) to the closest zoom, around a leaf near the middle of the drawing, and prints each step's time: what
// a user feels while zooming in on a large fabric. The steps are then painted again (levels already made).
// Zooms given after FILE are painted instead of the steps; with RAILYARD_BENCH_FRAMES=DIR each frame is saved
// there.
int runFabricZoom(const QString &path);

} // namespace railyard::bench
