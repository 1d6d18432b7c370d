#pragma once

#include "design/entitykind.h"

#include <QString>

namespace railyard {

class Design;

// What Edit ▸ Find looks for: a rack, device or cable by id, else a cable by its label.
struct FoundObject
{
    EntityKind kind = EntityKind::None;
    int slot = -1;
};

FoundObject findObject(const Design &design, const QString &text);

} // namespace railyard
