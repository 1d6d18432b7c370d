#include "export/pullsheetwriter.h"

#include "core/enumtext.h"
#include "design/design.h"
#include "export/labels.h"
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

// Metres to the centimetre: a path is measured, not computed to the nanometre.
double metres(double m)
{
    return std::round(m * 100) / 100;
}

// A cable's end, or its ends at a splitter's legs, as its labels name them ("B01-48:P01").
QString endsText(const Design &d, const PullCable &c, const QList<int> &ends)
{
    QStringList out;
    for (int e : ends)
        out << labelEndpointId(d, d.cables().at(c.cable).ends[e]);
    return out.join(QLatin1Char(' '));
}

QString routeIds(const PullSheet &s)
{
    QStringList ids;
    for (const PullLeg &leg : s.legs)
        ids << leg.segment;
    return ids.join(QLatin1Char(' '));
}

Result<> writePullSheetsXlsx(const Design &d, const std::vector<PullSheet> &sheets, const QString &path,
                             const QString &title)
{
    return writeXlsx(path, title, [&](const XlsxLibrary &x, lxw_workbook *book) {
        lxw_format *header = addHeaderFormat(x, book);
        lxw_format *inMetres = addMetresFormat(x, book);
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
            x.worksheet_write_number(pulls, row, 5, metres(s.pathM), inMetres);
            x.worksheet_write_number(pulls, row, 6, std::round(s.crossSectionMm2), nullptr);
            x.worksheet_write_number(pulls, row, 7, fullest, percent);
            ++row;
        }
        x.worksheet_autofilter(pulls, 0, 0, std::max<lxw_row_t>(row - 1, 1), 7);

        lxw_worksheet *cables = x.workbook_add_worksheet(book, "Cables");
        headings(cables, {{QT_TRANSLATE_NOOP("PullSheet", "Pull"), 6},
                          {QT_TRANSLATE_NOOP("PullSheet", "Cable"), 14},
                          {QT_TRANSLATE_NOOP("PullSheet", "Label"), 22},
                          {QT_TRANSLATE_NOOP("PullSheet", "From"), 18},
                          {QT_TRANSLATE_NOOP("PullSheet", "To"), 18},
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
                text(cables, row, 3, endsText(d, c, {c.fromEnd}));
                text(cables, row, 4, endsText(d, c, c.toEnds));
                text(cables, row, 5, c.type);
                text(cables, row, 6, c.partNumber);
                x.worksheet_write_number(cables, row, 7, c.lengthM, inMetres);
                x.worksheet_write_number(cables, row, 8, metres(c.routeM), inMetres);
                ++row;
            }
        x.worksheet_autofilter(cables, 0, 0, std::max<lxw_row_t>(row - 1, 1), 8);
    });
}

// A pull on a page of its own: its trays in pulling order, then its cables (over more pages when many).
void paintSheet(PdfPages &pages, const Design &d, const PullSheet &s, bool first)
{
    const QLocale &locale = pages.locale();
    const QString to = s.toRacks.join(QStringLiteral(", "));
    double y = pages.paintHeading(Text::tr("Pull %1: %2 to %3").arg(s.number).arg(s.fromRack, to),
                                  (first ? pages.pageHeader() : pages.newPage()) - pages.pt(2));
    QPainter &p = pages.painter();
    p.setFont(pages.body());
    p.setPen(Qt::black);
    const QString summary = Text::tr("%n cable(s) to pull together, %1 m between the drops, %2 mm² of cable",
                                     nullptr, int(s.cables.size()))
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
        y = pages.addRow({locale.toString(++step), leg.segment, segmentKindText(leg.kind), leg.from, leg.to,
                          QStringLiteral("%1 m").arg(locale.toString(leg.lengthM, 'f', 1)),
                          QStringLiteral("%1 % / %2 %")
                              .arg(locale.toString(leg.fillPercent, 'f', 0),
                                   locale.toString(leg.fillLimitPercent, 'f', 0))},
                         y, legTitles, [&](int column) {
                             return column == 6 && leg.fillPercent > leg.fillLimitPercent ? QColor(0xb0, 0, 0)
                                                                                          : QColor(Qt::black);
                         });
    y += pages.pt(12);

    // A cable by its label (its id under it when they differ), its two ends as the labels name them, and what
    // to take from the store.
    pages.setColumns({{36}, {30}, {30}, {0}, {16, Qt::AlignRight}, {16, Qt::AlignRight}});
    const QStringList cableTitles{Text::tr("Cable"),       Text::tr("From"),   Text::tr("To"),
                                  Text::tr("Part number"), Text::tr("Length"), Text::tr("Route")};
    y = pages.tableHeader(cableTitles, y);
    for (const PullCable &c : s.cables) {
        const QString name =
            c.label.isEmpty() || c.label == c.id ? c.id : QStringLiteral("%1\n%2").arg(c.label, c.id);
        y = pages.addRow({name, endsText(d, c, {c.fromEnd}), endsText(d, c, c.toEnds), c.partNumber,
                          QStringLiteral("%1 m").arg(locale.toString(c.lengthM)),
                          QStringLiteral("%1 m").arg(locale.toString(c.routeM, 'f', 1))},
                         y, cableTitles);
    }
}

Result<> writePullSheetsPdf(const Design &d, const std::vector<PullSheet> &sheets, const QString &path,
                            const QString &title, Paper paper)
{
    return writeReportPdf(path, title, paper, [&d, &sheets](PdfPages &pages) {
        if (sheets.empty()) {
            pages.pageHeader();
            pages.painter().setFont(pages.font(12));
            pages.painter().drawText(QRectF(0, pages.pt(40), pages.page().width(), pages.pt(60)),
                                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                     Text::tr("No cable runs over the design's trays yet: draw the trays "
                                              "(View ▸ Edit Pathways) and let every rack drop into one."));
            return;
        }
        bool first = true;
        for (const PullSheet &s : sheets) {
            paintSheet(pages, d, s, first);
            first = false;
        }
    });
}

} // namespace

QByteArray pullSheetsToCsv(const Design &design, const std::vector<PullSheet> &sheets)
{
    QString out = csvRecord({QStringLiteral("pull"), QStringLiteral("from_rack"), QStringLiteral("to_racks"),
                             QStringLiteral("route"), QStringLiteral("path_m"), QStringLiteral("cable"),
                             QStringLiteral("label"), QStringLiteral("from"), QStringLiteral("to"),
                             QStringLiteral("cable_type"), QStringLiteral("part_number"),
                             QStringLiteral("length_m"), QStringLiteral("route_m")});
    for (const PullSheet &s : sheets) {
        const QString route = routeIds(s);
        for (const PullCable &c : s.cables)
            out += csvRecord({QString::number(s.number), s.fromRack, s.toRacks.join(QLatin1Char(' ')), route,
                              exportNumber(metres(s.pathM)), c.id, c.label, endsText(design, c, {c.fromEnd}),
                              endsText(design, c, c.toEnds), c.type, c.partNumber, exportNumber(c.lengthM),
                              exportNumber(metres(c.routeM))});
    }
    return out.toUtf8();
}

Result<> writePullSheets(const Design &design, const std::vector<PullSheet> &sheets, const QString &path,
                         Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString title =
        Text::tr("Pull sheets — %1").arg(design.name.isEmpty() ? QFileInfo(path).baseName() : design.name);
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, pullSheetsToCsv(design, sheets));
    if (suffix == QLatin1String("xlsx")) return writePullSheetsXlsx(design, sheets, path, title);
    if (suffix == QLatin1String("pdf")) return writePullSheetsPdf(design, sheets, path, title, paper);
    return IoError{
        path, {}, {}, QStringLiteral("unknown pull sheet format; use a .csv, .xlsx or .pdf file name")};
}

} // namespace railyard
