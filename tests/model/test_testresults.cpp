// Fiber test results (issue 32 §2): records kept with their cables, read through column profiles, judged
// against each cable's share of its channel budget, imported, and reported.
#include "commission/commissionoutput.h"
#include "commission/resultcolumns.h"
#include "commission/testimport.h"
#include "commission/testjudge.h"
#include "commission/testresults.h"
#include "designfixtures.h"
#include "export/commissionreport.h"
#include "io/bundledcatalog.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"
#include "pdftext.h"
#include "trace/channelanalysis.h"
#include "trace/channeltracer.h"
#include "zipentry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

TestRecord record(double loss, int fiber = 1, int nm = 1310)
{
    TestRecord t;
    t.fiber = fiber;
    t.wavelengthNm = nm;
    t.lossDb = loss;
    t.result = QStringLiteral("PASS");
    return t;
}

int slot(const Design &d, const char *id)
{
    const int c = d.cables().find(QString::fromLatin1(id));
    REQUIRE(c >= 0);
    return c;
}

const CableJudgement &judgementOf(const Commissioning &c, int cable)
{
    for (const CableJudgement &j : c.cables)
        if (j.cable == cable) return j;
    FAIL("no judgement of the cable");
    return c.cables.front();
}

bool has(const CableJudgement &j, TestFinding::Kind kind)
{
    return std::any_of(j.findings.begin(), j.findings.end(),
                       [kind](const TestFinding &f) { return f.kind == kind; });
}

} // namespace

TEST_CASE("Test records round-trip through JSON and the native document", "[commission][tests][io]")
{
    Design d = sampleDesign();
    TestRecord full = record(0.42, 3, 1550);
    full.limitDb = 2.5;
    full.lengthM = 10.2;
    full.result = QStringLiteral("PASS*");
    full.date = QStringLiteral("2026-12-01 10:42");
    full.tester = QStringLiteral("CertiFiber Pro 1234567");
    full.source = QStringLiteral("site-a.csv");
    full.imported = QStringLiteral("2026-12-05");
    d.cableForEdit(slot(d, "N01-R1-T")).editExtras().tests = {full, record(0.5)};
    d.cableForEdit(slot(d, "N02-R1-T")).editExtras().tests = {TestRecord()};
    const QByteArray json = writeJsonDesign(d);
    CHECK(json.contains("\"tests\": [{\"fiber\": 3, \"wavelength_nm\": 1550, \"loss_db\": 0.42"));
    const Design back = loadJsonText(json);
    CHECK(back.cables().sameContent(d.cables()));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.railyard"));
    REQUIRE(saveNativeDesign(d, path).ok());
    Result<Design> native = readNativeDesign(path, bundledCatalog());
    REQUIRE(native.ok());
    CHECK(native.value().cables().sameContent(d.cables()));
    CHECK(native.value().cables().at(slot(d, "N01-R1-T")).tests().size() == 2);
    // A record out of the limits is refused, naming the cable.
    {
        SqlConnection c(path, false);
        REQUIRE(c.open());
        QSqlQuery q(c.db());
        REQUIRE(q.exec(QStringLiteral("UPDATE cable_tests SET fiber = -4 WHERE seq = 1")));
    }
    Result<Design> bad = readNativeDesign(path, bundledCatalog());
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().contains(QLatin1String("N01-R1-T")));
    CHECK(bad.error().toString().contains(QLatin1String("fiber")));
}

TEST_CASE("A test record with a key it does not have is a load error", "[commission][tests][io]")
{
    QJsonObject root = QJsonDocument::fromJson(readFile(QStringLiteral(RAILYARD_SAMPLE_PATH))).object();
    editItem(root, QStringLiteral("cables"), 1, [](QJsonObject &c) {
        c[QStringLiteral("tests")] = QJsonArray{QJsonObject{{"loss_Db", 0.3}}};
    });
    const Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("t.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().toString().contains(QLatin1String("tests[0].loss_Db")));
}

TEST_CASE("Railyard's results CSV reads with units, a decimal comma and a title block",
          "[commission][tests][csv]")
{
    const ResultColumns own = railyardResultColumns();
    const QByteArray csv = "cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\r\n"
                           "N01-R1-T,1,1310,0.42,2.5,10.1,PASS,2026-12-01,CFP 1\r\n"
                           "SU1-N01-R1-A,2,1310 nm,0.31 dB,,3.2 m,pass*,2026-12-01,CFP 1\r\n"
                           ",,,,,,,,\r\n"
                           "N02-R1-T,1,1550,0.9,,33 ft,FAIL,,\r\n"
                           "TOTAL,,,,,,,,\r\n"; // a footer row without a measurement is no result
    Result<QList<ReadResult>> r = parseTestResults(csv, QStringLiteral("r.csv"), own);
    REQUIRE(r.ok());
    REQUIRE(r.value().size() == 3);
    CHECK(r.value()[0].cable == QLatin1String("N01-R1-T"));
    CHECK(r.value()[0].record.lossDb == 0.42);
    CHECK(r.value()[0].record.limitDb == 2.5);
    CHECK(r.value()[0].record.source == QLatin1String("r.csv"));
    CHECK(r.value()[1].record.wavelengthNm == 1310);
    CHECK(r.value()[1].record.result == QLatin1String("PASS*"));
    CHECK(r.value()[1].record.lengthM == 3.2);
    CHECK(r.value()[2].row == 5);
    CHECK(*r.value()[2].record.lengthM == Approx(33 * 0.3048));
    CHECK(r.value()[2].record.result == QLatin1String("FAIL"));

    // A tester's export with a title block, semicolons and decimal commas, in UTF-16.
    const QString tester = QStringLiteral("Fluke LinkWare PC Export, hall 3\nOperator: J. Doe\n\n"
                                          "Cable ID;Loss;Result\nN01-R1-T-F01;0,45;Pass\n");
    ResultColumns profile;
    profile.columns = {{QStringLiteral("cable"), QStringLiteral("Cable ID")},
                       {QStringLiteral("loss_db"), QStringLiteral("Loss")},
                       {QStringLiteral("result"), QStringLiteral("Result")}};
    profile.cablePattern = QStringLiteral("^(.*)-F\\d+$");
    QByteArray utf16("\xff\xfe");
    utf16 += QByteArray(reinterpret_cast<const char *>(tester.utf16()), tester.size() * 2);
    Result<QList<ReadResult>> t = parseTestResults(utf16, QStringLiteral("t.csv"), profile);
    REQUIRE(t.ok());
    REQUIRE(t.value().size() == 1);
    CHECK(t.value()[0].cable == QLatin1String("N01-R1-T"));
    CHECK(t.value()[0].record.lossDb == 0.45);
    CHECK(t.value()[0].record.result == QLatin1String("PASS"));
    CHECK(testResultHeaders(utf16, profile) ==
          QStringList{QStringLiteral("Cable ID"), QStringLiteral("Loss"), QStringLiteral("Result")});
}

TEST_CASE("A wavelength's loss in a column of its own gives a record per wavelength",
          "[commission][tests][csv]")
{
    ResultColumns profile;
    profile.columns = {{QStringLiteral("cable"), QStringLiteral("Link")},
                       {QStringLiteral("result"), QStringLiteral("Status")}};
    profile.wavelengths = {{850, QStringLiteral("Loss 850"), QStringLiteral("Limit 850")},
                           {1300, QStringLiteral("Loss 1300"), QString()}};
    const QByteArray csv =
        "Link,Loss 850,Limit 850,Loss 1300,Status\nN01-R1-T,0.5,2.0,0.4,PASS\nN02-R1-T,0.6,2.0,,PASS\n";
    Result<QList<ReadResult>> r = parseTestResults(csv, QStringLiteral("w.csv"), profile);
    REQUIRE(r.ok());
    REQUIRE(r.value().size() == 3);
    CHECK(r.value()[0].record.wavelengthNm == 850);
    CHECK(r.value()[0].record.limitDb == 2.0);
    CHECK(r.value()[1].record.wavelengthNm == 1300);
    CHECK_FALSE(r.value()[1].record.limitDb);
    CHECK(r.value()[2].cable == QLatin1String("N02-R1-T"));
    // The profile survives its JSON.
    Result<ResultColumns> back = parseResultColumns(resultColumnsJson(profile), QStringLiteral("p.json"));
    REQUIRE(back.ok());
    CHECK(back.value().wavelengths == profile.wavelengths);
    CHECK(back.value().columns == profile.columns);
}

TEST_CASE("A results file or profile that cannot be read says where, and gives nothing",
          "[commission][tests][csv]")
{
    const ResultColumns own = railyardResultColumns();
    const struct
    {
        QByteArray csv;
        const char *expected;
    } cases[] = {
        {"id,loss\nN01,0.3\n", "no header row with the cable column \"cable\""},
        {"cable,fiber\nN01-R1-T,1\n", "no column \"loss_db\""},
        {"cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\nN01-R1-T,1,1310,low,,,,,\n",
         "row 2, column \"loss_db\""},
        {"cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\nN01-R1-T,1,1310,0.3,,,"
         "maybe,,\n",
         "\"maybe\" is neither a pass"},
        {"cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\nN01-R1-T,1.5,1310,0.3,,,,,"
         "\n",
         "\"1.5\" is not a whole number"},
    };
    for (const auto &c : cases) {
        INFO(c.expected);
        Result<QList<ReadResult>> r = parseTestResults(c.csv, QStringLiteral("bad.csv"), own);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QLatin1String("bad.csv")));
        CHECK(r.error().toString().contains(QString::fromUtf8(c.expected)));
    }
    for (const char *json :
         {"[]", "{\"format\": \"railyard-test-columns\", \"columns\": {}}",
          "{\"format\": \"railyard-test-columns\", \"columns\": {\"cable\": \"A\", \"loss\": \"B\"}}",
          "{\"format\": \"railyard-test-columns\", \"columns\": {\"cable\": \"A\", \"loss_db\": "
          "\"B\"}, \"cable_pattern\": \"(\"}",
          "{\"format\": \"other\"}"}) {
        INFO(json);
        CHECK_FALSE(parseResultColumns(json, QStringLiteral("p.json")).ok());
    }
}

TEST_CASE("A cable's budget is what its channel's budget leaves after the rest of the channel",
          "[commission][tests][judge]")
{
    const Design d = sampleDesign();
    const std::vector<std::optional<double>> budgets = cableLossBudgets(d);
    // N01-R1: a cord, a trunk and a cord through two adapters; the channel has 3 dB.
    const std::vector<Channel> traced = ChannelTracer(d).traceFrom(slot(d, "N01-R1-A"), 0);
    REQUIRE(traced.size() == 1);
    const Channel &channel = traced.front();
    REQUIRE(channel.hops.size() == 3);
    const ChannelAnalysis a = analyzeChannel(d, channel);
    REQUIRE(a.budgetDb);
    const double adapter = 0.35;
    const double trunkFiber = 10 / 1000.0 * d.cableType(slot(d, "N01-R1-T")).attenuationDbPerKm;
    const double cordFiber = 3 / 1000.0 * d.cableType(slot(d, "N01-R1-A")).attenuationDbPerKm;
    REQUIRE(budgets[size_t(slot(d, "N01-R1-T"))]);
    // The trunk's test includes both adapters' mated pairs; the cords' fiber is the rest.
    CHECK(*budgets[size_t(slot(d, "N01-R1-T"))] == Approx(*a.budgetDb - 2 * cordFiber));
    CHECK(*budgets[size_t(slot(d, "N01-R1-T"))] ==
          Approx(*a.budgetDb - (a.lossDb - trunkFiber - 2 * adapter)));
    // A cord's test takes one adapter; the other adapter and the trunk are the rest.
    CHECK(*budgets[size_t(slot(d, "N01-R1-A"))] == Approx(*a.budgetDb - adapter - trunkFiber - cordFiber));
}

TEST_CASE("Test results are judged: fails, warnings, retests and untested cables",
          "[commission][tests][judge]")
{
    Design d = sampleDesign();
    const int good = slot(d, "N01-R1-T"), over = slot(d, "N02-R1-T"), said = slot(d, "N03-R1-T"),
              tight = slot(d, "N04-R1-T"), loose = slot(d, "N01-R2-T"), longer = slot(d, "N02-R2-T"),
              retested = slot(d, "N03-R2-T");
    d.cableForEdit(good).editExtras().tests = {record(0.5)};
    d.cableForEdit(over).editExtras().tests = {record(3.4)};
    TestRecord failed = record(0.4);
    failed.result = QStringLiteral("FAIL");
    d.cableForEdit(said).editExtras().tests = {failed};
    d.cableForEdit(tight).editExtras().tests = {record(2.7)}; // below the design's 0.5 dB margin
    TestRecord limit = record(0.4);
    limit.limitDb = 4.0;
    d.cableForEdit(loose).editExtras().tests = {limit};
    TestRecord length = record(0.4);
    length.lengthM = 12.5; // designed 10 m
    d.cableForEdit(longer).editExtras().tests = {length};
    d.cableForEdit(retested).editExtras().tests = {record(3.9), record(0.6)};
    const Commissioning c = judgeTests(d);
    CHECK(judgementOf(c, good).verdict == CableJudgement::Verdict::Pass);
    CHECK(judgementOf(c, good).findings.isEmpty());
    CHECK(*judgementOf(c, good).marginDb == Approx(*judgementOf(c, good).budgetDb - 0.5));
    CHECK(judgementOf(c, over).verdict == CableJudgement::Verdict::Fail);
    CHECK(has(judgementOf(c, over), TestFinding::OverBudget));
    CHECK(judgementOf(c, said).verdict == CableJudgement::Verdict::Fail);
    CHECK(has(judgementOf(c, said), TestFinding::TesterFailed));
    CHECK(judgementOf(c, tight).verdict == CableJudgement::Verdict::Pass);
    CHECK(has(judgementOf(c, tight), TestFinding::LowMargin));
    CHECK(has(judgementOf(c, loose), TestFinding::LooseLimit));
    CHECK(has(judgementOf(c, longer), TestFinding::LengthDiffers));
    CHECK(testFindingText(judgementOf(c, longer).findings.first()).contains(QLatin1String("25 %")));
    // The retest of the same fiber and wavelength replaces the first.
    CHECK(judgementOf(c, retested).verdict == CableJudgement::Verdict::Pass);
    CHECK(judgementOf(c, retested).records == 1);
    // A tester's limit tighter than the budget is the one the loss is held to.
    TestRecord strict = record(1.2);
    strict.limitDb = 1.0;
    d.cableForEdit(good).editExtras().tests = {strict};
    const Commissioning again = judgeTests(d);
    CHECK(judgementOf(again, good).verdict == CableJudgement::Verdict::Fail);
    CHECK(has(judgementOf(again, good), TestFinding::OverTesterLimit));
    CHECK(*judgementOf(again, good).marginDb == Approx(-0.2));
    // Every fiber cable without a record is untested; the sample has no copper.
    CHECK(c.summary.tested == 7);
    CHECK(c.summary.failed == 2);
    CHECK(c.summary.untested == int(c.cables.size()) - 7);
    CHECK(int(c.cables.size()) == d.cables().liveCount());
}

TEST_CASE("Importing results adds records, sets tested or failed and lists what names no cable",
          "[commission][tests][import]")
{
    Design d = sampleDesign();
    d.cableForEdit(slot(d, "N02-R1-T")).status = CableStatus::InService;
    const QByteArray csv = "cable,fiber,wavelength_nm,loss_db,limit_db,length_m,result,date,tester\n"
                           "N01-R1-T,1,1310,0.4,,,PASS,,\n"
                           "SU1-N01-R1-T,2,1310,0.5,,,PASS,,\n"
                           "N02-R1-T,1,1310,0.3,,,PASS,,\n"
                           "N03-R1-T,1,1310,3.5,,,,,\n"
                           "X-99,1,1310,0.3,,,PASS,,\n";
    Result<QList<ReadResult>> read =
        parseTestResults(csv, QStringLiteral("day1.csv"), railyardResultColumns());
    REQUIRE(read.ok());
    const TestImport plan = planTestImport(d, read.value(), QStringLiteral("2026-12-05"));
    CHECK(plan.records == 4);
    CHECK(plan.cables.size() == 3);
    CHECK(plan.failed == 1);
    REQUIRE(plan.unmatched.size() == 1);
    CHECK(plan.unmatched[0].row == 6);
    CHECK(plan.unmatched[0].cable == QLatin1String("X-99"));
    applyTestImport(d, plan);
    const Cable &n01 = d.cables().at(slot(d, "N01-R1-T"));
    REQUIRE(n01.tests().size() == 2);
    CHECK(n01.tests()[1].imported == QLatin1String("2026-12-05"));
    CHECK(n01.tests()[1].source == QLatin1String("day1.csv"));
    CHECK(n01.status == CableStatus::Tested);
    CHECK(d.cables().at(slot(d, "N02-R1-T")).status == CableStatus::InService); // stays in service
    CHECK(d.cables().at(slot(d, "N03-R1-T")).status == CableStatus::Failed);
    // A retest adds a record.
    const TestImport retest = planTestImport(d, read.value().mid(0, 1), QStringLiteral("2026-12-06"));
    applyTestImport(d, retest);
    CHECK(d.cables().at(slot(d, "N01-R1-T")).tests().size() == 3);
}

TEST_CASE("The commissioning report lists failures first, as CSV, XLSX with a chart and PDF",
          "[commission][tests][report]")
{
    Design d = sampleDesign();
    d.cableForEdit(slot(d, "N01-R1-T")).editExtras().tests = {record(0.5)};
    d.cableForEdit(slot(d, "N02-R1-T")).editExtras().tests = {record(3.6)};
    const Commissioning c = judgeTests(d);
    const QList<UnmatchedResult> unmatched{{7, QStringLiteral("X-99"), false}};
    const QList<MarginBin> bins = marginHistogram(c);
    CHECK(bins.first().count == 1); // the failed one, below 0 dB
    int counted = 0;
    for (const MarginBin &b : bins)
        counted += b.count;
    CHECK(counted == 2);

    const QByteArray csv = commissioningCsv(d, c);
    const QList<QByteArray> lines = csv.split('\n');
    CHECK(lines[0].startsWith("cable,label,verdict,loss_db,budget_db,margin_db"));
    CHECK(lines[1].startsWith("N02-R1-T,SU1-N02-R1-T,fail,3.6,"));
    CHECK(lines[2].startsWith("N01-R1-T,SU1-N01-R1-T,pass,0.5,"));
    CHECK(lines[3].contains(",untested,"));

    QTemporaryDir dir;
    const QString xlsx = dir.filePath(QStringLiteral("report.xlsx"));
    REQUIRE(writeCommissioningReport(xlsx, d, c, unmatched).ok());
    CHECK(zipEntry(xlsx, QStringLiteral("xl/charts/chart1.xml")).contains("barChart"));
    // Strings are written inline (the workbook is written in constant memory).
    CHECK(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet1.xml")).contains("Commissioning report"));
    CHECK(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet2.xml")).contains("N02-R1-T"));
    CHECK(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet3.xml")).contains("X-99"));
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    REQUIRE(writeCommissioningReport(pdf, d, c, unmatched).ok());
    const QString text = pdfText(pdf);
    CHECK(text.contains(QLatin1String("Commissioning report")));
    CHECK(text.indexOf(QLatin1String("N02-R1-T")) < text.indexOf(QLatin1String("N01-R1-T")));
    CHECK(text.contains(QLatin1String("X-99")));
    CHECK_FALSE(writeCommissioningReport(dir.filePath(QStringLiteral("report.txt")), d, c, unmatched).ok());

    const QJsonObject json = QJsonDocument::fromJson(commissioningJson(d, c, unmatched)).object();
    CHECK(json[QStringLiteral("summary")].toObject()[QStringLiteral("failed")].toInt() == 1);
    CHECK(json[QStringLiteral("summary")].toObject()[QStringLiteral("unmatched")].toInt() == 1);
    const QJsonArray results = json[QStringLiteral("results")].toArray();
    CHECK(results.size() == d.cables().liveCount());
    CHECK(results[0].toObject()[QStringLiteral("verdict")].toString() == QLatin1String("untested"));
}

TEST_CASE("A tester's columns are guessed from their titles", "[commission][tests][csv]")
{
    const ResultColumns c = guessResultColumns(
        {QStringLiteral("Cable ID"), QStringLiteral("Fiber"), QStringLiteral("Loss 1310 (dB)"),
         QStringLiteral("Loss 1550 (dB)"), QStringLiteral("Limit 1310 (dB)"), QStringLiteral("Length (ft)"),
         QStringLiteral("Result"), QStringLiteral("Date/Time"), QStringLiteral("Operator")});
    CHECK(c.columns.value(QStringLiteral("cable")) == QLatin1String("Cable ID"));
    CHECK(c.columns.value(QStringLiteral("fiber")) == QLatin1String("Fiber"));
    CHECK(c.columns.value(QStringLiteral("result")) == QLatin1String("Result"));
    CHECK(c.columns.value(QStringLiteral("date")) == QLatin1String("Date/Time"));
    CHECK(c.columns.value(QStringLiteral("tester")) == QLatin1String("Operator"));
    CHECK(c.columns.value(QStringLiteral("length_m")) == QLatin1String("Length (ft)"));
    CHECK(c.lengthInFeet);
    CHECK_FALSE(c.columns.contains(QStringLiteral("loss_db")));
    REQUIRE(c.wavelengths.size() == 2);
    CHECK(c.wavelengths[0].nm == 1310);
    CHECK(c.wavelengths[0].limitColumn == QLatin1String("Limit 1310 (dB)"));
    CHECK(c.wavelengths[1].lossColumn == QLatin1String("Loss 1550 (dB)"));
}

TEST_CASE("A record is held to its own limit, and a negative loss is no measurement",
          "[commission][tests][judge]")
{
    Design d = sampleDesign();
    const int cable = slot(d, "N01-R1-T");
    // 1310 nm under its 2.5 dB limit; 1550 nm at 2.9 dB has no limit of its own and is within the budget.
    TestRecord at1310 = record(2.0, 1, 1310);
    at1310.limitDb = 2.5;
    d.cableForEdit(cable).editExtras().tests = {at1310, record(2.9, 1, 1550)};
    Commissioning c = judgeTests(d);
    CHECK(judgementOf(c, cable).verdict == CableJudgement::Verdict::Pass);
    CHECK_FALSE(has(judgementOf(c, cable), TestFinding::OverTesterLimit));
    // The margin is the least of each record's: 1550 nm against the budget.
    CHECK(*judgementOf(c, cable).marginDb == Approx(*judgementOf(c, cable).budgetDb - 2.9));
    d.cableForEdit(cable).editExtras().tests = {record(-0.4)};
    c = judgeTests(d);
    CHECK(judgementOf(c, cable).verdict == CableJudgement::Verdict::Fail);
    CHECK(has(judgementOf(c, cable), TestFinding::NegativeLoss));
}
