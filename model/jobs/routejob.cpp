#include "jobs/jobregistry.h"

#include "io/designfile.h"
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
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(routingJson(design.value(), routing));
        else
            s.out << routingText(design.value(), routing);
        s.out.flush();
        if (!out.isEmpty()) {
            applyRoutedLengths(design.value(), routing);
            if (Result<> status = saveDesign(design.value(), out, format); !status.ok())
                return fail(s, status.error().toString());
        }
        return routing.unrouted.isEmpty() ? int(ExitOk) : int(ExitValidationErrors);
    };
    c.writesDesign = true;
    return c;
}

} // namespace railyard::jobs
