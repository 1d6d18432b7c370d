#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// Ids as a person reads a list of them: in natural order, runs of consecutive numbers with one prefix and
// one number width joined ("R01–R16, N01, N03"), duplicates dropped. Past `maxRuns` runs the rest is "…".
QString idRanges(QStringList ids, int maxRuns = 8);

} // namespace railyard
