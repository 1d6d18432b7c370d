#include "jobs/jobregistry.h"

#include "export/cableorder.h"
#include "export/cableschedule.h"
#include "io/atomicfile.h"

namespace railyard::jobs {

Job cableScheduleJob()
{
    Job c;
    c.name = QStringLiteral("cable-schedule");
    c.summary = QStringLiteral("Write the cable schedule an installer works from, as .csv");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral(
                         "The schedule to write (.csv), columns cable, label, type, part_number, length_m, "
                         "a_end, a_device, b_end, b_device, rail, a_side, b_side (front or rear of a patch "
                         "panel's port)."),
                     QStringLiteral("OUT")});
        p.addOption(
            {QStringLiteral("order"),
             QStringLiteral("The order of the cables: rack (installation order, by the A end's rack and "
                            "from the top of the rack down; the default), far-end (by the B end's rack) "
                            "or cable (as the design lists them)."),
             QStringLiteral("rack|far-end|cable"), QStringLiteral("rack")});
        p.showInWindow(QT_TRANSLATE_NOOP("railyard::JobOptionsDialog", "Order of the cables:"),
                       {QT_TRANSLATE_NOOP("railyard::JobOptionsDialog", "Installation order, rack by rack"),
                        QT_TRANSLATE_NOOP("railyard::JobOptionsDialog", "By the far end's rack"),
                        QT_TRANSLATE_NOOP("railyard::JobOptionsDialog", "As the design lists them")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s,
                        QStringLiteral("cable-schedule: -o OUT is required (see 'railyard-cli cable-schedule "
                                       "--help')"));
        if (!out.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            return fail(s, QStringLiteral("%1: the cable schedule is written as .csv").arg(out));
        if (const QString problem = outputProblem(p.positionalArguments().value(0), out); !problem.isEmpty())
            return fail(s, problem);
        const std::optional<CableOrder> order = cableOrderFromName(p.value(QStringLiteral("order")));
        if (!order) return fail(s, QStringLiteral("cable-schedule: --order must be rack, far-end or cable"));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        if (Result<> status = writeFileAtomically(out, cableScheduleCsv(design.value(), *order));
            !status.ok())
            return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Cable &Schedule…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("cable-schedule-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Cable schedule for the installer, CSV"), {"csv"},
                  FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
