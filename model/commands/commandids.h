#pragma once

namespace railyard {

// Ids of mergeable commands (QUndoCommand::id()): consecutive commands with the same id and the same
// objects merge into one undo step, as when a property is typed or nudged repeatedly.
enum CommandId
{
    CmdMoveRacks = 1,
    CmdMoveDevices,
    CmdSetDesignName,
    CmdSetCurrency,
    CmdSetSettings,
    CmdSetRackId,
    CmdSetRackRow,
    CmdSetRackHeight,
    CmdSetDeviceId,
    CmdSetDeviceSu,
    CmdSetDeviceNode,
    CmdSetDeviceRail,
    CmdSetDeviceAirflow,
    CmdSetCableId,
    CmdSetCableLabel,
    CmdSetCableLength,
    CmdSetCableType,
    CmdSetQuote,
    CmdSetRackType,
    CmdSetCableStatus,
    CmdSetCableCommissioning,
    CmdMovePathwayNode,
    CmdSetPathwaySegment,
};

} // namespace railyard
