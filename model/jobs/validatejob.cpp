#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "report/issueformat.h"
#include "validation/validator.h"

namespace railyard::jobs {

Job validateJob()
{
    Job c;
    c.name = QStringLiteral("validate");
    c.summary = QStringLiteral("Check the design against every validation rule; exit 1 on errors");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"),
                                       QStringLiteral("Print the issues as JSON: each with its rule id, "
                                                      "severity, message and the objects it names.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const QList<Issue> issues = validateDesign(design.value());
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(validationJson(design.value(), issues));
        else
            s.out << validationText(design.value(), issues);
        s.out.flush();
        return summarize(issues).errors > 0 ? int(ExitValidationErrors) : int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
