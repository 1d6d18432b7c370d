#include "validation/channelrules.h"

#include "validation/matingrules.h"

namespace railyard {

namespace {

constexpr double epsilon = 1e-9;

QString moduleName(const Transceiver &t)
{
    return t.id;
}

// The channel's fiber grades, each once, in path order.
QList<FiberGrade> gradesOf(const Design &d, const Channel &ch)
{
    QList<FiberGrade> grades;
    for (const Hop &h : ch.hops) {
        const FiberGrade g = d.cableType(h.cable).fiber;
        if (g != FiberGrade::None && !grades.contains(g)) grades.append(g);
    }
    return grades;
}

QString pmdCore(const QString &pmd)
{
    return pmd.startsWith(QLatin1String("2x"), Qt::CaseInsensitive) ? pmd.mid(2) : pmd;
}

} // namespace

void checkFiber(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    if (!a.fiber) return;
    const QList<FiberGrade> grades = gradesOf(d, ch);
    QStringList faults;
    if (a.singleMode && a.multimode) {
        QStringList names;
        for (FiberGrade g : grades)
            names << enumName(g);
        faults << ValidationText::tr("single-mode and multimode fiber in one channel (%1)")
                      .arg(names.join(QStringLiteral(", ")));
    } else {
        for (const Transceiver *m : {a.startModule, a.finishModule}) {
            if (!m) continue;
            for (FiberGrade g : grades)
                if (!m->reachM.has(g))
                    faults << ValidationText::tr("%1 (%2) does not support %3 fiber")
                                  .arg(moduleName(*m), m->media, enumName(g));
            if (a.startModule == a.finishModule) break;
        }
    }
    faults.removeDuplicates();
    if (!faults.isEmpty()) {
        sink.report(Rule::FiberMismatch, faults.join(QStringLiteral("; ")), channelCables(ch),
                    channelDevices(ch));
    } else if (a.mixedMultimode) {
        QStringList names;
        for (FiberGrade g : grades)
            names << enumName(g);
        sink.report(
            Rule::FiberMismatch,
            ValidationText::tr("multimode grades %1 mixed in one channel; the lowest (%2) sets the reach")
                .arg(names.join(QStringLiteral(", ")), enumName(a.grade)),
            channelCables(ch), channelDevices(ch), Severity::Warning);
    }
}

QStringList mediaFaults(const Transceiver &x, const Transceiver &y)
{
    QStringList faults;
    if (x.media != y.media) faults << ValidationText::tr("media %1 and %2").arg(x.media, y.media);
    if (x.connector != y.connector)
        faults << ValidationText::tr("connectors %1 and %2").arg(x.connector, y.connector);
    return faults;
}

// 200G-PAM4 (XDR) optics do not step down to 100G-PAM4 (NDR), whatever the port rates.
QStringList laneFaults(const Transceiver &x, const Transceiver &y)
{
    if (x.laneRateGbps <= 0 || y.laneRateGbps <= 0 || x.laneRateGbps == y.laneRateGbps) return {};
    return {ValidationText::tr("lane rates %1G and %2G (optics do not step down to a slower lane)")
                .arg(formatNumber(x.laneRateGbps), formatNumber(y.laneRateGbps))};
}

QStringList rateFaults(const Transceiver &x, const Transceiver &y)
{
    QStringList faults = mediaFaults(x, y);
    if (x.rateGbps != y.rateGbps)
        faults << ValidationText::tr("rates %1 and %2 Gb/s")
                      .arg(formatNumber(x.rateGbps), formatNumber(y.rateGbps));
    if (pmdCore(x.pmd).compare(pmdCore(y.pmd), Qt::CaseInsensitive) != 0)
        faults << ValidationText::tr("PMDs %1 and %2").arg(x.pmd, y.pmd);
    faults += laneFaults(x, y);
    return faults;
}

void checkRate(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    if (!ch.isComplete() || !a.startModule || !a.finishModule) return;
    const Transceiver *x = a.startModule;
    const Transceiver *y = a.finishModule;
    QStringList faults;
    if (a.splitterHop >= 0) {
        faults = mediaFaults(*x, *y) + laneFaults(*x, *y);
        // Through a splitter, the module on the A side carries all legs.
        const Hop &h = ch.hops[a.splitterHop];
        const int legs = d.cables().at(h.cable).legs();
        const Transceiver *trunkSide = h.from == 0 ? x : y;
        const Transceiver *legSide = h.from == 0 ? y : x;
        const auto feeds = [&](double legRate) {
            return legRate > 0 && legRate * legs == trunkSide->rateGbps;
        };
        if (!feeds(legSide->rateGbps) && !feeds(legSide->splitRateGbps))
            faults << ValidationText::tr("%1 legs of %2 Gb/s (%3) do not make the %4 Gb/s of %5")
                          .arg(legs)
                          .arg(formatNumber(legSide->rateGbps), legSide->id,
                               formatNumber(trunkSide->rateGbps), trunkSide->id);
    } else {
        faults = rateFaults(*x, *y);
    }
    if (!faults.isEmpty())
        sink.report(Rule::RateMismatch,
                    ValidationText::tr("%1 and %2 do not talk to each other: %3")
                        .arg(x->id, y->id, faults.join(QStringLiteral(", "))),
                    channelCables(ch), channelDevices(ch));
}

void checkPolarity(const Design &, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    if (!ch.isComplete() || !a.fiber || a.kind == ChannelAnalysis::Kind::Mixed || a.polarityOk) return;
    QString message;
    if (a.kind == ChannelAnalysis::Kind::Parallel && a.typeC > 0)
        message = ValidationText::tr(
            "a Type C (pair-flipped) cable in a parallel MPO channel: lanes never reach the receivers");
    else if (a.kind == ChannelAnalysis::Kind::Parallel)
        message = ValidationText::tr(
                      "%1 reversing elements (Type B cables and key-up/key-up adapters); an MPO channel "
                      "needs an odd "
                      "number, or transmitters meet transmitters")
                      .arg(a.reversals);
    else
        message =
            ValidationText::tr(
                "%1 A-B swaps (A-B cords and A-to-B adapters); a duplex channel needs an odd number, or Tx "
                "meets Tx")
                .arg(a.reversals);
    sink.report(Rule::Polarity, message, channelCables(ch), channelDevices(ch));
}

void checkReachAndLoss(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    if (!a.fiber && d.catalog.cableTypes.at(d.cables().at(ch.hops.front().cable).type).isCopperCord()) {
        // A copper channel: cords and panel links together within the shortest cord's limit (TIA: 100 m).
        std::optional<double> limit;
        for (const Hop &h : ch.hops)
            if (const std::optional<double> m =
                    d.catalog.cableTypes.at(d.cables().at(h.cable).type).maxLengthM)
                limit = limit ? std::min(*limit, *m) : *m;
        if (limit && a.lengthM > *limit + epsilon)
            sink.report(Rule::Reach,
                        ValidationText::tr("the copper channel is %1 long; its cords reach at most %2")
                            .arg(formatLength(a.lengthM), formatLength(*limit)),
                        channelCables(ch), channelDevices(ch));
        return;
    }
    if (!a.fiber) {
        // A direct-attach cable: its own maximum length.
        const Cable &c = d.cables().at(ch.hops.front().cable);
        const CableType &t = d.catalog.cableTypes.at(c.type);
        if (t.maxLengthM && c.lengthM > *t.maxLengthM + epsilon)
            sink.report(Rule::Reach,
                        ValidationText::tr("%1 is %2 long; %3 reaches at most %4")
                            .arg(c.id, formatLength(c.lengthM), t.id, formatLength(*t.maxLengthM)),
                        channelCables(ch), channelDevices(ch));
        return;
    }
    if (!ch.isComplete()) return;
    if (a.reachM && a.lengthM > *a.reachM + epsilon) {
        QString limit = a.splitterLimitsReach ? ValidationText::tr("the splitter's channel limit")
                                              : ValidationText::tr("the reach on %1").arg(enumName(a.grade));
        sink.report(Rule::Reach,
                    ValidationText::tr("the channel is %1 long; %2 is %3")
                        .arg(formatLength(a.lengthM), limit, formatLength(*a.reachM)),
                    channelCables(ch), channelDevices(ch));
    }
    if (!a.budgetDb) return;
    const double margin = *a.budgetDb - a.lossDb;
    if (margin >= d.settings.lossMarginDb - epsilon) return; // the common case: no text to make
    const QString loss = formatFixed(a.lossDb, 2);
    const QString budget = formatFixed(*a.budgetDb, 2);
    if (margin < -epsilon)
        sink.report(Rule::LossBudget,
                    ValidationText::tr("loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pair(s))",
                                       nullptr, a.adapters)
                        .arg(loss, budget, formatLength(a.lengthM), enumName(a.grade)),
                    channelCables(ch), channelDevices(ch));
    else if (margin < d.settings.lossMarginDb - epsilon)
        sink.report(
            Rule::LossMargin,
            ValidationText::tr("loss %1 dB leaves %2 dB of the %3 dB budget, less than the %4 dB margin")
                .arg(loss, formatFixed(std::max(margin, 0.0), 2), budget,
                     formatNumber(d.settings.lossMarginDb)),
            channelCables(ch), channelDevices(ch));
}

void checkComplete(const Design &d, const Channel &ch, IssueSink &sink)
{
    if (ch.isComplete()) return;
    // Which end is the module the path comes from, and which the place where it stops.
    auto fromModule = [](Terminal t) { return t == Terminal::Module || t == Terminal::FixedPort; };
    const bool forward = fromModule(ch.startTerminal);
    if (!forward && !fromModule(ch.finishTerminal)) return;
    const Endpoint &module = forward ? ch.start : ch.finish;
    const Endpoint &stop = forward ? ch.finish : ch.start;
    const Terminal stopKind = forward ? ch.finishTerminal : ch.startTerminal;
    const Hop &lastHop = forward ? ch.hops.back() : ch.hops.front();
    const int stopEnd = forward ? lastHop.to : lastHop.from;
    QString where;
    if (stopKind == Terminal::EmptyAdapter) {
        Endpoint empty = stop;
        empty.side = stop.side == Side::Front ? Side::Rear : Side::Front;
        where = (empty.side == Side::Rear ? ValidationText::tr("the empty rear side of %1 %2")
                                          : ValidationText::tr("the empty front side of %1 %2"))
                    .arg(d.devices().at(empty.device).id, d.port(empty).name);
    } else if (stopKind == Terminal::LooseEnd) {
        where = ValidationText::tr("a loose end (%1)").arg(describeCableEnd(d, lastHop.cable, stopEnd));
    } else {
        return; // an empty cage (cage-mismatch) or a loop
    }
    sink.report(Rule::IncompleteChannel,
                ValidationText::tr("the path from %1 stops at %2").arg(describeEndpoint(d, module), where),
                channelCables(ch), channelDevices(ch));
}

void checkSelfLoop(const Design &d, const Channel &ch, IssueSink &sink)
{
    if (!ch.isComplete() || ch.start.isLoose() || ch.finish.isLoose() || ch.start.device != ch.finish.device)
        return;
    sink.report(
        Rule::SelfLoop,
        ValidationText::tr("%1 is cabled to itself: the channel from %2 ends at %3, on the same device")
            .arg(d.devices().at(ch.start.device).id, describeEndpoint(d, ch.start),
                 describeEndpoint(d, ch.finish)),
        channelCables(ch), channelDevices(ch));
}

void checkChannel(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    checkChannelMatings(d, ch, a, sink);
    checkFiber(d, ch, a, sink);
    checkPolarity(d, ch, a, sink);
    checkReachAndLoss(d, ch, a, sink);
    checkRate(d, ch, a, sink);
    checkComplete(d, ch, sink);
    checkSelfLoop(d, ch, sink);
}

} // namespace railyard
