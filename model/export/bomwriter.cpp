#include "export/bomwriter.h"

#include "catalog/catalogtexts.h"
#include "core/naturalorder.h"
#include "design/describe.h"
#include "design/design.h"
#include "export/bomprices.h"
#include "export/cableorder.h"
#include "export/labels.h"
#include "export/quotepdf.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"
#include "io/csv.h"
#include "io/jsonout.h"
#include "trace/cablerails.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace railyard {

namespace {

// cli.md's line keys, then the extra fields readers may ignore.
const char *const columns[] = {
    "category",    "part_number",    "description", "length_m",           "quantity",
    "unit_price",  "extended_price", "spares",      "part_number_status", "airflow",
    "catalog_ids", "note",           "racks"};

QString airflowName(Airflow airflow)
{
    return QString(enumName(airflow));
}

} // namespace

namespace {

// The key of a grouped BOM's group field: "network" or "su"; none when not grouped.
const char *groupField(const Bom &bom)
{
    switch (bom.grouping) {
    case BomGrouping::Network:
        return "network";
    case BomGrouping::Su:
        return "su";
    case BomGrouping::None:
        break;
    }
    return nullptr;
}

} // namespace

QByteArray bomToCsv(const Bom &bom)
{
    QStringList header;
    for (const char *c : columns)
        header << QString::fromLatin1(c);
    const char *group = groupField(bom);
    if (group) header << QString::fromLatin1(group);
    if (bom.rfq) header << QStringLiteral("lead_time_days");
    QString out = csvRecord(header);
    for (const BomLine &l : bom.lines) {
        QStringList record{bomCategoryName(l.category),
                           l.partNumber,
                           l.description,
                           l.lengthM ? exportNumber(*l.lengthM) : QString(),
                           QString::number(l.quantity),
                           bom.rfq ? QString() : exportNumber(l.unitPrice),
                           bom.rfq ? QString() : exportNumber(l.extendedPrice),
                           QString::number(l.spares),
                           partNumberStatusName(l.status),
                           airflowName(l.airflow),
                           l.partIds.join(QLatin1Char(' ')),
                           l.note,
                           l.racks.join(QLatin1Char(' '))};
        if (group) record << bom.groupKeys[size_t(l.group)];
        if (bom.rfq) record << QString(); // for the supplier to fill
        out += csvRecord(record);
    }
    return out.toUtf8();
}

QByteArray bomToJson(const Bom &bom)
{
    QByteArray bytes;
    JsonOut out(bytes);
    // A price, or null in a request for quotation.
    const auto price = [&](const char *key, double value) {
        out.key(key);
        if (bom.rfq)
            out.null();
        else
            out.value(value);
    };
    out.beginObject();
    out.field("currency", bom.currency);
    if (bom.rfq) out.field("rfq", true);
    out.key("lines");
    out.beginArray();
    const char *group = groupField(bom);
    for (const BomLine &l : bom.lines) {
        out.beginObject(true);
        out.field("category", bomCategoryName(l.category));
        out.field("part_number", l.partNumber);
        out.field("description", l.description);
        out.key("length_m");
        if (l.lengthM)
            out.value(*l.lengthM);
        else
            out.null();
        out.field("quantity", double(l.quantity));
        price("unit_price", l.unitPrice);
        price("extended_price", l.extendedPrice);
        out.field("spares", double(l.spares));
        out.field("part_number_status", partNumberStatusName(l.status));
        out.key("airflow");
        if (l.airflow != Airflow::None)
            out.value(airflowName(l.airflow));
        else
            out.null();
        out.key("catalog_ids");
        out.beginArray(true);
        for (const QString &id : l.partIds)
            out.value(id);
        out.endArray();
        if (!l.note.isEmpty()) out.field("note", l.note);
        if (!l.racks.isEmpty()) {
            out.key("racks");
            out.beginArray(true);
            for (const QString &rack : l.racks)
                out.value(rack);
            out.endArray();
        }
        if (group) {
            // The shared group (racks and accessories by network; what has no SU) is null.
            const QString key = bom.groupKeys[size_t(l.group)];
            out.key(group);
            if (key.isEmpty())
                out.null();
            else if (bom.grouping == BomGrouping::Su)
                out.value(key.toInt());
            else
                out.value(key);
        }
        if (bom.rfq) {
            out.key("lead_time_days");
            out.null();
        }
        out.endObject();
    }
    out.endArray();
    out.key("totals");
    out.beginObject(true);
    out.field("racks", double(bom.totals.racks));
    out.field("devices", double(bom.totals.devices));
    out.field("transceivers", double(bom.totals.transceivers));
    out.field("cables", double(bom.totals.cables));
    out.field("accessories", double(bom.totals.accessories));
    out.field("fibers", double(bom.totals.fibers));
    price("price", bom.totals.price);
    // How many lines the price leaves out (a unit price of 0 is no price): a reader of the total should know.
    if (!bom.rfq) out.field("unpriced_lines", double(bomUnpricedLines(bom)));
    out.endObject();
    if (!bom.notes.isEmpty()) {
        out.key("notes");
        out.beginArray(true);
        for (const QString &note : bom.notes)
            out.value(note);
        out.endArray();
    }
    out.endObject();
    bytes += '\n';
    return bytes;
}

namespace {

QByteArray utf8(const QString &s)
{
    return s.toUtf8();
}

// The cell formats of a workbook, made once and shared by its sheets.
struct Formats
{
    lxw_format *header;
    lxw_format *metres;
    lxw_format *money;
    lxw_format *total;
    lxw_format *totalMoney;
    lxw_format *title;
    lxw_format *label;
    lxw_format *section;
    lxw_format *bold;
    lxw_format *wrapped;
    lxw_format *grandTotal;
    lxw_format *grandTotalMoney;
    lxw_format *count;         // a quantity (1,456), at the top of a row that wrapped text makes taller
    lxw_format *boldTop;       // the order quantity
    lxw_format *wrappedHeader; // a column title that wraps in a narrow column
    lxw_format *italic;        // what the total leaves out
    lxw_format *indented;      // text after a column of numbers
    lxw_format *totalCount;    // a total of counts (56,548)
};

Formats makeFormats(const XlsxLibrary &x, lxw_workbook *book, const QString &currency)
{
    const QByteArray moneyFormat = utf8(QStringLiteral("#,##0.00 \"%1\"").arg(currency));
    Formats f{};
    f.header = addHeaderFormat(x, book);
    f.metres = addMetresFormat(x, book);
    f.money = x.workbook_add_format(book);
    x.format_set_num_format(f.money, moneyFormat.constData());
    f.total = x.workbook_add_format(book);
    x.format_set_bold(f.total);
    x.format_set_top(f.total, LXW_BORDER_THIN);
    f.totalMoney = x.workbook_add_format(book);
    x.format_set_bold(f.totalMoney);
    x.format_set_top(f.totalMoney, LXW_BORDER_THIN);
    x.format_set_num_format(f.totalMoney, moneyFormat.constData());
    f.title = x.workbook_add_format(book);
    x.format_set_bold(f.title);
    x.format_set_font_size(f.title, 16);
    f.label = x.workbook_add_format(book);
    x.format_set_bold(f.label);
    x.format_set_font_color(f.label, 0x555555);
    f.section = x.workbook_add_format(book);
    x.format_set_bold(f.section);
    x.format_set_font_size(f.section, 12);
    f.bold = x.workbook_add_format(book);
    x.format_set_bold(f.bold);
    // Text a step in from the cell's left edge: a number right-aligned in the column before never runs into
    // it
    // ("1,736,000.00 USDP2C airflow.").
    f.wrapped = x.workbook_add_format(book);
    x.format_set_text_wrap(f.wrapped);
    x.format_set_align(f.wrapped, LXW_ALIGN_VERTICAL_TOP);
    x.format_set_indent(f.wrapped, 1);
    f.indented = x.workbook_add_format(book);
    x.format_set_indent(f.indented, 1);
    f.totalCount = x.workbook_add_format(book);
    x.format_set_bold(f.totalCount);
    x.format_set_top(f.totalCount, LXW_BORDER_THIN);
    x.format_set_num_format(f.totalCount, "#,##0");
    f.grandTotal = x.workbook_add_format(book);
    x.format_set_bold(f.grandTotal);
    x.format_set_top(f.grandTotal, LXW_BORDER_DOUBLE);
    x.format_set_font_size(f.grandTotal, 12);
    f.grandTotalMoney = x.workbook_add_format(book);
    x.format_set_bold(f.grandTotalMoney);
    x.format_set_top(f.grandTotalMoney, LXW_BORDER_DOUBLE);
    x.format_set_font_size(f.grandTotalMoney, 12);
    x.format_set_num_format(f.grandTotalMoney, moneyFormat.constData());
    f.count = x.workbook_add_format(book);
    x.format_set_num_format(f.count, "#,##0");
    x.format_set_align(f.count, LXW_ALIGN_VERTICAL_TOP);
    f.boldTop = x.workbook_add_format(book);
    x.format_set_bold(f.boldTop);
    x.format_set_num_format(f.boldTop, "#,##0");
    x.format_set_align(f.boldTop, LXW_ALIGN_VERTICAL_TOP);
    f.wrappedHeader = addHeaderFormat(x, book);
    x.format_set_text_wrap(f.wrappedHeader);
    x.format_set_align(f.wrappedHeader, LXW_ALIGN_VERTICAL_BOTTOM);
    x.format_set_align(f.money, LXW_ALIGN_VERTICAL_TOP);
    x.format_set_align(f.metres, LXW_ALIGN_VERTICAL_TOP);
    f.italic = x.workbook_add_format(book);
    x.format_set_italic(f.italic);
    return f;
}

// A sheet with a header row that stays in view, one column per (heading, width).
lxw_worksheet *addSheet(const XlsxLibrary &x, lxw_workbook *book, const char *name, const Formats &f,
                        std::initializer_list<std::pair<const char *, double>> headings)
{
    lxw_worksheet *sheet = x.workbook_add_worksheet(book, name);
    lxw_col_t c = 0;
    for (const auto &[heading, width] : headings) {
        x.worksheet_set_column(sheet, c, c, width, nullptr);
        x.worksheet_write_string(sheet, 0, c, heading, f.header);
        ++c;
    }
    x.worksheet_freeze_panes(sheet, 1, 0);
    return sheet;
}

// The quote sheet: a title block, then per category a heading, its lines and a subtotal of their prices, then
// the total price, what it leaves out and the counts. Quantities of unlike parts are never added up; prices
// are. A line without a price has empty price cells (never 0.00, which reads as free): the buyer may type a
// unit price in, and its extended price, the subtotal and the total then follow.
void writeBomSheet(const XlsxLibrary &x, lxw_workbook *book, const Formats &f, const Bom &bom, Paper paper)
{
    lxw_worksheet *sheet = x.workbook_add_worksheet(book, "BOM");
    // The eight columns of the quote, then the remarks: a part number to confirm or a generic code, the
    // airflow, the line's note, a missing price — in words, so that the part number cell holds the part
    // number alone. Descriptions and remarks wrap (their rows grow) so that nothing is cut at the next
    // column.
    const double widths[] = {26, 46, 8, 9, 8, 9, 15, 20, 40};
    for (lxw_col_t c = 0; c < 9; ++c)
        x.worksheet_set_column(sheet, c, c, widths[c], nullptr);
    lxw_row_t row = 0;
    x.worksheet_write_string(sheet, row, 0, utf8(bomTitle(bom)).constData(), f.title);
    row += 2;
    for (const TitleField &field : bomTitleBlock(bom)) {
        x.worksheet_write_string(sheet, row, 0, utf8(field.label).constData(), f.label);
        x.worksheet_write_string(sheet, row, 1, utf8(field.value).constData(), nullptr);
        ++row;
    }
    if (!bom.quote.notes.isEmpty()) {
        // Merged cells do not exist in constant-memory mode: the notes wrap in the wide description column.
        x.worksheet_set_row(
            sheet, row, 15.0 * double(std::max<qsizetype>(1, bom.quote.notes.count(QLatin1Char('\n')) + 1)),
            nullptr);
        x.worksheet_write_string(sheet, row, 0, utf8(QCoreApplication::translate("Bom", "Notes")).constData(),
                                 f.label);
        x.worksheet_write_string(sheet, row, 1, utf8(bom.quote.notes).constData(), f.wrapped);
        ++row;
    }
    ++row;
    const lxw_row_t header = row;
    const std::vector<BomColumn> columnsShown = bomColumns(bom);
    // Titles wrap in their narrow number columns ("Order / quantity").
    double headerHeight = 15;
    for (lxw_col_t c = 0; c < lxw_col_t(columnsShown.size()); ++c)
        headerHeight =
            std::max(headerHeight, wrappedRowHeight({{bomColumnTitle(columnsShown[c]), widths[c]}}));
    x.worksheet_set_row(sheet, header, headerHeight, nullptr);
    for (lxw_col_t c = 0; c < lxw_col_t(columnsShown.size()); ++c)
        x.worksheet_write_string(sheet, header, c, utf8(bomColumnTitle(columnsShown[c])).constData(),
                                 f.wrappedHeader);
    const lxw_col_t remarks = 8;
    x.worksheet_write_string(sheet, header, remarks,
                             utf8(QCoreApplication::translate("Bom", "Remarks")).constData(),
                             f.wrappedHeader);
    x.worksheet_freeze_panes(sheet, header + 1, 0);
    ++row;
    const auto cell = [](lxw_col_t column, lxw_row_t r) {
        return QStringLiteral("%1%2").arg(QChar('A' + column)).arg(r + 1);
    };
    const auto formula = [&](lxw_row_t r, lxw_col_t c, const QString &text, lxw_format *format,
                             std::optional<double> value) {
        if (value)
            x.worksheet_write_formula_num(sheet, r, c, utf8(text).constData(), format, *value);
        else
            x.worksheet_write_formula_str(sheet, r, c, utf8(text).constData(), format, "");
    };
    const QString noPrice = QCoreApplication::translate("Bom", "No price.");
    const lxw_row_t firstLine = row;
    QStringList subtotalCells;
    for (const BomSection &section : bomSections(bom)) {
        x.worksheet_write_string(sheet, row, 0, utf8(section.title).constData(), f.section);
        ++row;
        const lxw_row_t first = row;
        for (const BomLine *l : section.lines) {
            const bool priced = !bom.rfq && l->priced();
            const QString partNumber =
                l->status == PartNumberStatus::CatalogId ? bomOrderCodeToConfirm() : l->partNumber;
            const QString description = catalogText(l->description);
            QString r = bomLineRemarks(*l);
            if (!bom.rfq && !priced) r = r.isEmpty() ? noPrice : noPrice + QLatin1Char(' ') + r;
            x.worksheet_set_row(
                sheet, row,
                wrappedRowHeight({{partNumber, widths[0]}, {description, widths[1]}, {r, widths[remarks]}}),
                nullptr);
            x.worksheet_write_string(sheet, row, 0, utf8(partNumber).constData(), f.wrapped);
            x.worksheet_write_string(sheet, row, 1, utf8(description).constData(), f.wrapped);
            if (l->lengthM) x.worksheet_write_number(sheet, row, 2, *l->lengthM, f.metres);
            x.worksheet_write_number(sheet, row, 3, double(l->baseQuantity()), f.count);
            x.worksheet_write_number(sheet, row, 4, double(l->spares), f.count);
            formula(row, 5, QStringLiteral("=%1+%2").arg(cell(3, row), cell(4, row)), f.boldTop,
                    double(l->quantity));
            // A request for quotation leaves the lead time to the supplier and has no prices.
            if (!bom.rfq) {
                if (priced)
                    x.worksheet_write_number(sheet, row, 6, l->unitPrice, f.money);
                else
                    x.worksheet_write_blank(sheet, row, 6, f.money);
                formula(row, 7,
                        QStringLiteral("=IF(ISNUMBER(%1),%2*%1,\"\")").arg(cell(6, row), cell(5, row)),
                        f.money, priced ? std::optional<double>(l->extendedPrice) : std::nullopt);
            }
            if (!r.isEmpty()) x.worksheet_write_string(sheet, row, remarks, utf8(r).constData(), f.wrapped);
            ++row;
        }
        if (bom.rfq) {
            ++row;
            continue;
        }
        x.worksheet_write_string(sheet, row, 0, utf8(section.subtotalTitle).constData(), f.total);
        for (lxw_col_t c = 1; c < 7; ++c)
            x.worksheet_write_blank(sheet, row, c, f.total);
        // Empty while no line of the section has a price.
        const QString lines = QStringLiteral("%1:%2").arg(cell(7, first), cell(7, row - 1));
        formula(row, 7, QStringLiteral("=IF(COUNT(%1)=0,\"\",SUM(%1))").arg(lines), f.totalMoney,
                section.anyPriced ? std::optional<double>(section.subtotal) : std::nullopt);
        subtotalCells << QStringLiteral("N(%1)").arg(cell(7, row));
        row += 2;
    }
    // The price total is the sum of the subtotals, empty while no line has one; formulas keep their values
    // cached for viewers that do not recalculate.
    if (!bom.rfq) {
        x.worksheet_write_string(sheet, row, 0, utf8(QCoreApplication::translate("Bom", "Total")).constData(),
                                 f.grandTotal);
        for (lxw_col_t c = 1; c < 7; ++c)
            x.worksheet_write_blank(sheet, row, c, f.grandTotal);
        const QString sum =
            subtotalCells.isEmpty() ? QStringLiteral("0") : subtotalCells.join(QLatin1Char('+'));
        formula(row, 7,
                QStringLiteral("=IF(COUNT(%1:%2)=0,\"\",%3)").arg(cell(7, firstLine), cell(7, row - 1), sum),
                f.grandTotalMoney,
                bomHasPrices(bom) ? std::optional<double>(bom.totals.price) : std::nullopt);
        ++row;
        // What the total leaves out, as the PDF and the window say it.
        if (const QString note = bomUnpricedNote(bom); !note.isEmpty())
            x.worksheet_write_string(sheet, row++, 1, utf8(note).constData(), f.italic);
        ++row;
    }
    const auto counts = bomCountLines(bom);
    for (const auto &[label, value] : counts) {
        x.worksheet_write_string(sheet, row, 1, utf8(QCoreApplication::translate("Bom", label)).constData(),
                                 nullptr);
        x.worksheet_write_number(sheet, row, 5, double(value), f.count);
        ++row;
    }
    if (const QStringList legend = bom.notes; !legend.isEmpty()) {
        ++row;
        for (const QString &mark : legend) {
            x.worksheet_set_row(sheet, row, wrappedRowHeight({{mark, widths[1]}}), nullptr);
            x.worksheet_write_string(sheet, row++, 1, utf8(mark).constData(), f.wrapped);
        }
    }
    setUpPrinting(x, sheet, paper, true, header);
}

// Fibers by route, beside the BOM's total: every pair of racks cables run between (a rack with itself for
// the cables within it), with the cables and the fibers in them, so that a trunk plan can be checked.
void writeRoutesSheet(const XlsxLibrary &x, lxw_workbook *book, const Formats &f, const Design &design,
                      Paper paper)
{
    const auto title = [](const char *text) { return utf8(QCoreApplication::translate("Bom", text)); };
    const QByteArray headings[] = {
        title(QT_TRANSLATE_NOOP("Bom", "Rack")), title(QT_TRANSLATE_NOOP("Bom", "Far rack")),
        title(QT_TRANSLATE_NOOP("Bom", "Cables")), title(QT_TRANSLATE_NOOP("Bom", "Fibers"))};
    lxw_worksheet *sheet = addSheet(x, book, "Fiber routes", f,
                                    {{headings[0].constData(), 14},
                                     {headings[1].constData(), 14},
                                     {headings[2].constData(), 10},
                                     {headings[3].constData(), 10}});
    // Racks in the order people number them.
    const auto naturalPair = [](const std::pair<QString, QString> &a, const std::pair<QString, QString> &b) {
        if (a.first != b.first) return naturalLess(a.first, b.first);
        return naturalLess(a.second, b.second);
    };
    std::map<std::pair<QString, QString>, std::pair<qint64, qint64>, decltype(naturalPair)> routes(
        naturalPair);
    qint64 fibers = 0;
    for (int c : design.cables().live()) {
        if (design.isReplaced(c)) continue;
        const Cable &cable = design.cables().at(c);
        const CableType &type = design.catalog.cableTypes.at(cable.type);
        if (type.fibers <= 0) continue;
        QString a = rackOfEnd(design, cable.ends[0]), b = rackOfEnd(design, cable.ends[cable.bEnds().back()]);
        if (naturalLess(b, a)) std::swap(a, b);
        auto &route = routes[{a, b}];
        ++route.first;
        route.second += type.fibersInCable();
        fibers += type.fibersInCable();
    }
    lxw_row_t row = 1;
    qint64 cables = 0;
    for (const auto &[pair, counts] : routes) {
        x.worksheet_write_string(sheet, row, 0, utf8(pair.first).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 1, utf8(pair.second).constData(), nullptr);
        x.worksheet_write_number(sheet, row, 2, double(counts.first), f.count);
        x.worksheet_write_number(sheet, row, 3, double(counts.second), f.count);
        cables += counts.first;
        ++row;
    }
    // The cables and the fibers in all.
    x.worksheet_write_string(sheet, row, 0, utf8(QCoreApplication::translate("Bom", "Total")).constData(),
                             f.total);
    x.worksheet_write_blank(sheet, row, 1, f.total);
    for (const auto &[column, sum] : {std::pair{QChar('C'), cables}, std::pair{QChar('D'), fibers}})
        x.worksheet_write_formula_num(sheet, row, lxw_col_t(column.unicode() - 'A'),
                                      utf8(row > 1
                                               ? QStringLiteral("=SUM(%1%2:%1%3)").arg(column).arg(2).arg(row)
                                               : QStringLiteral("=0"))
                                          .constData(),
                                      f.totalCount, double(sum));
    setUpPrinting(x, sheet, paper, false, 0);
}

// Every cable in installation order: its label, what it is (the catalog type and the part number the BOM
// orders it by), its length, both ends and its rail.
void writeScheduleSheet(const XlsxLibrary &x, lxw_workbook *book, const Formats &f, const Design &design,
                        Paper paper)
{
    const auto title = [](const char *text) { return utf8(QCoreApplication::translate("Bom", text)); };
    const QByteArray headings[] = {
        title(QT_TRANSLATE_NOOP("Bom", "Cable")),  title(QT_TRANSLATE_NOOP("Bom", "Label")),
        title(QT_TRANSLATE_NOOP("Bom", "Type")),   title(QT_TRANSLATE_NOOP("Bom", "Part number")),
        title(QT_TRANSLATE_NOOP("Bom", "Length")), title(QT_TRANSLATE_NOOP("Bom", "A end")),
        title(QT_TRANSLATE_NOOP("Bom", "B end")),  title(QT_TRANSLATE_NOOP("Bom", "Rail"))};
    lxw_worksheet *sheet = addSheet(x, book, "Cable schedule", f,
                                    {{headings[0].constData(), 14},
                                     {headings[1].constData(), 20},
                                     {headings[2].constData(), 18},
                                     {headings[3].constData(), 22},
                                     {headings[4].constData(), 9},
                                     {headings[5].constData(), 28},
                                     {headings[6].constData(), 28},
                                     {headings[7].constData(), 6}});
    const std::vector<int> rails = cableRails(design);
    lxw_row_t row = 1;
    for (int c : cablesInOrder(design, CableOrder::Installation)) {
        const Cable &cable = design.cables().at(c);
        const CableType &type = design.catalog.cableTypes.at(cable.type);
        // A splitter's legs, or a trunk assembly's connectors on each side, joined.
        QStringList near, far;
        for (int e : cable.aEnds())
            near << labelEndpointId(design, cable.ends[e]);
        for (int leg : cable.bEnds())
            far << labelEndpointId(design, cable.ends[leg]);
        // The part number of the ordered length, as the BOM's line of this cable says it.
        const double ordered = type.orderedLength(cable.lengthM);
        const QString partNumber = type.partNumberStatusFor(ordered) == PartNumberStatus::CatalogId
                                       ? bomOrderCodeToConfirm()
                                       : type.partNumberFor(ordered);
        x.worksheet_write_string(sheet, row, 0, utf8(cable.id).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 1, utf8(cable.label).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 2, utf8(type.id).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 3, utf8(partNumber).constData(), nullptr);
        x.worksheet_write_number(sheet, row, 4, cable.lengthM, f.metres);
        x.worksheet_write_string(sheet, row, 5, utf8(near.join(QStringLiteral("; "))).constData(),
                                 f.indented);
        x.worksheet_write_string(sheet, row, 6, utf8(far.join(QStringLiteral("; "))).constData(), f.indented);
        if (rails[size_t(c)] > 0) x.worksheet_write_number(sheet, row, 7, rails[size_t(c)], nullptr);
        ++row;
    }
    if (row > 1) x.worksheet_autofilter(sheet, 0, 0, row - 1, 7);
    setUpPrinting(x, sheet, paper, true, 0);
}

} // namespace

Result<> writeBomXlsx(const Design &design, const Bom &bom, const QString &path, Paper paper)
{
    return writeXlsx(path, QStringLiteral("%1 — %2").arg(bomTitle(bom), bom.design),
                     [&](const XlsxLibrary &x, lxw_workbook *book) {
                         const Formats formats = makeFormats(x, book, bom.currency);
                         writeBomSheet(x, book, formats, bom, paper);
                         writeScheduleSheet(x, book, formats, design, paper);
                         writeRoutesSheet(x, book, formats, design, paper);
                     });
}

Result<> writeBom(const Design &design, const QString &path, Paper paper, const BomOptions &options)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("json") &&
        suffix != QLatin1String("xlsx") && suffix != QLatin1String("pdf"))
        return IoError{
            path, {}, {}, QStringLiteral("unknown BOM format; use a .csv, .json, .xlsx or .pdf file name")};
    const Bom bom = buildBom(design, options);
    if (suffix == QLatin1String("pdf")) return writeQuotePdf(bom, path, paper);
    if (suffix == QLatin1String("xlsx")) return writeBomXlsx(design, bom, path, paper);
    return writeFileAtomically(path, suffix == QLatin1String("csv") ? bomToCsv(bom) : bomToJson(bom));
}

} // namespace railyard
