#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "io/designlimits.h"
#include "route/routereport.h"

namespace railyard::jobs {

Job routeJob()
{
    Job c;
    c.name = QStringLiteral("route");
    c.summary =
        QStringLiteral("Route the cables between racks over the design's trays: routes, lengths, fill");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(
            QStringLiteral("json"),
            QStringLiteral(
                "Print JSON: segments (id, fill_percent, cables), cables (id, route, length_m) and "
                "unrouted cable ids.")));
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("Also write the routed design (.json or .railyard): every routed cable's "
                                    "length is its route with slack, rounded up to an orderable length."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString in = p.positionalArguments().first();
        const QString out = p.value(QStringLiteral("output"));
        if (p.isSet(QStringLiteral("output")) && out.isEmpty())
            return fail(s, QStringLiteral("route: -o needs a file name"));
        FileFormat format = FileFormat::Unknown;
        if (!out.isEmpty()) {
            format = formatForFileName(out);
            if (format == FileFormat::Unknown)
                return fail(
                    s,
                    QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
            if (const QString problem = outputProblem(in, out); !problem.isEmpty()) return fail(s, problem);
        }
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const Routing routing = routeCables(design.value());
        // Nothing to route: not a success that reads as "every cable routed".
        if (!routing.active) return fail(s, noPathwaysMessage(in));
        // The report is what was routed: printed once the routed design, if asked for, is written.
        const QString report = p.isSet(QStringLiteral("json"))
                                   ? QString::fromUtf8(routingJson(design.value(), routing))
                                   : routingText(design.value(), routing);
        if (!out.isEmpty()) {
            Design &routed = design.value();
            applyRoutedLengths(routed, routing);
            // A route far beyond any cable (a named detour over the whole hall) must not make a file that
            // no reader opens.
            if (Result<> bad = checkDesignLimits(routed, in); !bad.ok())
                return fail(s, QStringLiteral("%1: a routed length is beyond what a design may hold: %2")
                                   .arg(out, bad.error().toString()));
            if (Result<> status = saveDesign(routed, out, format); !status.ok())
                return fail(s, status.error().toString());
        }
        s.out << report;
        s.out.flush();
        return routing.unrouted.isEmpty() ? int(ExitOk) : int(ExitValidationErrors);
    };
    c.writesDesign = true;
    return c;
}

} // namespace railyard::jobs
