#pragma once

#include "asbuilt/fabricinputs.h"

#include <QCommandLineParser>

namespace railyard::cli {

// The options naming a running fabric's files, the same for verify and import: --ibnetdiscover DUMP,
// --hca-map CSV, --node-name-map MAP; with `ethernet` (verify) also --lldp PATH and --ifname-map CSV.
void addFabricInputOptions(QCommandLineParser &parser, bool ethernet);
FabricInputs fabricInputs(const QCommandLineParser &parser, bool ethernet);

} // namespace railyard::cli
