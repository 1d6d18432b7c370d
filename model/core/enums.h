#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <utility>

namespace railyard {

// Every enumerated value of design-format.md. A value not listed there is a load error,
// so that typos are caught instead of silently becoming a default.

enum class Role : quint8
{
    GpuServer,
    Server,
    Storage,
    Leaf,
    Spine,
    Core,
    Switch,
    PatchPanel,
    Other
};
enum class PortKind : quint8
{
    Cage,
    Fixed,
    Adapter
};
enum class Network : quint8
{
    None,
    Compute,
    Storage,
    Inband,
    Oob
};
enum class Polish : quint8
{
    None,
    Apc,
    Upc
};
enum class Gender : quint8
{
    None,
    Pinned,
    Unpinned
};
enum class FiberGrade : quint8
{
    None,
    OS2,
    OM3,
    OM4,
    OM5
};
enum class Polarity : quint8
{
    None,
    A,
    B,
    C,
    AB,
    AA
};
enum class AdapterMode : quint8
{
    Aligned,
    Reversed
};
enum class Side : quint8
{
    None,
    Front,
    Rear
};
enum class CableKind : quint8
{
    Fiber,
    Dac,
    Acc,
    Aoc,
    Copper
};
// How a rack type is cooled (Railyard's rack kits: the NVL72 racks are liquid-cooled).
enum class Cooling : quint8
{
    None,
    Air,
    Liquid
};
// What a device type's power_w is: its typical draw or its maximum.
enum class PowerFigure : quint8
{
    None,
    Typical,
    Maximum
};
// Which way air flows through a switch: in at the power supplies and out at the ports (p2c) or the
// reverse (c2p). NVIDIA sells many switches in both, under different part numbers; the one to order follows
// which aisle the ports face.
enum class Airflow : quint8
{
    None,
    P2C,
    C2P
};
// Which aisle the switches' ports face (a design setting): the hot aisle, beside the servers' network ports
// (cold air in at the power side: p2c), or the cold aisle (c2p).
enum class PortsFace : quint8
{
    None,
    HotAisle,
    ColdAisle
};
// What a rack needs besides its devices, ordered on the BOM's accessory lines.
enum class AccessoryKind : quint8
{
    Other,
    Pdu,
    PowerCord,
    BlankingPanel,
    CableManager,
    Cassette
};

// Where a cable is in the build (commissioning): planned until pulled, terminated (plugged at both ends),
// tested (a fiber certified or a copper link checked), in service; failed when a test or the floor says so.
// Planned is the default and is not written.
enum class CableStatus : quint8
{
    Planned,
    Pulled,
    Terminated,
    Tested,
    InService,
    Failed
};

// What a pathway segment is (docs/pathways.md): the kinds differ in how they are bought and drawn; fill and
// bend checks treat them alike.
enum class SegmentKind : quint8
{
    Tray,
    Ladder,
    Basket,
    Raceway,
    Conduit
};

template <typename E> struct EnumTable;

#define RAILYARD_ENUM_TABLE(E, ...)                                                                          \
    template <> struct EnumTable<E>                                                                          \
    {                                                                                                        \
        static constexpr std::pair<E, const char *> entries[] = {__VA_ARGS__};                               \
    };

RAILYARD_ENUM_TABLE(Role, {Role::GpuServer, "gpu-server"}, {Role::Server, "server"},
                    {Role::Storage, "storage"}, {Role::Leaf, "leaf"}, {Role::Spine, "spine"},
                    {Role::Core, "core"}, {Role::Switch, "switch"}, {Role::PatchPanel, "patch-panel"},
                    {Role::Other, "other"})
RAILYARD_ENUM_TABLE(PortKind, {PortKind::Cage, "cage"}, {PortKind::Fixed, "fixed"},
                    {PortKind::Adapter, "adapter"})
RAILYARD_ENUM_TABLE(Network, {Network::Compute, "compute"}, {Network::Storage, "storage"},
                    {Network::Inband, "inband"}, {Network::Oob, "oob"})
RAILYARD_ENUM_TABLE(Polish, {Polish::Apc, "APC"}, {Polish::Upc, "UPC"})
RAILYARD_ENUM_TABLE(Gender, {Gender::Pinned, "pinned"}, {Gender::Unpinned, "unpinned"})
RAILYARD_ENUM_TABLE(FiberGrade, {FiberGrade::OS2, "OS2"}, {FiberGrade::OM3, "OM3"}, {FiberGrade::OM4, "OM4"},
                    {FiberGrade::OM5, "OM5"})
RAILYARD_ENUM_TABLE(Polarity, {Polarity::A, "A"}, {Polarity::B, "B"}, {Polarity::C, "C"},
                    {Polarity::AB, "A-B"}, {Polarity::AA, "A-A"})
RAILYARD_ENUM_TABLE(AdapterMode, {AdapterMode::Aligned, "aligned"}, {AdapterMode::Reversed, "reversed"})
RAILYARD_ENUM_TABLE(Side, {Side::Front, "front"}, {Side::Rear, "rear"})
RAILYARD_ENUM_TABLE(CableKind, {CableKind::Fiber, "fiber"}, {CableKind::Dac, "dac"}, {CableKind::Acc, "acc"},
                    {CableKind::Aoc, "aoc"}, {CableKind::Copper, "copper"})
RAILYARD_ENUM_TABLE(Cooling, {Cooling::Air, "air"}, {Cooling::Liquid, "liquid"})
RAILYARD_ENUM_TABLE(PowerFigure, {PowerFigure::Typical, "typical"}, {PowerFigure::Maximum, "max"})
RAILYARD_ENUM_TABLE(AccessoryKind, {AccessoryKind::Other, "other"}, {AccessoryKind::Pdu, "pdu"},
                    {AccessoryKind::PowerCord, "power-cord"},
                    {AccessoryKind::BlankingPanel, "blanking-panel"},
                    {AccessoryKind::CableManager, "cable-manager"}, {AccessoryKind::Cassette, "cassette"})
RAILYARD_ENUM_TABLE(Airflow, {Airflow::P2C, "p2c"}, {Airflow::C2P, "c2p"})
RAILYARD_ENUM_TABLE(PortsFace, {PortsFace::HotAisle, "hot-aisle"}, {PortsFace::ColdAisle, "cold-aisle"})
RAILYARD_ENUM_TABLE(CableStatus, {CableStatus::Planned, "planned"}, {CableStatus::Pulled, "pulled"},
                    {CableStatus::Terminated, "terminated"}, {CableStatus::Tested, "tested"},
                    {CableStatus::InService, "in-service"}, {CableStatus::Failed, "failed"})

RAILYARD_ENUM_TABLE(SegmentKind, {SegmentKind::Tray, "tray"}, {SegmentKind::Ladder, "ladder"},
                    {SegmentKind::Basket, "basket"}, {SegmentKind::Raceway, "raceway"},
                    {SegmentKind::Conduit, "conduit"})

#undef RAILYARD_ENUM_TABLE

// The spelling of a value in the design format; empty for the "None" values that are never written.
template <typename E> QLatin1String enumName(E value)
{
    for (const auto &[v, name] : EnumTable<E>::entries)
        if (v == value) return QLatin1String(name);
    return QLatin1String();
}

template <typename E> std::optional<E> enumFromName(QStringView name)
{
    for (const auto &[v, spelling] : EnumTable<E>::entries)
        if (name == QLatin1String(spelling)) return v;
    return std::nullopt;
}

// "a, b or c": the accepted spellings, for error messages.
template <typename E> QString enumChoices()
{
    QString text;
    const auto count = std::size(EnumTable<E>::entries);
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) text += (i + 1 == count) ? QStringLiteral(" or ") : QStringLiteral(", ");
        text += QLatin1Char('"') + QLatin1String(EnumTable<E>::entries[i].second) + QLatin1Char('"');
    }
    return text;
}

// A device that switches: leaf, spine, core or any other switch.
inline bool isSwitchRole(Role r)
{
    return r == Role::Leaf || r == Role::Spine || r == Role::Core || r == Role::Switch;
}

// Multimode grades order by bandwidth (OM3 < OM4 < OM5); the lowest one in a channel decides its reach.
inline bool isMultimode(FiberGrade g)
{
    return g == FiberGrade::OM3 || g == FiberGrade::OM4 || g == FiberGrade::OM5;
}

} // namespace railyard
