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
// self-loop: both ends of a complete channel on the same device (a cable from a device to itself).
void checkSelfLoop(const Design &d, const Channel &ch, IssueSink &sink);

// What keeps two modules from working as the two ends of one link: media and connector (mediaFaults), and
// also rate and PMD once a leading "2x" is dropped (rateFaults); phrases for a message, empty when nothing.
QStringList mediaFaults(const Transceiver &x, const Transceiver &y);
QStringList rateFaults(const Transceiver &x, const Transceiver &y);

// Runs every channel rule above in the order of cli.md.
void checkChannel(const Design &d, const Channel &ch, const ChannelAnalysis &a, IssueSink &sink);

} // namespace railyard
