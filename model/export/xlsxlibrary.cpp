#include "export/xlsxlibrary.h"

#include "core/platform.h"
#include "io/atomicfile.h"

#include <QFile>

#include <algorithm>
#include <mutex>

namespace railyard {

namespace {

struct Loaded
{
    XlsxLibrary api{};
    QString error;
    bool ok = false;
};

Loaded load()
{
    Loaded l;
    // The SONAME of Debian 12's package first; the development symlink where another version is installed.
    QString why;
    void *handle =
        platform::openIsolatedLibrary({"libxlsxwriter.so.4", "libxlsxwriter.so.5", "libxlsxwriter.so"}, &why);
    if (!handle) {
        l.error = QStringLiteral("libxlsxwriter is not installed (%1)").arg(why);
        return l;
    }
    bool complete = true;
    const auto bind = [&](auto &function, const char *symbol) {
        function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
            platform::librarySymbol(handle, symbol));
        if (!function) {
            complete = false;
            l.error = QStringLiteral("libxlsxwriter has no %1").arg(QLatin1String(symbol));
        }
    };
    XlsxLibrary &a = l.api;
    bind(a.workbook_new_opt, "workbook_new_opt");
    bind(a.workbook_close, "workbook_close");
    bind(a.workbook_add_worksheet, "workbook_add_worksheet");
    bind(a.workbook_add_format, "workbook_add_format");
    bind(a.workbook_set_properties, "workbook_set_properties");
    bind(a.format_set_bold, "format_set_bold");
    bind(a.format_set_italic, "format_set_italic");
    bind(a.format_set_top, "format_set_top");
    bind(a.format_set_bottom, "format_set_bottom");
    bind(a.format_set_bg_color, "format_set_bg_color");
    bind(a.format_set_num_format, "format_set_num_format");
    bind(a.format_set_font_size, "format_set_font_size");
    bind(a.format_set_font_color, "format_set_font_color");
    bind(a.format_set_text_wrap, "format_set_text_wrap");
    bind(a.format_set_align, "format_set_align");
    bind(a.format_set_indent, "format_set_indent");
    bind(a.worksheet_set_column, "worksheet_set_column");
    bind(a.worksheet_write_string, "worksheet_write_string");
    bind(a.worksheet_write_number, "worksheet_write_number");
    bind(a.worksheet_write_formula_num, "worksheet_write_formula_num");
    bind(a.worksheet_write_formula_str, "worksheet_write_formula_str");
    bind(a.worksheet_freeze_panes, "worksheet_freeze_panes");
    bind(a.worksheet_autofilter, "worksheet_autofilter");
    bind(a.worksheet_set_row, "worksheet_set_row");
    bind(a.worksheet_write_blank, "worksheet_write_blank");
    bind(a.worksheet_set_landscape, "worksheet_set_landscape");
    bind(a.worksheet_fit_to_pages, "worksheet_fit_to_pages");
    bind(a.worksheet_repeat_rows, "worksheet_repeat_rows");
    bind(a.worksheet_set_paper, "worksheet_set_paper");
    bind(a.worksheet_data_validation_range, "worksheet_data_validation_range");
    bind(a.format_set_border, "format_set_border");
    bind(a.workbook_add_chart, "workbook_add_chart");
    bind(a.chart_add_series, "chart_add_series");
    bind(a.chart_series_set_name, "chart_series_set_name");
    bind(a.chart_series_set_fill, "chart_series_set_fill");
    bind(a.chart_title_set_name, "chart_title_set_name");
    bind(a.chart_axis_set_name, "chart_axis_set_name");
    bind(a.chart_legend_set_position, "chart_legend_set_position");
    bind(a.worksheet_insert_chart, "worksheet_insert_chart");
    bind(a.lxw_strerror, "lxw_strerror");
    l.ok = complete;
    return l;
}

} // namespace

const XlsxLibrary *XlsxLibrary::get(QString *error)
{
    static const Loaded loaded = load();
    if (!loaded.ok) {
        if (error) *error = loaded.error;
        return nullptr;
    }
    return &loaded.api;
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
        if (m_book) x.workbook_close(m_book);
    }
    lxw_workbook *get() const { return m_book; }
    lxw_error close()
    {
        QuietStderr quiet; // libxlsxwriter prints its own [ERROR] lines; the caller reports one
        const lxw_error e = x.workbook_close(m_book);
        m_book = nullptr;
        return e;
    }

private:
    const XlsxLibrary &x;
    lxw_workbook *m_book = nullptr;
};

} // namespace

Result<> writeXlsx(const QString &path, const QString &title,
                   const std::function<void(const XlsxLibrary &, lxw_workbook *)> &fill)
{
    QString missing;
    const XlsxLibrary *library = XlsxLibrary::get(&missing);
    if (!library) return IoError{path, {}, {}, missing};
    const XlsxLibrary &x = *library;
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        Workbook book(x, file.tempPath());
        if (!book.get()) return IoError{path, {}, {}, QStringLiteral("cannot create the spreadsheet")};
        lxw_doc_properties properties{};
        QByteArray titleText = title.toUtf8();
        QByteArray author("Railyard");
        properties.title = titleText.data(); // the C API takes char *; it copies the text
        properties.author = author.data();
        x.workbook_set_properties(book.get(), &properties);
        fill(x, book.get());
        if (const lxw_error e = book.close(); e != LXW_NO_ERROR)
            return IoError{
                path,
                {},
                {},
                QStringLiteral("cannot write the spreadsheet: %1").arg(QString::fromUtf8(x.lxw_strerror(e)))};
    }
    return file.commit();
}

lxw_format *addHeaderFormat(const XlsxLibrary &x, lxw_workbook *book)
{
    lxw_format *header = x.workbook_add_format(book);
    x.format_set_bold(header);
    x.format_set_bottom(header, LXW_BORDER_THIN);
    x.format_set_bg_color(header, 0xE8ECF0);
    return header;
}

double wrappedRowHeight(std::initializer_list<std::pair<QString, double>> cells)
{
    int most = 1;
    for (const auto &[text, width] : cells) {
        // Greedy wrapping by characters: a column's width counts digit widths, which a line of text about
        // matches (LibreOffice's Carlito), less a character for the cell's margins and indent; a row too tall
        // reads better than a line cut.
        const qsizetype room = std::max<qsizetype>(1, qsizetype(width) - 2);
        int lines = 0;
        for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
            ++lines;
            qsizetype used = 0;
            for (const QString &word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const qsizetype needed = used == 0 ? word.size() : used + 1 + word.size();
                if (needed <= room) {
                    used = needed;
                    continue;
                }
                if (used > 0) ++lines;
                used = word.size();
                while (used > room) { // a word longer than the column breaks anywhere
                    ++lines;
                    used -= room;
                }
            }
        }
        most = std::max(most, lines);
    }
    return 15.0 * most; // the default row of an 11-point font
}

void setUpPrinting(const XlsxLibrary &x, lxw_worksheet *sheet, Paper paper, bool landscape,
                   lxw_row_t headerRow)
{
    // Excel's paper codes: 9 is A4, 1 US Letter.
    x.worksheet_set_paper(sheet, paper == Paper::Letter ? 1 : 9);
    if (landscape) x.worksheet_set_landscape(sheet);
    x.worksheet_fit_to_pages(sheet, 1, 0);
    x.worksheet_repeat_rows(sheet, headerRow, headerRow);
}

lxw_format *addMetresFormat(const XlsxLibrary &x, lxw_workbook *book)
{
    lxw_format *metres = x.workbook_add_format(book);
    x.format_set_num_format(metres, "0.0# \"m\"");
    return metres;
}

} // namespace railyard
