#pragma once

#include "trace/channel.h"
#include "trace/channelanalysis.h"
#include "validation/issue.h"

#include <QList>
#include <QString>

namespace railyard {

// A channel element by element, with the loss accumulated along it: what `railyard-cli trace` prints and
// what a trace view shows.
struct TraceStep
{
    enum Kind : quint8
    {
        Terminal,
        Cable,
        Adapter
    };
    Kind kind = Cable;
    Endpoint at;    // Terminal and Adapter: where; Cable: unused
    int cable = -1; // Cable: the cable crossed
    int fromEnd = 0, toEnd = 1;
    QString what;       // Terminal: module id / port kind; Cable: cable type id; Adapter: aligned/reversed
    double lengthM = 0; // Cable
    double lossDb = 0;  // this element's loss (fiber attenuation, or the mated pair of an adapter)
    double lossSoFarDb = 0;
    std::optional<Mating> mating; // Terminal (module/fixed port with its plug) and Adapter
};

struct ChannelReport
{
    Channel channel;
    ChannelAnalysis analysis;
    QList<TraceStep> steps;
    QList<Issue> issues; // the channel rules that fire on it
};

// The channels that pass through a cable (several through a splitter; none when no path from it reaches
// a transceiver), each reported element by element.
QList<ChannelReport> traceCable(const Design &design, int cable);

} // namespace railyard
