// railyard-cli commission: fiber test results judged against the channels' budgets (issue 32 §2).
#include "clirun.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);

// Results for every cable of the sample (96): all passing, but for the ones asked to fail.
QByteArray resultsFor(const Design &d, const QStringList &failing = {})
{
    QByteArray csv = "cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\n";
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        const bool bad = failing.contains(cable.id);
        csv += QStringLiteral("%1,1,1310,%2,,%3,%4,2026-12-04,CFP-7\n")
                   .arg(cable.label, bad ? QStringLiteral("3.9") : QStringLiteral("0.4"))
                   .arg(cable.lengthM)
                   .arg(bad ? QStringLiteral("FAIL") : QStringLiteral("PASS"))
                   .toUtf8();
    }
    return csv;
}

} // namespace

TEST_CASE("commission judges results: exit 0 when every fiber cable passed, 1 on a failure",
          "[cli][commission]")
{
    QTemporaryDir dir;
    const Design d = loadDesign(sample).value();
    const QString good = dir.filePath(QStringLiteral("good.csv")),
                  bad = dir.filePath(QStringLiteral("bad.csv"));
    writeFile(good, resultsFor(d));
    writeFile(bad, resultsFor(d, {QStringLiteral("N02-R1-T")}));
    const CliRun pass = runCli({QStringLiteral("commission"), sample, QStringLiteral("--tests"), good});
    CHECK(pass.code == 0);
    CHECK(pass.out.contains(QLatin1String("96 tested (96 passed, 0 failed")));

    const CliRun fail = runCli(
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), bad, QStringLiteral("--json")});
    CHECK(fail.code == 1);
    const QJsonObject o = QJsonDocument::fromJson(fail.out.toUtf8()).object();
    CHECK(o[QStringLiteral("summary")].toObject()[QStringLiteral("failed")].toInt() == 1);
    CHECK(o[QStringLiteral("summary")].toObject()[QStringLiteral("passed")].toInt() == 95);
    bool found = false;
    for (const QJsonValue v : o[QStringLiteral("results")].toArray())
        if (v.toObject()[QStringLiteral("cable")].toString() == QLatin1String("N02-R1-T")) {
            found = true;
            CHECK(v.toObject()[QStringLiteral("verdict")].toString() == QLatin1String("fail"));
            CHECK(v.toObject()[QStringLiteral("margin_db")].toDouble() < 0);
            CHECK(v.toObject()[QStringLiteral("budget_db")].toDouble() > 2.9);
        }
    CHECK(found);

    // Without results every fiber cable is untested: exit 1.
    CHECK(runCli({QStringLiteral("commission"), sample}).code == 1);
}

TEST_CASE("commission keeps the results in the design it writes, and writes the report", "[cli][commission]")
{
    QTemporaryDir dir;
    const Design d = loadDesign(sample).value();
    const QString results = dir.filePath(QStringLiteral("day1.csv"));
    writeFile(results, resultsFor(d, {QStringLiteral("N03-R2-T")}));
    const QString out = dir.filePath(QStringLiteral("tested.railyard"));
    const QString report = dir.filePath(QStringLiteral("handover.xlsx"));
    REQUIRE(runCli({QStringLiteral("commission"), sample, QStringLiteral("--tests"), results,
                    QStringLiteral("-o"), out, QStringLiteral("--report"), report})
                .code == 1);
    const Design tested = loadDesign(out).value();
    const Cable &failed = tested.cables().at(tested.cables().find(QStringLiteral("N03-R2-T")));
    CHECK(failed.status == CableStatus::Failed);
    REQUIRE(failed.tests().size() == 1);
    CHECK(failed.tests()[0].source == QLatin1String("day1.csv"));
    CHECK(tested.cables().at(tested.cables().find(QStringLiteral("N01-R1-A"))).status == CableStatus::Tested);
    CHECK(QFileInfo(report).size() > 1000);
    // The written design judges the same without the file: its results are in it.
    const CliRun again = runCli({QStringLiteral("commission"), out, QStringLiteral("--json")});
    CHECK(again.code == 1);
    CHECK(QJsonDocument::fromJson(again.out.toUtf8())
              .object()[QStringLiteral("summary")]
              .toObject()[QStringLiteral("failed")]
              .toInt() == 1);
}

TEST_CASE("commission reads a tester's export through a column profile", "[cli][commission]")
{
    QTemporaryDir dir;
    const QString profile = dir.filePath(QStringLiteral("linkware.json"));
    writeFile(profile, R"JSON({"format": "railyard-test-columns", "version": 1, "name": "example",
        "columns": {"cable": "Cable ID", "result": "Result"},
        "wavelengths": [{"nm": 1310, "loss_db": "Loss 1310 (dB)"}, {"nm": 1550, "loss_db": "Loss 1550 (dB)"}],
        "pass": ["Pass", "OK"], "fail": ["Fail"]})JSON");
    const QString results = dir.filePath(QStringLiteral("export.csv"));
    writeFile(
        results,
        "Cable ID;Loss 1310 (dB);Loss 1550 (dB);Result\nSU1-N01-R1-T;0,61;0,44;OK\nNOPE;0,5;0,5;Pass\n");
    const CliRun r = runCli({QStringLiteral("commission"), sample, QStringLiteral("--tests"), results,
                             QStringLiteral("--map"), profile, QStringLiteral("--json")});
    CHECK(r.code == 1); // untested cables and a result naming none
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(o[QStringLiteral("summary")].toObject()[QStringLiteral("tested")].toInt() == 1);
    REQUIRE(o[QStringLiteral("unmatched")].toArray().size() == 1);
    CHECK(o[QStringLiteral("unmatched")].toArray()[0].toObject()[QStringLiteral("cable")].toString() ==
          QLatin1String("NOPE"));
    CHECK(o[QStringLiteral("unmatched")].toArray()[0].toObject()[QStringLiteral("row")].toInt() == 3);
}

TEST_CASE("commission refuses what it cannot use, in one line, and writes nothing", "[cli][commission]")
{
    QTemporaryDir dir;
    const QString results = dir.filePath(QStringLiteral("r.csv"));
    writeFile(results, "cable,loss_db\nN01-R1-T,zero\n");
    const QString good = dir.filePath(QStringLiteral("g.csv"));
    writeFile(good, "cable,loss_db\nN01-R1-T,0.3\n");
    const QString report = dir.filePath(QStringLiteral("rep.pdf"));
    const QString out = dir.filePath(QStringLiteral("o.json"));
    const QList<QStringList> refused{
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), results, QStringLiteral("--report"),
         report},
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), good, QStringLiteral("--report"),
         dir.filePath(QStringLiteral("rep.docx"))},
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), good, QStringLiteral("--report"),
         good},
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), good, QStringLiteral("-o"),
         dir.filePath(QStringLiteral("o.txt"))},
        {QStringLiteral("commission"), sample, QStringLiteral("--map"), good},
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"),
         dir.filePath(QStringLiteral("none.csv")), QStringLiteral("-o"), out},
        {QStringLiteral("commission"), sample, QStringLiteral("--tests"), good, QStringLiteral("--map"),
         good},
    };
    for (const QStringList &a : refused) {
        INFO(a.join(QLatin1Char(' ')).toStdString());
        const CliRun r = runCli(a);
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
    }
    CHECK_FALSE(QFileInfo::exists(report));
    CHECK_FALSE(QFileInfo::exists(out));
    CHECK(readFile(good) == "cable,loss_db\nN01-R1-T,0.3\n");
}
