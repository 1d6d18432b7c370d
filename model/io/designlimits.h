#pragma once

#include "core/idproblem.h"
#include "core/result.h"
#include "design/settings.h"

#include <QString>

namespace railyard {

class Design;

// What a design file may hold (docs/native-format.md, "Limits"): the bounds of real hardware and halls, so
// that a file from a stranger can never make Railyard loop for hours, allocate without end or overflow a
// total. Both readers apply them to what they read, so a file that loads through one loads through the other.
namespace limits {
constexpr int maxCount = 64;          // legs, connectors, a port's rails, an endpoint's sub
constexpr int maxPortsPerType = 1024; // ports of one device type
constexpr int maxHeightU = 60;        // device and rack heights, a device's U
constexpr double maxLengthM = 100000; // lengths and reaches: 100 km
constexpr double minLengthM = 0.001;  // a cable is at least 1 mm long (no denormal or zero lengths)
constexpr double maxLossDb = 1000;
constexpr double maxSparesPercent = Settings::maxSparesPercent;
constexpr double maxPrice = 1e12;
constexpr double maxPowerW = 1e7;
constexpr double maxFloorM = 1e6; // rack positions
constexpr int maxRackSizeMm = 10000;
constexpr double maxCableMm = 1000; // a cable's outer diameter and bend radius
constexpr double minTrayMm = 1;     // a pathway's width and depth
constexpr double maxTrayMm = 5000;
constexpr double maxHeightM = 100;                   // a pathway node above the floor
constexpr int maxRouteSegments = 100000;             // segments of a cable's route
constexpr int maxNumber = 1000000;                   // su, node, rail numbers
constexpr qint64 maxUnknownBytes = qint64(64) << 20; // unknown keys of a design, together
constexpr int maxIdLength = railyard::maxIdLength;   // ids, labels, port names, rows
} // namespace limits

// The first value of the design outside the limits, as an error naming the file, the JSON path (the same path
// for a native file) and the object's id; empty when every value is within them.
Result<> checkDesignLimits(const Design &design, const QString &fileName);

} // namespace railyard
