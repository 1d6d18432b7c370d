#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <QString>

#include <functional>
#include <initializer_list>
#include <utility>

#include <xlsxwriter.h>

namespace railyard {

// libxlsxwriter, loaded at first use. It is not linked: it calls minizip's zipOpen3 and friends, and QuaZip
// (the quote package, the tests) exports functions of those names with other signatures, so in one process
// the first library loaded would serve both and one of them would crash. Loaded with RTLD_DEEPBIND, its
// calls go to its own libminizip while QuaZip keeps its own.
struct XlsxLibrary
{
    decltype(&::workbook_new_opt) workbook_new_opt;
    decltype(&::workbook_close) workbook_close;
    decltype(&::workbook_add_worksheet) workbook_add_worksheet;
    decltype(&::workbook_add_format) workbook_add_format;
    decltype(&::workbook_set_properties) workbook_set_properties;
    decltype(&::format_set_bold) format_set_bold;
    decltype(&::format_set_italic) format_set_italic;
    decltype(&::format_set_top) format_set_top;
    decltype(&::format_set_bottom) format_set_bottom;
    decltype(&::format_set_bg_color) format_set_bg_color;
    decltype(&::format_set_num_format) format_set_num_format;
    decltype(&::format_set_font_size) format_set_font_size;
    decltype(&::format_set_font_color) format_set_font_color;
    decltype(&::format_set_text_wrap) format_set_text_wrap;
    decltype(&::format_set_align) format_set_align;
    decltype(&::format_set_indent) format_set_indent;
    decltype(&::worksheet_set_column) worksheet_set_column;
    decltype(&::worksheet_write_string) worksheet_write_string;
    decltype(&::worksheet_write_number) worksheet_write_number;
    decltype(&::worksheet_write_formula_num) worksheet_write_formula_num;
    decltype(&::worksheet_write_formula_str) worksheet_write_formula_str;
    decltype(&::worksheet_freeze_panes) worksheet_freeze_panes;
    decltype(&::worksheet_autofilter) worksheet_autofilter;
    decltype(&::worksheet_set_row) worksheet_set_row;
    decltype(&::worksheet_write_blank) worksheet_write_blank;
    decltype(&::worksheet_set_landscape) worksheet_set_landscape;
    decltype(&::worksheet_fit_to_pages) worksheet_fit_to_pages;
    decltype(&::worksheet_repeat_rows) worksheet_repeat_rows;
    decltype(&::worksheet_set_paper) worksheet_set_paper;
    decltype(&::worksheet_data_validation_range) worksheet_data_validation_range;
    decltype(&::format_set_border) format_set_border;
    decltype(&::workbook_add_chart) workbook_add_chart;
    decltype(&::chart_add_series) chart_add_series;
    decltype(&::chart_series_set_name) chart_series_set_name;
    decltype(&::chart_series_set_fill) chart_series_set_fill;
    decltype(&::chart_title_set_name) chart_title_set_name;
    decltype(&::chart_axis_set_name) chart_axis_set_name;
    decltype(&::chart_legend_set_position) chart_legend_set_position;
    decltype(&::worksheet_insert_chart) worksheet_insert_chart;
    decltype(&::lxw_strerror) lxw_strerror;

    // The loaded library, or nullptr with `error` saying why (not installed, a symbol missing).
    static const XlsxLibrary *get(QString *error);
};

// Writes a workbook at `path` atomically: `fill` adds its sheets. A missing library or a failed write is an
// error naming the file; nothing is left behind then.
Result<> writeXlsx(const QString &path, const QString &title,
                   const std::function<void(const XlsxLibrary &, lxw_workbook *)> &fill);

// The formats every workbook shares: a column header (bold on a light band, ruled below) and a length in
// metres ("12.5 m", a number still).
lxw_format *addHeaderFormat(const XlsxLibrary &x, lxw_workbook *book);
lxw_format *addMetresFormat(const XlsxLibrary &x, lxw_workbook *book);

// The height, in points, of a row whose cells wrap: the most lines any of `cells` (text, column width in
// characters) takes when its words are wrapped at that width. Set explicitly, as spreadsheet programs do not
// grow a written row to its wrapped text when they open a file (LibreOffice does not).
double wrappedRowHeight(std::initializer_list<std::pair<QString, double>> cells);

// How a sheet prints: on `paper` (every sheet of a workbook on the same), one page wide and as many long as
// it takes, with the row of column titles `headerRow` repeated on every page.
void setUpPrinting(const XlsxLibrary &x, lxw_worksheet *sheet, Paper paper, bool landscape,
                   lxw_row_t headerRow);

} // namespace railyard
