#pragma once

#include "asbuilt/fabricinputs.h"

#include <QCommandLineParser>

namespace railyard::cli {

// The options naming a running fabric's files, the same for verify and import: --ibnetdiscover DUMP,
// --hca-map CSV, --node-name-map MAP.
void addFabricInputOptions(QCommandLineParser &parser);
FabricInputs fabricInputs(const QCommandLineParser &parser);

} // namespace railyard::cli
