#include "clirun.h"
#include "designfixtures.h"
#include "pdftext.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString twoRacks = dataPath(QStringLiteral("two-racks.json"));

} // namespace

TEST_CASE("railyard-cli --help and --version", "[cli]")
{
    const CliRun help = runCli({QStringLiteral("--help")});
    CHECK(help.code == 0);
    CHECK(help.out.contains(QLatin1String("Usage: railyard-cli COMMAND")));
    CHECK(help.out.contains(QLatin1String("info")));
    CHECK(help.out.contains(QLatin1String("convert")));

    const CliRun infoHelp = runCli({QStringLiteral("info"), QStringLiteral("--help")});
    CHECK(infoHelp.code == 0);
    CHECK(infoHelp.out.contains(QLatin1String("Usage: railyard-cli info [options] FILE")));
    CHECK(infoHelp.out.contains(QLatin1String("--json")));
    CHECK(runCli({QStringLiteral("convert"), QStringLiteral("-h")}).out.contains(QLatin1String("IN")));

    CHECK(runCli({QStringLiteral("info"), QStringLiteral("--version")}).code == 0);
    CHECK(runCli({}).code == 2);
}

TEST_CASE("railyard-cli reports unusable input with exit code 2 and one line naming the file", "[cli]")
{
    QTemporaryDir dir;
    SECTION("unknown command")
    {
        const CliRun r = runCli({QStringLiteral("frobnicate")});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String("unknown command \"frobnicate\"")));
    }
    SECTION("unknown option")
    {
        const CliRun r = runCli({QStringLiteral("info"), QStringLiteral("--xml"), twoRacks});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String("Unknown option 'xml'")));
    }
    SECTION("missing argument")
    {
        CHECK(runCli({QStringLiteral("info")}).code == 2);
        CHECK(runCli({QStringLiteral("convert"), twoRacks}).code == 2);
    }
    SECTION("missing file")
    {
        const QString missing = dir.filePath(QStringLiteral("nope.json"));
        const CliRun r = runCli({QStringLiteral("info"), missing});
        CHECK(r.code == 2);
        CHECK(r.err.contains(missing));
    }
    SECTION("a load error names the file, JSON path and object")
    {
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QByteArray json = readFile(twoRacks);
        json.replace("\"device\": \"leaf-r1\"", "\"device\": \"leaf-r9\"");
        writeFile(bad, json);
        const CliRun r = runCli({QStringLiteral("info"), bad});
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
        CHECK(r.err.contains(
            bad + QStringLiteral(": cables[2].b.device (id \"N1-R1-b\"): unknown device \"leaf-r9\"")));
    }
}

TEST_CASE("railyard-cli info counts the design", "[cli]")
{
    const CliRun text = runCli({QStringLiteral("info"), twoRacks});
    CHECK(text.code == 0);
    CHECK(text.out.contains(QLatin1String("Cables:       48 (48 fiber)")));
    CHECK(text.out.contains(QLatin1String("Channels:     16 (16 complete, 0 incomplete)")));

    const CliRun json = runCli({QStringLiteral("info"), QStringLiteral("--json"), twoRacks});
    REQUIRE(json.code == 0);
    checkGolden(json.out.toUtf8(), QStringLiteral("two-racks.info.json"));
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("cables")).toObject().value(QStringLiteral("total")).toInt() == 48);
    CHECK(o.value(QStringLiteral("fibers")).toInt() == 448);
}

TEST_CASE("railyard-cli convert writes the other encoding, and nothing on failure", "[cli]")
{
    QTemporaryDir dir;
    const QString native = dir.filePath(QStringLiteral("d.railyard"));
    const QString json = dir.filePath(QStringLiteral("d.json"));
    CHECK(runCli({QStringLiteral("convert"), twoRacks, native}).code == 0);
    CHECK(readFile(native).startsWith("SQLite format 3"));
    CHECK(runCli({QStringLiteral("convert"), native, json}).code == 0);
    checkGolden(readFile(json), QStringLiteral("two-racks.canonical.json"));

    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, "{\"format\": \"railyard\", \"version\": 1, \"cables\": [");
    const QString out = dir.filePath(QStringLiteral("out.railyard"));
    const CliRun r = runCli({QStringLiteral("convert"), bad, out});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("not valid JSON at line 1")));
    CHECK_FALSE(QFileInfo::exists(out));

    const CliRun ext = runCli({QStringLiteral("convert"), twoRacks, dir.filePath(QStringLiteral("d.xml"))});
    CHECK(ext.code == 2);
    CHECK(ext.err.contains(QLatin1String("unknown output format")));
}

TEST_CASE("The railyard-cli executable returns the exit codes of cli.md", "[cli]")
{
    auto exitCode = [](const QStringList &args, QByteArray *out = nullptr) {
        QProcess p;
        p.start(QStringLiteral(RAILYARD_CLI_PATH), args);
        REQUIRE(p.waitForFinished(60000));
        if (out) *out = p.readAllStandardOutput();
        return p.exitCode();
    };
    QByteArray out;
    CHECK(exitCode({QStringLiteral("--version")}, &out) == 0);
    CHECK(out.startsWith("railyard-cli 0."));
    CHECK(exitCode({QStringLiteral("info"), twoRacks}) == 0);
    CHECK(exitCode({QStringLiteral("info"), QStringLiteral("/nonexistent/x.json")}) == 2);
    CHECK(exitCode({QStringLiteral("--bogus")}) == 2);
}

TEST_CASE("railyard-cli validate: exit 0 when clean, 1 with errors, 2 on unusable input", "[cli][validate]")
{
    const CliRun clean = runCli({QStringLiteral("validate"), twoRacks});
    CHECK(clean.code == 0);
    CHECK(clean.out ==
          QLatin1String("Two racks, one rail-aligned SU slice: 0 errors, 0 warnings, 0 infos\n"));

    const QString broken = dataPath(QStringLiteral("sample-with-mistakes.json"));
    const CliRun text = runCli({QStringLiteral("validate"), broken});
    CHECK(text.code == 1);
    checkGolden(text.out.toUtf8(), QStringLiteral("sample-with-mistakes.validate.txt"));

    const CliRun json = runCli({QStringLiteral("validate"), QStringLiteral("--json"), broken});
    CHECK(json.code == 1);
    checkGolden(json.out.toUtf8(), QStringLiteral("sample-with-mistakes.validate.json"));
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("design")).toString() == QLatin1String("SU1 slice with mistakes"));
    const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
    CHECK(summary.value(QStringLiteral("errors")).toInt() == 6);
    CHECK(summary.value(QStringLiteral("warnings")).toInt() == 5);
    CHECK(summary.value(QStringLiteral("infos")).toInt() == 0);
    const QJsonObject first = o.value(QStringLiteral("issues")).toArray().first().toObject();
    CHECK(first.keys() == QStringList{"cables", "devices", "message", "rule", "severity"});

    const CliRun missing = runCli({QStringLiteral("validate"), QStringLiteral("/nonexistent.json")});
    CHECK(missing.code == 2);
}

TEST_CASE("railyard-cli trace: the channel through a cable, element by element", "[cli][trace]")
{
    const CliRun text = runCli({QStringLiteral("trace"), twoRacks, QStringLiteral("N1-R1-t")});
    CHECK(text.code == 0);
    checkGolden(text.out.toUtf8(), QStringLiteral("two-racks.trace-N1-R1-t.txt"));
    const CliRun json =
        runCli({QStringLiteral("trace"), QStringLiteral("--json"), twoRacks, QStringLiteral("N1-R1-t")});
    CHECK(json.code == 0);
    checkGolden(json.out.toUtf8(), QStringLiteral("two-racks.trace-N1-R1-t.json"));
    const QJsonObject channel = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("channels"))
                                    .toArray()
                                    .first()
                                    .toObject();
    CHECK(channel.value(QStringLiteral("elements")).toArray().size() ==
          7); // end, cable, adapter, cable, adapter, cable, end
    CHECK(channel.value(QStringLiteral("loss_db")).toDouble() == Approx(0.7044));
    CHECK(channel.value(QStringLiteral("polarity")).toObject().value(QStringLiteral("ok")).toBool());

    const QString broken = dataPath(QStringLiteral("sample-with-mistakes.json"));
    const CliRun bad = runCli({QStringLiteral("trace"), broken, QStringLiteral("N01-R1-T")});
    CHECK(bad.code == 0);
    CHECK(bad.out.contains(QLatin1String("Polarity  FAIL: 2 reversing elements")));
    CHECK(bad.out.contains(QLatin1String("error     polarity:")));

    const CliRun unknown = runCli({QStringLiteral("trace"), twoRacks, QStringLiteral("N9-R9-x")});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.contains(QLatin1String("no cable with id \"N9-R9-x\"")));
}

TEST_CASE("railyard-cli bom writes CSV, JSON and XLSX — a bad extension or missing -o is exit 2",
          "[cli][bom]")
{
    QTemporaryDir dir;
    for (const char *name : {"bom.csv", "bom.json", "bom.xlsx"}) {
        const QString out = dir.filePath(QLatin1String(name));
        CHECK(runCli({QStringLiteral("bom"), twoRacks, QStringLiteral("-o"), out}).code == 0);
        CHECK(QFileInfo(out).size() > 100);
    }
    const QJsonObject bom =
        QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("bom.json")))).object();
    CHECK(bom.value(QStringLiteral("totals")).toObject().value(QStringLiteral("devices")).toInt() > 0);
    CHECK(readFile(dir.filePath(QStringLiteral("bom.csv")))
              .startsWith("category,part_number,description,length_m,quantity,unit_price,extended_price,"));

    const CliRun ext = runCli(
        {QStringLiteral("bom"), twoRacks, QStringLiteral("-o"), dir.filePath(QStringLiteral("bom.ods"))});
    CHECK(ext.code == 2);
    CHECK(ext.err.contains(QLatin1String("bom.ods")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("bom.ods"))));
    CHECK(runCli({QStringLiteral("bom"), twoRacks}).code == 2);
    CHECK(runCli({QStringLiteral("bom"), QStringLiteral("/nonexistent.json"), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("x.csv"))})
              .code == 2);
}

TEST_CASE(
    "railyard-cli bom --prices: per-length part numbers priced, the lines left unpriced named on stderr",
    "[cli][bom][prices][regression]")
{
    QTemporaryDir dir;
    const QString prices = dir.filePath(QStringLiteral("prices.csv"));
    writeFile(prices,
              "part_number,unit_price,price_per_m\nMFP7E30-N003,41.5\nqm9700,31450\ndgx-h100,289000\n");
    const QString json = dir.filePath(QStringLiteral("bom.json"));
    const CliRun r = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                             QStringLiteral("--prices"), prices, QStringLiteral("-o"), json});
    CHECK(r.code == 0); // a warning, not a failure
    CHECK(r.err.startsWith(
        QStringLiteral("railyard-cli: bom: 11 of 14 lines left unpriced by %1:\n").arg(prices)));
    for (const char *line :
         {"  RACK-48U-600X1200\n", "  PP-24MPO12-APC-KUKD\n", "  MMS4X00-NM\n", "  MMS4X00-NM-FLT\n",
          "  TRK-MPO12-OS2-APC-B 5 m\n", "  TRK-MPO12-OS2-APC-B 10 m\n"})
        CHECK(r.err.contains(QLatin1String(line)));
    CHECK_FALSE(r.err.contains(QLatin1String("MFP7E30-N003")));
    const QJsonArray lines =
        QJsonDocument::fromJson(readFile(json)).object().value(QStringLiteral("lines")).toArray();
    double cordPrice = -1;
    for (const QJsonValue &l : lines)
        if (l.toObject().value(QStringLiteral("part_number")).toString() == QLatin1String("MFP7E30-N003"))
            cordPrice = l.toObject().value(QStringLiteral("unit_price")).toDouble();
    CHECK(cordPrice == 41.5);
    // Rows not applied as they read are named as the window's import report names them.
    writeFile(prices, "part_number,unit_price,price_per_m\nNOPE-1,5\nqm9700,32500,2\n");
    const CliRun flagged = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                                   QStringLiteral("--prices"), prices, QStringLiteral("-o"), json});
    CHECK(flagged.code == 0);
    CHECK(flagged.err.contains(QStringLiteral("%1 line 2: NOPE-1: not in the catalog").arg(prices)));
    CHECK(flagged.err.contains(QStringLiteral("%1 line 3: qm9700: price per metre ignored").arg(prices)));
    // Without a price list nothing is said.
    CHECK(runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"), json})
              .err.isEmpty());
    // bom --help names every format.
    CHECK(runCli({QStringLiteral("bom"), QStringLiteral("--help")}).out.contains(QLatin1String(".pdf")));
}

TEST_CASE(
    "railyard-cli render: a single rack's long title is whole within the sheet, and --help names row:NAME",
    "[cli][render][regression]")
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("rack.pdf"));
    REQUIRE(runCli({QStringLiteral("render"), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH),
                    QStringLiteral("--view"), QStringLiteral("rack:B09"), QStringLiteral("-o"), pdf})
                .code == 0);
    const PdfWords words = pdfWords(pdf);
    CHECK(words.contains(QStringLiteral("front"))); // "… — Rack B09, front", once cut to "fror"
    for (const PdfWord &w : words.words)
        CHECK(w.xMax <= words.pageWidth + 0.5);
    const CliRun help = runCli({QStringLiteral("render"), QStringLiteral("--help")});
    CHECK(help.out.contains(QLatin1String("row:NAME")));
    // The command list keeps a space between each command and its summary.
    const CliRun usage = runCli({QStringLiteral("--help")});
    CHECK(usage.out.contains(QRegularExpression(QStringLiteral("\\n  export-netbox +Write"))));
    CHECK(usage.out.contains(QRegularExpression(QStringLiteral("\\n  import-netbox +Read"))));
}

TEST_CASE("railyard-cli render draws each view as PNG, SVG and PDF with its legend", "[cli][render]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString png = dir.filePath(QStringLiteral("floor.png"));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("-o"), png}).code == 0);
    const QImage image(png);
    CHECK(image.width() == 2400);
    CHECK(image.height() >= 1400);
    const QString svg = dir.filePath(QStringLiteral("rack.svg"));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("rack:A01"),
                    QStringLiteral("-o"), svg})
                .code == 0);
    const QString svgText = QString::fromUtf8(readFile(svg));
    CHECK(svgText.contains(QLatin1String("Rack A01, front")));
    CHECK(svgText.contains(QLatin1String("Rail 8"))); // the legend
    CHECK(svgText.contains(QLatin1String("dgx-su1-n01")));
    const QString rear = dir.filePath(QStringLiteral("rear.svg"));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"),
                    QStringLiteral("rack:A01:rear"), QStringLiteral("-o"), rear})
                .code == 0);
    CHECK(readFile(rear).contains("Rack A01, rear"));
    const QString pdf = dir.filePath(QStringLiteral("fabric.pdf"));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("fabric"),
                    QStringLiteral("-o"), pdf})
                .code == 0);
    CHECK(readFile(pdf).startsWith("%PDF"));

    const CliRun rack =
        runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("rack:Z99"),
                QStringLiteral("-o"), dir.filePath(QStringLiteral("z.png"))});
    CHECK(rack.code == 2);
    CHECK(rack.err.contains(QLatin1String("Z99")));
    // The message points at the design, which lacks the rack, not at the drawing not written.
    CHECK(rack.err.contains(sample + QLatin1String(": ")));
    CHECK_FALSE(rack.err.contains(QLatin1String("z.png")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("z.png"))));
    CHECK(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("side"),
                  QStringLiteral("-o"), png})
              .code == 2);
    CHECK(runCli(
              {QStringLiteral("render"), sample, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.gif"))})
              .code == 2);

    // An empty design: a titled sheet that says there is nothing to draw.
    const QString empty = dir.filePath(QStringLiteral("empty.json"));
    writeFile(
        empty,
        R"({"format": "railyard", "version": 1, "name": "empty", "racks": [], "devices": [], "cables": []})");
    const QString emptySvg = dir.filePath(QStringLiteral("empty.svg"));
    REQUIRE(runCli({QStringLiteral("render"), empty, QStringLiteral("-o"), emptySvg}).code == 0);
    CHECK(readFile(emptySvg).contains("No racks to draw yet"));
}

TEST_CASE("railyard-cli package writes one zip with the design, BOM, labels, drawings and a README",
          "[cli][package]")
{
    QTemporaryDir dir;
    const QString zip = dir.filePath(QStringLiteral("quote.zip"));
    REQUIRE(
        runCli({QStringLiteral("package"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"), zip})
            .code == 0);
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-Z1"), zip});
    REQUIRE(unzip.waitForFinished(30000));
    const QStringList names =
        QString::fromUtf8(unzip.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(names == QStringList{"quote.pdf", "bom.xlsx", "bom.csv", "cable-schedule.csv", "labels.pdf",
                               "floor-plan.pdf", "elevations.pdf", "fabric.pdf", "design.railyard",
                               "README.txt", "manifest.sha256"});
    // The manifest checks out with the ordinary tool, file by file.
    QTemporaryDir unpacked;
    QProcess extract;
    extract.start(QStringLiteral("unzip"),
                  {QStringLiteral("-q"), zip, QStringLiteral("-d"), unpacked.path()});
    REQUIRE(extract.waitForFinished(30000));
    QProcess check;
    check.setWorkingDirectory(unpacked.path());
    check.start(QStringLiteral("sha256sum"), {QStringLiteral("-c"), QStringLiteral("manifest.sha256")});
    REQUIRE(check.waitForFinished(30000));
    CHECK(check.exitCode() == 0);
    CHECK(QString::fromUtf8(check.readAllStandardOutput()).count(QLatin1String(": OK")) == 10);
    // The elevations: row A front and rear, a page each.
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {unpacked.filePath(QStringLiteral("elevations.pdf"))});
    REQUIRE(info.waitForFinished(30000));
    CHECK(QString::fromUtf8(info.readAllStandardOutput())
              .contains(QRegularExpression(QStringLiteral("Pages:\\s+2\\n"))));
    // The schedule in installation order: rack A01 first, from the top down (the panel at U47 before the
    // servers).
    const QStringList schedule =
        QString::fromUtf8(readFile(unpacked.filePath(QStringLiteral("cable-schedule.csv"))))
            .split(QStringLiteral("\r\n"));
    CHECK(schedule.value(0) ==
          QLatin1String(
              "cable,label,type,part_number,length_m,a_end,a_device,b_end,b_device,rail,a_side,b_side"));
    CHECK(schedule.value(1).contains(QLatin1String(",A01-47:")));
    QProcess readme;
    readme.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, QStringLiteral("README.txt")});
    REQUIRE(readme.waitForFinished(30000));
    const QString text = QString::fromUtf8(readme.readAllStandardOutput());
    CHECK(text.contains(QLatin1String("SU1 slice: 4 x DGX H100")));
    CHECK(text.contains(QLatin1String("Cables:   96")));
    CHECK(runCli({QStringLiteral("package"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("q.tar"))})
              .code == 2);
}

TEST_CASE("railyard-cli validate reports racks that overlap on the floor, with their racks",
          "[cli][validate][floor]")
{
    const QString overlap = dataPath(QStringLiteral("racks-overlap.json"));
    const CliRun text = runCli({QStringLiteral("validate"), overlap});
    CHECK(text.code == 1);
    checkGolden(text.out.toUtf8(), QStringLiteral("racks-overlap.validate.txt"));
    const CliRun json = runCli({QStringLiteral("validate"), QStringLiteral("--json"), overlap});
    CHECK(json.code == 1);
    checkGolden(json.out.toUtf8(), QStringLiteral("racks-overlap.validate.json"));
    const QJsonArray issues =
        QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("issues")).toArray();
    REQUIRE(issues.size() ==
            2); // A02/A03 and B01/B02; A01/A02, A01/A03 and A01/B01 only touch; X01 has no place
    for (const QJsonValue &v : issues) {
        const QJsonObject i = v.toObject();
        CHECK(i.value(QStringLiteral("rule")).toString() == QLatin1String("floor-overlap"));
        CHECK(i.value(QStringLiteral("cables")).toArray().isEmpty());
        CHECK(i.value(QStringLiteral("devices")).toArray().isEmpty());
        CHECK(i.value(QStringLiteral("racks")).toArray().size() == 2);
    }
}

TEST_CASE("railyard-cli validate reports a rack over its power limit with the rack and its devices",
          "[cli][validate][power]")
{
    QTemporaryDir dir;
    const QString over = dir.filePath(QStringLiteral("over.json"));
    writeFile(over, readFile(dataPath(QStringLiteral("rack-kits.json")))
                        .replace("\"max_power_kw\": 8", "\"max_power_kw\": 7"));
    const CliRun text = runCli({QStringLiteral("validate"), over});
    CHECK(text.code == 1);
    CHECK(text.out.contains(
        QLatin1String("rack-power  the devices in A01 draw 7.5 kW (30 W of it optics), more "
                      "than the 7 kW its rack type kit-a allows")));
    const CliRun json = runCli({QStringLiteral("validate"), QStringLiteral("--json"), over});
    const QJsonObject issue = QJsonDocument::fromJson(json.out.toUtf8())
                                  .object()
                                  .value(QStringLiteral("issues"))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    CHECK(issue.value(QStringLiteral("rule")).toString() == QLatin1String("rack-power"));
    CHECK(issue.value(QStringLiteral("racks")).toArray() == QJsonArray{QStringLiteral("A01")});
    CHECK(issue.value(QStringLiteral("devices")).toArray() ==
          QJsonArray{QStringLiteral("kn1"), QStringLiteral("kn2"), QStringLiteral("leaf1")});
    CHECK(runCli({QStringLiteral("validate"), dataPath(QStringLiteral("rack-kits.json"))}).code == 0);

    // The floor plan coloured by power use, with its legend in kW.
    const QString svg = dir.filePath(QStringLiteral("power.svg"));
    REQUIRE(runCli({QStringLiteral("render"), over, QStringLiteral("--view"), QStringLiteral("floor:power"),
                    QStringLiteral("-o"), svg})
                .code == 0);
    const QString drawn = QString::fromUtf8(readFile(svg));
    CHECK(drawn.contains(QLatin1String("Racks by power use")));
    CHECK(drawn.contains(QLatin1String("7.5 / 7 kW")));
    CHECK(drawn.contains(QLatin1String("over its limit")));
}

TEST_CASE("railyard-cli --lang: titles and legends in the language, keys and numbers as they are",
          "[cli][lang]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString svg = dir.filePath(QStringLiteral("rack.svg"));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("rack:A01"),
                    QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("-o"), svg})
                .code == 0);
    const QString german = QString::fromUtf8(readFile(svg));
    CHECK(german.contains(QStringLiteral("Rack A01, Vorderseite")));
    CHECK(german.contains(QStringLiteral("Kabel nach Schiene")));
    CHECK(german.contains(QStringLiteral("Schiene 8")));
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                    QStringLiteral("-o"), svg})
                .code == 0);
    CHECK(QString::fromUtf8(readFile(svg)).contains(QStringLiteral("平面图")));

    // The BOM's CSV keeps its keys (cli.md): --lang changes no format.
    const QString csv = dir.filePath(QStringLiteral("bom.csv"));
    REQUIRE(runCli({QStringLiteral("bom"), sample, QStringLiteral("--lang"), QStringLiteral("de"),
                    QStringLiteral("-o"), csv})
                .code == 0);
    const QByteArray germanCsv = readFile(csv);
    REQUIRE(runCli({QStringLiteral("bom"), sample, QStringLiteral("-o"), csv}).code == 0);
    CHECK(readFile(csv) == germanCsv);

    // Without --lang, English again (the translation of the run before is gone); commands without texts for
    // people take no --lang; an unknown language is unusable input.
    REQUIRE(runCli({QStringLiteral("render"), sample, QStringLiteral("--view"), QStringLiteral("rack:A01"),
                    QStringLiteral("-o"), svg})
                .code == 0);
    CHECK(QString::fromUtf8(readFile(svg)).contains(QStringLiteral("Rack A01, front")));
    CHECK(runCli({QStringLiteral("validate"), sample, QStringLiteral("--lang"), QStringLiteral("de")}).code ==
          2);
    const CliRun klingon = runCli({QStringLiteral("render"), sample, QStringLiteral("--lang"),
                                   QStringLiteral("tlh"), QStringLiteral("-o"), svg});
    CHECK(klingon.code == 2);
    CHECK(klingon.err.contains(QStringLiteral("no translation \"tlh\"")));
}

TEST_CASE("railyard-cli bom --group and --rfq", "[cli][bom][group][rfq]")
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("bom.json"));
    CliRun r = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("--group"),
                       QStringLiteral("network"), QStringLiteral("-o"), json});
    REQUIRE(r.code == 0);
    const QJsonArray lines =
        QJsonDocument::fromJson(readFile(json)).object().value(QStringLiteral("lines")).toArray();
    REQUIRE_FALSE(lines.isEmpty());
    CHECK(lines.first().toObject().value(QStringLiteral("network")).toString() == QLatin1String("compute"));
    const QString csv = dir.filePath(QStringLiteral("rfq.csv"));
    r = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("--rfq"),
                QStringLiteral("-o"), csv});
    REQUIRE(r.code == 0);
    const QString text = QString::fromUtf8(readFile(csv));
    CHECK(text.section(QStringLiteral("\r\n"), 0, 0).endsWith(QLatin1String(",lead_time_days")));
    CHECK(text.contains(QLatin1String(",4,,,0,catalog-id,,dgx-h100,,,\r\n"))); // no prices, lead time blank
    // Refused with a reason, nothing written.
    r = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("--group"),
                QStringLiteral("rack"), QStringLiteral("-o"), dir.filePath(QStringLiteral("x.csv"))});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("--group takes network or su")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.csv"))));
    const QString prices = dir.filePath(QStringLiteral("p.csv"));
    writeFile(prices, "part_number,unit_price\nqm9700,1\n");
    r = runCli({QStringLiteral("bom"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("--rfq"),
                QStringLiteral("--prices"), prices, QStringLiteral("-o"),
                dir.filePath(QStringLiteral("y.csv"))});
    CHECK(r.code == 2);
}

TEST_CASE("railyard-cli pull-list writes per rack the cables to stage there", "[cli][pulllist]")
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("pull.csv"));
    CliRun r = runCli({QStringLiteral("pull-list"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                       QStringLiteral("--rack"), QStringLiteral("A02"), QStringLiteral("-o"), csv});
    REQUIRE(r.code == 0);
    const QStringList lines =
        QString::fromUtf8(readFile(csv)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() > 1);
    CHECK(lines.first() == QLatin1String("rack,far_rack,cable_type,part_number,length_m,count,labels"));
    for (const QString &line : lines.mid(1))
        CHECK(line.startsWith(QLatin1String("A02,")));
    r = runCli({QStringLiteral("pull-list"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("--rack"),
                QStringLiteral("Z9"), QStringLiteral("-o"), dir.filePath(QStringLiteral("x.csv"))});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("no rack \"Z9\"")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.csv"))));
    r = runCli({QStringLiteral("pull-list"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"),
                QStringLiteral(RAILYARD_SAMPLE_PATH)});
    CHECK(r.code == 2); // never onto its input
}
