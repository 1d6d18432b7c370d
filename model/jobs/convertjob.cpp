#include "jobs/jobregistry.h"

#include "revision/revisionstore.h"

#include "io/designfile.h"

namespace railyard::jobs {

Job convertJob()
{
    Job c;
    c.name = QStringLiteral("convert");
    c.summary = QStringLiteral("Convert a design between interchange JSON and the native document");
    c.positional = QStringLiteral("IN OUT");
    c.positionalCount = 2;
    c.positionalHelp = {
        QStringLiteral("The design to read: interchange JSON or a native .railyard document (by content)."),
        QStringLiteral("The design to write: .json or .railyard (by extension).")};
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString in = p.positionalArguments().at(0);
        const QString out = p.positionalArguments().at(1);
        const FileFormat format = formatForFileName(out);
        if (format == FileFormat::Unknown)
            return fail(
                s, QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
        if (const QString problem = outputProblem(in, out); !problem.isEmpty()) return fail(s, problem);
        Result<Design> design = loadDesignOrRevision(in);
        if (!design.ok()) return fail(s, design.error().toString());
        if (Result<> status = saveDesign(design.value(), out, format); !status.ok())
            return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Import, QT_TRANSLATE_NOOP("railyard::ActionSet", "Design as &JSON…")},
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Design as &JSON…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("design-json", QT_TRANSLATE_NOOP("railyard::JobFormat", "Design, interchange JSON"),
                  {"json"}, FormatDirection::Both, ""),
        jobFormat("design-native",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Design, native SQLite document (.railyard)"),
                  {"railyard"}, FormatDirection::Both, ""),
    };
    return c;
}

} // namespace railyard::jobs
