#pragma once

#include "commands/changevalue.h"
#include "commands/entitycommands.h"
#include "design/rack.h"

#include <QList>
#include <QPointF>
#include <QUndoCommand>

#include <vector>

namespace railyard {

using AddRacks = AddEntities<RackTraits>;

// Removes racks with every device in them and every cable plugged into those devices (one undo step).
class RemoveRacks : public RemoveEntities<RackTraits>
{
public:
    RemoveRacks(Document *document, QList<int> rackSlots, QUndoCommand *parent = nullptr);
};

// A rack's floor position (centre, metres); absent when the rack has none.
struct FloorPosition
{
    std::optional<double> x;
    std::optional<double> y;
    bool operator==(const FloorPosition &) const = default;
};

// Moves racks on the floor. Consecutive moves of the same racks merge, as while dragging.
class MoveRacks : public ChangeValue<FloorPosition>
{
public:
    MoveRacks(Document *document, QList<int> rackSlots, const QList<QPointF> &to,
              QUndoCommand *parent = nullptr);
};

} // namespace railyard
