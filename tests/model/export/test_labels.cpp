#include "designfixtures.h"
#include "designbuilder.h"
#include "export/labelpainter.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "export/labelwriter.h"
#include "testsupport.h"

#include <QDir>
#include <QFontMetricsF>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const LabelTemplate &defaultTemplate()
{
    const LabelTemplate *t = findLabelTemplate(QStringLiteral("default"));
    REQUIRE(t);
    return *t;
}

std::vector<LabelRecord> allLabels(const Design &d, const LabelTemplate &t, std::vector<int> cables = {})
{
    LabelSource source(d, t, std::move(cables));
    std::vector<LabelRecord> out;
    LabelRecord r;
    while (source.next(r))
        out.push_back(r);
    CHECK(qint64(out.size()) == source.count());
    return out;
}

// The text of a PDF as pdftotext (poppler, independent of Qt) reads it.
QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(60000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pdfPages(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    REQUIRE(p.waitForFinished(60000));
    const QString info = QString::fromUtf8(p.readAllStandardOutput());
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    REQUIRE(m.hasMatch());
    return m.captured(1).toInt();
}

} // namespace

TEST_CASE("Label identifiers are rack-U:port, with the connector only on multi-connector transceivers", "[export][labels]")
{
    const Design d = sampleDesign();
    const Cable &cord = d.cables().at(d.cables().find(QStringLiteral("N01-R1-A")));
    // A twin-port OSFP (two connectors) in dgx-su1-n01 at A01 U4; the panel port has no transceiver.
    CHECK(labelEndpointId(d, cord.ends[0]) == QLatin1String("A01-4:osfp1.1"));
    CHECK(labelEndpointId(d, cord.ends[1]) == QLatin1String("A01-47:P01"));

    // A device outside any rack stands for itself; a loose end says so.
    DesignBuilder b;
    const QString leaf = b.device(QStringLiteral("qm9700"));
    b.setDevice(leaf, "rack", QJsonValue::Null);
    b.setDevice(leaf, "u", QJsonValue::Null);
    b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NS400"));
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(leaf, QStringLiteral("osfp1")), QJsonValue::Null);
    const Design loose = b.design();
    const Cable &c = loose.cables().at(0);
    CHECK(labelEndpointId(loose, c.ends[0]) == leaf + QStringLiteral(":osfp1"));
    CHECK(labelEndpointId(loose, c.ends[1]) == QLatin1String("LOOSE"));
}

TEST_CASE("Two labels per cable, A before B: the label (or id) and near / far", "[export][labels]")
{
    const Design d = sampleDesign();
    const std::vector<LabelRecord> labels = allLabels(d, defaultTemplate());
    REQUIRE(labels.size() == 2 * 96);
    CHECK(labels[0].cableId == QLatin1String("N01-R1-A"));
    CHECK(labels[0].end == QLatin1String("A"));
    CHECK(labels[0].line1 == QLatin1String("SU1-N01-R1-A"));
    CHECK(labels[0].line2 == QLatin1String("A01-4:osfp1.1 / A01-47:P01"));
    CHECK(labels[1].end == QLatin1String("B"));
    CHECK(labels[1].line2 == QLatin1String("A01-47:P01 / A01-4:osfp1.1"));
    CHECK(labels[0].rail == 1);
    // Only some cables: those, in cable order.
    const int second = d.cables().find(QStringLiteral("N01-R1-T"));
    CHECK(allLabels(d, defaultTemplate(), {second}).size() == 2);
}

TEST_CASE("A splitter's A label names its first leg and how many more; each leg gets a label", "[export][labels]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"));
    b.cable(QStringLiteral("MCP7Y00-N"), 3, DesignBuilder::end(a, QStringLiteral("osfp1")),
            QJsonArray{DesignBuilder::end(x, QStringLiteral("osfp1")), DesignBuilder::end(y, QStringLiteral("osfp1"))});
    const Design d = b.design();
    const std::vector<LabelRecord> labels = allLabels(d, defaultTemplate());
    REQUIRE(labels.size() == 3);
    CHECK(labels[0].end == QLatin1String("A"));
    CHECK(labels[0].line2.endsWith(QLatin1String(" +1")));
    CHECK(labels[1].end == QLatin1String("B1"));
    CHECK(labels[2].end == QLatin1String("B2"));
}

TEST_CASE("Labels CSV and ZPL (203 and 300 dpi) match their golden files", "[export][labels]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const std::vector<int> three{0, 1, 2};
    LabelOptions options;
    options.cables = three;
    REQUIRE_FALSE(writeLabels(d, defaultTemplate(), dir.filePath(QStringLiteral("l.csv")), options));
    checkGolden(readFile(dir.filePath(QStringLiteral("l.csv"))), QStringLiteral("labels-sample.csv"));
    const LabelTemplate *wrap = findLabelTemplate(QStringLiteral("wrap"));
    REQUIRE(wrap);
    REQUIRE_FALSE(writeLabels(d, *wrap, dir.filePath(QStringLiteral("l.zpl")), options));
    checkGolden(readFile(dir.filePath(QStringLiteral("l.zpl"))), QStringLiteral("labels-wrap-203.zpl"));
    options.dpi = 300;
    REQUIRE_FALSE(writeLabels(d, *wrap, dir.filePath(QStringLiteral("l300.zpl")), options));
    checkGolden(readFile(dir.filePath(QStringLiteral("l300.zpl"))), QStringLiteral("labels-wrap-300.zpl"));
}

TEST_CASE("ZPL: one ^XA … ^XZ per label, sizes in dots of the printer, special characters escaped", "[export][labels]")
{
    const LabelTemplate *wrap = findLabelTemplate(QStringLiteral("wrap"));
    REQUIRE(wrap);
    LabelRecord r{0, QStringLiteral("C1"), QStringLiteral("A"), QStringLiteral("A^B_C~D"), QStringLiteral("x / y"), {}, 3};
    const QByteArray at203 = labelToZpl(*wrap, r, 203);
    CHECK(at203.startsWith("^XA\n"));
    CHECK(at203.endsWith("^XZ\n"));
    CHECK(at203.count("^XA") == 1);
    CHECK(at203.contains("^PW305^LL305"));  // 38.1 × 38.1 mm  // 25.4 × 38.1 mm at 8 dots/mm
    CHECK(labelToZpl(*wrap, r, 300).contains("^PW450^LL450"));
    CHECK(at203.contains("^FDA_5EB_5FC_7ED^FS"));
    CHECK(at203.contains("^FDR3^FS"));  // the rail
}

TEST_CASE("The labels PDF keeps its text searchable, fills sheets of 21 and roll pages of one", "[export][labels][pdf]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
    REQUIRE_FALSE(writeLabels(d, defaultTemplate(), sheet));
    CHECK(pdfPages(sheet) == (192 + 20) / 21);
    const QString text = pdfText(sheet);
    CHECK(text.contains(QLatin1String("SU1-N01-R1-A")));
    CHECK(text.contains(QLatin1String("A01-4:osfp1.1 / A01-47:P01")));
    CHECK(text.contains(QLatin1String("SU1-N04-R8-B")));

    const QString roll = dir.filePath(QStringLiteral("roll.pdf"));
    LabelOptions some;
    some.cables = {0, 1, 2, 3, 4};
    REQUIRE_FALSE(writeLabels(d, *findLabelTemplate(QStringLiteral("flag")), roll, some));
    CHECK(pdfPages(roll) == 10);
}

TEST_CASE("Every label of the sample fits its template without eliding", "[export][labels]")
{
    const Design d = sampleDesign();
    for (const LabelTemplate &t : labelTemplates()) {
        const LabelPainter painter(t);
        double width = t.stock.printableMm.width() - 3 - (t.railBand ? 5 : 0) - (t.qrCode ? 24 : 0);
        if (t.stock.flag)
            width = (t.stock.printableMm.width() - t.stock.flagWrapMm) / 2 - 3 - 5;
        for (const LabelRecord &r : allLabels(d, t)) {
            INFO(t.name.toStdString() << ": " << r.line2.toStdString());
            const std::vector<LabelPainter::FittedLine> lines = painter.layoutLines(r, width);
            QString text;
            for (const LabelPainter::FittedLine &line : lines) {
                CHECK(line.pointSize >= t.minFontPt);
                text += line.text + QLatin1Char(' ');
                // Measured for real (with kerning) at the size chosen, the line is within the width.
                QFont font(QStringLiteral("DejaVu Sans"));
                font.setBold(line.bold);
                font.setPixelSize(int(line.pointSize * 25.4 / 72 * LabelPainter::unitsPerMm));
                CHECK(QFontMetricsF(font).horizontalAdvance(line.text) / LabelPainter::unitsPerMm <= width);
            }
            CHECK_FALSE(text.contains(QChar(0x2026)));  // nothing elided
            CHECK(text.simplified() == QString(r.line1 + QLatin1Char(' ') + r.line2).simplified());
        }
    }
    // Text that cannot fit even at the smallest size is elided, never drawn past the edge.
    const LabelPainter painter(defaultTemplate());
    const QString huge(200, QLatin1Char('W'));
    const LabelPainter::FittedLine line = painter.fit(huge, 40, 14, true);
    CHECK(line.pointSize == defaultTemplate().minFontPt);
    CHECK(line.text.contains(QChar(0x2026)));
}

TEST_CASE("A cancelled label export leaves no file and an existing file as it was", "[export][labels]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    for (const char *name : {"out.pdf", "out.zpl", "out.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        LabelOptions options;
        options.progress = [](qint64 done, qint64) { return done < 100; };
        // Cancelled part-way on a fresh path: nothing there afterwards.
        std::vector<int> many;
        for (int c : d.cables().live())
            many.push_back(c);
        for (int i = 0; i < 3; ++i)
            many.insert(many.end(), many.begin(), many.begin() + 96);  // more labels than one progress step
        options.cables = many;
        IoStatus status = writeLabels(d, defaultTemplate(), path, options);
        REQUIRE(status);
        CHECK(status->message == cancelledMessage());
        CHECK_FALSE(QFile::exists(path));
        // Over an existing file: still the old content.
        writeFile(path, "old");
        REQUIRE(writeLabels(d, defaultTemplate(), path, options));
        CHECK(readFile(path) == "old");
    }
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 3);  // no temporary files left behind
}

TEST_CASE("A label template of one's own from JSON: stock, lines, and clear errors", "[export][labels][templates]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("brady.json"));
    writeFile(path, R"({"name": "my-wrap", "description": "My wrap labels", "stock": "roll", "label_mm": [25.4, 50.8],
                        "printable_mm": [1, 1, 23.4, 17], "lines": ["{id}", "{near}"], "font_pt": 8, "qr_code": false})");
    Result<LabelTemplate> t = loadLabelTemplate(path);
    REQUIRE(t.ok());
    CHECK(t.value().name == QLatin1String("my-wrap"));
    CHECK(t.value().stock.roll);
    CHECK(t.value().stock.pageMm == QSizeF(25.4, 50.8));
    CHECK(t.value().lines == QStringList{QStringLiteral("{id}"), QStringLiteral("{near}")});
    const std::vector<LabelRecord> labels = allLabels(sampleDesign(), t.value());
    CHECK(labels[0].line1 == QLatin1String("N01-R1-A"));
    CHECK(labels[0].line2 == QLatin1String("A01-4:osfp1.1"));

    // A sheet whose labels run off the page is refused, naming the file and the template.
    writeFile(path, R"({"name": "too-many", "label_mm": [70, 40], "page_mm": [210, 297], "columns": 3, "rows": 8})");
    Result<LabelTemplate> bad = loadLabelTemplate(path);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().contains(QLatin1String("brady.json")));
    CHECK(bad.error().toString().contains(QLatin1String("do not fit on the page")));
    writeFile(path, R"({"name": "x", "label_mm": [70]})");
    REQUIRE_FALSE(loadLabelTemplate(path).ok());
    CHECK(loadLabelTemplate(path).error().toString().contains(QLatin1String("label_mm")));

    // A folder: the good ones load, the bad ones are reported.
    writeFile(dir.filePath(QStringLiteral("good.json")), R"({"name": "good", "label_mm": [60, 30], "page_mm": [60, 30]})");
    QStringList errors;
    const std::vector<LabelTemplate> all = loadLabelTemplates(dir.path(), &errors);
    REQUIRE(all.size() == 1);
    CHECK(all[0].name == QLatin1String("good"));
    CHECK(errors.size() == 1);
}
