#pragma once

#include <QString>

namespace railyard {

// The MIME types the window puts on drags and the clipboard, in one place.

// A catalog part dragged from the Catalog panel (CatalogItemRef: kind and id).
inline const QString catalogMimeType = QStringLiteral("application/x-railyard-catalog-item");
// Devices copied from the design (io/deviceclipboard.h: JSON).
inline const QString devicesMimeType = QStringLiteral("application/x-railyard-devices");

} // namespace railyard
