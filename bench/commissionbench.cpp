#include "commissionbench.h"

#include "asbuilt/verification.h"
#include "commission/cablefinder.h"
#include "commission/countercompare.h"
#include "commission/installstatus.h"
#include "commission/statusoverlay.h"
#include "commission/testjudge.h"
#include "design/design.h"
#include "ibdiagsynth.h"
#include "ibfabricsynth.h"
#include "measure.h"

#include <QElapsedTimer>

#include <random>

namespace railyard {

using bench::residentMemoryMiB;
using bench::seconds;

QString commissionBenchHeader()
{
    return QStringLiteral("| size | cables | progress | finder | scan | status overlay | judge (records) | "
                          "db_csv read | counters compare | resident |\n"
                          "|---|---|---|---|---|---|---|---|---|---|");
}

void runCommissionBench(const Design &built, const QString &size, QTextStream &out)
{
    Design design = built;
    std::mt19937 rng(7);
    int n = 0;
    for (int c : design.cables().live())
        design.cableForEdit(c).status = CableStatus(n++ % 6);
    QElapsedTimer t;
    t.start();
    const InstallProgress progress = installProgress(design);
    const double progressS = seconds(t);
    t.restart();
    const CableFinder finder(design);
    const double finderS = seconds(t);
    std::vector<QString> ids;
    for (int c : design.cables().live())
        if (ids.size() < 1000) ids.push_back(design.cables().at(c).label);
    t.restart();
    int found = 0;
    for (const QString &id : ids)
        found += finder.find(id).outcome == CableFinder::Match::Found ? 1 : 0;
    const double scanMs = seconds(t) * 1000 / double(std::max<size_t>(ids.size(), 1));
    t.restart();
    const LinkOverlay overlay = statusOverlay(design);
    const double overlayS = seconds(t);
    int records = 0;
    std::uniform_real_distribution<double> loss(0.2, 2.0);
    for (int c : design.cables().live())
        if (design.cableType(c).isFiber()) {
            TestRecord r;
            r.fiber = 1;
            r.wavelengthNm = 1310;
            r.lossDb = loss(rng);
            r.result = QStringLiteral("PASS");
            design.cableForEdit(c).editExtras().tests.append(r);
            ++records;
        }
    t.restart();
    const Commissioning judged = judgeTests(design);
    const double judgeS = seconds(t);

    IbFabric fabric = test::fabricOf(design);
    for (size_t i = 0; i < fabric.nodes.size(); ++i) // the synthetic dump names no GUIDs; counters need them
        fabric.nodes[i].guid = 0x0002c90300000000ULL + i;
    const QByteArray dbCsv = test::ibdiagnetDbCsv(fabric);
    t.restart();
    const Result<CounterSnapshot> snapshot = parseIbdiagnetCounters(dbCsv, QStringLiteral("bench.db_csv"));
    const double readS = seconds(t);
    if (!snapshot.ok()) qFatal("%s", qPrintable(snapshot.error().toString()));
    t.restart();
    const Verification verified = verifyIbFabric(design, fabric);
    const CounterComparison compared =
        compareCounters(verified, fabric, snapshot.value(), &snapshot.value(), CounterThresholds::defaults());
    const double compareS = seconds(t);
    out << QStringLiteral(
               "| %1 | %2 | %3 s | %4 s | %5 ms (%6 found) | %7 s | %8 s (%9) | %10 s | %11 s (%12 ok) | "
               "%13 MiB |")
               .arg(size)
               .arg(design.cables().liveCount())
               .arg(progressS, 0, 'f', 3)
               .arg(finderS, 0, 'f', 3)
               .arg(scanMs, 0, 'f', 4)
               .arg(found)
               .arg(overlayS, 0, 'f', 3)
               .arg(judgeS, 0, 'f', 3)
               .arg(records)
               .arg(readS, 0, 'f', 3)
               .arg(compareS, 0, 'f', 3)
               .arg(compared.ok)
               .arg(residentMemoryMiB(), 0, 'f', 0)
        << Qt::endl;
    Q_UNUSED(progress);
    Q_UNUSED(overlay);
    Q_UNUSED(judged);
}

} // namespace railyard
