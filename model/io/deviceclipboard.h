#pragma once

#include "design/device.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <vector>

namespace railyard {

class Design;

// Devices on the clipboard: their type, place, topology attributes and transceivers (not their cables, which
// would have nowhere to go), as JSON (the window puts it under its own MIME type, views/common/mimetypes.h).
QByteArray copyDevices(const Design &design, const QList<int> &devices);

// New devices from the clipboard for `rack`: fresh ids, each at the U it had if free there, else the lowest
// free U. Sets `error` and returns nothing when one does not fit or names a part the design does not have.
std::vector<Device> pasteDevices(const Design &design, const QByteArray &data, int rack, QString *error);

} // namespace railyard
