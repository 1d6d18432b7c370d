#include "export/verificationreport.h"

#include "asbuilt/verificationoverlay.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"
#include "io/csv.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <map>

namespace railyard {

namespace {

const char *const notDiscoveredName = "not-discovered";

// One report row: the state and the seven cells after it, as the CSV writes them.
struct Row
{
    QString status; // the machine name
    QStringList cells;
};

std::vector<Row> rows(const Verification &v)
{
    std::vector<Row> out;
    out.reserve(v.links.size() + size_t(v.notDiscovered.size()));
    for (const VerifiedLink &l : v.links)
        out.push_back(
            {linkStatusName(l.status),
             {l.design.a, l.design.b, (l.design.cables + l.pairedWith.cables).join(QLatin1Char(' ')),
              l.found.a, l.found.b, l.width, l.speed}});
    for (const QString &device : v.notDiscovered)
        out.push_back({QLatin1String(notDiscoveredName), {device, {}, {}, {}, {}, {}, {}}});
    return out;
}

// The state as a person reads it, in the views' words.
QString statusText(const QString &name)
{
    if (name == QLatin1String(notDiscoveredName))
        return QCoreApplication::translate("VerificationReport", "Not discovered");
    for (int s = int(LinkStatus::Ok); s <= int(LinkStatus::UnknownDevice); ++s)
        if (linkStatusName(LinkStatus(s)) == name) return linkStatusText(LinkStatus(s));
    return name;
}

QColor statusColour(const QString &name)
{
    for (int s = int(LinkStatus::Ok); s <= int(LinkStatus::UnknownDevice); ++s)
        if (linkStatusName(LinkStatus(s)) == name) return linkStatusColour(LinkStatus(s));
    return linkStatusColour(LinkStatus::Missing); // a device the fabric does not show is as bad as a link
}

lxw_color_t rgb(const QColor &c)
{
    return lxw_color_t(c.rgb() & 0xFFFFFF);
}

void fillSheet(const XlsxLibrary &x, lxw_workbook *book, const Verification &v, const QString &design,
               const QString &source)
{
    lxw_worksheet *sheet = x.workbook_add_worksheet(
        book, QCoreApplication::translate("VerificationReport", "Verification").toUtf8().constData());
    lxw_format *title = x.workbook_add_format(book);
    x.format_set_bold(title);
    x.format_set_font_size(title, 16);
    lxw_format *label = x.workbook_add_format(book);
    x.format_set_bold(label);
    x.format_set_font_color(label, 0x555555);
    lxw_format *header = addHeaderFormat(x, book);
    // A light fill in each state's colour, its text in the colour itself, readable on paper and screen.
    std::map<QString, lxw_format *> stateFormats;
    const auto stateFormat = [&](const QString &name) {
        auto it = stateFormats.find(name);
        if (it != stateFormats.end()) return it->second;
        const QColor colour = statusColour(name);
        lxw_format *f = x.workbook_add_format(book);
        x.format_set_bold(f);
        x.format_set_font_color(f, rgb(colour.darker(130)));
        const auto tint = [](double channel) { return 1 - (1 - channel) * 0.2; }; // 80 % towards white
        x.format_set_bg_color(
            f, rgb(QColor::fromRgbF(tint(colour.redF()), tint(colour.greenF()), tint(colour.blueF()))));
        return stateFormats.emplace(name, f).first->second;
    };
    const auto text = [&](lxw_row_t r, lxw_col_t c, const QString &s, lxw_format *f = nullptr) {
        if (!s.isEmpty()) x.worksheet_write_string(sheet, r, c, s.toUtf8().constData(), f);
    };

    lxw_row_t row = 0;
    text(row++, 0, QCoreApplication::translate("VerificationReport", "Verification of %1").arg(design),
         title);
    text(row, 0, QCoreApplication::translate("VerificationReport", "Compared with"), label);
    text(row++, 1, source);
    ++row;
    const QMap<QString, int> summary = v.summary();
    for (auto it = summary.cbegin(); it != summary.cend(); ++it) {
        text(row, 0, statusText(it.key()), stateFormat(it.key()));
        x.worksheet_write_number(sheet, row++, 1, it.value(), nullptr);
    }
    ++row;
    const QStringList headings = {QCoreApplication::translate("VerificationReport", "State"),
                                  QCoreApplication::translate("VerificationReport", "Design end A"),
                                  QCoreApplication::translate("VerificationReport", "Design end B"),
                                  QCoreApplication::translate("VerificationReport", "Cables"),
                                  QCoreApplication::translate("VerificationReport", "Found A"),
                                  QCoreApplication::translate("VerificationReport", "Found B"),
                                  QCoreApplication::translate("VerificationReport", "Width"),
                                  QCoreApplication::translate("VerificationReport", "Speed")};
    const lxw_row_t headerRow = row;
    for (int c = 0; c < headings.size(); ++c)
        text(row, lxw_col_t(c), headings[c], header);
    ++row;
    for (const Row &r : rows(v)) {
        text(row, 0, statusText(r.status), stateFormat(r.status));
        for (int c = 0; c < r.cells.size(); ++c)
            text(row, lxw_col_t(c + 1), r.cells[c]);
        ++row;
    }
    const double widths[] = {18, 26, 26, 22, 26, 26, 8, 8};
    for (lxw_col_t c = 0; c < 8; ++c)
        x.worksheet_set_column(sheet, c, c, widths[c], nullptr);
    x.worksheet_freeze_panes(sheet, headerRow + 1, 0);
    x.worksheet_autofilter(sheet, headerRow, 0, row > headerRow + 1 ? row - 1 : headerRow, 7);
    x.worksheet_set_landscape(sheet);
    x.worksheet_fit_to_pages(sheet, 1, 0);
    x.worksheet_repeat_rows(sheet, headerRow, headerRow);
}

} // namespace

QByteArray verificationToCsv(const Verification &verification)
{
    QByteArray out =
        csvRecord({QStringLiteral("status"), QStringLiteral("design_a"), QStringLiteral("design_b"),
                   QStringLiteral("cables"), QStringLiteral("found_a"), QStringLiteral("found_b"),
                   QStringLiteral("width"), QStringLiteral("speed")})
            .toUtf8();
    for (const Row &r : rows(verification))
        out += csvRecord(QStringList{r.status} + r.cells).toUtf8();
    return out;
}

Result<> writeVerificationXlsx(const Verification &verification, const QString &design, const QString &source,
                               const QString &path)
{
    return writeXlsx(
        path, QCoreApplication::translate("VerificationReport", "Verification of %1").arg(design),
        [&](const XlsxLibrary &x, lxw_workbook *book) { fillSheet(x, book, verification, design, source); });
}

Result<> writeVerificationReport(const Verification &verification, const QString &design,
                                 const QString &source, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, verificationToCsv(verification));
    if (suffix == QLatin1String("xlsx")) return writeVerificationXlsx(verification, design, source, path);
    return IoError{path, {}, {}, QStringLiteral("a verification report is .csv or .xlsx")};
}

} // namespace railyard
