#pragma once

#include <QtGlobal>

namespace railyard {

// The kinds of object a design holds that have ids and can be selected, found, named and edited. None: no
// object (a search that found nothing; the design itself in the properties panel).
enum class EntityKind : quint8
{
    None,
    Rack,
    Device,
    Cable
};

} // namespace railyard
