#include "jobs/jobregistry.h"

#include "export/pulllist.h"
#include "io/designfile.h"

namespace railyard::jobs {

Job pullListJob()
{
    Job c;
    c.name = QStringLiteral("pull-list");
    c.translatable = true;
    c.summary = QStringLiteral("Write per rack the cables to stage there, as .csv, .xlsx or .pdf");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(
            {{QStringLiteral("o"), QStringLiteral("output")},
             QStringLiteral("The pull lists to write: .csv (columns rack, far_rack, cable_type, part_number, "
                            "length_m, count, labels), .xlsx or .pdf (a page per rack)."),
             QStringLiteral("OUT")});
        p.addOption({QStringLiteral("rack"),
                     QStringLiteral("Only this rack's pull list (repeat for more racks)."),
                     QStringLiteral("ID")});
        p.allowRepeats();
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString in = p.positionalArguments().first();
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(
                s, QStringLiteral("pull-list: -o OUT is required (see 'railyard-cli pull-list --help')"));
        if (const QString problem = outputProblem(in, out); !problem.isEmpty()) return fail(s, problem);
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const QStringList racks = p.values(QStringLiteral("rack"));
        if (const QStringList unknown = unknownRacks(design.value(), racks); !unknown.isEmpty())
            return fail(s, QStringLiteral("%1: no rack \"%2\" in the design").arg(in, unknown.first()));
        const std::vector<PullListRow> rows = buildPullList(design.value(), racks);
        if (Result<> status = writePullList(design.value(), rows, out); !status.ok())
            return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "&Pull Lists…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("pull-list-csv", QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull lists per rack, CSV"),
                  {"csv"}, FormatDirection::Write, "-o"),
        jobFormat("pull-list-xlsx",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull lists per rack, XLSX workbook"), {"xlsx"},
                  FormatDirection::Write, "-o"),
        jobFormat("pull-list-pdf",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Pull lists per rack, PDF (a page per rack)"),
                  {"pdf"}, FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
