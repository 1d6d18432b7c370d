#include "report/channelreport.h"

#include "core/enumtext.h"
#include "trace/channeltracer.h"
#include "validation/channelrules.h"
#include "validation/railrules.h"
#include "validation/validationcontext.h"

#include <QCoreApplication>
#include <QSet>

namespace railyard {

namespace {

ChannelReport report(const Design &d, const Channel &ch)
{
    ChannelReport r;
    r.channel = ch;
    r.analysis = analyzeChannel(d, ch);
    const ChannelAnalysis &a = r.analysis;
    int mating = 0;
    auto terminal = [&](const Endpoint &at, Terminal kind) {
        TraceStep s;
        s.kind = TraceStep::Terminal;
        s.at = at;
        const Transceiver *module = at.isLoose() ? nullptr : d.moduleAt(at);
        switch (kind) {
        case Terminal::Module:
            s.what = module ? module->id : QString();
            break;
        case Terminal::FixedPort:
            if (const Transceiver *optic = d.builtInOptic(at))
                s.what = QCoreApplication::translate("Trace", "%1 (built in)").arg(optic->id);
            else
                s.what = QCoreApplication::translate("Trace", "fixed port");
            break;
        case Terminal::DirectAttach:
            s.what = QCoreApplication::translate("Trace", "cage");
            break;
        case Terminal::EmptyAdapter:
            s.what = QCoreApplication::translate("Trace", "empty adapter side");
            break;
        case Terminal::LooseEnd:
            s.what = QCoreApplication::translate("Trace", "loose end");
            break;
        case Terminal::EmptyCage:
            s.what = QCoreApplication::translate("Trace", "cage without transceiver");
            break;
        case Terminal::Loop:
            s.what = QCoreApplication::translate("Trace", "loop");
            break;
        }
        if ((kind == Terminal::Module || kind == Terminal::FixedPort) && mating < int(a.matings.size()) &&
            !a.matings[size_t(mating)].adapter)
            s.mating = a.matings[size_t(mating++)];
        return s;
    };
    r.steps.append(terminal(ch.start, ch.startTerminal));
    double loss = 0;
    for (int i = 0; i < int(ch.hops.size()); ++i) {
        const Hop &h = ch.hops[i];
        const Cable &c = d.cables().at(h.cable);
        const CableType &t = d.catalog.cableTypes.at(c.type);
        TraceStep s;
        s.kind = TraceStep::Cable;
        s.cable = h.cable;
        s.fromEnd = h.from;
        s.toEnd = h.to;
        s.what = t.id;
        s.lengthM = c.lengthM;
        s.lossDb = c.lengthM / 1000.0 * t.attenuationDbPerKm;
        loss += s.lossDb;
        s.lossSoFarDb = loss;
        r.steps.append(s);
        if (i + 1 < int(ch.hops.size())) {
            TraceStep adapter;
            adapter.kind = TraceStep::Adapter;
            adapter.at = c.ends[h.to];
            adapter.what = adapterModeText(d.port(adapter.at).adapter);
            while (mating < int(a.matings.size()) && !a.matings[size_t(mating)].adapter)
                ++mating;
            if (mating < int(a.matings.size())) adapter.mating = a.matings[size_t(mating++)];
            adapter.lossDb =
                adapter.mating ? std::max(adapter.mating->a.lossDb, adapter.mating->b.lossDb) : 0;
            loss += adapter.lossDb;
            adapter.lossSoFarDb = loss;
            r.steps.append(adapter);
        }
    }
    r.steps.append(terminal(ch.finish, ch.finishTerminal));
    if (ch.finishTerminal == Terminal::Module && r.steps.back().mating && r.steps.back().mating->adapter)
        r.steps.back().mating.reset();

    IssueSink sink(r.issues);
    checkChannel(d, ch, a, sink);
    if (const std::optional<RailLink> link = railLink(d, ch)) checkRailAlignment(d, ch, *link, sink);
    sortIssues(d, r.issues);
    return r;
}

} // namespace

QList<ChannelReport> traceCable(const Design &d, int cable)
{
    const ChannelTracer tracer(d);
    const ChannelTracer::Neighbourhood n = tracer.neighbourhood({cable});
    QList<ChannelReport> reports;
    QSet<std::pair<quint64, quint64>> seen;
    for (const auto &[c, end] : n.starts) {
        for (const Channel &ch : tracer.traceFrom(c, end)) {
            const auto key = ChannelTracer::key(ch);
            if (seen.contains(key)) continue;
            seen.insert(key);
            const bool through =
                std::any_of(ch.hops.begin(), ch.hops.end(), [&](const Hop &h) { return h.cable == cable; });
            if (through) reports.append(report(d, ch));
        }
    }
    std::sort(reports.begin(), reports.end(), [](const ChannelReport &x, const ChannelReport &y) {
        return ChannelTracer::key(x.channel) < ChannelTracer::key(y.channel);
    });
    return reports;
}

} // namespace railyard
