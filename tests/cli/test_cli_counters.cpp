// railyard-cli counters: port-counter baselines of the real ibnetdiscover sample's pod (issue 32 §3).
#include "clirun.h"
#include "commission/countersnapshot.h"
#include "ibdiagsynth.h"
#include "io/ibnetdiscover.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString dump =
    QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out");

IbFabric sampleFabric()
{
    Result<IbFabric> f = parseIbnetdiscover(readFile(dump), dump);
    REQUIRE(f.ok());
    return f.takeValue();
}

} // namespace

TEST_CASE("counters records a baseline and finds the link whose counters rose since", "[cli][counters]")
{
    QTemporaryDir dir;
    const QString pod = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(
        runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump, QStringLiteral("-o"), pod})
            .code == 0);
    const IbFabric fabric = sampleFabric();
    const QString day1 = dir.filePath(QStringLiteral("day1.db_csv"));
    writeFile(day1, ibdiagnetDbCsv(fabric));
    const QString base = dir.filePath(QStringLiteral("base.json"));
    const CliRun recorded = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--ibdiagnet"), day1, QStringLiteral("-o"), base});
    CHECK(recorded.code == 0);
    CHECK(recorded.out.startsWith(QLatin1String("1074 links: 1074 ok, 0 rose, 0 unseen (no baseline")));
    Result<CounterSnapshot> snapshot = readCounterSnapshot(base);
    REQUIRE(snapshot.ok());
    CHECK(snapshot.value().ports.size() == 2 * fabric.links.size());

    // A week later: one host port's link went down twice, a spine port took symbol errors under the
    // threshold, and another link lost FEC blocks.
    const IbLink &first = fabric.links.front();
    const IbLink &second = fabric.links[40];
    const quint64 firstGuid = fabric.nodes[size_t(first.b.node)].guid;
    CounterCells worse;
    worse[{firstGuid, first.b.port}][QStringLiteral("LinkDownedCounter")] = QStringLiteral("2");
    worse[{fabric.nodes[size_t(second.a.node)].guid, second.a.port}]
         [QStringLiteral("PortFECUncorrectableBlockCounter")] = QStringLiteral("0x1f");
    worse[{fabric.nodes[size_t(fabric.links[7].a.node)].guid, fabric.links[7].a.port}]
         [QStringLiteral("SymbolErrorCounter")] = QStringLiteral("4");
    const QString day8 = dir.filePath(QStringLiteral("day8.db_csv"));
    writeFile(day8, ibdiagnetDbCsv(fabric, worse));
    const CliRun compared = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--ibdiagnet"), day8, QStringLiteral("--baseline"), base,
                                    QStringLiteral("--json")});
    CHECK(compared.code == 1);
    const QJsonObject o = QJsonDocument::fromJson(compared.out.toUtf8()).object();
    CHECK(o[QStringLiteral("summary")].toObject()[QStringLiteral("rose")].toInt() == 2);
    CHECK(o[QStringLiteral("summary")].toObject()[QStringLiteral("ok")].toInt() == 1072);
    QStringList rose;
    for (const QJsonValue v : o[QStringLiteral("links")].toArray()) {
        const QJsonObject l = v.toObject();
        if (l[QStringLiteral("status")].toString() != QLatin1String("rose")) continue;
        rose << l[QStringLiteral("rose")].toArray()[0].toString();
        CHECK(l[QStringLiteral("a")].toString().contains(QLatin1Char(':')));
        CHECK(l[QStringLiteral("b")].toString().contains(QLatin1Char(':')));
        CHECK(l[QStringLiteral("cables")].toArray().size() >= 1);
    }
    rose.sort();
    CHECK(rose.size() == 2);
    CHECK(rose.join(QLatin1Char(';')).contains(QLatin1String("fec_uncorrectable +31")));
    CHECK(rose.join(QLatin1Char(';')).contains(QLatin1String("link_downed +2")));

    // Stricter thresholds make the symbol errors count too.
    const QString strict = dir.filePath(QStringLiteral("strict.json"));
    writeFile(strict, R"({"format": "railyard-counter-thresholds", "rise": {"symbol_errors": 0}})");
    const CliRun stricter = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--ibdiagnet"), day8, QStringLiteral("--baseline"), base,
                                    QStringLiteral("--thresholds"), strict});
    CHECK(stricter.code == 1);
    CHECK(stricter.out.startsWith(QLatin1String("1074 links: 1071 ok, 3 rose")));
}

TEST_CASE("counters reads ibdiagnet's quirks and refuses what it cannot use", "[cli][counters]")
{
    const QByteArray quirks =
        "START_PM_INFO\n"
        "NodeGUID,PortNumber,LinkDownedCounter,PortFECUncorrectableBlockCounter,Effective BER\n"
        "0x2c5eab0300b87b40,1,0x3,0xfffffffffffffffe,1.5e-14\n"
        "0x2c5eab0300b87b40,2,-1,12,15E-255\n"
        "END_PM_INFO\n";
    Result<CounterSnapshot> s = parseIbdiagnetCounters(quirks, QStringLiteral("q.db_csv"));
    REQUIRE(s.ok());
    const PortCounters *one = s.value().find(0x2c5eab0300b87b40ULL, 1);
    REQUIRE(one);
    CHECK(one->values.value(QStringLiteral("link_downed")) == 3);
    CHECK_FALSE(one->values.contains(QStringLiteral("fec_uncorrectable"))); // unsupported
    CHECK(one->values.value(QStringLiteral("effective_ber")) == Approx(1.5e-14));
    const PortCounters *two = s.value().find(0x2c5eab0300b87b40ULL, 2);
    REQUIRE(two);
    CHECK_FALSE(two->values.contains(QStringLiteral("link_downed")));
    CHECK_FALSE(two->values.contains(QStringLiteral("effective_ber")));
    // The snapshot survives its JSON.
    Result<CounterSnapshot> back =
        parseCounterSnapshot(counterSnapshotJson(s.value()), QStringLiteral("s.json"));
    REQUIRE(back.ok());
    CHECK(back.value().find(0x2c5eab0300b87b40ULL, 1)->values == one->values);

    for (const char *bad : {"no sections here\n",
                            "START_PM_INFO\nNodeGUID,PortNumber,LinkDownedCounter\n0xzz,1,0\nEND_PM_INFO\n",
                            "START_PM_INFO\nNodeGUID,PortNumber,LinkDownedCounter\n0x1,1,many\nEND_PM_INFO\n",
                            "START_PM_INFO\nNodeGUID,PortNumber,LinkDownedCounter\nEND_PM_INFO\n"}) {
        INFO(bad);
        CHECK_FALSE(parseIbdiagnetCounters(bad, QStringLiteral("bad.db_csv")).ok());
    }

    QTemporaryDir dir;
    const QString pod = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString db = dir.filePath(QStringLiteral("x.db_csv"));
    writeFile(db, quirks);
    const QString out = dir.filePath(QStringLiteral("snap.json"));
    const QList<QStringList> refused{
        {QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump},
        {QStringLiteral("counters"), pod, QStringLiteral("--ibdiagnet"), db},
        {QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
         QStringLiteral("--ibdiagnet"), db, QStringLiteral("-o"), dir.filePath(QStringLiteral("snap.txt"))},
        {QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
         QStringLiteral("--ibdiagnet"), db, QStringLiteral("-o"), db},
        {QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
         QStringLiteral("--ibdiagnet"), dump, QStringLiteral("-o"), out},
        {QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
         QStringLiteral("--ibdiagnet"), db, QStringLiteral("--baseline"), db, QStringLiteral("-o"), out},
    };
    for (const QStringList &a : refused) {
        INFO(a.join(QLatin1Char(' ')).toStdString());
        const CliRun r = runCli(a);
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
    }
    CHECK_FALSE(QFileInfo::exists(out));
}

TEST_CASE("counters refuses counters past 64 bits and a fabric that is not the design's", "[cli][counters]")
{
    CHECK_FALSE(parseIbdiagnetCounters("START_PM_INFO\nNodeGUID,PortNumber,LinkDownedCounter\n0x1,1,"
                                       "99999999999999999999999\nEND_PM_INFO\n",
                                       QStringLiteral("huge.db_csv"))
                    .ok());
    // The sample design's links are not in this dump: nothing to compare is an error, not "all ok".
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("other.db_csv"));
    writeFile(db, ibdiagnetDbCsv(sampleFabric()));
    const CliRun r = runCli({QStringLiteral("counters"), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH),
                             QStringLiteral("--ibnetdiscover"), dump, QStringLiteral("--ibdiagnet"), db});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("of this design's fabric")));
}

TEST_CASE("counters reads perfquery text, its LIDs placed through the dump", "[cli][counters]")
{
    QTemporaryDir dir;
    const QString pod = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(
        runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump, QStringLiteral("-o"), pod})
            .code == 0);
    const IbFabric fabric = sampleFabric();
    // What a script running `perfquery -x LID PORT` over every linked port writes.
    const auto perfquery = [&fabric](int worseLink) {
        QByteArray text;
        for (int l = 0; l < int(fabric.links.size()); ++l)
            for (const IbEnd &e : {fabric.links[size_t(l)].a, fabric.links[size_t(l)].b}) {
                const IbNode &n = fabric.nodes[size_t(e.node)];
                if (n.lid <= 0) continue;
                text +=
                    QStringLiteral(
                        "# Port extended counters: Lid %1 port %2 (CapMask: 0x5300 CapMask2: 0x0000002)\n")
                        .arg(n.lid)
                        .arg(e.port)
                        .toUtf8();
                text +=
                    "PortXmitData:....................36298026860928\nSymbolErrorCounter:..............0\n"
                    "LinkErrorRecoveryCounter:........0\n";
                text += l == worseLink && e == fabric.links[size_t(l)].a
                            ? "LinkDownedCounter:...............5\n"
                            : "LinkDownedCounter:...............0\n";
                text += "PortRcvErrors:...................0\nPortXmitWait:....................22730501\n";
            }
        return text;
    };
    const QString day1 = dir.filePath(QStringLiteral("day1.txt")),
                  day8 = dir.filePath(QStringLiteral("day8.txt"));
    writeFile(day1, perfquery(-1));
    writeFile(day8, perfquery(3));
    const QString base = dir.filePath(QStringLiteral("base.json"));
    const CliRun recorded = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--perfquery"), day1, QStringLiteral("-o"), base});
    CHECK(recorded.code == 0);
    const CliRun compared = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--perfquery"), day8, QStringLiteral("--baseline"), base});
    CHECK(compared.code == 1);
    CHECK(compared.out.contains(QLatin1String("link_downed +5")));
    // A LID the dump does not have is named with its line.
    const QString stray = dir.filePath(QStringLiteral("stray.txt"));
    writeFile(stray, "# Port counters: Lid 65000 port 1\nLinkDownedCounter:.....0\n");
    const CliRun r = runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                             QStringLiteral("--perfquery"), stray});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("line 1")));
    CHECK(r.err.contains(QLatin1String("LID 65000")));
    // One source of counters, not both.
    CHECK(runCli({QStringLiteral("counters"), pod, QStringLiteral("--ibnetdiscover"), dump,
                  QStringLiteral("--perfquery"), day1, QStringLiteral("--ibdiagnet"), day1})
              .code == 2);
}
