#include "jobs/jobregistry.h"

#include "export/pullsheetwriter.h"
#include "io/designfile.h"
#include "route/pullsheets.h"
#include "route/router.h"
#include "route/routereport.h"

namespace railyard::jobs {

Job pullSheetJob()
{
    Job c;
    c.name = QStringLiteral("pull-sheets");
    c.translatable = true;
    c.summary = QStringLiteral("Write the cables to pull together along each route over the trays, as .csv, "
                               ".xlsx or .pdf");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(
            {{QStringLiteral("o"), QStringLiteral("output")},
             QStringLiteral("The pull sheets to write: .csv (columns pull, from_rack, to_racks, route, "
                            "path_m, cable, label, from, to, cable_type, part_number, length_m, route_m), "
                            ".xlsx or .pdf (a page per pull)."),
             QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString in = p.positionalArguments().first();
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(
                s, QStringLiteral("pull-sheets: -o OUT is required (see 'railyard-cli pull-sheets --help')"));
        if (const QString problem = outputProblem(in, out); !problem.isEmpty()) return fail(s, problem);
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const Routing routing = routeCables(design.value());
        if (!routing.active) return fail(s, noPathwaysMessage(in));
        const std::vector<PullSheet> sheets = buildPullSheets(design.value(), routing);
        if (Result<> status = writePullSheets(design.value(), sheets, out); !status.ok())
            return fail(s, status.error().toString());
        // Cables with no route are on no sheet: say how many, as route does.
        if (!routing.unrouted.isEmpty())
            s.err << s.errorPrefix
                  << QStringLiteral("pull-sheets: %1 cable(s) between racks have no route and are on no pull "
                                    "sheet (see 'railyard-cli route')")
                         .arg(routing.unrouted.size())
                  << Qt::endl;
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Pull S&heets…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("pull-sheets-csv", QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull sheets per route, CSV"),
                  {"csv"}, FormatDirection::Write, "-o"),
        jobFormat("pull-sheets-xlsx",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull sheets per route, XLSX workbook"), {"xlsx"},
                  FormatDirection::Write, "-o"),
        jobFormat("pull-sheets-pdf",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull sheets per route, PDF (a page per pull)"),
                  {"pdf"}, FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
