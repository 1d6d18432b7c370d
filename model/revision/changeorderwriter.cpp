#include "revision/changeorderwriter.h"

#include "export/pdftable.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ChangeOrder)
};

// The steps of one phase at one rack: a group with its own heading.
struct Group
{
    QString heading;
    std::vector<const ChangeStep *> steps;
};

QString phaseText(const ChangeStep &s)
{
    const bool cable = s.kind == QLatin1String("cable");
    if (s.action == QLatin1String("remove"))
        return cable ? Text::tr("Remove cables") : Text::tr("Remove devices");
    if (s.action == QLatin1String("move")) return Text::tr("Move devices");
    if (s.action == QLatin1String("add")) return cable ? Text::tr("Add cables") : Text::tr("Add devices");
    if (s.action == QLatin1String("relabel")) return Text::tr("Relabel cables");
    return s.action;
}

std::vector<Group> groups(const std::vector<ChangeStep> &steps)
{
    std::vector<Group> out;
    for (const ChangeStep &s : steps) {
        const QString heading =
            s.rack.isEmpty() ? phaseText(s) : Text::tr("%1 · rack %2").arg(phaseText(s), s.rack);
        if (out.empty() || out.back().heading != heading) out.push_back({heading, {}});
        out.back().steps.push_back(&s);
    }
    return out;
}

QString lengthText(const ChangeStep &s, const QLocale &locale)
{
    return s.lengthM ? QStringLiteral("%1 m").arg(locale.toString(*s.lengthM)) : QString();
}

QByteArray utf8(const QString &s)
{
    return s.toUtf8();
}

Result<> writeXlsxOrder(const std::vector<ChangeStep> &steps, const QString &path, const QString &title)
{
    return writeXlsx(path, title, [&](const XlsxLibrary &x, lxw_workbook *book) {
        lxw_format *header = addHeaderFormat(x, book);
        lxw_format *heading = x.workbook_add_format(book);
        x.format_set_bold(heading);
        x.format_set_font_size(heading, 16);
        lxw_format *group = x.workbook_add_format(book);
        x.format_set_bold(group);
        x.format_set_bg_color(group, 0xF4F6F8);
        x.format_set_top(group, LXW_BORDER_THIN);
        lxw_format *metres = addMetresFormat(x, book);
        lxw_format *box = x.workbook_add_format(book);
        x.format_set_border(box, LXW_BORDER_THIN);
        x.format_set_align(box, LXW_ALIGN_CENTER);
        lxw_worksheet *sheet = x.workbook_add_worksheet(book, "Change order");
        x.worksheet_write_string(sheet, 0, 0, utf8(title).constData(), heading);
        x.worksheet_write_string(
            sheet, 1, 0,
            utf8(Text::tr("%n step(s), in this order; tick each when done.", nullptr, int(steps.size())))
                .constData(),
            nullptr);
        const QString titles[] = {Text::tr("Done"), Text::tr("Step"),        Text::tr("Action"),
                                  Text::tr("Id"),   Text::tr("Rack"),        Text::tr("From"),
                                  Text::tr("To"),   Text::tr("Part number"), Text::tr("Length"),
                                  Text::tr("Label")};
        const double widths[] = {6, 6, 16, 22, 8, 24, 24, 24, 9, 24};
        const lxw_row_t top = 3;
        for (lxw_col_t c = 0; c < 10; ++c) {
            x.worksheet_set_column(sheet, c, c, widths[c], nullptr);
            x.worksheet_write_string(sheet, top, c, utf8(titles[c]).constData(), header);
        }
        x.worksheet_freeze_panes(sheet, top + 1, 0);
        lxw_row_t row = top + 1;
        for (const Group &g : groups(steps)) {
            x.worksheet_write_string(sheet, row, 0, utf8(g.heading).constData(), group);
            for (lxw_col_t c = 1; c < 10; ++c)
                x.worksheet_write_blank(sheet, row, c, group);
            ++row;
            // The Done column takes a tick from a list, so that a sheet filled in on a tablet reads the same.
            static const char *ticks[] = {"\xE2\x9C\x93", nullptr}; // ✓
            lxw_data_validation validation = {};
            validation.validate = LXW_VALIDATION_TYPE_LIST;
            validation.value_list = const_cast<char **>(ticks);
            x.worksheet_data_validation_range(sheet, row, 0, row + lxw_row_t(g.steps.size()) - 1, 0,
                                              &validation);
            for (const ChangeStep *s : g.steps) {
                x.worksheet_write_blank(sheet, row, 0, box);
                x.worksheet_write_number(sheet, row, 1, s->step, nullptr);
                const QString cells[] = {changeStepActionText(*s), s->id, s->rack, s->a, s->b, s->partNumber};
                for (lxw_col_t c = 0; c < 6; ++c)
                    x.worksheet_write_string(sheet, row, c + 2, utf8(cells[c]).constData(), nullptr);
                if (s->lengthM) x.worksheet_write_number(sheet, row, 8, *s->lengthM, metres);
                x.worksheet_write_string(sheet, row, 9, utf8(s->label).constData(), nullptr);
                ++row;
            }
        }
        x.worksheet_set_landscape(sheet);
        x.worksheet_fit_to_pages(sheet, 1, 0);
        x.worksheet_repeat_rows(sheet, top, top);
    });
}

Result<> writePdfOrder(const std::vector<ChangeStep> &steps, const QString &path, const QString &title,
                       Paper paper)
{
    return writeReportPdf(
        path, title, paper,
        [&](PdfPages &pages) {
            QPainter &p = pages.painter();
            // A long title (a design's full name) is elided to the page, whole in the running header.
            const QFontMetricsF metrics(pages.heading(), p.device());
            double y = pages.paintHeading(metrics.elidedText(title, Qt::ElideRight, pages.page().width()),
                                          pages.pageHeader());
            p.setFont(pages.body());
            p.drawText(QRectF(0, y, pages.page().width(), pages.pt(14)), Qt::AlignLeft | Qt::AlignVCenter,
                       Text::tr("%n step(s), in this order; tick each when done. Printed %1.", nullptr,
                                int(steps.size()))
                           .arg(QDate::currentDate().toString(Qt::ISODate)));
            y += pages.pt(20);
            pages.setColumns(
                {{17}, {13, Qt::AlignRight}, {26}, {32}, {14}, {31}, {31}, {44}, {17, Qt::AlignRight}, {0}});
            const QStringList titles{Text::tr("Done"), Text::tr("Step"),        Text::tr("Action"),
                                     Text::tr("Id"),   Text::tr("Rack"),        Text::tr("From"),
                                     Text::tr("To"),   Text::tr("Part number"), Text::tr("Length"),
                                     Text::tr("Label")};
            y = pages.tableHeader(titles, y);
            for (const Group &g : groups(steps)) {
                // A group's heading stays with its first step.
                const double headingHeight = pages.pt(16);
                if (y + headingHeight + pages.rowHeight(titles) > pages.page().height())
                    y = pages.tableHeader(titles, pages.newPage());
                p.fillRect(QRectF(0, y, pages.page().width(), headingHeight), QColor(0xF4, 0xF6, 0xF8));
                p.setFont(pages.bold());
                p.setPen(Qt::black);
                p.drawText(QRectF(pages.px(1), y, pages.page().width(), headingHeight),
                           Qt::AlignLeft | Qt::AlignVCenter, g.heading);
                y += headingHeight;
                for (const ChangeStep *s : g.steps) {
                    const QStringList cells{QString(),
                                            QString::number(s->step),
                                            changeStepActionText(*s),
                                            s->id,
                                            s->rack,
                                            s->a,
                                            s->b,
                                            s->partNumber,
                                            lengthText(*s, pages.locale()),
                                            s->label};
                    y = pages.addRow(cells, y, titles);
                    // The box to tick, at the top of the row (which may have gone to a new page).
                    const double rowTop = y - pages.rowHeight(cells);
                    const double side = pages.pt(8);
                    p.setPen(QPen(Qt::black, pages.pt(0.6)));
                    p.setBrush(Qt::NoBrush);
                    p.drawRect(QRectF(pages.px(2), rowTop + pages.pt(3), side, side));
                }
            }
        },
        true);
}

} // namespace

QString changeOrderTitle(const QString &from, const QString &to)
{
    return Text::tr("Change order: %1 → %2").arg(from, to);
}

QString changeStepActionText(const ChangeStep &s)
{
    const bool cable = s.kind == QLatin1String("cable");
    if (s.action == QLatin1String("remove"))
        return cable ? Text::tr("Remove cable") : Text::tr("Remove device");
    if (s.action == QLatin1String("move")) return Text::tr("Move device");
    if (s.action == QLatin1String("add")) return cable ? Text::tr("Add cable") : Text::tr("Add device");
    if (s.action == QLatin1String("relabel")) return Text::tr("Relabel cable");
    return s.action;
}

Result<> writeChangeOrder(const std::vector<ChangeStep> &steps, const QString &path, const QString &title,
                          Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, changeOrderCsv(steps));
    if (suffix == QLatin1String("xlsx")) return writeXlsxOrder(steps, path, title);
    if (suffix == QLatin1String("pdf")) return writePdfOrder(steps, path, title, paper);
    return IoError{path, {}, {}, QStringLiteral("the change order is written as .csv, .xlsx or .pdf")};
}

} // namespace railyard
