#pragma once

#include <QString>
#include <QTextStream>

namespace railyard {

class Design;

// The commissioning figures of one design (issue 32): install progress, a scan, the status overlay, judging a
// test record on every fiber cable, and a port-counter comparison over the dump the design would give. One
// row of a Markdown table; the header is commissionBenchHeader().
QString commissionBenchHeader();
void runCommissionBench(const Design &design, const QString &size, QTextStream &out);

} // namespace railyard
