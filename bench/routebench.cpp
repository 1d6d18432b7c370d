#include "routebench.h"

#include "design/design.h"
#include "generate/traylayout.h"
#include "measure.h"
#include "route/router.h"
#include "route/routereport.h"
#include "validation/pathwayrules.h"
#include "validation/validator.h"

#include <QElapsedTimer>

namespace railyard {

using bench::residentMemoryMiB;
using bench::seconds;

QString routeBenchHeader()
{
    return QStringLiteral("| size | cables | routed | segments | lay trays | route | pathway rules | full "
                          "validation without / with pathways | resident |\n"
                          "|---|---|---|---|---|---|---|---|---|");
}

void runRouteBench(const Design &design, const QString &size, QTextStream &out)
{
    QElapsedTimer t;
    t.start();
    Design d = design;
    d.pathways = layTrays(d);
    const double layS = seconds(t);
    t.restart();
    const Routing routing = routeCables(d);
    const double routeS = seconds(t);
    int routed = 0;
    for (int c : d.cables().live())
        routed += routing.cables[size_t(c)].status == RouteStatus::Routed ? 1 : 0;
    // As the generator does with --trays: every routed cable as long as its route calls for.
    applyRoutedLengths(d, routing);
    t.restart();
    const QList<Issue> issues = checkPathwayRules(d);
    const double rulesS = seconds(t);
    t.restart();
    {
        const Validator plain(design);
    }
    const double plainS = seconds(t);
    t.restart();
    {
        const Validator withPathways(d);
    }
    const double withS = seconds(t);
    out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 s | %6 s | %7 s (%8 issues) | %9 s / %10 s | %11 MiB |")
               .arg(size)
               .arg(d.cables().liveCount())
               .arg(routed)
               .arg(d.pathways.segments.size())
               .arg(layS, 0, 'f', 2)
               .arg(routeS, 0, 'f', 2)
               .arg(rulesS, 0, 'f', 2)
               .arg(issues.size())
               .arg(plainS, 0, 'f', 2)
               .arg(withS, 0, 'f', 2)
               .arg(residentMemoryMiB(), 0, 'f', 0)
        << Qt::endl;
}

} // namespace railyard
