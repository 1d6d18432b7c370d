// railyard-bench: how Railyard scales, on synthetic designs from S to XL. Not part of the test run.
//
//   railyard-bench io [--size S|M|L|XL|all]    JSON and native save/load times, file sizes, peak memory
//   railyard-bench make SIZE OUT                 writes a synthetic design (.json or .railyard) to look at
//
// Loads are measured in a child process each, so that their peak memory is theirs alone.

#include "info/designinfo.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "peakmemory.h"
#include "syntheticdesign.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace railyard;
using namespace railyard::bench;

namespace {

QTextStream out(stdout);

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
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
    if (child.exitCode() != 0 || parts.size() < 2)
        return {};
    return {parts[0].toDouble(), parts[1].toDouble()};
}

void runIo(const SyntheticSize &size)
{
    QTemporaryDir dir;
    QElapsedTimer t;
    t.start();
    const Design design = buildSyntheticDesign(size.nodes);
    const double build = seconds(t);
    const DesignInfo info = computeDesignInfo(design);

    const QString json = dir.filePath(QStringLiteral("d.json"));
    const QString native = dir.filePath(QStringLiteral("d.railyard"));
    t.restart();
    if (IoStatus s = saveDesign(design, json, FileFormat::Json))
        qFatal("%s", qPrintable(s->toString()));
    const double jsonSave = seconds(t);
    t.restart();
    if (IoStatus s = saveDesign(design, native, FileFormat::Native))
        qFatal("%s", qPrintable(s->toString()));
    const double nativeSave = seconds(t);
    const LoadFigure jsonLoad = loadInChild(json);
    const LoadFigure nativeLoad = loadInChild(native);

    out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 s | %7 s | %8 s, %9 MiB | %10 s | %11 s, %12 MiB | %13 MB | %14 MB |")
               .arg(size.name)
               .arg(size.nodes * 8)
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
        << Qt::endl;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 2 && args[0] == QLatin1String("measure-load"))
        return measureLoad(args[1]);
    if (args.size() == 3 && args[0] == QLatin1String("make")) {
        const SyntheticSize *size = findSize(args[1]);
        if (!size)
            return 2;
        const IoStatus s = saveDesign(buildSyntheticDesign(size->nodes), args[2], formatForFileName(args[2]));
        if (s)
            std::fprintf(stderr, "%s\n", qPrintable(s->toString()));
        return s ? 2 : 0;
    }
    if (args.isEmpty() || args[0] != QLatin1String("io")) {
        std::fprintf(stderr, "usage: railyard-bench io [--size S|M|L|XL|all]\n       railyard-bench make SIZE OUT\n");
        return 2;
    }
    QString which = QStringLiteral("all");
    const int sizeArg = int(args.indexOf(QStringLiteral("--size")));
    if (sizeArg >= 0 && sizeArg + 1 < args.size())
        which = args[sizeArg + 1];

    out << "| size | GPUs | cables | ports | channels | build | JSON save | JSON load, peak | native save | native load, peak | JSON | native |" << Qt::endl;
    out << "|---|---|---|---|---|---|---|---|---|---|---|---|" << Qt::endl;
    for (const SyntheticSize &s : syntheticSizes())
        if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
            runIo(s);
    return 0;
}
