#include "jobs/jobregistry.h"

#include "design/design.h"
#include "io/designfile.h"
#include "netbox/netboxexport.h"

#include <QFileInfo>

namespace railyard::jobs {

Job exportNetBoxJob()
{
    Job c;
    c.name = QStringLiteral("export-netbox");
    c.summary = QStringLiteral("Write the design as the CSV and YAML files NetBox's bulk import takes");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(
            {{QStringLiteral("o"), QStringLiteral("output")},
             QStringLiteral("The folder to write into (made if missing); import the files in name order."),
             QStringLiteral("FOLDER")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (!p.isSet(QStringLiteral("output")))
            return fail(s, QStringLiteral("export-netbox: -o FOLDER is required"));
        const QString folder = p.value(QStringLiteral("output"));
        if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
            return fail(s, QStringLiteral("%1: is not a folder").arg(folder));
        // The folder is replaced as a whole: the design read must not be in it (through symlinks too).
        const QString input = QFileInfo(p.positionalArguments().first()).canonicalFilePath();
        const QString target = QFileInfo(folder).canonicalFilePath();
        if (!input.isEmpty() && !target.isEmpty() && input.startsWith(target + QLatin1Char('/')))
            return fail(s, QStringLiteral("%1: holds the design being exported; export into another folder")
                               .arg(folder));
        const Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        QStringList written, notes;
        if (Result<> status = writeNetBoxCsv(design.value(), folder, &written, &notes); !status.ok())
            return fail(s, status.error().toString());
        for (const QString &note : notes)
            s.out << "note: " << printableText(note) << "\n";
        s.out << "wrote " << written.size() << " files to " << printableText(folder) << "\n";
        s.out.flush();
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "&NetBox CSV…")},
    };
    c.formats = {
        jobFormat("netbox-folder",
                  QT_TRANSLATE_NOOP("railyard::JobFormat",
                                    "NetBox bulk-import CSVs and device-type YAML, a folder"),
                  {}, FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
