#include "jobs/jobregistry.h"

#include "export/quotepackage.h"
#include "io/designfile.h"
#include "render/decorations.h"

#include <QFileInfo>

namespace railyard::jobs {

Job packageJob()
{
    Job c;
    c.name = QStringLiteral("package");
    c.translatable = true;
    c.summary = QStringLiteral("Write a quote package: design, BOM, schedule, labels, drawings in one zip");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The zip to write."),
                     QStringLiteral("OUT.zip")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(
                s, QStringLiteral("package: -o OUT.zip is required (see 'railyard-cli package --help')"));
        if (QFileInfo(out).suffix().toLower() != QLatin1String("zip"))
            return fail(s, QStringLiteral("%1: a quote package is a .zip file").arg(out));
        if (const QString problem = outputProblem(p.positionalArguments().first(), out); !problem.isEmpty())
            return fail(s, problem);
        const QString in = p.positionalArguments().first();
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const TracedDecorations traced(design.value());
        if (Result<> status =
                writeQuotePackage(design.value(), QFileInfo(in).fileName(), traced.decorations(), out);
            !status.ok())
            return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Quote Pac&kage…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat(
            "quote-package",
            QT_TRANSLATE_NOOP("railyard::JobFormat",
                              "Quote package: design, BOM, cable schedule, labels, drawings in one zip"),
            {"zip"}, FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
