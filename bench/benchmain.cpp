// railyard-bench: how Railyard scales, on synthetic and generated designs from S to XL. Not part of the test
// run.
//
// Each operation is also shown against its floor, measured in the same run (floors.h), and a run over every
// size ends with a table of how each cost grows with the number of cables.
//
// clang-format off
//   railyard-bench io [--size S|M|L|XL|all] [--generated|--hall]  JSON and native save/load, sizes, peak memory
//   railyard-bench validate [--size …] [--generated|--hall]       full validation, and re-validation after edits
//   railyard-bench exports [--size …] [--generated|--hall]        BOM and labels
//   railyard-bench generate [--size …]                            the fabric generator: time, memory, result
//   railyard-bench asbuilt [--size …] [--generated|--hall]        ibnetdiscover read, verify, import
//   railyard-bench make SIZE OUT [--generated|--hall]             writes a design (.json or .railyard) to look at
// clang-format on
//
// Three families of inputs: the synthetic compute-only designs (default); `--generated`, the generator's
// clusters (all four networks, panels, hall placement); `--hall`, a hall made by hand in halldesign.h (rows
// of different lengths, MPO and LC panels, splitters).
//
// Loads are measured in a child process each, so that their peak memory is theirs alone.

#include "asbuilt/fabricimport.h"
#include "asbuilt/verification.h"
#include "commands/cablecommands.h"
#include "commands/valuecommands.h"
#include "commissionbench.h"
#include "core/feedback.h"
#include "document/document.h"
#include "export/bom.h"
#include "export/bomwriter.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "export/labelwriter.h"
#include "floors.h"
#include "generate/fabricgenerator.h"
#include "generatedsizes.h"
#include "halldesign.h"
#include "ibfabricsynth.h"
#include "io/atomicfile.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "measure.h"
#include "report/designinfo.h"
#include "revisionbench.h"
#include "routebench.h"
#include "syntheticdesign.h"
#include "validation/validator.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>

using namespace railyard;
using namespace railyard::bench;

namespace {

QTextStream out(stdout);

// One benchmark size: synthetic or generated.
struct Size
{
    QString name;
    int gpus = 0;
    std::function<Design()> build;
};

// A benchmark of a write that failed measures nothing: stop and say why.
void require(const Result<> &written)
{
    if (!written.ok()) qFatal("%s", qPrintable(written.error().toString()));
}

Design generated(const FabricOptions &options)
{
    Result<GeneratedFabric> r = generateFabric(options, bundledCatalog());
    if (!r.ok()) qFatal("%s", qPrintable(r.error().message));
    return std::move(r.value().design);
}

enum class Family
{
    Synthetic,
    Generated,
    Hall
};

std::vector<Size> sizes(Family family)
{
    std::vector<Size> all;
    if (family == Family::Hall)
        for (const SyntheticSize &s : syntheticSizes())
            all.push_back({s.name, s.nodes * 8, [n = s.nodes] { return buildHallDesign(n); }});
    else if (family == Family::Generated)
        for (const GeneratedSize &g : generatedSizes())
            all.push_back({g.name, g.options.preset.isEmpty() ? g.options.gpus : 248,
                           [o = g.options] { return generated(o); }});
    else
        for (const SyntheticSize &s : syntheticSizes())
            all.push_back({s.name, s.nodes * 8, [n = s.nodes] { return buildSyntheticDesign(n); }});
    return all;
}

// Child mode: generate one size, print "seconds peakMiB cables".
int measureGenerate(const QString &name)
{
    for (const GeneratedSize &g : generatedSizes())
        if (g.name == name) {
            QElapsedTimer t;
            t.start();
            const Result<GeneratedFabric> r = generateFabric(g.options, bundledCatalog());
            const double s = seconds(t);
            if (!r.ok()) return 2;
            out << s << ' ' << peakMemoryMiB() << ' ' << r.value().design.cables().liveCount() << Qt::endl;
            return 0;
        }
    return 2;
}

// The generator at one size: time and peak memory in a child process of its own, then what it built, how
// long a full validation of it takes and how many errors that finds (there must be none).
void runGenerate(const GeneratedSize &size)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("measure-generate"), size.name});
    child.waitForFinished(-1);
    const QList<QByteArray> parts = child.readAllStandardOutput().trimmed().split(' ');
    const double genSeconds = parts.size() >= 2 ? parts[0].toDouble() : -1;
    const double genPeak = parts.size() >= 2 ? parts[1].toDouble() : -1;

    const Result<GeneratedFabric> r = generateFabric(size.options, bundledCatalog());
    if (!r.ok()) qFatal("%s", qPrintable(r.error().message));
    const Design &d = r.value().design;
    const FabricCounts &c = r.value().counts;
    QElapsedTimer t;
    t.start();
    Validator validator(d);
    const double validate = seconds(t);
    int errors = 0;
    for (const Issue &i : validator.issues())
        if (i.severity == Severity::Error) ++errors;
    out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 s | %8 MiB | %9 s | %10 |")
               .arg(size.name)
               .arg(c.gpus)
               .arg(c.computeRacks + c.networkRacks)
               .arg(d.devices().liveCount())
               .arg(d.cables().liveCount())
               .arg(validator.channelCount())
               .arg(genSeconds, 0, 'f', 2)
               .arg(genPeak, 0, 'f', 0)
               .arg(validate, 0, 'f', 2)
               .arg(errors)
        << Qt::endl;
}

// Child mode: load one file, print "seconds peakMiB".
int measureLoad(const QString &path)
{
    QElapsedTimer t;
    t.start();
    Result<Design> d = loadDesign(path);
    const double s = seconds(t);
    if (!d.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(d.error().toString()));
        return 2;
    }
    out << s << ' ' << peakMemoryMiB() << ' ' << d.value().cables().liveCount() << Qt::endl;
    return 0;
}

// Child mode: the floor of a load, "seconds" (native: the sqlite3 scan; JSON: reading the bytes).
int measureFloor(const QString &path)
{
    const double s = path.endsWith(QLatin1String(".json")) ? fileReadSeconds(path) : sqliteScanSeconds(path);
    if (s < 0) return 2;
    out << s << Qt::endl;
    return 0;
}

double floorInChild(const QString &path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("measure-floor"), path});
    child.waitForFinished(-1);
    return child.exitCode() == 0 ? child.readAllStandardOutput().trimmed().toDouble() : -1;
}

// What each size measured, for the growth table at the end of a run over every size.
struct Measured
{
    QString size;
    double cables = 0;
    std::vector<std::pair<QString, double>> costs; // operation, seconds
};
std::vector<Measured> measured;

// cost ~ cables^k between consecutive sizes, per operation: 1 is linear, 2 quadratic.
void printGrowth()
{
    if (measured.size() < 2) return;
    out << Qt::endl << "| operation |";
    for (size_t i = 1; i < measured.size(); ++i)
        out << ' ' << measured[i - 1].size << "→" << measured[i].size << " |";
    out << Qt::endl << "|---|";
    for (size_t i = 1; i < measured.size(); ++i)
        out << "---|";
    out << Qt::endl;
    for (size_t op = 0; op < measured.front().costs.size(); ++op) {
        out << "| " << measured.front().costs[op].first << " |";
        for (size_t i = 1; i < measured.size(); ++i)
            out << ' '
                << QString::number(growthExponent(measured[i - 1].cables, measured[i - 1].costs[op].second,
                                                  measured[i].cables, measured[i].costs[op].second),
                                   'f', 2)
                << " |";
        out << Qt::endl;
    }
}

QString ratio(double cost, double floor)
{
    return floor > 0 ? QStringLiteral("%1×").arg(cost / floor, 0, 'f', 1) : QStringLiteral("?");
}

struct LoadFigure
{
    double seconds = -1;
    double peakMiB = -1;
};

LoadFigure loadInChild(const QString &path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("measure-load"), path});
    child.waitForFinished(-1);
    const QList<QByteArray> parts = child.readAllStandardOutput().trimmed().split(' ');
    if (child.exitCode() != 0 || parts.size() < 2) return {};
    return {parts[0].toDouble(), parts[1].toDouble()};
}

void runIo(const Size &size)
{
    QTemporaryDir dir;
    QElapsedTimer t;
    t.start();
    const Design design = size.build();
    const double build = seconds(t);
    const DesignInfo info = computeDesignInfo(design);

    const QString json = dir.filePath(QStringLiteral("d.json"));
    const QString native = dir.filePath(QStringLiteral("d.railyard"));
    t.restart();
    require(saveDesign(design, json, FileFormat::Json));
    const double jsonSave = seconds(t);
    t.restart();
    require(saveDesign(design, native, FileFormat::Native));
    const double nativeSave = seconds(t);
    const LoadFigure jsonLoad = loadInChild(json);
    const LoadFigure nativeLoad = loadInChild(native);
    const double jsonFloor = floorInChild(json);
    const double nativeFloor = floorInChild(native);
    const double saveFloor = sqliteRewriteSeconds(native);
    measured.push_back({size.name,
                        double(design.cables().liveCount()),
                        {{QStringLiteral("JSON save"), jsonSave},
                         {QStringLiteral("JSON load"), jsonLoad.seconds},
                         {QStringLiteral("native save"), nativeSave},
                         {QStringLiteral("native load"), nativeLoad.seconds},
                         {QStringLiteral("sqlite3 scan (floor)"), nativeFloor},
                         {QStringLiteral("SQLite rewrite (save floor)"), saveFloor}}});

    out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 s | %7 s | %8 s, %9 MiB | %10 s | %11 s, %12 MiB | "
                          "%13 MB | %14 MB | %15 / %16 | %17 / %18 | %19 | %20 / %21 |")
               .arg(size.name)
               .arg(size.gpus)
               .arg(info.cables)
               .arg(info.ports)
               .arg(info.channels)
               .arg(build, 0, 'f', 2)
               .arg(jsonSave, 0, 'f', 2)
               .arg(jsonLoad.seconds, 0, 'f', 2)
               .arg(jsonLoad.peakMiB, 0, 'f', 0)
               .arg(nativeSave, 0, 'f', 2)
               .arg(nativeLoad.seconds, 0, 'f', 2)
               .arg(nativeLoad.peakMiB, 0, 'f', 0)
               .arg(QFileInfo(json).size() / 1e6, 0, 'f', 1)
               .arg(QFileInfo(native).size() / 1e6, 0, 'f', 1)
               .arg(QStringLiteral("%1 s").arg(nativeFloor, 0, 'f', 2),
                    ratio(nativeLoad.seconds, nativeFloor))
               .arg(QStringLiteral("%1 s").arg(jsonFloor, 0, 'f', 2), ratio(jsonLoad.seconds, jsonFloor))
               .arg(ratio(jsonLoad.seconds, nativeLoad.seconds))
               .arg(QStringLiteral("%1 s").arg(saveFloor, 0, 'f', 2), ratio(nativeSave, saveFloor))
        << Qt::endl;
}

void runValidate(const Size &size, bool broken)
{
    Design design = size.build();
    // The worst case for the issue list: every MPO cable of Type A, so every channel fails polarity.
    if (broken)
        for (int i = 0; i < design.catalog.cableTypes.size(); ++i)
            if (design.catalog.cableTypes.at(i).isMpo())
                design.catalog.cableTypes.at(i).polarity = Polarity::A;
    Document doc(std::move(design));
    const double floor = cablePassSeconds(doc.design());
    QElapsedTimer t;
    t.start();
    Validator validator(doc.design());
    const double full = seconds(t);
    t.restart();
    QList<Issue> issues = validator.issues();
    const double listing = seconds(t);
    validator.takeDelta();
    std::vector<double> listUpdates; // the window's sorted list kept up to date (applyIssueDelta)

    // Single edits as a user makes them: change a length, unplug and replug an end; each undone again.
    Touched touched;
    QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
    std::mt19937 rng(1);
    std::vector<double> updates;
    const int cables = doc.design().cables().slotCount();
    for (int i = 0; i < 200; ++i) {
        const int cable = std::uniform_int_distribution<int>(0, cables - 1)(rng);
        if (i % 2 == 0)
            doc.push(setCableLength(&doc, {cable}, 7.5));
        else
            doc.push(new SetCableEnds(&doc, {EndChange{cable, 1, Endpoint{}}}));
        for (int pass = 0; pass < 2; ++pass) {
            t.restart();
            validator.update(touched);
            updates.push_back(seconds(t) * 1000);
            t.restart();
            if (!applyIssueDelta(doc.design(), issues, validator.takeDelta())) issues = validator.issues();
            listUpdates.push_back(seconds(t) * 1000);
            touched = Touched();
            if (pass == 0) doc.undoStack()->undo();
        }
    }
    measured.push_back({size.name,
                        double(doc.design().cables().liveCount()),
                        {{QStringLiteral("full validation"), full},
                         {QStringLiteral("sorted list"), listing},
                         {QStringLiteral("cable pass (floor)"), floor}}});
    out << QStringLiteral(
               "| %1 | %2 | %3 | %4 s (%11 × a cable pass) | %5 s | %6 ms | %7 ms | %8 ms | %10 ms | "
               "%9 MiB |")
               .arg(size.name)
               .arg(doc.design().cables().liveCount())
               .arg(validator.channelCount())
               .arg(full, 0, 'f', 3)
               .arg(listing, 0, 'f', 3)
               .arg(percentile(updates, 0.5), 0, 'f', 3)
               .arg(percentile(updates, 0.95), 0, 'f', 3)
               .arg(percentile(updates, 1.0), 0, 'f', 3)
               .arg(peakMemoryMiB(), 0, 'f', 0)
               .arg(percentile(listUpdates, 0.95), 0, 'f', 3)
               .arg(full / std::max(floor, 1e-9), 0, 'f', 0)
        << (issues.isEmpty() ? QString() : QStringLiteral(" (%1 issues)").arg(issues.size())) << Qt::endl;
}

// BOM and labels on a synthetic design: the BOM's time, and the labels' rate and resident memory as the PDF
// is written (memory read at each quarter, to show it stays flat).
void runExports(const Size &size)
{
    const Design design = size.build();
    QTemporaryDir dir;
    QElapsedTimer t;
    t.start();
    const Bom bom = buildBom(design);
    const double build = seconds(t);
    t.restart();
    require(writeFileAtomically(dir.filePath(QStringLiteral("bom.csv")), bomToCsv(bom)));
    const double csv = seconds(t);
    t.restart();
    require(writeBomXlsx(design, bom, dir.filePath(QStringLiteral("bom.xlsx"))));
    const double xlsx = seconds(t);

    QStringList memory;
    qint64 nextQuarter = 0;
    Feedback quarters; // memory at each quarter of the labels: it must stay flat
    quarters.setListener([&](const Feedback &f) {
        if (f.done() >= nextQuarter) {
            memory << QString::number(residentMemoryMiB(), 'f', 0);
            nextQuarter += f.total() / 4;
        }
    });
    const qint64 labels = LabelSource(design, *findLabelTemplate(QStringLiteral("default")), {}).count();
    t.restart();
    require(writeLabels(design, *findLabelTemplate(QStringLiteral("default")),
                        dir.filePath(QStringLiteral("labels.pdf")), {}, &quarters));
    const double pdf = seconds(t);
    const double pdfMiB = QFileInfo(dir.filePath(QStringLiteral("labels.pdf"))).size() / 1048576.0;
    t.restart();
    require(writeLabels(design, *findLabelTemplate(QStringLiteral("wrap")),
                        dir.filePath(QStringLiteral("labels.zpl"))));
    const double zpl = seconds(t);
    out << QStringLiteral("| %1 | %2 | %3 s | %4 s | %5 s | %6 | %7 s (%8/s, %9 MiB) | %10 MiB | %11 s |")
               .arg(size.name)
               .arg(design.cables().liveCount())
               .arg(build, 0, 'f', 3)
               .arg(csv, 0, 'f', 3)
               .arg(xlsx, 0, 'f', 2)
               .arg(labels)
               .arg(pdf, 0, 'f', 1)
               .arg(qint64(labels / std::max(pdf, 1e-6)))
               .arg(pdfMiB, 0, 'f', 0)
               .arg(memory.join(QStringLiteral(" → ")))
               .arg(zpl, 0, 'f', 2)
        << Qt::endl;
}

// The as-built jobs on the dump the design built as drawn would give (issue 16): reading it, verifying the
// design against it, importing it as a design and verifying that.
void runAsbuilt(const Size &size)
{
    const Design design = size.build();
    const QByteArray dump = test::ibnetdiscoverText(test::fabricOf(design));
    QElapsedTimer t;
    t.start();
    const Result<IbFabric> fabric = parseIbnetdiscover(dump, QStringLiteral("bench.out"));
    const double read = seconds(t);
    if (!fabric.ok()) qFatal("%s", qPrintable(fabric.error().toString()));
    t.restart();
    const Verification verified = verifyIbFabric(design, fabric.value());
    const double verify = seconds(t);
    t.restart();
    const Result<Design> imported = importIbFabric(fabric.value(), {}, nullptr);
    const double import = seconds(t);
    if (!imported.ok()) qFatal("%s", qPrintable(imported.error().toString()));
    t.restart();
    const Verification again = verifyIbFabric(imported.value(), fabric.value());
    const double verifyImported = seconds(t);
    out << QStringLiteral("| %1 | %2 | %3 MiB | %4 | %5 s | %6 s (%7 ok) | %8 s | %9 s (%10 ok) | %11 MiB |")
               .arg(size.name)
               .arg(design.cables().liveCount())
               .arg(dump.size() / 1048576.0, 0, 'f', 1)
               .arg(fabric.value().links.size())
               .arg(read, 0, 'f', 3)
               .arg(verify, 0, 'f', 3)
               .arg(verified.summary().value(QStringLiteral("ok")))
               .arg(import, 0, 'f', 3)
               .arg(verifyImported, 0, 'f', 3)
               .arg(again.summary().value(QStringLiteral("ok")))
               .arg(residentMemoryMiB(), 0, 'f', 0)
        << Qt::endl;
}

} // namespace

int main(int argc, char **argv)
{
    // Labels lay out text: a GUI application, offscreen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 2 && args[0] == QLatin1String("measure-load")) return measureLoad(args[1]);
    if (args.size() == 2 && args[0] == QLatin1String("measure-floor")) return measureFloor(args[1]);
    if (args.size() == 2 && args[0] == QLatin1String("measure-generate")) return measureGenerate(args[1]);
    const Family family = args.contains(QStringLiteral("--generated")) ? Family::Generated
                          : args.contains(QStringLiteral("--hall"))    ? Family::Hall
                                                                       : Family::Synthetic;
    if (args.size() >= 3 && args[0] == QLatin1String("make")) {
        const Size *size = nullptr;
        const std::vector<Size> all = sizes(family);
        for (const Size &s : all)
            if (s.name.compare(args[1], Qt::CaseInsensitive) == 0) size = &s;
        if (!size) return 2;
        const Result<> s = saveDesign(size->build(), args[2], formatForFileName(args[2]));
        if (!s.ok()) std::fprintf(stderr, "%s\n", qPrintable(s.error().toString()));
        return s.ok() ? 0 : 2;
    }
    const bool validate = !args.isEmpty() && args[0] == QLatin1String("validate");
    const bool exports = !args.isEmpty() && args[0] == QLatin1String("exports");
    const bool generate = !args.isEmpty() && args[0] == QLatin1String("generate");
    const bool asbuilt = !args.isEmpty() && args[0] == QLatin1String("asbuilt");
    const bool commission = !args.isEmpty() && args[0] == QLatin1String("commission");
    const bool revisions = !args.isEmpty() && args[0] == QLatin1String("revisions");
    const bool routes = !args.isEmpty() && args[0] == QLatin1String("routes");
    if (args.isEmpty() || (args[0] != QLatin1String("io") && !validate && !exports && !generate && !asbuilt &&
                           !commission && !revisions && !routes)) {
        std::fprintf(stderr, "usage: railyard-bench io|validate "
                             "[--broken]|exports|asbuilt|commission|revisions|routes [--size S|M|L|XL|all] "
                             "[--generated|--hall]\n"
                             "       railyard-bench generate [--size S|M|L|XL|all]\n"
                             "       railyard-bench make SIZE OUT [--generated|--hall]\n");
        return 2;
    }
    QString which = QStringLiteral("all");
    const int sizeArg = int(args.indexOf(QStringLiteral("--size")));
    if (sizeArg >= 0 && sizeArg + 1 < args.size()) which = args[sizeArg + 1];

    if (generate) {
        out << "| size | GPUs | racks | devices | cables | channels | generate | generate peak | full "
               "validation | errors |"
            << Qt::endl;
        out << "|---|---|---|---|---|---|---|---|---|---|" << Qt::endl;
        for (const GeneratedSize &s : generatedSizes())
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runGenerate(s);
        return 0;
    }
    if (asbuilt) {
        out << "| size | cables | dump | links | read | verify | import | verify imported | resident |"
            << Qt::endl;
        out << "|---|---|---|---|---|---|---|---|---|" << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runAsbuilt(s);
        return 0;
    }
    if (commission) {
        out << commissionBenchHeader() << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runCommissionBench(s.build(), s.name, out);
        return 0;
    }
    if (routes) {
        out << routeBenchHeader() << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runRouteBench(s.build(), s.name, out);
        return 0;
    }
    if (revisions) {
        out << revisionBenchHeader() << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runRevisionBench(s.build(), s.name, out);
        return 0;
    }
    if (exports) {
        out << "| size | cables | BOM | BOM CSV | BOM XLSX | labels | labels PDF (rate, size) | resident "
               "memory at 0/25/50/75/100 % | labels ZPL |"
            << Qt::endl;
        out << "|---|---|---|---|---|---|---|---|---|" << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runExports(s);
        return 0;
    }
    if (validate) {
        out << "| size | cables | channels | full validation | sorted list | update p50 | update p95 | "
               "update max | list update p95 | peak |"
            << Qt::endl;
        out << "|---|---|---|---|---|---|---|---|---|---|" << Qt::endl;
        for (const Size &s : sizes(family))
            if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
                runValidate(s, args.contains(QStringLiteral("--broken")));
        printGrowth();
        return 0;
    }
    out << "| size | GPUs | cables | ports | channels | build | JSON save | JSON load, peak | native save | "
           "native load, peak | JSON | native | sqlite3 scan / native load | file read / JSON load | JSON "
           "load "
           "/ native load | SQLite rewrite / native save |"
        << Qt::endl;
    out << "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|" << Qt::endl;
    for (const Size &s : sizes(family))
        if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0) runIo(s);
    printGrowth();
    return 0;
}
