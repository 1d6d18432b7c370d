#include "jobs/jobregistry.h"

#include "asbuilt/fabricimport.h"
#include "design/design.h"
#include "io/designfile.h"
#include "jobs/fabricinputoptions.h"

#include <QFileInfo>

namespace railyard::jobs {

Job importJob()
{
    Job c;
    c.name = QStringLiteral("import");
    c.summary = QStringLiteral("Turn a running fabric (ibnetdiscover) into a design");
    c.positional = QString();
    c.positionalCount = 0;
    c.options = declareOptions([](JobOptionList &p) {
        addFabricInputOptions(p, false);
        p.addOption({QStringLiteral("host-type"),
                     QStringLiteral("The catalog's GPU server type every host becomes (default: by the "
                                    "fabric's speed, dgx-h100 for NDR, dgx-b300 for XDR)."),
                     QStringLiteral("TYPE")});
        p.addOption(
            {QStringLiteral("leaf-type"),
             QStringLiteral(
                 "The switch type of switches that reach hosts (default: qm9700 for NDR, q3400 for XDR)."),
             QStringLiteral("TYPE")});
        p.addOption({QStringLiteral("spine-type"),
                     QStringLiteral("The switch type of the switches above them (default: qm9700-spine for "
                                    "NDR, q3400-spine for XDR)."),
                     QStringLiteral("TYPE")});
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The design to write (.railyard or .json)."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (!p.isSet(QStringLiteral("ibnetdiscover")) || !p.isSet(QStringLiteral("output")))
            return fail(s, QStringLiteral("import: --ibnetdiscover DUMP and -o OUT are required"));
        const QString dumpPath = p.value(QStringLiteral("ibnetdiscover"));
        const QString out = p.value(QStringLiteral("output"));
        const FabricInputs inputs = fabricInputs(p, false);
        if (const QString problem = outputProblem({dumpPath, inputs.hcaMap, inputs.nodeNameMap}, out);
            !problem.isEmpty())
            return fail(s, problem);
        const Result<LoadedFabric> loaded = loadFabricInputs(inputs);
        if (!loaded.ok()) return fail(s, loaded.error().toString());
        FabricImportOptions options;
        options.hostType = p.value(QStringLiteral("host-type"));
        options.leafType = p.value(QStringLiteral("leaf-type"));
        options.spineType = p.value(QStringLiteral("spine-type"));
        options.hcaPorts = loaded.value().hcaPorts;
        QStringList report;
        const Result<Design> design = importIbFabric(loaded.value().fabric, options, &report);
        if (!design.ok()) {
            IoError e = design.error();
            e.file = dumpPath;
            return fail(s, e.toString());
        }
        const FileFormat format = QFileInfo(out).suffix().toLower() == QLatin1String("json")
                                      ? FileFormat::Json
                                      : FileFormat::Native;
        if (Result<> status = saveDesign(design.value(), out, format); !status.ok())
            return fail(s, status.error().toString());
        for (const QString &line : report)
            s.out << "note: " << printableText(line) << "\n";
        s.out << "wrote " << printableText(QFileInfo(out).fileName()) << ": "
              << design.value().devices().liveCount() << " devices, " << design.value().cables().liveCount()
              << " cables\n";
        s.out.flush();
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Import, QT_TRANSLATE_NOOP("railyard::ActionSet", "Discovered &Topology…")},
    };
    return c;
}

} // namespace railyard::jobs
