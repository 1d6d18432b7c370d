#include "jobs/jobregistry.h"

#include "io/atomicfile.h"
#include "io/designfile.h"
#include "revision/changeorder.h"
#include "revision/revisionstore.h"

namespace railyard::jobs {

Job changeOrderJob()
{
    Job c;
    c.name = QStringLiteral("change-order");
    c.summary =
        QStringLiteral("The steps that take the floor from design A to design B, in a safe order, as .csv");
    c.positional = QStringLiteral("A B");
    c.positionalCount = 2;
    c.positionalHelp = {
        QStringLiteral(
            "The design as built: interchange JSON, a native .railyard document, or FILE.railyard@NAME "
            "for a revision it keeps."),
        QStringLiteral("The design to build.")};
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral(
                         "The work order to write (.csv): step, action, kind, id, rack, a, b, part_number, "
                         "length_m, label, done."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s, QStringLiteral(
                               "change-order: -o OUT is required (see 'railyard-cli change-order --help')"));
        if (!out.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            return fail(s, QStringLiteral("%1: the change order is written as .csv").arg(out));
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
        if (Result<> written = writeFileAtomically(out, changeOrderCsv(steps)); !written.ok())
            return fail(s, written.error().toString());
        s.out << steps.size() << (steps.size() == 1 ? " step\n" : " steps\n");
        s.out.flush();
        return int(ExitOk);
    };
    c.formats = {
        jobFormat("change-order-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Change order (work order), CSV"), {"csv"},
                  FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
