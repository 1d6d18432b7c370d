#include "export/xlsxlibrary.h"

#include <dlfcn.h>

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
    void *handle = nullptr;
    // The SONAME of Debian 12's package first; the development symlink where another version is installed.
    for (const char *name : {"libxlsxwriter.so.4", "libxlsxwriter.so.5", "libxlsxwriter.so"}) {
#ifdef RAILYARD_SANITIZE
        // The sanitizers' runtime cannot take RTLD_DEEPBIND; a link namespace of its own isolates the library
        // (and its minizip) just as well.
        handle = dlmopen(LM_ID_NEWLM, name, RTLD_NOW | RTLD_LOCAL);
#else
        handle = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
#endif
        if (handle) break;
    }
    if (!handle) {
        l.error =
            QStringLiteral("libxlsxwriter is not installed (%1)").arg(QString::fromLocal8Bit(dlerror()));
        return l;
    }
    bool complete = true;
    const auto bind = [&](auto &function, const char *symbol) {
        function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(handle, symbol));
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
    bind(a.format_set_top, "format_set_top");
    bind(a.format_set_bottom, "format_set_bottom");
    bind(a.format_set_bg_color, "format_set_bg_color");
    bind(a.format_set_num_format, "format_set_num_format");
    bind(a.format_set_font_size, "format_set_font_size");
    bind(a.format_set_font_color, "format_set_font_color");
    bind(a.format_set_text_wrap, "format_set_text_wrap");
    bind(a.format_set_align, "format_set_align");
    bind(a.worksheet_set_column, "worksheet_set_column");
    bind(a.worksheet_write_string, "worksheet_write_string");
    bind(a.worksheet_write_number, "worksheet_write_number");
    bind(a.worksheet_write_formula_num, "worksheet_write_formula_num");
    bind(a.worksheet_freeze_panes, "worksheet_freeze_panes");
    bind(a.worksheet_autofilter, "worksheet_autofilter");
    bind(a.worksheet_set_row, "worksheet_set_row");
    bind(a.worksheet_write_blank, "worksheet_write_blank");
    bind(a.worksheet_set_landscape, "worksheet_set_landscape");
    bind(a.worksheet_fit_to_pages, "worksheet_fit_to_pages");
    bind(a.worksheet_repeat_rows, "worksheet_repeat_rows");
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

} // namespace railyard
