#include "core/enumtext.h"

#include <QCoreApplication>

namespace railyard {

QString roleText(Role role)
{
    switch (role) {
    case Role::GpuServer:
        return QCoreApplication::translate("EnumText", "GPU server");
    case Role::Server:
        return QCoreApplication::translate("EnumText", "server");
    case Role::Storage:
        return QCoreApplication::translate("EnumText", "storage");
    case Role::Leaf:
        return QCoreApplication::translate("EnumText", "leaf switch");
    case Role::Spine:
        return QCoreApplication::translate("EnumText", "spine switch");
    case Role::Core:
        return QCoreApplication::translate("EnumText", "core switch");
    case Role::Switch:
        return QCoreApplication::translate("EnumText", "switch");
    case Role::PatchPanel:
        return QCoreApplication::translate("EnumText", "patch panel");
    case Role::Other:
        return QCoreApplication::translate("EnumText", "other");
    }
    return {};
}

QString networkText(Network network)
{
    switch (network) {
    case Network::None:
        return {};
    case Network::Compute:
        return QCoreApplication::translate("EnumText", "compute");
    case Network::Storage:
        return QCoreApplication::translate("EnumText", "storage network");
    case Network::Inband:
        return QCoreApplication::translate("EnumText", "in-band");
    case Network::Oob:
        return QCoreApplication::translate("EnumText", "out-of-band");
    }
    return {};
}

QString sideText(Side side)
{
    switch (side) {
    case Side::None:
        return {};
    case Side::Front:
        return QCoreApplication::translate("EnumText", "front");
    case Side::Rear:
        return QCoreApplication::translate("EnumText", "rear");
    }
    return {};
}

QString genderText(Gender gender)
{
    switch (gender) {
    case Gender::None:
        return {};
    case Gender::Pinned:
        return QCoreApplication::translate("EnumText", "pinned");
    case Gender::Unpinned:
        return QCoreApplication::translate("EnumText", "unpinned");
    }
    return {};
}

QString adapterModeText(AdapterMode mode)
{
    switch (mode) {
    case AdapterMode::Aligned:
        return QCoreApplication::translate("EnumText", "aligned");
    case AdapterMode::Reversed:
        return QCoreApplication::translate("EnumText", "reversed");
    }
    return {};
}

QString cableStatusText(CableStatus status)
{
    switch (status) {
    case CableStatus::Planned:
        return QCoreApplication::translate("EnumText", "Planned");
    case CableStatus::Pulled:
        return QCoreApplication::translate("EnumText", "Pulled");
    case CableStatus::Terminated:
        return QCoreApplication::translate("EnumText", "Terminated");
    case CableStatus::Tested:
        return QCoreApplication::translate("EnumText", "Tested");
    case CableStatus::InService:
        return QCoreApplication::translate("EnumText", "In service");
    case CableStatus::Failed:
        return QCoreApplication::translate("EnumText", "Failed");
    }
    return {};
}

QString segmentKindText(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Tray:
        return QCoreApplication::translate("EnumText", "Tray");
    case SegmentKind::Ladder:
        return QCoreApplication::translate("EnumText", "Ladder");
    case SegmentKind::Basket:
        return QCoreApplication::translate("EnumText", "Basket");
    case SegmentKind::Raceway:
        return QCoreApplication::translate("EnumText", "Raceway");
    case SegmentKind::Conduit:
        return QCoreApplication::translate("EnumText", "Conduit");
    }
    return {};
}

} // namespace railyard
