#pragma once

#include "validation/validationcontext.h"

namespace railyard {

// polish-mismatch, gender-mismatch, connector-mismatch: what is wrong with one mated pair.
struct MatingProblem
{
    Rule rule;
    QString message;
};
QList<MatingProblem> matingProblems(const Design &d, const Mating &m);

// The mating rules over every mating of a channel: one issue per channel and rule.
void checkChannelMatings(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);
// A plug–adapter–plug mating that lies on no channel, reported with its two cables and the panel.
void checkStandaloneMating(const Design &d, const Mating &m, IssueSink &sink);

} // namespace railyard
