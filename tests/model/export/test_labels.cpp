#include "core/feedback.h"
#include "designbuilder.h"
#include "designfixtures.h"
#include "export/cableorder.h"
#include "export/labelpainter.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "export/labelwriter.h"
#include "generate/fabricgenerator.h"
#include "io/bundledcatalog.h"
#include "pdftext.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QProcess>
#include <QRegularExpression>
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

} // namespace

TEST_CASE("Label identifiers are rack-U:port, with the connector only on multi-connector transceivers",
          "[export][labels]")
{
    const Design d = sampleDesign();
    const Cable &cord = d.cables().at(d.cables().find(QStringLiteral("N01-R1-A")));
    // A twin-port OSFP (two connectors) in dgx-su1-n01 at A01 U4; the panel port has no transceiver.
    CHECK(labelEndpointId(d, cord.ends[0]) == QLatin1String("A01-4:osfp4.2"));
    CHECK(labelEndpointId(d, cord.ends[1]) == QLatin1String("A01-47:P01"));

    // A device outside any rack stands for itself; a loose end says so.
    DesignBuilder b;
    const QString leaf = b.device(QStringLiteral("qm9700"));
    b.setDevice(leaf, "rack", QJsonValue::Null);
    b.setDevice(leaf, "u", QJsonValue::Null);
    b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NS400"));
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(leaf, QStringLiteral("osfp1")),
            QJsonValue::Null);
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
    CHECK(labels[0].line2 == QLatin1String("A01-4:osfp4.2 / A01-47:P01"));
    CHECK(labels[1].end == QLatin1String("B"));
    CHECK(labels[1].line2 == QLatin1String("A01-47:P01 / A01-4:osfp4.2"));
    CHECK(labels[0].rail == 1);
    // Only some cables: those, in cable order.
    const int second = d.cables().find(QStringLiteral("N01-R1-T"));
    CHECK(allLabels(d, defaultTemplate(), {second}).size() == 2);
}

TEST_CASE("A splitter's A label names its first leg and how many more — each leg gets a label",
          "[export][labels]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"));
    b.cable(QStringLiteral("MCP7Y00-N"), 3, DesignBuilder::end(a, QStringLiteral("osfp1")),
            QJsonArray{DesignBuilder::end(x, QStringLiteral("osfp1")),
                       DesignBuilder::end(y, QStringLiteral("osfp1"))});
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
    REQUIRE(writeLabels(d, defaultTemplate(), dir.filePath(QStringLiteral("l.csv")), options).ok());
    checkGolden(readFile(dir.filePath(QStringLiteral("l.csv"))), QStringLiteral("labels-sample.csv"));
    const LabelTemplate *wrap = findLabelTemplate(QStringLiteral("wrap"));
    REQUIRE(wrap);
    REQUIRE(writeLabels(d, *wrap, dir.filePath(QStringLiteral("l.zpl")), options).ok());
    checkGolden(readFile(dir.filePath(QStringLiteral("l.zpl"))), QStringLiteral("labels-wrap-203.zpl"));
    options.dpi = 300;
    REQUIRE(writeLabels(d, *wrap, dir.filePath(QStringLiteral("l300.zpl")), options).ok());
    checkGolden(readFile(dir.filePath(QStringLiteral("l300.zpl"))), QStringLiteral("labels-wrap-300.zpl"));
}

TEST_CASE("ZPL: one ^XA … ^XZ per label, sizes in dots of the printer, special characters escaped",
          "[export][labels]")
{
    const LabelTemplate *wrap = findLabelTemplate(QStringLiteral("wrap"));
    REQUIRE(wrap);
    LabelRecord r;
    r.cable = 0;
    r.cableId = QStringLiteral("C1");
    r.end = QStringLiteral("A");
    r.line1 = QStringLiteral("A^B_C~D");
    r.line2 = QStringLiteral("x / y");
    r.rail = 3;
    const LabelPainter painter(*wrap);
    const QByteArray at203 = labelToZpl(painter, r, 203, painter.text(r));
    CHECK(at203.startsWith("^XA\n"));
    CHECK(at203.endsWith("^XZ\n"));
    CHECK(at203.count("^XA") == 1);
    CHECK(at203.contains("^PW305^LL406")); // 38.1 × 50.8 mm at 8 dots/mm
    CHECK(labelToZpl(painter, r, 300, painter.text(r)).contains("^PW450^LL600"));
    CHECK(at203.contains("^FDA_5EB_5FC_7ED^FS"));
    CHECK(at203.contains("^FDR3^FS")); // the rail
}

TEST_CASE("The labels PDF keeps its text searchable, fills sheets of 21 and roll pages of one",
          "[export][labels][pdf]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
    REQUIRE(writeLabels(d, defaultTemplate(), sheet).ok());
    CHECK(pdfPages(sheet) == (192 + 20) / 21);
    const QString text = pdfText(sheet);
    CHECK(text.contains(QLatin1String("SU1-N01-R1-A")));
    CHECK(text.contains(QLatin1String("A01-4:osfp4.2 / A01-47:P01")));
    CHECK(text.contains(QLatin1String("SU1-N04-R8-B")));

    const QString roll = dir.filePath(QStringLiteral("roll.pdf"));
    LabelOptions some;
    some.cables = {0, 1, 2, 3, 4};
    REQUIRE(writeLabels(d, *findLabelTemplate(QStringLiteral("flag")), roll, some).ok());
    CHECK(pdfPages(roll) == 10);
}

namespace {

FabricOptions presetOptions(const char *preset, int sus)
{
    FabricOptions o;
    o.preset = QLatin1String(preset);
    o.sus = sus;
    return o;
}

// Every label of a design on a template, with the extra lines or not: each fits, nothing is elided, every
// line within its text area measured for real (with kerning) at the size it got, the lines together within
// its height, and every word of the label's text is there.
void checkEveryLabelFits(const Design &d, const LabelTemplate &t, LabelExtras extras)
{
    const LabelPainter painter(t);
    LabelSource source(d, t, {}, extras);
    LabelRecord r;
    while (source.next(r)) {
        INFO(t.name.toStdString() << ": " << r.cableId.toStdString() << " " << r.end.toStdString());
        const LabelText text = painter.text(r);
        REQUIRE_FALSE(text.overflow);
        const QRectF area = labelPanelParts(t, r, labelPanels(t.stock).constFirst()).text;
        CHECK(text.heightMm() <= area.height() + 1e-6);
        QString all;
        for (const LabelLine &line : text.lines) {
            CHECK(line.points >= t.minFontPt);
            all += line.text + QLatin1Char(' ');
            QFont font(QStringLiteral("DejaVu Sans"));
            font.setBold(line.bold);
            font.setPixelSize(int(line.points * 25.4 / 72 * LabelPainter::unitsPerMm));
            CHECK(QFontMetricsF(font).horizontalAdvance(line.text) / LabelPainter::unitsPerMm <=
                  area.width());
        }
        CHECK_FALSE(all.contains(QChar(0x2026))); // nothing cut short
        const QStringList expected =
            QStringList{r.line1, r.line2}.join(QLatin1Char(' ')).split(QLatin1Char(' '));
        for (const QString &word : expected)
            CHECK(all.contains(word));
    }
}

} // namespace

TEST_CASE("Every label of the sample fits every template without eliding", "[export][labels]")
{
    const Design d = sampleDesign();
    for (const LabelTemplate &t : labelTemplates()) {
        checkEveryLabelFits(d, t, {});
        checkEveryLabelFits(d, t, {true, true});
    }
}

TEST_CASE("Every template prints every generated preset, with and without the devices and the cable",
          "[export][labels][generate][regression]")
{
    // The names of every preset size are alike (cmp-su01-leaf3, B09-3:osfp18.1, the longest in a 64-SU
    // SuperPOD as long): the smallest of each have them all.
    for (const FabricOptions &o :
         {presetOptions("dgx-h100-superpod", 1), presetOptions("dgx-b200-superpod", 2)}) {
        INFO((o.preset.isEmpty() ? QStringLiteral("generic") : o.preset).toStdString());
        const Result<GeneratedFabric> generated = generateFabric(o, bundledCatalog());
        REQUIRE(generated.ok());
        const Design &d = generated.value().design;
        for (const LabelTemplate &t : labelTemplates()) {
            checkEveryLabelFits(d, t, {});
            checkEveryLabelFits(d, t, {true, true});
        }
    }
}

TEST_CASE("A label uses its stock before it is refused: pairs broken, the part number abbreviated last",
          "[export][labels][regression]")
{
    // A roll label three lines of 6 pt high and 34 mm across, no rail band.
    LabelTemplate t = *findLabelTemplate(QStringLiteral("wrap"));
    t.stock.labelMm = t.stock.pageMm = QSizeF(36, 9);
    t.stock.printableMm = QRectF(1, 0.2, 34, 8.6);
    t.railBand = false;
    const LabelPainter painter(t);
    const auto texts = [&](const LabelRecord &r) {
        QStringList out;
        for (const LabelLine &line : painter.text(r).lines)
            out << line.text;
        return out;
    };
    LabelRecord r;
    r.cableId = r.line1 = QStringLiteral("C1");
    r.line2 = QStringLiteral("A01-4:osfp4.2 / A01-47:P01");
    CHECK(texts(r) == QStringList{"C1", "A01-4:osfp4.2 / A01-47:P01"}); // as it is meant

    // Four lines do not fit: the part number, which names the length, goes beside the cable's label.
    r.more = QStringList{"su01-node01 / pp-A01-47", "MFP7E30-N003, 3 m"};
    r.partLine = 1;
    r.partNumber = QStringLiteral("MFP7E30-N003");
    CHECK_FALSE(painter.overflow(r));
    CHECK(texts(r) == QStringList{QString::fromUtf8("C1 · MFP7E30-N003"), "A01-4:osfp4.2 / A01-47:P01",
                                  "su01-node01 / pp-A01-47"});

    // A part number that does not name the length is cut short in its middle, keeping the length.
    t.stock.printableMm = QRectF(1, 0.2, 22, 8.6);
    t.stock.labelMm = t.stock.pageMm = QSizeF(24, 9);
    r.line2 = QStringLiteral("A01-4:osfp4.2");
    r.more = QStringList{"MPO12-TRUNK-SM-B-LONG, 10 m"};
    r.partLine = 0;
    r.partNumber.clear();
    REQUIRE_FALSE(painter.overflow(r));
    const QStringList cut = texts(r);
    REQUIRE(cut.size() == 3);
    CHECK(cut[2].contains(QChar(0x2026)));
    CHECK(cut[2].endsWith(QLatin1String(", 10 m")));
    CHECK(cut[2].startsWith(QLatin1String("MPO")));

    // What cannot be printed at 6 pt in any arrangement is refused, naming the line.
    r.line1 = QStringLiteral("SU1-N01-R1-A-WITH-A-VERY-LONG-LABEL");
    CHECK(painter.overflow(r) == r.line1);
}

TEST_CASE("A cancelled label export leaves no file and an existing file as it was", "[export][labels]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    for (const char *name : {"out.pdf", "out.zpl", "out.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        LabelOptions options;
        Feedback feedback;
        feedback.setListener([&feedback](const Feedback &f) {
            if (f.done() >= 100) feedback.cancel();
        });
        // Cancelled part-way on a fresh path: nothing there afterwards.
        std::vector<int> many;
        for (int c : d.cables().live())
            many.push_back(c);
        for (int i = 0; i < 3; ++i)
            many.insert(many.end(), many.begin(), many.begin() + 96); // more labels than one progress step
        options.cables = many;
        Result<> status = writeLabels(d, defaultTemplate(), path, options, &feedback);
        REQUIRE_FALSE(status.ok());
        CHECK(status.error().cancelled);
        CHECK_FALSE(QFile::exists(path));
        // Over an existing file: still the old content.
        writeFile(path, "old");
        REQUIRE_FALSE(writeLabels(d, defaultTemplate(), path, options, &feedback).ok());
        CHECK(readFile(path) == "old");
    }
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 3); // no temporary files left behind
}

TEST_CASE("A label template of one's own from JSON: stock, lines, and clear errors",
          "[export][labels][templates]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("brady.json"));
    writeFile(
        path,
        R"({"name": "my-wrap", "description": "My wrap labels", "stock": "roll", "label_mm": [25.4, 50.8],
                        "printable_mm": [1, 1, 23.4, 17], "lines": ["{id}", "{near}"], "font_pt": 8, "qr_code": false})");
    Result<LabelTemplate> t = loadLabelTemplate(path);
    REQUIRE(t.ok());
    CHECK(t.value().name == QLatin1String("my-wrap"));
    CHECK(t.value().stock.roll);
    CHECK(t.value().stock.pageMm == QSizeF(25.4, 50.8));
    CHECK(t.value().lines == QStringList{QStringLiteral("{id}"), QStringLiteral("{near}")});
    const std::vector<LabelRecord> labels = allLabels(sampleDesign(), t.value());
    CHECK(labels[0].line1 == QLatin1String("N01-R1-A"));
    CHECK(labels[0].line2 == QLatin1String("A01-4:osfp4.2"));

    // A sheet whose labels run off the page is refused, naming the file and the template.
    writeFile(
        path,
        R"({"name": "too-many", "label_mm": [70, 40], "page_mm": [210, 297], "columns": 3, "rows": 8})");
    Result<LabelTemplate> bad = loadLabelTemplate(path);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().contains(QLatin1String("brady.json")));
    CHECK(bad.error().toString().contains(QLatin1String("do not fit on the page")));
    writeFile(path, R"({"name": "x", "label_mm": [70]})");
    REQUIRE_FALSE(loadLabelTemplate(path).ok());
    CHECK(loadLabelTemplate(path).error().toString().contains(QLatin1String("label_mm")));
    // Every key the docs describe is checked, not ignored: the error names the file and the key.
    const std::pair<const char *, const char *> badKeys[] = {
        {R"({"name": "x", "stock": "rol", "label_mm": [25, 50]})", "stock"},
        {R"({"name": "x", "label_mm": [70, 40], "page_mm": [210, 1e9]})", "page_mm"},
        {R"({"name": "x", "label_mm": [70, 40], "page_mm": [210, -297]})", "page_mm"},
        {R"({"name": "x", "stock": "roll", "label_mm": [25, 50], "font_pt": 2})", "font_pt"},
        {R"({"name": "x", "stock": "roll", "label_mm": [25, 50], "font_pt": 500})", "font_pt"},
        {R"({"name": "x", "stock": "roll", "label_mm": [25, 50], "lines": [3]})", "lines"},
        {R"({"name": "x", "stock": "roll", "label_mm": [25, 50], "lines": ["a", "b", "c"]})", "lines"},
        {R"({"name": "x", "stock": "roll", "label_mm": [25, 50], "qr_code": "yes"})", "qr_code"},
    };
    for (const auto &[json, key] : badKeys) {
        INFO(json);
        writeFile(path, json);
        const Result<LabelTemplate> r = loadLabelTemplate(path);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().file == path);
        CHECK(r.error().path == QLatin1String(key));
    }

    // A folder: the good ones load, the bad ones are reported.
    writeFile(dir.filePath(QStringLiteral("good.json")),
              R"({"name": "good", "label_mm": [60, 30], "page_mm": [60, 30]})");
    QStringList errors;
    const std::vector<LabelTemplate> all = loadLabelTemplates(dir.path(), &errors);
    REQUIRE(all.size() == 1);
    CHECK(all[0].name == QLatin1String("good"));
    CHECK(errors.size() == 1);
}

TEST_CASE(
    "Labels can name the devices and the cable's part number and length — CSV adds those columns only then",
    "[export][labels]")
{
    const Design d = sampleDesign();
    const LabelTemplate &t = defaultTemplate();
    LabelSource source(d, t, {d.cables().find(QStringLiteral("N01-R1-A"))}, LabelExtras{true, true});
    LabelRecord a;
    REQUIRE(source.next(a));
    CHECK(a.more == QStringList{"dgx-su1-n01 / pp-A01-47", "MFP7E30-N003, 3 m"});
    LabelRecord b;
    REQUIRE(source.next(b));
    CHECK(b.more.first() == QLatin1String("pp-A01-47 / dgx-su1-n01"));
    CHECK_FALSE(LabelPainter(t).overflow(a));
    // A generic trunk by its catalog type: an equivalent product comes with the supplier's own code.
    LabelSource trunk(d, t, {d.cables().find(QStringLiteral("N01-R1-T"))}, LabelExtras{false, true});
    LabelRecord t1;
    REQUIRE(trunk.next(t1));
    CHECK(t1.more == QStringList{"MPO12-TRUNK-SM-B, 10 m"});
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    LabelOptions options;
    options.extras = {true, true};
    REQUIRE(writeLabels(d, t, csv, options).ok());
    CHECK(readFile(csv).startsWith("cable,end,line1,line2,line3,line4\r\n"));
    REQUIRE(writeLabels(d, t, csv, {}).ok());
    CHECK(readFile(csv).startsWith("cable,end,line1,line2\r\n"));
}

TEST_CASE("Labels in installation order go by the rack each is applied in, from the top of the rack down",
          "[export][labels][regression]")
{
    const Design d = sampleDesign();
    const std::vector<LabelRef> labels = labelsInOrder(d, CableOrder::Installation);
    CHECK(labels.size() == labelsOfCables(d, {}).size()); // every label, once
    // Where each label goes on, in order: racks in natural order, each from the top down, B ends included.
    QString lastRack;
    int lastFromTop = -1;
    QStringList racks;
    int bEnds = 0;
    for (const LabelRef &l : labels) {
        const Endpoint &e = d.cables().at(l.cable).ends[size_t(l.end)];
        const Device &dev = d.devices().at(e.device);
        const Rack &rack = d.racks().at(dev.rack);
        const int fromTop = rack.heightU - (dev.u + d.deviceType(e.device).heightU - 1);
        if (rack.id != lastRack) {
            CHECK_FALSE(racks.contains(rack.id)); // a rack's labels together
            racks << rack.id;
            lastFromTop = -1;
        }
        CHECK(fromTop >= lastFromTop);
        lastRack = rack.id;
        lastFromTop = fromTop;
        if (l.end > 0) ++bEnds;
    }
    CHECK(racks == QStringList{"A01", "A02", "A03"});
    CHECK(bEnds == d.cables().liveCount());
    // Only one rack's labels: those that go on there, A and B ends alike.
    const std::vector<LabelRef> a03 = labelsInOrder(d, CableOrder::Installation, {}, {QStringLiteral("A03")});
    REQUIRE_FALSE(a03.empty());
    for (const LabelRef &l : a03) {
        const Endpoint &e = d.cables().at(l.cable).ends[size_t(l.end)];
        CHECK(d.racks().at(d.devices().at(e.device).rack).id == QLatin1String("A03"));
    }
    // By cable and by far end, a cable's labels stay together, A before B.
    const std::vector<LabelRef> byCable = labelsInOrder(d, CableOrder::Cable);
    CHECK(byCable[0] == LabelRef{byCable[0].cable, 0});
    CHECK(byCable[1] == LabelRef{byCable[0].cable, 1});
    CHECK(cablesInOrder(d, CableOrder::FarEnd).size() == size_t(d.cables().liveCount()));
}

TEST_CASE("A printed label says which side of a panel port it goes on, the CSV keeps cli.md's identifiers",
          "[export][labels][regression]")
{
    Design d = sampleDesign();
    d.name.clear();
    QTemporaryDir dir;
    LabelOptions options;
    options.cables = {d.cables().find(QStringLiteral("N01-R1-A")),
                      d.cables().find(QStringLiteral("N01-R1-T"))};
    const QString pdf = dir.filePath(QStringLiteral("l.pdf"));
    REQUIRE(writeLabels(d, defaultTemplate(), pdf, options).ok());
    const QString text = pdfText(pdf).simplified();
    CHECK(text.contains(QLatin1String("A01-4:osfp4.2 / A01-47:P01 front")));
    CHECK(text.contains(QLatin1String("A01-47:P01 rear / A03-47:P01 rear")));
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    REQUIRE(writeLabels(d, defaultTemplate(), csv, options).ok());
    CHECK(readFile(csv).contains("A01-4:osfp4.2 / A01-47:P01\r\n"));
    // An unnamed design's PDF is titled plainly, not "Cable labels — ".
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    REQUIRE(info.waitForFinished(30000));
    const QString about = QString::fromUtf8(info.readAllStandardOutput());
    CHECK(about.contains(QRegularExpression(QStringLiteral("Title:\\s+Cable labels\\n"))));
}

TEST_CASE("A label too big for its stock at 6 pt stops the export and names a template that takes it",
          "[export][labels]")
{
    Design d = sampleDesign();
    const int cable = d.cables().find(QStringLiteral("N01-R1-A"));
    d.cableForEdit(cable).label = QStringLiteral("SU1-N01-R1-A-WITH-A-VERY-LONG-LABEL");
    const LabelTemplate *flag = findLabelTemplate(QStringLiteral("flag"));
    REQUIRE(flag);
    QTemporaryDir dir;
    for (const char *name : {"l.pdf", "l.zpl"}) {
        const QString path = dir.filePath(QLatin1String(name));
        const Result<> status = writeLabels(d, *flag, path, {});
        REQUIRE_FALSE(status.ok());
        CHECK(status.error().objectId == QLatin1String("N01-R1-A"));
        CHECK(status.error().message.contains(QLatin1String("does not fit the \"flag\" template at 6 pt")));
        CHECK(status.error().message.contains(QLatin1String("template ("))); // a built-in that takes it
        CHECK_FALSE(QFileInfo::exists(path));
    }
}

TEST_CASE("A partly used sheet: the first labels start where the sheet's unused labels start",
          "[export][labels]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("l.pdf"));
    LabelOptions options;
    options.cables = {d.cables().find(QStringLiteral("N01-R1-A"))};
    options.skip = 19; // 19 of 21 used: A and B end go on the last two places of the sheet
    REQUIRE(writeLabels(d, defaultTemplate(), pdf, options).ok());
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    const QString html = QString::fromUtf8(text.readAllStandardOutput());
    CHECK(html.count(QLatin1String("<page ")) == 1);
    // The words sit in the bottom row of the sheet (y beyond 250 mm of 297).
    const QRegularExpression word(QStringLiteral("<word xMin=\"[\\d.]+\" yMin=\"([\\d.]+)\""));
    auto it = word.globalMatch(html);
    REQUIRE(it.hasNext());
    while (it.hasNext())
        CHECK(it.next().captured(1).toDouble() / 842.0 * 297.0 > 250);
}

TEST_CASE("ZPL follows the ZPL II field rules", "[export][labels][zpl]")
{
    const Design d = sampleDesign();
    for (const LabelTemplate &t : labelTemplates()) {
        for (int dpi : {203, 300}) {
            INFO(t.name.toStdString() << " at " << dpi);
            const auto dots = [dpi](double mm) { return int(std::lround(mm * dpi / 25.4)); };
            LabelSource source(d, t, {}, LabelExtras{true, true});
            const LabelPainter painter(t);
            LabelRecord r;
            int checked = 0;
            while (source.next(r) && checked++ < 12) {
                const LabelText text = painter.text(r);
                const QString z = QString::fromUtf8(labelToZpl(painter, r, dpi, text));
                // The Zebra gets the paper label's lines.
                for (const LabelLine &line : text.lines)
                    CHECK(z.contains(QStringLiteral("^FD%1^FS").arg(line.text)));
                CHECK(z.startsWith(QLatin1String("^XA")));
                CHECK(z.trimmed().endsWith(QLatin1String("^XZ")));
                // ^PW and ^LL before the first field; ^LL within 1–32000.
                const int firstField = int(z.indexOf(QLatin1String("^FS")));
                CHECK(z.indexOf(QLatin1String("^PW")) < firstField);
                CHECK(z.indexOf(QLatin1String("^LL")) < firstField);
                const QRegularExpression ll(QStringLiteral("\\^LL(\\d+)"));
                const int length = ll.match(z).captured(1).toInt();
                CHECK(length >= 1);
                CHECK(length <= 32000);
                const int width =
                    QRegularExpression(QStringLiteral("\\^PW(\\d+)")).match(z).captured(1).toInt();
                // Every field: ^FO inside the label, then what it draws, ended by ^FS.
                for (const QString &field : z.split(QLatin1String("^FS"), Qt::SkipEmptyParts)) {
                    if (!field.contains(QLatin1String("^FO"))) continue;
                    const auto fo = QRegularExpression(QStringLiteral("\\^FO(\\d+),(\\d+)")).match(field);
                    REQUIRE(fo.hasMatch());
                    CHECK(fo.captured(1).toInt() < width);
                    CHECK(fo.captured(2).toInt() < length);
                    // ^A0 orientation, height and width 10–32000 dots; 6 pt at least for text lines.
                    const auto a0 =
                        QRegularExpression(QStringLiteral("\\^A0([NRIB]),(\\d+),(\\d+)")).match(field);
                    if (a0.hasMatch()) {
                        CHECK(a0.captured(2).toInt() >= 10);
                        CHECK(a0.captured(2).toInt() <= 32000);
                        if (a0.captured(1) == QLatin1String("N"))
                            CHECK(a0.captured(2).toInt() >= dots(6 * 25.4 / 72) - 1);
                    }
                    // ^FB width, lines ≥ 1, spacing, justification L/C/R/J, hanging indent.
                    const auto fb =
                        QRegularExpression(QStringLiteral("\\^FB(\\d+),(\\d+),(-?\\d+),([LCRJ]),(\\d+)"))
                            .match(field);
                    if (field.contains(QLatin1String("^FB"))) {
                        REQUIRE(fb.hasMatch());
                        CHECK(fb.captured(1).toInt() > 0);
                        CHECK(fb.captured(1).toInt() <= width);
                        CHECK(fb.captured(2).toInt() >= 1);
                    }
                    // ^BQ: normal orientation, model 2, magnification 1–10, data with an error-correction
                    // prefix.
                    const auto bq = QRegularExpression(QStringLiteral("\\^BQN,2,(\\d+)")).match(field);
                    if (field.contains(QLatin1String("^BQ"))) {
                        REQUIRE(bq.hasMatch());
                        CHECK(bq.captured(1).toInt() >= 1);
                        CHECK(bq.captured(1).toInt() <= 10);
                        CHECK(field.contains(QLatin1String("^FDQA,")));
                    }
                    if (field.contains(QLatin1String("^FD")))
                        CHECK(field.contains(QLatin1String("^FH")) == !field.contains(QLatin1String("^FDR")));
                }
            }
        }
    }
}
