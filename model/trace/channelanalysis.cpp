#include "trace/channelanalysis.h"

#include <algorithm>

namespace railyard {

MatingSide plugSide(const CableType &t, bool aEnd)
{
    MatingSide s;
    s.kind = MatingSide::Plug;
    s.connector = t.connector;
    s.polish = t.polish;
    s.gender = aEnd ? t.genderA : t.genderB;
    s.lossDb = t.connectorLossDb;
    return s;
}

MatingSide plugSide(const Design &d, int cable, int end)
{
    MatingSide s = plugSide(d.cableType(cable), d.cables().at(cable).isAEnd(end));
    s.cable = cable;
    s.end = end;
    return s;
}

MatingSide moduleSide(const Transceiver &t)
{
    MatingSide s;
    s.kind = MatingSide::Module;
    s.connector = t.connector;
    s.polish = t.polish;
    s.gender = t.gender;
    return s;
}

MatingSide fixedPortSide(const PortDef &port)
{
    MatingSide s;
    s.kind = MatingSide::FixedPort;
    s.connector = port.connector;
    s.polish = port.polish;
    s.gender = port.gender;
    return s;
}

std::optional<Mating> adapterMating(const Design &d, const Endpoint &adapterEnd, int cable, int end)
{
    Endpoint other = adapterEnd;
    other.side = adapterEnd.side == Side::Front ? Side::Rear : Side::Front;
    const Connectivity::EndRef r = d.connectivity().planned(other);
    if (r.cable < 0) return std::nullopt;
    Mating m;
    m.a = plugSide(d, cable, end);
    m.b = plugSide(d, r.cable, r.end);
    m.at = adapterEnd;
    m.adapter = &d.port(adapterEnd);
    return m;
}

namespace {

int gradeRank(FiberGrade g)
{
    switch (g) {
    case FiberGrade::OM3:
        return 1;
    case FiberGrade::OM4:
        return 2;
    case FiberGrade::OM5:
        return 3;
    default:
        return 0;
    }
}

void takeMin(std::optional<double> &limit, std::optional<double> value)
{
    if (value && (!limit || *value < *limit)) limit = value;
}

} // namespace

ChannelAnalysis analyzeChannel(const Design &d, const Channel &ch)
{
    ChannelAnalysis a;
    const Cable &firstCable = d.cables().at(ch.hops.front().cable);
    a.fiber = d.catalog.cableTypes.at(firstCable.type).isFiber();
    for (const Hop &h : ch.hops)
        a.lengthM += d.cables().at(h.cable).lengthM;
    if (!a.fiber) {
        a.kind = ChannelAnalysis::Kind::Mixed;
        return a;
    }
    // A fixed port's built-in optic (co-packaged optics) ends the channel as a module would.
    a.startModule = ch.startTerminal == Terminal::Module      ? d.moduleAt(ch.start)
                    : ch.startTerminal == Terminal::FixedPort ? d.builtInOptic(ch.start)
                                                              : nullptr;
    a.finishModule = ch.finishTerminal == Terminal::Module      ? d.moduleAt(ch.finish)
                     : ch.finishTerminal == Terminal::FixedPort ? d.builtInOptic(ch.finish)
                                                                : nullptr;

    // Matings in path order.
    const Hop &first = ch.hops.front();
    if (ch.startTerminal == Terminal::Module)
        a.matings.push_back(
            {moduleSide(*a.startModule), plugSide(d, first.cable, first.from), ch.start, nullptr});
    else if (ch.startTerminal == Terminal::FixedPort)
        a.matings.push_back(
            {fixedPortSide(d.port(ch.start)), plugSide(d, first.cable, first.from), ch.start, nullptr});

    int mpoCables = 0, lcCables = 0;
    int lowestMultimode = 99;
    FiberGrade firstMultimode = FiberGrade::None;
    for (int i = 0; i < int(ch.hops.size()); ++i) {
        const Hop &h = ch.hops[i];
        const Cable &c = d.cables().at(h.cable);
        const CableType &t = d.catalog.cableTypes.at(c.type);
        a.lossDb += c.lengthM / 1000.0 * t.attenuationDbPerKm;
        if (t.fiber == FiberGrade::OS2) {
            a.singleMode = true;
        } else if (isMultimode(t.fiber)) {
            if (a.multimode && t.fiber != firstMultimode) a.mixedMultimode = true;
            if (!a.multimode) firstMultimode = t.fiber;
            a.multimode = true;
            lowestMultimode = std::min(lowestMultimode, gradeRank(t.fiber));
        }
        if (t.isMpo())
            ++mpoCables;
        else if (t.connector == QLatin1String("LC"))
            ++lcCables;
        if (t.polarity == Polarity::B || t.polarity == Polarity::AB) ++a.reversals;
        if (t.polarity == Polarity::C) ++a.typeC;
        if (t.legs > 1) {
            a.splitterHop = i;
            if (t.maxChannelM) {
                a.splitterLimitsReach = true;
            }
        }
        if (i + 1 < int(ch.hops.size())) {
            // The adapter between this hop and the next.
            const Endpoint &at = c.ends[h.to];
            const Hop &next = ch.hops[i + 1];
            Mating m{plugSide(d, h.cable, h.to), plugSide(d, next.cable, next.from), at, &d.port(at)};
            a.lossDb += std::max(m.a.lossDb, m.b.lossDb);
            if (m.adapter->adapter == AdapterMode::Reversed) ++a.reversals;
            ++a.adapters;
            a.matings.push_back(std::move(m));
        }
    }
    const Hop &last = ch.hops.back();
    if (ch.finishTerminal == Terminal::Module)
        a.matings.push_back(
            {plugSide(d, last.cable, last.to), moduleSide(*a.finishModule), ch.finish, nullptr});
    else if (ch.finishTerminal == Terminal::FixedPort)
        a.matings.push_back(
            {plugSide(d, last.cable, last.to), fixedPortSide(d.port(ch.finish)), ch.finish, nullptr});

    if (a.singleMode && !a.multimode)
        a.grade = FiberGrade::OS2;
    else if (a.multimode && !a.singleMode)
        a.grade = lowestMultimode == 1 ? FiberGrade::OM3
                                       : (lowestMultimode == 2 ? FiberGrade::OM4 : FiberGrade::OM5);

    a.kind = lcCables == 0 ? ChannelAnalysis::Kind::Parallel
                           : (mpoCables == 0 ? ChannelAnalysis::Kind::Duplex : ChannelAnalysis::Kind::Mixed);
    // Parallel optics need the reversal and no Type C at all; duplex needs Tx to meet Rx (odd swaps).
    a.polarityOk = a.kind != ChannelAnalysis::Kind::Mixed && a.reversals % 2 == 1 &&
                   (a.kind == ChannelAnalysis::Kind::Duplex || a.typeC == 0);

    if (a.grade != FiberGrade::None) {
        for (const Transceiver *m : {a.startModule, a.finishModule}) {
            if (!m) continue;
            takeMin(a.reachM, m->reachM.value(a.grade));
            takeMin(a.budgetDb, m->lossBudget(a.grade));
        }
    }
    if (a.splitterHop >= 0) {
        const CableType &t = d.cableType(ch.hops[a.splitterHop].cable);
        if (t.maxChannelM && (!a.reachM || *t.maxChannelM < *a.reachM))
            a.reachM = t.maxChannelM;
        else
            a.splitterLimitsReach = false;
    }
    return a;
}

} // namespace railyard
