#include "jobs/jobregistry.h"

#include "io/atomicfile.h"
#include "io/designfile.h"
#include "revision/changeorder.h"
#include "revision/changeorderwriter.h"
#include "revision/revisionstore.h"
#include "validation/validator.h"

#include <QFileInfo>

namespace railyard::jobs {

Job changeOrderJob()
{
    Job c;
    c.name = QStringLiteral("change-order");
    c.translatable = true;
    c.summary = QStringLiteral(
        "The steps that take the floor from design A to design B, in a safe order, as .csv, .xlsx or "
        ".pdf");
    c.positional = QStringLiteral("A B");
    c.positionalCount = 2;
    c.positionalHelp = {
        QStringLiteral(
            "The design as built: interchange JSON, a native .railyard document, or FILE.railyard@NAME "
            "for a revision it keeps."),
        QStringLiteral("The design to build.")};
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(
            {{QStringLiteral("o"), QStringLiteral("output")},
             QStringLiteral(
                 "The work order to write: .csv (step, action, kind, id, rack, a, b, part_number, "
                 "length_m, label, done), .xlsx or .pdf (grouped by phase and rack, a box to tick per "
                 "step)."),
             QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s, QStringLiteral(
                               "change-order: -o OUT is required (see 'railyard-cli change-order --help')"));
        const QString suffix = QFileInfo(out).suffix().toLower();
        if (suffix != QLatin1String("csv") && suffix != QLatin1String("xlsx") &&
            suffix != QLatin1String("pdf"))
            return fail(s, QStringLiteral("%1: the change order is written as .csv, .xlsx or .pdf").arg(out));
        if (const QString problem = outputProblem(
                {designFileOf(p.positionalArguments().at(0)), designFileOf(p.positionalArguments().at(1))},
                out);
            !problem.isEmpty())
            return fail(s, problem);
        Result<Design> a = loadDesignOrRevision(p.positionalArguments().at(0));
        if (!a.ok()) return fail(s, a.error().toString());
        Result<Design> b = loadDesignOrRevision(p.positionalArguments().at(1));
        if (!b.ok()) return fail(s, b.error().toString());
        const std::vector<ChangeStep> steps = changeOrder(a.value(), b.value());
        const QString title = changeOrderTitle(QFileInfo(p.positionalArguments().at(0)).fileName(),
                                               QFileInfo(p.positionalArguments().at(1)).fileName());
        if (Result<> written = writeChangeOrder(steps, out, title); !written.ok())
            return fail(s, written.error().toString());
        s.out << steps.size() << (steps.size() == 1 ? " step\n" : " steps\n");
        // An order towards a design with errors (two cables on one port, racks overlapping) builds them.
        int errors = 0;
        for (const Issue &issue : Validator(b.value()).issues())
            errors += issue.severity == Severity::Error ? 1 : 0;
        if (errors > 0)
            s.err << QStringLiteral("railyard-cli: warning: %1 has %2 validation error(s); check it with "
                                    "'railyard-cli validate' before working from this order\n")
                         .arg(p.positionalArguments().at(1))
                         .arg(errors);
        s.out.flush();
        return int(ExitOk);
    };
    c.formats = {
        jobFormat("change-order-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Change order (work order), CSV"), {"csv"},
                  FormatDirection::Write, "-o"),
        jobFormat("change-order-xlsx",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Change order (work order), XLSX workbook"),
                  {"xlsx"}, FormatDirection::Write, "-o"),
        jobFormat("change-order-pdf",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Change order (work order), PDF to tick off"),
                  {"pdf"}, FormatDirection::Write, "-o"),
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Change &Order…")},
    };
    return c;
}

} // namespace railyard::jobs
