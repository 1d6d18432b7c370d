#pragma once

#include "commands/changevalue.h"
#include "commands/entitycommands.h"
#include "design/device.h"

#include <QList>
#include <QUndoCommand>

#include <vector>

namespace railyard {

using AddDevices = AddEntities<DeviceTraits>;

// Removes devices together with every cable plugged into them (one undo step).
class RemoveDevices : public RemoveEntities<DeviceTraits>
{
public:
    RemoveDevices(Document *document, QList<int> deviceSlots, QUndoCommand *parent = nullptr);
};

// Moves devices between U and racks (rack -1 and u 0: not placed). Consecutive moves of the same
// devices merge, as while dragging.
class MoveDevices : public ChangeValue<Placement>
{
public:
    MoveDevices(Document *document, QList<int> deviceSlots, QList<Placement> to,
                QUndoCommand *parent = nullptr);
};

// Plugs transceivers into cages, or with transceiver -1 takes them out.
struct ModuleChange
{
    int device = -1;
    int port = -1;
    int transceiver = -1;
};

class SetTransceivers : public QUndoCommand
{
public:
    SetTransceivers(Document *document, QList<ModuleChange> changes, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(bool forward);
    Document *m_document;
    QList<ModuleChange> m_changes;
    QList<int> m_old;
};

} // namespace railyard
