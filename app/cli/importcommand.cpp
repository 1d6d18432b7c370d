#include "clicommand.h"

#include "asbuilt/fabricimport.h"
#include "asbuilt/nodenames.h"
#include "asbuilt/verification.h"
#include "design/design.h"
#include "io/designfile.h"

#include <QFile>
#include <QFileInfo>

namespace railyard::cli {

namespace {

Result<QByteArray> readWhole(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, {}, {}, QStringLiteral("cannot read: %1").arg(file.errorString())};
    return file.readAll();
}

} // namespace

Command importCommand()
{
    Command c;
    c.name = QStringLiteral("import");
    c.summary = QStringLiteral("Turn a running fabric (ibnetdiscover) into a design");
    c.positional = QString();
    c.positionalCount = 0;
    c.addOptions = [](QCommandLineParser &p) {
        p.addOption({QStringLiteral("ibnetdiscover"),
                     QStringLiteral("The fabric as ibnetdiscover reports it."), QStringLiteral("DUMP")});
        p.addOption({QStringLiteral("hca-map"),
                     QStringLiteral("A port,hca-name CSV placing the hosts' RDMA devices (osfp1.2,mlx5_11)."),
                     QStringLiteral("CSV")});
        p.addOption({QStringLiteral("node-name-map"),
                     QStringLiteral("An ibnetdiscover node-name map naming unmanaged switches by GUID."),
                     QStringLiteral("MAP")});
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The design to write (.railyard or .json)."),
                     QStringLiteral("OUT")});
    };
    c.run = [](const QCommandLineParser &p, Streams &s) {
        if (!p.isSet(QStringLiteral("ibnetdiscover")) || !p.isSet(QStringLiteral("output")))
            return fail(s, QStringLiteral("import: --ibnetdiscover DUMP and -o OUT are required"));
        const QString dumpPath = p.value(QStringLiteral("ibnetdiscover"));
        const QString out = p.value(QStringLiteral("output"));
        if (const QString problem = outputProblem(dumpPath, out); !problem.isEmpty())
            return fail(s, QStringLiteral("%1: %2").arg(out, problem));
        const Result<QByteArray> dump = readWhole(dumpPath);
        if (!dump.ok()) return fail(s, dump.error().toString());
        Result<IbFabric> fabric = parseIbnetdiscover(dump.value(), dumpPath);
        if (!fabric.ok()) return fail(s, fabric.error().toString());
        if (p.isSet(QStringLiteral("node-name-map"))) {
            const QString path = p.value(QStringLiteral("node-name-map"));
            const Result<QByteArray> text = readWhole(path);
            if (!text.ok()) return fail(s, text.error().toString());
            const Result<QHash<quint64, QString>> names = parseNodeNameMap(text.value(), path);
            if (!names.ok()) return fail(s, names.error().toString());
            applyNodeNameMap(fabric.value(), names.value());
        }
        FabricImportOptions options;
        if (p.isSet(QStringLiteral("hca-map"))) {
            const QString path = p.value(QStringLiteral("hca-map"));
            const Result<QByteArray> text = readWhole(path);
            if (!text.ok()) return fail(s, text.error().toString());
            const Result<QHash<QString, QString>> map = parseHcaMap(text.value(), path);
            if (!map.ok()) return fail(s, map.error().toString());
            options.hcaPorts = map.value();
        }
        QStringList report;
        const Result<Design> design = importIbFabric(fabric.value(), options, &report);
        if (!design.ok()) {
            IoError e = design.error();
            e.file = dumpPath;
            return fail(s, e.toString());
        }
        const FileFormat format = QFileInfo(out).suffix().toLower() == QLatin1String("json")
                                      ? FileFormat::Json
                                      : FileFormat::Native;
        if (const IoStatus status = saveDesign(design.value(), out, format))
            return fail(s, status->toString());
        for (const QString &line : report)
            s.out << "note: " << line << "\n";
        s.out << "wrote " << QFileInfo(out).fileName() << ": " << design.value().devices().liveCount()
              << " devices, " << design.value().cables().liveCount() << " cables\n";
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::cli
