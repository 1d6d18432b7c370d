#pragma once

#include "route/router.h"

#include <QByteArray>
#include <QString>

namespace railyard {

class Design;

// What `railyard-cli route` prints (docs/pathways.md): per segment its fill and its cables, per routed cable
// its segments and lengths, and the cables between racks that found no route.
QByteArray routingJson(const Design &design, const Routing &routing);
QString routingText(const Design &design, const Routing &routing);

// Sets every routed cable's length to what its route calls for, rounded up to an orderable length (the
// routed design `route -o` writes); returns how many lengths changed.
int applyRoutedLengths(Design &design, const Routing &routing);

// Why a cable found no route, for people.
QString unroutedReason(int cable, const Routing &routing);
// Why a design without trays and drops cannot be routed (`route`, `pull-sheets`), naming its file.
QString noPathwaysMessage(const QString &file);

} // namespace railyard
