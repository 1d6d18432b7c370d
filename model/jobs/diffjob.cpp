#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "revision/designdiff.h"
#include "revision/revisionstore.h"

namespace railyard::jobs {

Job diffJob()
{
    Job c;
    c.name = QStringLiteral("diff");
    c.summary =
        QStringLiteral("What changed between two designs: racks, devices and cables added, removed, changed");
    c.positional = QStringLiteral("A B");
    c.positionalCount = 2;
    c.positionalHelp = {QStringLiteral("The design before: interchange JSON, a native .railyard document, or "
                                       "FILE.railyard@NAME for a revision it keeps."),
                        QStringLiteral("The design after.")};
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(
            QStringLiteral("json"),
            QStringLiteral(
                "Print the changes as JSON: added, removed and changed ids per kind, moved devices and "
                "re-patched cables.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        Result<Design> a = loadDesignOrRevision(p.positionalArguments().at(0));
        if (!a.ok()) return fail(s, a.error().toString());
        Result<Design> b = loadDesignOrRevision(p.positionalArguments().at(1));
        if (!b.ok()) return fail(s, b.error().toString());
        const DesignDiff diff = compareDesigns(a.value(), b.value());
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(designDiffJson(diff));
        else
            s.out << designDiffText(diff);
        s.out.flush();
        return diff.isEmpty() ? int(ExitOk) : int(ExitValidationErrors);
    };
    return c;
}

} // namespace railyard::jobs
