#pragma once

#include "catalog/catalog.h"

namespace railyard {

// The parts that ship with Railyard (resources/catalog/catalog.json), loaded once. Each value that the
// domain reference does not confirm says so in the part's "sources".
const Catalog &bundledCatalog();

} // namespace railyard
