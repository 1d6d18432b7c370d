#include "export/pullsheetwriter.h"

#include "design/design.h"
#include "export/pdftable.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"
#include "io/csv.h"
#include "route/pullsheets.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PullSheet)
};

QString routeIds(const PullSheet &s)
{
    QStringList ids;
    for (const PullLeg &leg : s.legs)
        ids << leg.segment;
    return ids.join(QLatin1Char(' '));
}

Result<> writePullSheetsXlsx(const std::vector<PullSheet> &sheets, const QString &path, const QString &title)
{
    return writeXlsx(path, title, [&](const XlsxLibrary &x, lxw_workbook *book) {
        lxw_format *header = x.workbook_add_format(book);
        x.format_set_bold(header);
        x.format_set_bottom(header, LXW_BORDER_THIN);
        x.format_set_bg_color(header, 0xE8ECF0);
        lxw_format *metres = x.workbook_add_format(book);
        x.format_set_num_format(metres, "0.0# \"m\"");
        lxw_format *percent = x.workbook_add_format(book);
        x.format_set_num_format(percent, "0.0 \"%\"");
        const auto headings = [&](lxw_worksheet *sheet,
                                  const std::vector<std::pair<const char *, double>> &cols) {
            for (lxw_col_t c = 0; c < cols.size(); ++c) {
                x.worksheet_set_column(sheet, c, c, cols[c].second, nullptr);
                x.worksheet_write_string(sheet, 0, c, Text::tr(cols[c].first).toUtf8().constData(), header);
            }
            x.worksheet_freeze_panes(sheet, 1, 0);
        };
        const auto text = [&](lxw_worksheet *sheet, lxw_row_t row, lxw_col_t col, const QString &value) {
            x.worksheet_write_string(sheet, row, col, value.toUtf8().constData(), nullptr);
        };

        lxw_worksheet *pulls = x.workbook_add_worksheet(book, "Pulls");
        headings(pulls, {{QT_TRANSLATE_NOOP("PullSheet", "Pull"), 6},
                         {QT_TRANSLATE_NOOP("PullSheet", "From rack"), 10},
                         {QT_TRANSLATE_NOOP("PullSheet", "To rack"), 12},
                         {QT_TRANSLATE_NOOP("PullSheet", "Cables"), 8},
                         {QT_TRANSLATE_NOOP("PullSheet", "Trays"), 40},
                         {QT_TRANSLATE_NOOP("PullSheet", "Path"), 9},
                         {QT_TRANSLATE_NOOP("PullSheet", "Cross-section (mm²)"), 12},
                         {QT_TRANSLATE_NOOP("PullSheet", "Fullest tray"), 10}});
        lxw_row_t row = 1;
        for (const PullSheet &s : sheets) {
            double fullest = 0;
            for (const PullLeg &leg : s.legs)
                fullest = std::max(fullest, leg.fillPercent);
            x.worksheet_write_number(pulls, row, 0, s.number, nullptr);
            text(pulls, row, 1, s.fromRack);
            text(pulls, row, 2, s.toRacks.join(QLatin1Char(' ')));
            x.worksheet_write_number(pulls, row, 3, double(s.cables.size()), nullptr);
            text(pulls, row, 4, routeIds(s));
            x.worksheet_write_number(pulls, row, 5, s.pathM, metres);
            x.worksheet_write_number(pulls, row, 6, std::round(s.crossSectionMm2), nullptr);
            x.worksheet_write_number(pulls, row, 7, fullest, percent);
            ++row;
        }
        x.worksheet_autofilter(pulls, 0, 0, std::max<lxw_row_t>(row - 1, 1), 7);

        lxw_worksheet *cables = x.workbook_add_worksheet(book, "Cables");
        headings(cables, {{QT_TRANSLATE_NOOP("PullSheet", "Pull"), 6},
                          {QT_TRANSLATE_NOOP("PullSheet", "Cable"), 14},
                          {QT_TRANSLATE_NOOP("PullSheet", "Label"), 22},
                          {QT_TRANSLATE_NOOP("PullSheet", "Cable type"), 22},
                          {QT_TRANSLATE_NOOP("PullSheet", "Part number"), 22},
                          {QT_TRANSLATE_NOOP("PullSheet", "Length"), 9},
                          {QT_TRANSLATE_NOOP("PullSheet", "Route"), 9}});
        row = 1;
        for (const PullSheet &s : sheets)
            for (const PullCable &c : s.cables) {
                x.worksheet_write_number(cables, row, 0, s.number, nullptr);
                text(cables, row, 1, c.id);
                text(cables, row, 2, c.label);
                text(cables, row, 3, c.type);
                text(cables, row, 4, c.partNumber);
                x.worksheet_write_number(cables, row, 5, c.lengthM, metres);
                x.worksheet_write_number(cables, row, 6, c.routeM, metres);
                ++row;
            }
        x.worksheet_autofilter(cables, 0, 0, std::max<lxw_row_t>(row - 1, 1), 6);
    });
}

QString kindText(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Tray:
        return Text::tr("tray");
    case SegmentKind::Ladder:
        return Text::tr("ladder");
    case SegmentKind::Basket:
        return Text::tr("basket");
    case SegmentKind::Raceway:
        return Text::tr("raceway");
    case SegmentKind::Conduit:
        return Text::tr("conduit");
    }
    return {};
}

// A pull on a page of its own: its trays in pulling order, then its cables (over more pages when many).
void paintSheet(PdfPages &pages, const PullSheet &s, bool first)
{
    const QLocale &locale = pages.locale();
    const QString to = s.toRacks.join(QStringLiteral(", "));
    double y = pages.paintHeading(Text::tr("Pull %1: %2 to %3").arg(s.number).arg(s.fromRack, to),
                                  (first ? pages.pageHeader() : pages.newPage()) - pages.pt(2));
    QPainter &p = pages.painter();
    p.setFont(pages.body());
    p.setPen(Qt::black);
    const QString summary =
        Text::tr("%n cable(s) together over %1 tray(s), %2 m between the drops; %3 mm² of cable", nullptr,
                 int(s.cables.size()))
            .arg(s.legs.size())
            .arg(locale.toString(s.pathM, 'f', 1))
            .arg(locale.toString(std::round(s.crossSectionMm2), 'f', 0));
    p.drawText(QRectF(0, y, pages.page().width(), pages.pt(14)), Qt::AlignLeft | Qt::AlignVCenter, summary);
    y += pages.pt(18);

    pages.setColumns(
        {{10, Qt::AlignRight}, {30}, {20}, {24}, {24}, {18, Qt::AlignRight}, {0, Qt::AlignRight}});
    const QStringList legTitles{Text::tr("#"),  Text::tr("Tray"),   Text::tr("Kind"), Text::tr("From"),
                                Text::tr("To"), Text::tr("Length"), Text::tr("Fill")};
    y = pages.tableHeader(legTitles, y);
    int step = 0;
    for (const PullLeg &leg : s.legs)
        y = pages.addRow({locale.toString(++step), leg.segment, kindText(leg.kind), leg.from, leg.to,
                          QStringLiteral("%1 m").arg(locale.toString(leg.lengthM, 'f', 1)),
                          QStringLiteral("%1 % / %2 %")
                              .arg(locale.toString(leg.fillPercent, 'f', 0),
                                   locale.toString(leg.fillLimitPercent, 'f', 0))},
                         y, legTitles, [&](int column) {
                             return column == 6 && leg.fillPercent > leg.fillLimitPercent ? QColor(0xb0, 0, 0)
                                                                                          : QColor(Qt::black);
                         });
    y += pages.pt(12);

    pages.setColumns({{34}, {40}, {0}, {20, Qt::AlignRight}, {20, Qt::AlignRight}});
    const QStringList cableTitles{Text::tr("Cable"), Text::tr("Label"), Text::tr("Part number"),
                                  Text::tr("Length"), Text::tr("Route")};
    y = pages.tableHeader(cableTitles, y);
    for (const PullCable &c : s.cables) {
        const QString part =
            c.partNumber == c.type ? c.type : QStringLiteral("%1\n%2").arg(c.partNumber, c.type);
        y = pages.addRow({c.id, c.label, part, QStringLiteral("%1 m").arg(locale.toString(c.lengthM)),
                          QStringLiteral("%1 m").arg(locale.toString(c.routeM, 'f', 1))},
                         y, cableTitles);
    }
}

Result<> writePullSheetsPdf(const std::vector<PullSheet> &sheets, const QString &path, const QString &title,
                            Paper paper)
{
    return writeReportPdf(path, title, paper, [&sheets](PdfPages &pages) {
        if (sheets.empty()) {
            pages.pageHeader();
            pages.painter().setFont(pages.font(12));
            pages.painter().drawText(QRectF(0, pages.pt(40), pages.page().width(), pages.pt(60)),
                                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                     Text::tr("No cable runs over the design's trays: draw trays and drops "
                                              "(docs/pathways.md) to get pull sheets."));
            return;
        }
        bool first = true;
        for (const PullSheet &s : sheets) {
            paintSheet(pages, s, first);
            first = false;
        }
    });
}

} // namespace

QByteArray pullSheetsToCsv(const std::vector<PullSheet> &sheets)
{
    QString out = csvRecord({QStringLiteral("pull"), QStringLiteral("from_rack"), QStringLiteral("to_racks"),
                             QStringLiteral("route"), QStringLiteral("route_m"), QStringLiteral("cable"),
                             QStringLiteral("label"), QStringLiteral("cable_type"),
                             QStringLiteral("part_number"), QStringLiteral("length_m")});
    for (const PullSheet &s : sheets) {
        const QString route = routeIds(s);
        for (const PullCable &c : s.cables)
            out += csvRecord({QString::number(s.number), s.fromRack, s.toRacks.join(QLatin1Char(' ')), route,
                              exportNumber(s.pathM), c.id, c.label, c.type, c.partNumber,
                              exportNumber(c.lengthM)});
    }
    return out.toUtf8();
}

Result<> writePullSheets(const Design &design, const std::vector<PullSheet> &sheets, const QString &path,
                         Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString title =
        Text::tr("Pull sheets — %1").arg(design.name.isEmpty() ? QFileInfo(path).baseName() : design.name);
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, pullSheetsToCsv(sheets));
    if (suffix == QLatin1String("xlsx")) return writePullSheetsXlsx(sheets, path, title);
    if (suffix == QLatin1String("pdf")) return writePullSheetsPdf(sheets, path, title, paper);
    return IoError{
        path, {}, {}, QStringLiteral("unknown pull sheet format; use a .csv, .xlsx or .pdf file name")};
}

} // namespace railyard
