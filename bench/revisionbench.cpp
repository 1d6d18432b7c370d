#include "revisionbench.h"

#include "design/design.h"
#include "io/jsondesignwriter.h"
#include "measure.h"
#include "revision/changeorder.h"
#include "revision/designdiff.h"
#include "revision/revisionoverlay.h"
#include "revision/revisionstore.h"

#include <QDateTime>
#include <QElapsedTimer>

namespace railyard {

using bench::residentMemoryMiB;
using bench::seconds;

QString revisionBenchHeader()
{
    return QStringLiteral("| size | cables | record | revision (JSON) | read back | diff | compare overlay | "
                          "change order (steps) | diff with BOM and validation | resident |\n"
                          "|---|---|---|---|---|---|---|---|---|---|");
}

void runRevisionBench(const Design &design, const QString &size, QTextStream &out)
{
    QElapsedTimer t;
    t.start();
    const Revision revision =
        recordRevision(design, QStringLiteral("R1"), {}, QDateTime::currentDateTimeUtc());
    const double recordS = seconds(t);
    const qint64 jsonBytes = writeJsonDesign(design).size();
    t.restart();
    Result<Design> then = revisionDesign(revision, QStringLiteral("bench"));
    const double readS = seconds(t);
    if (!then.ok()) qFatal("%s", qPrintable(then.error().toString()));
    // The design now: 1 % of the cables lengthened (a new part, out and in again), 1 % relabelled.
    Design now = design;
    int n = 0;
    for (int c : now.cables().live()) {
        if (n % 100 == 0) now.cableForEdit(c).lengthM += 5;
        if (n % 100 == 50) now.cableForEdit(c).label += QStringLiteral("-R2");
        ++n;
    }
    t.restart();
    const DesignDiff diff = diffDesigns(then.value(), now);
    const double diffS = seconds(t);
    t.restart();
    const RevisionComparison compared = compareWithRevision(now, then.value(), QStringLiteral("R1"));
    const double compareS = seconds(t);
    t.restart();
    const std::vector<ChangeStep> steps = changeOrder(then.value(), now);
    const double orderS = seconds(t);
    t.restart();
    const DesignDiff full = compareDesigns(then.value(), now);
    const double fullS = seconds(t);
    if (diff.cables.changed.size() != full.cables.changed.size() || compared.overlay.cables.isEmpty())
        qFatal("the diffs disagree");
    out << QStringLiteral(
               "| %1 | %2 | %3 s | %4 MB (%5 MB) | %6 s | %7 s | %8 s | %9 s (%10) | %11 s | %12 MiB |")
               .arg(size)
               .arg(design.cables().liveCount())
               .arg(recordS, 0, 'f', 2)
               .arg(revision.content.size() / 1e6, 0, 'f', 1)
               .arg(jsonBytes / 1e6, 0, 'f', 1)
               .arg(readS, 0, 'f', 2)
               .arg(diffS, 0, 'f', 2)
               .arg(compareS, 0, 'f', 2)
               .arg(orderS, 0, 'f', 2)
               .arg(steps.size())
               .arg(fullS, 0, 'f', 2)
               .arg(residentMemoryMiB(), 0, 'f', 0)
        << Qt::endl;
}

} // namespace railyard
