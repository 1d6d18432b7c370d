#include "bomwriter.h"

#include "cablerails.h"
#include "csv.h"
#include "design/design.h"
#include "io/atomicfile.h"
#include "io/jsonout.h"
#include "labels.h"
#include "xlsxlibrary.h"

#include <QFileInfo>


namespace railyard {

namespace {

const char *const columns[] = {"category", "part_number", "description", "length_m", "quantity", "unit_price", "extended_price"};

} // namespace

QByteArray bomToCsv(const Bom &bom)
{
    QString out = csvRecord({QString::fromLatin1(columns[0]), QString::fromLatin1(columns[1]), QString::fromLatin1(columns[2]),
                             QString::fromLatin1(columns[3]), QString::fromLatin1(columns[4]), QString::fromLatin1(columns[5]),
                             QString::fromLatin1(columns[6])});
    for (const BomLine &l : bom.lines)
        out += csvRecord({bomCategoryName(l.category), l.partNumber, l.description, l.lengthM ? exportNumber(*l.lengthM) : QString(),
                          QString::number(l.quantity), exportNumber(l.unitPrice), exportNumber(l.extendedPrice)});
    return out.toUtf8();
}

QByteArray bomToJson(const Bom &bom)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.field("currency", bom.currency);
    out.key("lines");
    out.beginArray();
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
        out.field("unit_price", l.unitPrice);
        out.field("extended_price", l.extendedPrice);
        out.endObject();
    }
    out.endArray();
    out.key("totals");
    out.beginObject(true);
    out.field("devices", double(bom.totals.devices));
    out.field("transceivers", double(bom.totals.transceivers));
    out.field("cables", double(bom.totals.cables));
    out.field("fibers", double(bom.totals.fibers));
    out.field("price", bom.totals.price);
    out.endObject();
    out.endObject();
    bytes += '\n';
    return bytes;
}

namespace {

// The workbook being written; closes (and so writes) it once, and turns libxlsxwriter's errors into text.
class Workbook
{
public:
    Workbook(const XlsxLibrary &x, const QString &path) : x(x)
    {
        const QByteArray name = QFile::encodeName(path);
        lxw_workbook_options options{};
        // Rows go to a temporary file as they are written: the schedule of an XL design stays out of memory.
        options.constant_memory = LXW_TRUE;
        m_book = x.workbook_new_opt(name.constData(), &options);
    }
    ~Workbook()
    {
        if (m_book)
            x.workbook_close(m_book);
    }
    lxw_workbook *get() const { return m_book; }
    lxw_error close()
    {
        const lxw_error e = x.workbook_close(m_book);
        m_book = nullptr;
        return e;
    }

private:
    const XlsxLibrary &x;
    lxw_workbook *m_book = nullptr;
};

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
};

Formats makeFormats(const XlsxLibrary &x, lxw_workbook *book, const QString &currency)
{
    const QByteArray moneyFormat = utf8(QStringLiteral("#,##0.00 \"%1\"").arg(currency));
    Formats f{};
    f.header = x.workbook_add_format(book);
    x.format_set_bold(f.header);
    x.format_set_bottom(f.header, LXW_BORDER_THIN);
    x.format_set_bg_color(f.header, 0xE8ECF0);
    f.metres = x.workbook_add_format(book);
    x.format_set_num_format(f.metres, "0.0# \"m\"");
    f.money = x.workbook_add_format(book);
    x.format_set_num_format(f.money, moneyFormat.constData());
    f.total = x.workbook_add_format(book);
    x.format_set_bold(f.total);
    x.format_set_top(f.total, LXW_BORDER_THIN);
    f.totalMoney = x.workbook_add_format(book);
    x.format_set_bold(f.totalMoney);
    x.format_set_top(f.totalMoney, LXW_BORDER_THIN);
    x.format_set_num_format(f.totalMoney, moneyFormat.constData());
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

void writeBomSheet(const XlsxLibrary &x, lxw_workbook *book, const Formats &f, const Bom &bom)
{
    lxw_worksheet *sheet = addSheet(x, book, "BOM", f,
                                    {{columns[0], 12}, {columns[1], 22}, {columns[2], 52}, {columns[3], 10}, {columns[4], 10},
                                     {columns[5], 16}, {columns[6], 18}});
    lxw_row_t row = 1;
    for (const BomLine &l : bom.lines) {
        x.worksheet_write_string(sheet, row, 0, utf8(bomCategoryName(l.category)).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 1, utf8(l.partNumber).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 2, utf8(l.description).constData(), nullptr);
        if (l.lengthM)
            x.worksheet_write_number(sheet, row, 3, *l.lengthM, f.metres);
        x.worksheet_write_number(sheet, row, 4, double(l.quantity), nullptr);
        x.worksheet_write_number(sheet, row, 5, l.unitPrice, f.money);
        x.worksheet_write_formula_num(sheet, row, 6, utf8(QStringLiteral("=E%1*F%1").arg(row + 1)).constData(), f.money, l.extendedPrice);
        ++row;
    }
    if (!bom.lines.empty())
        x.worksheet_autofilter(sheet, 0, 0, row - 1, 6);
    // Totals: the quantities by category and the price, as formulas with their values cached for viewers
    // that do not recalculate.
    const lxw_row_t last = row;  // 1-based number of the last line row
    x.worksheet_write_string(sheet, row, 0, "Total", f.total);
    x.worksheet_write_string(sheet, row, 1, "", f.total);
    x.worksheet_write_string(sheet, row, 2, "", f.total);
    x.worksheet_write_string(sheet, row, 3, "", f.total);
    x.worksheet_write_formula_num(sheet, row, 4, utf8(QStringLiteral("=SUM(E2:E%1)").arg(last)).constData(), f.total,
                                double(bom.totals.devices + bom.totals.transceivers + bom.totals.cables));
    x.worksheet_write_string(sheet, row, 5, "", f.total);
    x.worksheet_write_formula_num(sheet, row, 6, utf8(QStringLiteral("=SUM(G2:G%1)").arg(last)).constData(), f.totalMoney, bom.totals.price);
    row += 2;
    const std::pair<const char *, qint64> counts[] = {{"Devices", bom.totals.devices},
                                                      {"Transceivers (with spares)", bom.totals.transceivers},
                                                      {"Cables (with spares)", bom.totals.cables},
                                                      {"Fibers in the design's cables", bom.totals.fibers}};
    for (const auto &[label, value] : counts) {
        x.worksheet_write_string(sheet, row, 2, label, nullptr);
        x.worksheet_write_number(sheet, row, 4, double(value), nullptr);
        ++row;
    }
}

void writeScheduleSheet(const XlsxLibrary &x, lxw_workbook *book, const Formats &f, const Design &design)
{
    lxw_worksheet *sheet = addSheet(x, book, "Cable schedule", f,
                                    {{"cable", 14}, {"label", 22}, {"type", 20}, {"length_m", 10}, {"a_end", 30}, {"b_end", 30}, {"rail", 6}});
    const std::vector<int> rails = cableRails(design);
    lxw_row_t row = 1;
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        QStringList far;
        for (int leg = 1; leg < int(cable.ends.size()); ++leg)
            far << labelEndpointId(design, cable.ends[leg]);
        x.worksheet_write_string(sheet, row, 0, utf8(cable.id).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 1, utf8(cable.label).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 2, utf8(design.catalog.cableTypes.at(cable.type).id).constData(), nullptr);
        x.worksheet_write_number(sheet, row, 3, cable.lengthM, f.metres);
        x.worksheet_write_string(sheet, row, 4, utf8(labelEndpointId(design, cable.ends[0])).constData(), nullptr);
        x.worksheet_write_string(sheet, row, 5, utf8(far.join(QStringLiteral("; "))).constData(), nullptr);
        if (rails[size_t(c)] > 0)
            x.worksheet_write_number(sheet, row, 6, rails[size_t(c)], nullptr);
        ++row;
    }
    if (row > 1)
        x.worksheet_autofilter(sheet, 0, 0, row - 1, 6);
}

} // namespace

IoStatus writeBomXlsx(const Design &design, const Bom &bom, const QString &path)
{
    QString missing;
    const XlsxLibrary *library = XlsxLibrary::get(&missing);
    if (!library)
        return IoError{path, {}, {}, missing};
    const XlsxLibrary &x = *library;
    AtomicFile file(path);
    if (IoStatus status = file.begin())
        return status;
    {
        Workbook book(x, file.tempPath());
        if (!book.get())
            return IoError{path, {}, {}, QStringLiteral("cannot create the spreadsheet")};
        lxw_doc_properties properties{};
        QByteArray title = utf8(QStringLiteral("Bill of materials — %1").arg(bom.design));
        QByteArray author("Railyard");
        properties.title = title.data();  // the C API takes char *; it copies the text
        properties.author = author.data();
        x.workbook_set_properties(book.get(), &properties);
        const Formats formats = makeFormats(x, book.get(), bom.currency);
        writeBomSheet(x, book.get(), formats, bom);
        writeScheduleSheet(x, book.get(), formats, design);
        if (const lxw_error e = book.close(); e != LXW_NO_ERROR)
            return IoError{path, {}, {}, QStringLiteral("cannot write the spreadsheet: %1").arg(QString::fromUtf8(x.lxw_strerror(e)))};
    }
    return file.commit();
}

IoStatus writeBom(const Design &design, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("json") && suffix != QLatin1String("xlsx"))
        return IoError{path, {}, {}, QStringLiteral("unknown BOM format; use a .csv, .json or .xlsx file name")};
    const Bom bom = buildBom(design);
    if (suffix == QLatin1String("xlsx"))
        return writeBomXlsx(design, bom, path);
    return writeFileAtomically(path, suffix == QLatin1String("csv") ? bomToCsv(bom) : bomToJson(bom));
}

} // namespace railyard
