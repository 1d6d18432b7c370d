#pragma once

#include "core/result.h"

#include <QString>
#include <QStringList>

namespace railyard {

class Design;

// A design as the files NetBox's bulk import takes (formats.md §B1), in import order by file name:
// 01-manufacturers.csv, 02-device-roles.csv, 03-sites.csv (one site: the design), 04-locations.csv (a row of
// racks each), 05-racks.csv, 06-device-types/<slug>.yaml (every type the design uses, with its interfaces,
// front and rear ports and port mappings, console and power ports: NetBox makes the devices' ports from
// them), 07-devices.csv (`name, role, manufacturer, device_type, status, site, location, rack, position,
// face`) and 08-cables.csv (`side_a_device, side_a_type, side_a_name, side_b_device, side_b_type,
// side_b_name, type, status, label, color, length, length_unit`, the rail colour as `color`). Every file is
// written atomically into `folder` (made if missing). `notes` says what NetBox cannot hold (a splitter's legs
// are one cable row each).
Result<> writeNetBoxCsv(const Design &design, const QString &folder, QStringList *written = nullptr,
                        QStringList *notes = nullptr);

} // namespace railyard
