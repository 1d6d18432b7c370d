#pragma once

#include <QString>
#include <QTextStream>

namespace railyard {

class Design;

// The revision figures of one design (issue 33): recording a revision (JSON written and compressed), its
// size, reading it back, the diff and the comparison the views colour, the change order, and the validation
// delta of `railyard-cli diff`, against a revision of the design with 1 % of its cables lengthened and 1 %
// relabelled. One row of a Markdown table; the header is revisionBenchHeader().
QString revisionBenchHeader();
void runRevisionBench(const Design &design, const QString &size, QTextStream &out);

} // namespace railyard
