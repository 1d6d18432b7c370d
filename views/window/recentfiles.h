#pragma once

#include <QStringList>

namespace railyard {

// File ▸ Open Recent: the designs this Railyard opened or saved, newest first, after those of its earlier
// sessions on the same display (read once, at the first use). The list lives in the process: a Railyard
// running at the same time on another display, or for another person on a shared account, keeps its own and
// never adds to this one's. Each change is written to the settings, under the display's own key, for the next
// session.
namespace recentfiles {

QStringList list();
void add(const QString &path);
void clear();

} // namespace recentfiles

} // namespace railyard
