#pragma once

#include "design/design.h"
#include "trace/channel.h"

#include <optional>
#include <vector>

namespace railyard {

// One side of a mated pair: a module's receptacle, a cable's plug, or a fixed port's connector.
struct MatingSide
{
    enum Kind : quint8
    {
        Module,
        Plug,
        FixedPort
    };
    Kind kind = Plug;
    QString connector;
    Polish polish = Polish::None;
    Gender gender = Gender::None;
    double lossDb = 0; // a plug's connector_loss_db
    int cable = -1;    // for plugs
    int end = -1;
};

// Where two ends meet: a module or fixed port and a plug, or two plugs through an adapter.
struct Mating
{
    MatingSide a;
    MatingSide b;
    Endpoint at;                      // the module's cage, the fixed port, or the adapter (side of plug a)
    const PortDef *adapter = nullptr; // set for plug–adapter–plug
};

MatingSide plugSide(const Design &d, int cable, int end);
// The plug at an A or a B end of a cable of this type, not yet in the design.
MatingSide plugSide(const CableType &type, bool aEnd);
MatingSide moduleSide(const Transceiver &t);
MatingSide fixedPortSide(const PortDef &port);
// The mating of the plugs on both sides of an adapter, given one of them.
std::optional<Mating> adapterMating(const Design &d, const Endpoint &adapterEnd, int cable, int end);

// What validation and `trace` need to know about a channel (design-format.md, Channels).
struct ChannelAnalysis
{
    const Transceiver *startModule = nullptr;
    const Transceiver *finishModule = nullptr;
    std::vector<Mating> matings; // in path order
    int adapters = 0;

    double lengthM = 0;
    double lossDb = 0; // fiber attenuation + one mated pair per adapter
    bool fiber = true; // false for a direct-attach channel

    // Fiber grades in the channel.
    bool singleMode = false;
    bool multimode = false;
    bool mixedMultimode = false;
    FiberGrade grade = FiberGrade::None; // OS2, the lowest multimode grade, or None when SM and MM mix

    // Limits for `grade` (both end modules, and a splitter's max_channel_m); absent when unknown.
    std::optional<double> reachM;
    std::optional<double> budgetDb;
    bool splitterLimitsReach = false;

    // Polarity (complete fiber channels).
    enum class Kind : quint8
    {
        Parallel,
        Duplex,
        Mixed
    } kind = Kind::Parallel;
    int reversals = 0; // Type B cables and reversed adapters (MPO), or A-B cords and reversed adapters (LC)
    int typeC = 0;
    bool polarityOk = false;

    int splitterHop = -1; // index of the hop through a splitter, if any
};

ChannelAnalysis analyzeChannel(const Design &d, const Channel &channel);

} // namespace railyard
