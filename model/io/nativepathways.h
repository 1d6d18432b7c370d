#pragma once

#include "design/pathways.h"

#include <QSqlDatabase>
#include <QStringList>

#include <optional>

namespace railyard {

// The pathway tables of the native document (docs/native-format.md, schema version 5) and a cable's `route`
// column, for the native reader and writer.

// Reads pathway_nodes, pathway_segments and pathway_drops in seq order. A value of the wrong type throws
// ReadFailure (jsonreadcontext.h) naming the file, the table and the object; what refers to what is checked
// with the limits afterwards, as for JSON.
void readNativePathways(QSqlDatabase &db, const QString &path, Pathways &pathways);
// Writes them into the empty tables; the database's error, or empty.
QString writeNativePathways(QSqlDatabase &db, const Pathways &pathways);

// A route as its column text (a JSON array of segment ids), empty for none; and back, nullopt when the text
// is not such an array.
QString routeColumn(const QStringList &route);
std::optional<QStringList> routeFromColumn(const QString &text);

} // namespace railyard
