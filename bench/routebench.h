#pragma once

#include <QString>
#include <QTextStream>

namespace railyard {

class Design;

// The pathway figures of one design (issue 34): trays laid over its rows (traylayout), every cable between
// racks routed over them (Dijkstra per drop), the pathway rules validation runs after every edit of a design
// with pathways, and a full validation with and without them. One row of a Markdown table; the header is
// routeBenchHeader().
QString routeBenchHeader();
void runRouteBench(const Design &design, const QString &size, QTextStream &out);

} // namespace railyard
