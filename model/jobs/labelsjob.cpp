#include "jobs/jobregistry.h"

#include "export/labeltemplate.h"
#include "export/labelwriter.h"
#include "io/designfile.h"
#include "revision/designdiff.h"
#include "revision/revisionstore.h"

#include <algorithm>

namespace railyard::jobs {

Job labelsJob()
{
    Job c;
    c.name = QStringLiteral("labels");
    c.translatable = true;
    c.summary = QStringLiteral("Write cable labels as .pdf, .zpl or .csv");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The label file to write (.pdf, .zpl or .csv)."),
                     QStringLiteral("OUT")});
        QString templates;
        for (const LabelTemplate &t : labelTemplates())
            templates += QStringLiteral("\n  %1: %2").arg(t.name, t.description);
        p.addOption({QStringLiteral("template"),
                     QStringLiteral(
                         "The label template, by name or as a .json file of your own (default: default):") +
                         templates,
                     QStringLiteral("NAME|FILE"), QStringLiteral("default")});
        p.addOption({QStringLiteral("cables"),
                     QStringLiteral("Only these cables (ids, comma-separated), for reprints."),
                     QStringLiteral("ID,…")});
        p.addOption(
            {QStringLiteral("changed-since"),
             QStringLiteral(
                 "Only the cables whose labels changed since this design (FILE.railyard@NAME: a revision): "
                 "added, re-patched or relabelled (with --with-cable, also a new type or "
                 "length)."),
             QStringLiteral("FILE")});
        p.addOption({QStringLiteral("dpi"),
                     QStringLiteral("ZPL: the printer's resolution, 203 or 300 (default: 203)."),
                     QStringLiteral("N"), QStringLiteral("203")});
        p.addOption(
            {QStringLiteral("order"),
             QStringLiteral(
                 "The order of the labels: cable (as the design lists the cables), rack (installation order: "
                 "each label with the rack it goes on in, from the top of the rack down) or far-end (the "
                 "cables by their B end's rack; default: cable)."),
             QStringLiteral("ORDER"), QStringLiteral("cable")});
        p.addOption({QStringLiteral("rack"),
                     QStringLiteral("Only the labels that go on in this rack (repeat for more racks)."),
                     QStringLiteral("ID")});
        p.allowRepeats();
        p.addOption({QStringLiteral("network"),
                     QStringLiteral("Only the cables of this network: compute, storage, inband or oob."),
                     QStringLiteral("NAME")});
        p.addOption({QStringLiteral("with-devices"),
                     QStringLiteral("Add a line with the device names at both ends (hostnames).")});
        p.addOption({QStringLiteral("with-cable"),
                     QStringLiteral("Add a line with the cable's part number and length.")});
        p.addOption(
            {QStringLiteral("start"),
             QStringLiteral(
                 "Sheets: the label to start at on the first sheet (1 = top left), for a partly used sheet."),
             QStringLiteral("N"), QStringLiteral("1")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s, QStringLiteral("labels: -o OUT is required (see 'railyard-cli labels --help')"));
        if (const QString problem =
                outputProblem({p.positionalArguments().first(), p.value(QStringLiteral("template")),
                               designFileOf(p.value(QStringLiteral("changed-since")))},
                              out);
            !problem.isEmpty())
            return fail(s, problem);
        const QString name = p.value(QStringLiteral("template"));
        std::optional<LabelTemplate> own;
        if (name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
            Result<LabelTemplate> loaded = loadLabelTemplate(name);
            if (!loaded.ok()) return fail(s, loaded.error().toString());
            own = loaded.takeValue();
        }
        const LabelTemplate *layout = own ? &*own : findLabelTemplate(name);
        if (!layout)
            return fail(s, QStringLiteral("labels: no template called \"%1\"; there are: %2, or a .json file")
                               .arg(name, labelTemplateNames().join(QStringLiteral(", "))));
        LabelOptions options;
        options.dpi = p.value(QStringLiteral("dpi")).toInt();
        if (options.dpi != 203 && options.dpi != 300)
            return fail(s, QStringLiteral("labels: --dpi must be 203 or 300"));
        const std::optional<CableOrder> order = cableOrderFromName(p.value(QStringLiteral("order")));
        if (!order) return fail(s, QStringLiteral("labels: --order must be cable, rack or far-end"));
        options.order = *order;
        options.extras = {p.isSet(QStringLiteral("with-devices")), p.isSet(QStringLiteral("with-cable"))};
        bool startOk = false;
        const int start = p.value(QStringLiteral("start")).toInt(&startOk);
        if (!startOk || start < 1 || (!layout->stock.roll && start > layout->stock.labelsPerPage()))
            return fail(s, QStringLiteral("labels: --start must be a label of the sheet, 1 to %1")
                               .arg(layout->stock.labelsPerPage()));
        options.skip = start - 1;
        if (labelFormatForFileName(out) == LabelFormat::Unknown)
            return fail(
                s, QStringLiteral("%1: unknown label format; use a .pdf, .zpl or .csv file name").arg(out));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        if (p.isSet(QStringLiteral("cables"))) {
            for (const QString &id :
                 p.value(QStringLiteral("cables")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const int cable = design.value().cables().find(id.trimmed());
                if (cable < 0)
                    return fail(s, QStringLiteral("%1: no cable \"%2\" in the design")
                                       .arg(p.positionalArguments().first(), id.trimmed()));
                options.cables.push_back(cable);
            }
            // An empty list would mean every cable: not what a reprint of a few asks for.
            if (options.cables.empty())
                return fail(s, QStringLiteral(
                                   "labels: --cables names no cable; give the cable ids, comma-separated"));
            std::sort(options.cables.begin(), options.cables.end());
            options.cables.erase(std::unique(options.cables.begin(), options.cables.end()),
                                 options.cables.end());
        }
        if (p.isSet(QStringLiteral("changed-since"))) {
            if (p.isSet(QStringLiteral("cables")))
                return fail(s, QStringLiteral("labels: --cables or --changed-since, not both"));
            Result<Design> before = loadDesignOrRevision(p.value(QStringLiteral("changed-since")));
            if (!before.ok()) return fail(s, before.error().toString());
            options.cables =
                cablesToRelabel(before.value(), design.value(), p.isSet(QStringLiteral("with-cable")));
            // No list would mean every cable: say there is nothing to print instead.
            if (options.cables.empty()) {
                s.out << QStringLiteral("no label changed since %1: nothing written\n")
                             .arg(p.value(QStringLiteral("changed-since")));
                s.out.flush();
                return int(ExitOk);
            }
        }
        for (const QString &rack : p.values(QStringLiteral("rack"))) {
            if (design.value().racks().find(rack) < 0)
                return fail(s, QStringLiteral("%1: no rack \"%2\" in the design")
                                   .arg(p.positionalArguments().first(), rack));
            options.racks << rack;
        }
        if (p.isSet(QStringLiteral("network"))) {
            options.network = enumFromName<Network>(p.value(QStringLiteral("network")));
            if (!options.network)
                return fail(s, QStringLiteral("labels: --network must be %1, not \"%2\"")
                                   .arg(enumChoices<Network>(), p.value(QStringLiteral("network"))));
        }
        if (Result<> status = writeLabels(design.value(), *layout, out, options); !status.ok())
            return fail(s, status.error().toString());
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Cable &Labels…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("labels-pdf", QT_TRANSLATE_NOOP("railyard::JobFormat", "Cable labels, PDF sheets or roll"),
                  {"pdf"}, FormatDirection::Write, "-o"),
        jobFormat("labels-zpl", QT_TRANSLATE_NOOP("railyard::JobFormat", "Cable labels, Zebra ZPL"), {"zpl"},
                  FormatDirection::Write, "-o"),
        jobFormat("labels-csv", QT_TRANSLATE_NOOP("railyard::JobFormat", "Cable labels, CSV"), {"csv"},
                  FormatDirection::Write, "-o"),
        jobFormat("label-template", QT_TRANSLATE_NOOP("railyard::JobFormat", "Label template, JSON"),
                  {"json"}, FormatDirection::Read, "--template"),
    };
    return c;
}

} // namespace railyard::jobs
