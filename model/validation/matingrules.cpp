#include "validation/matingrules.h"

namespace railyard {

namespace {

QString sideName(const Design &d, const MatingSide &s)
{
    switch (s.kind) {
    case MatingSide::Module:
        return ValidationText::tr("the module");
    case MatingSide::FixedPort:
        return ValidationText::tr("the port");
    case MatingSide::Plug:
        break;
    }
    if (s.cable < 0)
        return ValidationText::tr("the new cable's plug"); // a cable being drawn, not in the design yet
    return describeCableEnd(d, s.cable, s.end);
}

QString genderName(Gender g)
{
    return g == Gender::Pinned ? ValidationText::tr("pinned (male)")
                               : (g == Gender::Unpinned ? ValidationText::tr("unpinned (female)")
                                                        : ValidationText::tr("ungendered"));
}

bool isMpo(const QString &connector)
{
    return connector.startsWith(QLatin1String("MPO"));
}

} // namespace

QList<MatingProblem> matingProblems(const Design &d, const Mating &m)
{
    QList<MatingProblem> problems;
    // Described only for a problem: almost every mating has none, and a description costs more than the
    // checks.
    const auto where = [&] { return describeEndpoint(d, m.at); };

    // Connector: each plug against the adapter's connector, or the two sides against each other.
    if (m.adapter && !m.adapter->connector.isEmpty()) {
        for (const MatingSide *s : {&m.a, &m.b})
            if (s->connector != m.adapter->connector)
                problems.append(
                    {Rule::ConnectorMismatch,
                     ValidationText::tr("%1 is %2, the adapter at %3 is %4")
                         .arg(sideName(d, *s),
                              s->connector.isEmpty() ? ValidationText::tr("not a fiber plug") : s->connector,
                              where(), m.adapter->connector)});
    } else if (m.a.connector != m.b.connector) {
        problems.append({Rule::ConnectorMismatch, ValidationText::tr("%1 (%2) meets %3 (%4) at %5")
                                                      .arg(sideName(d, m.a), m.a.connector, sideName(d, m.b),
                                                           m.b.connector, where())});
    }

    // Polish: APC against UPC anywhere; APC MPO plugs only mate key-up to key-down.
    if (m.a.polish != Polish::None && m.b.polish != Polish::None && m.a.polish != m.b.polish)
        problems.append(
            {Rule::PolishMismatch,
             ValidationText::tr("%1 (%2) meets %3 (%4) at %5: angled and flat end faces do not mate")
                 .arg(sideName(d, m.a), enumName(m.a.polish), sideName(d, m.b), enumName(m.b.polish),
                      where())});
    else if (m.adapter && m.adapter->adapter == AdapterMode::Reversed && m.a.polish == Polish::Apc &&
             m.b.polish == Polish::Apc && isMpo(m.a.connector) && isMpo(m.b.connector))
        problems.append(
            {Rule::PolishMismatch,
             ValidationText::tr(
                 "two APC MPO plugs meet key-up to key-up in the reversed adapter at %1: their 8° faces do "
                 "not mate")
                 .arg(where())});

    // Gender: one pinned and one unpinned end at every MPO mating.
    if (isMpo(m.a.connector) && isMpo(m.b.connector)) {
        const bool ok = (m.a.gender == Gender::Pinned && m.b.gender == Gender::Unpinned) ||
                        (m.a.gender == Gender::Unpinned && m.b.gender == Gender::Pinned);
        if (!ok)
            problems.append({Rule::GenderMismatch,
                             ValidationText::tr("%1 is %2 and %3 is %4 at %5: an MPO mating needs one pinned "
                                                "and one unpinned end")
                                 .arg(sideName(d, m.a), genderName(m.a.gender), sideName(d, m.b),
                                      genderName(m.b.gender), where())});
    }
    return problems;
}

void checkChannelMatings(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink)
{
    // One issue per rule: the first problem's text, and how many more there are.
    QString first[ruleCount];
    int count[ruleCount] = {};
    for (const Mating &m : a.matings) {
        for (const MatingProblem &p : matingProblems(d, m)) {
            if (count[int(p.rule)]++ == 0) first[int(p.rule)] = p.message;
        }
    }
    for (Rule rule : {Rule::PolishMismatch, Rule::GenderMismatch, Rule::ConnectorMismatch}) {
        const int n = count[int(rule)];
        if (n == 0) continue;
        QString message = first[int(rule)];
        if (n > 1) message += ValidationText::tr(" (and %1 more in this channel)").arg(n - 1);
        sink.report(rule, message, channelCables(ch), channelDevices(ch));
    }
}

void checkStandaloneMating(const Design &d, const Mating &m, IssueSink &sink)
{
    QList<int> cables{m.a.cable};
    if (m.b.cable != m.a.cable) cables.append(m.b.cable);
    std::sort(cables.begin(), cables.end());
    for (const MatingProblem &p : matingProblems(d, m))
        sink.report(p.rule, p.message, cables, {m.at.device});
}

} // namespace railyard
