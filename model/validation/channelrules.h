#pragma once

#include "validation/validationcontext.h"

namespace railyard {

// fiber-mismatch: single-mode with multimode, or a grade an end module does not support (all channels).
void checkFiber(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);
// rate-mismatch: end modules of another media, connector, rate or PMD (complete channels).
void checkRate(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);
// polarity: positions must compose to Tx -> Rx; no Type C in parallel optics (complete fiber channels).
void checkPolarity(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);
// reach, loss-budget, loss-margin (complete channels; reach also for direct-attach cables).
void checkReachAndLoss(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);
// incomplete-channel: a path from a module stops at an empty adapter side or a loose end.
void checkComplete(const Design &d, const Channel &ch, IssueSink &sink);

// Runs every channel rule above in the order of cli.md.
void checkChannel(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);

} // namespace railyard
