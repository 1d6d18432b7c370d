#include "jobs/jobregistry.h"

#include "commands/catalogcommands.h"
#include "document/document.h"
#include "export/bom.h"
#include "export/bomprices.h"
#include "export/bomwriter.h"
#include "io/designfile.h"
#include "io/pricelistfile.h"

namespace railyard::jobs {

Job bomJob()
{
    Job c;
    c.name = QStringLiteral("bom");
    c.translatable = true;
    c.summary = QStringLiteral("Write the bill of materials as a .pdf quote, .xlsx, .csv or .json");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The BOM file to write: .pdf (a quote), .xlsx, .csv or .json."),
                     QStringLiteral("OUT")});
        p.addOption(
            {QStringLiteral("prices"),
             QStringLiteral(
                 "Price the BOM from this price list (CSV: part_number,unit_price[,price_per_m]; a part "
                 "number is a catalog id or a cable length's part number); parts it does not name keep the "
                 "design's prices. Rows not applied as they read, and the lines left unpriced, are named on "
                 "stderr."),
             QStringLiteral("CSV")});
        p.addOption(
            {QStringLiteral("group"),
             QStringLiteral("Split the lines by network (compute, storage, inband, oob) or by scalable unit "
                            "(su), with a subtotal per group; each line carries its network or su."),
             QStringLiteral("network|su")});
        p.addOption(
            {QStringLiteral("rfq"),
             QStringLiteral("A request for quotation: no prices (unit_price null in JSON), \"Request for "
                            "quotation\" on the PDF, a column for the supplier's lead time.")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s, QStringLiteral("bom: -o OUT is required (see 'railyard-cli bom --help')"));
        if (const QString problem =
                outputProblem({p.positionalArguments().first(), p.value(QStringLiteral("prices"))}, out);
            !problem.isEmpty())
            return fail(s, problem);
        BomOptions options;
        options.rfq = p.isSet(QStringLiteral("rfq"));
        if (p.isSet(QStringLiteral("group"))) {
            const QString group = p.value(QStringLiteral("group"));
            if (group == QLatin1String("network"))
                options.grouping = BomGrouping::Network;
            else if (group == QLatin1String("su"))
                options.grouping = BomGrouping::Su;
            else
                return fail(s, QStringLiteral("bom: --group takes network or su, not \"%1\"").arg(group));
        }
        if (options.rfq && p.isSet(QStringLiteral("prices")))
            return fail(s, QStringLiteral("bom: --rfq asks for prices; it takes no --prices"));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        // Priced the way the window prices a design: the same command, without keeping its undo step.
        Document document(design.takeValue());
        if (p.isSet(QStringLiteral("prices"))) {
            Result<QList<PriceEntry>> prices = readPriceList(p.value(QStringLiteral("prices")));
            if (!prices.ok()) return fail(s, prices.error().toString());
            // The rows the window's import report would flag, said once each.
            for (const PriceRowResult &r : checkPriceList(document.design().catalog, prices.value()))
                if (r.outcome != PriceRowResult::Outcome::Applied)
                    // One arg() call: a file name or part number may hold "%1" itself.
                    s.err << messageLine(QStringLiteral("railyard-cli: bom: %1 line %2: %3: %4 (%5)")
                                             .arg(p.value(QStringLiteral("prices")), QString::number(r.line),
                                                  r.partNumber, priceOutcomeName(r.outcome), r.note))
                          << Qt::endl;
            SetPrices(&document, prices.value()).redo();
        }
        if (Result<> status = writeBom(document.design(), out, Paper::A4, options); !status.ok())
            return fail(s, status.error().toString());
        if (p.isSet(QStringLiteral("prices"))) {
            // Nothing silently at 0: the buyer must see what the vendor's list did not cover.
            const Bom bom = buildBom(document.design(), options);
            const QList<PriceRowResult> unpriced = unpricedBomLines(bom);
            if (!unpriced.isEmpty()) {
                s.err << messageLine(QStringLiteral("railyard-cli: bom: %1 of %2 lines left unpriced by %3:")
                                         .arg(QString::number(unpriced.size()),
                                              QString::number(bom.lines.size()),
                                              p.value(QStringLiteral("prices"))))
                      << Qt::endl;
                for (const PriceRowResult &r : unpriced)
                    s.err << QStringLiteral("  ") << echoText(r.partNumber) << Qt::endl;
            }
        }
        return int(ExitOk);
    };
    c.menuItems = {
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "&Quote or BOM File…")},
    };
    c.writesDesign = true;
    c.formats = {
        jobFormat("bom-csv", QT_TRANSLATE_NOOP("railyard::JobFormat", "Bill of materials, CSV"), {"csv"},
                  FormatDirection::Write, "-o"),
        jobFormat("bom-json", QT_TRANSLATE_NOOP("railyard::JobFormat", "Bill of materials, JSON"), {"json"},
                  FormatDirection::Write, "-o"),
        jobFormat("bom-xlsx", QT_TRANSLATE_NOOP("railyard::JobFormat", "Bill of materials, XLSX workbook"),
                  {"xlsx"}, FormatDirection::Write, "-o"),
        jobFormat("bom-pdf", QT_TRANSLATE_NOOP("railyard::JobFormat", "Bill of materials as a PDF quote"),
                  {"pdf"}, FormatDirection::Write, "-o"),
        jobFormat(
            "price-list",
            QT_TRANSLATE_NOOP("railyard::JobFormat", "Price list, part_number,unit_price[,price_per_m] CSV"),
            {"csv"}, FormatDirection::Read, "--prices"),
    };
    return c;
}

} // namespace railyard::jobs
