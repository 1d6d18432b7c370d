#include "jobs/jobregistry.h"

#include "export/drawingexport.h"
#include "io/designfile.h"
#include "render/decorations.h"

namespace railyard::jobs {

Job renderJob()
{
    Job c;
    c.name = QStringLiteral("render");
    c.translatable = true;
    c.summary = QStringLiteral("Draw the floor plan, a rack, a row or the fabric as .png, .svg or .pdf");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The drawing to write (.png, .svg or .pdf)."),
                     QStringLiteral("OUT")});
        p.addOption({QStringLiteral("view"),
                     QStringLiteral("What to draw: floor (default), floor:power (racks coloured by the power "
                                    "they draw), rack:ID "
                                    "(front), rack:ID:rear, row:NAME (the racks of a row side by side), "
                                    "row:NAME:rear or fabric."),
                     QStringLiteral("VIEW"), QStringLiteral("floor")});
        p.addOption(
            {QStringLiteral("issues"),
             QStringLiteral("Mark what validation finds (devices and cables with errors red, warnings "
                            "amber; misaligned rails in the fabric), as the window shows them. Runs a "
                            "full validation; without it the drawing only traces the channels for the "
                            "rail colours.")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s, QStringLiteral("render: -o OUT is required (see 'railyard-cli render --help')"));
        if (const QString problem = outputProblem(p.positionalArguments().first(), out); !problem.isEmpty())
            return fail(s, problem);
        QString error;
        const std::optional<DrawingView> view = DrawingView::parse(p.value(QStringLiteral("view")), &error);
        if (!view) return fail(s, QStringLiteral("render: %1").arg(error));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        if (Result<> status = checkDrawingView(design.value(), *view, p.positionalArguments().first());
            !status.ok())
            return fail(s, status.error().toString());
        Result<> status = IoError{};
        if (p.isSet(QStringLiteral("issues"))) {
            const ValidatedDecorations validated(design.value());
            status = exportDrawing(design.value(), validated.decorations(), *view, out);
        } else {
            const TracedDecorations traced(design.value());
            status = exportDrawing(design.value(), traced.decorations(), *view, out);
        }
        if (!status.ok()) return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "&Drawing of This View…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("drawing-png", QT_TRANSLATE_NOOP("railyard::JobFormat", "Drawing, PNG"), {"png"},
                  FormatDirection::Write, "-o"),
        jobFormat("drawing-svg", QT_TRANSLATE_NOOP("railyard::JobFormat", "Drawing, SVG"), {"svg"},
                  FormatDirection::Write, "-o"),
        jobFormat("drawing-pdf", QT_TRANSLATE_NOOP("railyard::JobFormat", "Drawing, PDF"), {"pdf"},
                  FormatDirection::Write, "-o"),
    };
    return c;
}

} // namespace railyard::jobs
