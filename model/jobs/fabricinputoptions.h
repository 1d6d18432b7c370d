#pragma once

#include "asbuilt/fabricinputs.h"

#include "jobs/job.h"

namespace railyard::jobs {

// The options naming a running fabric's files, the same for verify and import: --ibnetdiscover DUMP,
// --hca-map CSV, --node-name-map MAP; with `ethernet` (verify) also --lldp PATH and --ifname-map CSV.
void addFabricInputOptions(JobOptionList &parser, bool ethernet);
FabricInputs fabricInputs(const JobParameters &parser, bool ethernet);

} // namespace railyard::jobs
