#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "netbox/netboximport.h"

#include <QFileInfo>

namespace railyard::jobs {

Job importNetBoxJob()
{
    Job c;
    c.name = QStringLiteral("import-netbox");
    c.summary = QStringLiteral("Read NetBox bulk-import CSV and device-type YAML files back into a design");
    c.positional = QStringLiteral("FOLDER");
    c.positionalHelp = {
        QStringLiteral("The folder export-netbox wrote (or files in NetBox's bulk-import CSV and "
                       "device-type YAML laid out alike).")};
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The design to write (.railyard or .json)."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (!p.isSet(QStringLiteral("output")))
            return fail(s, QStringLiteral("import-netbox: -o OUT is required"));
        const QString out = p.value(QStringLiteral("output"));
        if (formatForFileName(out) == FileFormat::Unknown)
            return fail(
                s, QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
        if (const QString problem = outputProblem(QStringList{p.positionalArguments().first()}, out);
            !problem.isEmpty())
            return fail(s, problem);
        QStringList notes;
        const Result<Design> design = readNetBoxFolder(p.positionalArguments().first(), &notes);
        if (!design.ok()) return fail(s, design.error().toString());
        const FileFormat format = QFileInfo(out).suffix().toLower() == QLatin1String("json")
                                      ? FileFormat::Json
                                      : FileFormat::Native;
        if (Result<> status = saveDesign(design.value(), out, format); !status.ok())
            return fail(s, status.error().toString());
        for (const QString &note : notes)
            s.out << "note: " << printableText(note) << "\n";
        s.out << "wrote " << printableText(QFileInfo(out).fileName()) << ": "
              << design.value().racks().liveCount() << " racks, " << design.value().devices().liveCount()
              << " devices, " << design.value().cables().liveCount() << " cables\n";
        s.out.flush();
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Import, QT_TRANSLATE_NOOP("railyard::ActionSet", "&NetBox CSV…")},
    };
    c.formats = {
        jobFormat("netbox-folder",
                  QT_TRANSLATE_NOOP("railyard::JobFormat",
                                    "NetBox bulk-import CSVs and device-type YAML, a folder"),
                  {}, FormatDirection::Read, ""),
    };
    return c;
}

} // namespace railyard::jobs
