#pragma once

#include "catalog/catalog.h"
#include "io/jsonreadcontext.h"

namespace railyard {

// Reads catalog parts (device types, transceivers, cable types) from their JSON objects, applying the
// defaults of design-format.md. Used for the catalog section of design files, for the bundled catalog
// and for the parts stored in native documents.
DeviceType readDeviceType(JsonReadContext &ctx, const QJsonObject &o);
Transceiver readTransceiver(JsonReadContext &ctx, const QJsonObject &o);
CableType readCableType(JsonReadContext &ctx, const QJsonObject &o);
RackType readRackType(JsonReadContext &ctx, const QJsonObject &o);
AccessoryType readAccessoryType(JsonReadContext &ctx, const QJsonObject &o);

// Reads a `catalog` object into `into`; its parts override parts with the same id.
void readCatalogSection(JsonReadContext &ctx, const QJsonObject &catalog, Catalog &into, bool fromDesign);

} // namespace railyard
