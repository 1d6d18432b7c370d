#include "export/drawingexport.h"

#include "design/design.h"
#include "design/floorlayout.h"
#include "io/atomicfile.h"
#include "render/colouring.h"
#include "render/elevationpainter.h"
#include "render/fabricpainter.h"
#include "render/floorplanpainter.h"
#include "render/floorsummary.h"
#include "render/legend.h"
#include "render/palette.h"
#include "render/traypainter.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Drawing context. Titles and legends follow the
// language the application runs in (the CLI's --lang).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Drawing)
};

QString sideText(bool rear)
{
    return rear ? Text::tr("rear") : Text::tr("front");
}

} // namespace

std::optional<DrawingView> DrawingView::parse(const QString &text, QString *error)
{
    if (text == QLatin1String("floor")) return DrawingView{Kind::Floor, {}, false, {}};
    if (text == QLatin1String("floor:power")) return DrawingView{Kind::Floor, {}, false, {}, true};
    if (text == QLatin1String("fabric")) return DrawingView{Kind::Fabric, {}, false, {}};
    // Rack ids and row names may hold colons; only a trailing ":rear" or ":front" is the side.
    const auto splitSide = [](QString name, bool &rear) {
        rear = name.endsWith(QLatin1String(":rear"));
        if (rear)
            name.chop(5);
        else if (name.endsWith(QLatin1String(":front")))
            name.chop(6);
        return name;
    };
    for (const auto &[prefix, kind] :
         {std::pair{QLatin1String("rack:"), Kind::Rack}, std::pair{QLatin1String("row:"), Kind::Row}}) {
        if (!text.startsWith(prefix)) continue;
        bool rear = false;
        const QString name = splitSide(text.mid(prefix.size()), rear);
        // A row may be unnamed (""), a rack may not.
        if (kind == Kind::Row || !name.isEmpty()) return DrawingView{kind, name, rear, {}};
    }
    if (error)
        *error = QStringLiteral("unknown view \"%1\"; use floor, floor:power, rack:ID, rack:ID:rear, "
                                "row:NAME, row:NAME:rear or "
                                "fabric")
                     .arg(text);
    return {};
}

QString DrawingView::title() const
{
    switch (kind) {
    case Kind::Floor:
        return power ? Text::tr("Floor plan, racks by power use") : Text::tr("Floor plan");
    case Kind::Rack:
        return Text::tr("Rack %1, %2").arg(rack, sideText(rear));
    case Kind::Fabric:
        return Text::tr("Fabric");
    case Kind::Row:
        return Text::tr("Row %1, %2").arg(rack, sideText(rear));
    case Kind::Racks:
        return Text::tr("Racks %1, %2")
            .arg(racks.size() > 4 ? Text::tr("%1 to %2").arg(racks.first(), racks.last())
                                  : racks.join(QStringLiteral(", ")),
                 sideText(rear));
    }
    return {};
}

namespace {

// A drawing on a page: a title line, the drawing's content scaled to fit, the legend in its own column.
struct Sheet
{
    const Drawing *drawing = nullptr;
    QRectF source;
    QString title;
    QString subtitle;
    Legend legend;
    QList<Legend> below; // under the first: a floor plan's rack density from afar, its trays' fill colours
    QString emptyText;   // said in the middle of the sheet when there is nothing to draw

    void paint(QPainter &p, const QRectF &page) const
    {
        const QPalette palette = Palette::paper();
        p.fillRect(page, palette.color(QPalette::Base));
        // Type sizes follow the page, so a PNG and an A3 PDF look alike.
        QFont font = QGuiApplication::font();
        const double unit = std::max(page.width(), page.height()) / 180.0;
        font.setPixelSize(std::max(8, int(unit * 1.6)));
        QFont titleFont = font;
        titleFont.setBold(true);
        titleFont.setPixelSize(std::max(10, int(unit * 2.4)));
        const double margin = unit * 2;
        // A long title on a narrow sheet (one rack) gets smaller, down to the subtitle's size, and is then
        // shortened in its middle: the view it names ("Rack B09, front") is never cut.
        const double width = page.width() - 2 * margin;
        while (titleFont.pixelSize() > font.pixelSize() &&
               QFontMetricsF(titleFont).horizontalAdvance(title) > width)
            titleFont.setPixelSize(titleFont.pixelSize() - 1);
        const double titleHeight = QFontMetricsF(titleFont).height() + QFontMetricsF(font).height() + unit;
        p.setPen(palette.color(QPalette::Text));
        p.setFont(titleFont);
        p.drawText(
            QRectF(page.left() + margin, page.top() + margin, width, QFontMetricsF(titleFont).height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(titleFont).elidedText(title, Qt::ElideMiddle, width));
        p.setFont(font);
        p.drawText(QRectF(page.left() + margin, page.top() + margin + QFontMetricsF(titleFont).height(),
                          width, QFontMetricsF(font).height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font).elidedText(subtitle, Qt::ElideMiddle, width));
        QRectF area = page.adjusted(margin, margin + titleHeight, -margin, -margin);
        // The legend in its own column on the right, so it never covers the drawing.
        QList<Legend> legends{legend};
        legends.append(below);
        legends.removeIf([](const Legend &l) { return l.isEmpty(); });
        if (!legends.isEmpty()) {
            double column = 0;
            for (const Legend &l : legends)
                column = std::max(column, l.size(font).width());
            double top = area.top();
            for (const Legend &l : legends) {
                l.paint(p, QPointF(area.right() - column, top), font, palette);
                top += l.size(font).height() + margin;
            }
            area.setRight(area.right() - column - margin);
        }
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        if (!emptyText.isEmpty()) {
            p.setFont(titleFont);
            p.setPen(palette.color(QPalette::PlaceholderText));
            p.drawText(area, Qt::AlignCenter, emptyText);
            return;
        }
        // A drawing far wider (or taller) than the page, like the fabric of hundreds of scalable units, is
        // cut into strips laid one under (or beside) the other, so it is not a hairline across the sheet.
        const double sourceAspect = source.width() / std::max(1e-9, source.height());
        const double areaAspect = area.width() / std::max(1e-9, area.height());
        const bool wide = sourceAspect >= areaAspect;
        const int strips = std::clamp(
            int(std::lround(std::sqrt(wide ? sourceAspect / areaAspect : areaAspect / sourceAspect))), 1, 12);
        const double gap = strips > 1 ? unit : 0;
        for (int i = 0; i < strips; ++i) {
            QRectF part = source;
            QRectF cell = area;
            if (wide) {
                part.setLeft(source.left() + source.width() * i / strips);
                part.setWidth(source.width() / strips);
                cell.setTop(area.top() + (area.height() + gap) * i / strips);
                cell.setHeight((area.height() + gap) / strips - gap);
            } else {
                part.setTop(source.top() + source.height() * i / strips);
                part.setHeight(source.height() / strips);
                cell.setLeft(area.left() + (area.width() + gap) * i / strips);
                cell.setWidth((area.width() + gap) / strips - gap);
            }
            // Keep the aspect ratio, the part centred in its cell.
            const double scale = std::min(cell.width() / part.width(), cell.height() / part.height());
            const QSizeF drawn = part.size() * scale;
            const QRectF target(cell.center() - QPointF(drawn.width() / 2, drawn.height() / 2), drawn);
            p.save();
            p.setClipRect(target, Qt::IntersectClip);
            const double ratio = std::min(target.width() / part.width(), target.height() / part.height());
            p.setWorldTransform(QTransform()
                                    .translate(target.left(), target.top())
                                    .scale(ratio, ratio)
                                    .translate(-part.left(), -part.top()),
                                true);
            drawing->paint(p, part);
            p.restore();
            if (i > 0) {
                // A thin rule between strips.
                p.setPen(QPen(palette.color(QPalette::Mid), 0));
                if (wide)
                    p.drawLine(QPointF(area.left(), cell.top() - gap / 2),
                               QPointF(area.right(), cell.top() - gap / 2));
                else
                    p.drawLine(QPointF(cell.left() - gap / 2, area.top()),
                               QPointF(cell.left() - gap / 2, area.bottom()));
            }
        }
    }
};

// The rails in use, in order, keyed as the floor plan's rail legend is.
Legend railLegend(const Design &design, const QString &title, QList<int> rails)
{
    std::sort(rails.begin(), rails.end());
    rails.erase(std::unique(rails.begin(), rails.end()), rails.end());
    return {title, legendEntries(design, Colouring::Rail, rails)};
}

// Makes sheet i with its drawing (the previous drawing goes when the next is made, so a PDF of hundreds of
// rows keeps one drawing at a time).
using SheetMaker = std::function<Result<>(qsizetype, Sheet &, std::unique_ptr<Drawing> &)>;

Result<> writeSheets(qsizetype count, const SheetMaker &make, const QString &path, Paper paper)
{
    Sheet sheet;
    std::unique_ptr<Drawing> drawing;
    if (Result<> s = make(0, sheet, drawing); !s.ok()) return s;
    const QString suffix = QFileInfo(path).suffix().toLower();
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    // Aspect of the page follows the drawing (with room for the title).
    const double aspect = sheet.source.width() / std::max(1.0, sheet.source.height());
    if (suffix == QLatin1String("png")) {
        // The long side 2400 px; the short side never under 1400 px, so the title and legend have room.
        const QSize size = aspect >= 1 ? QSize(2400, std::clamp(int(2400 / aspect) + 200, 1400, 2400))
                                       : QSize(std::clamp(int(2400 * aspect) + 400, 1400, 2400), 2400);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        sheet.paint(p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        const bool saved = [&] {
            QuietStderr quiet; // libpng's own "Write Error"
            return image.save(file.tempPath(), "PNG");
        }();
        if (!saved) return IoError{path, {}, {}, QStringLiteral("cannot write the image")};
    } else if (suffix == QLatin1String("svg")) {
        const QSize size = aspect >= 1 ? QSize(1600, std::clamp(int(1600 / aspect) + 130, 930, 1600))
                                       : QSize(std::clamp(int(1600 * aspect) + 270, 930, 1600), 1600);
        QSvgGenerator svg;
        svg.setFileName(file.tempPath());
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(sheet.title);
        svg.setDescription(sheet.subtitle);
        QPainter p;
        if (!p.begin(&svg)) return IoError{path, {}, {}, QStringLiteral("cannot write the SVG")};
        sheet.paint(p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
    } else if (suffix == QLatin1String("pdf")) {
        // A3 (or Tabloid), turned to suit the drawing: a size plotters and print shops take.
        QPdfWriter pdf(file.tempPath());
        pdf.setPageSize(drawingPageSize(paper));
        pdf.setPageOrientation(aspect >= 1 ? QPageLayout::Landscape : QPageLayout::Portrait);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        // Cosmetic pens (cables, links) are one or two device pixels wide: at 144 dpi they print as 0.2–0.4
        // mm lines rather than hairlines; the drawing itself is vector and text stays text at any resolution.
        pdf.setResolution(144);
        pdf.setTitle(sheet.title);
        pdf.setCreator(QStringLiteral("Railyard"));
        QPainter p;
        if (!p.begin(&pdf)) return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
        // One page a sheet, each turned to suit its drawing.
        for (qsizetype i = 0; i < count; ++i) {
            if (i > 0) {
                sheet = Sheet();
                if (Result<> s = make(i, sheet, drawing); !s.ok()) return s;
                const double a = sheet.source.width() / std::max(1.0, sheet.source.height());
                pdf.setPageOrientation(a >= 1 ? QPageLayout::Landscape : QPageLayout::Portrait);
                pdf.newPage();
            }
            sheet.paint(p, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())));
        }
        p.end();
    } else {
        return IoError{
            path, {}, {}, QStringLiteral("unknown drawing format; use a .png, .svg or .pdf file name")};
    }
    return file.commit();
}

} // namespace

namespace {

// The racks an elevation view shows, left to right; an error names what is missing.
std::optional<QList<int>> elevationRacks(const Design &d, const DrawingView &view, const QString &path,
                                         Result<> &error)
{
    QList<int> racks;
    switch (view.kind) {
    case DrawingView::Kind::Rack:
        racks = {d.racks().find(view.rack)};
        if (racks.first() < 0) {
            error = IoError{path, {}, view.rack, QStringLiteral("no rack with this id in the design")};
            return {};
        }
        break;
    case DrawingView::Kind::Row:
        racks = racksOfRow(d, view.rack);
        if (racks.isEmpty()) {
            error = IoError{path, {}, view.rack, QStringLiteral("no rack in this row")};
            return {};
        }
        break;
    case DrawingView::Kind::Racks:
        for (const QString &id : view.racks) {
            racks.append(d.racks().find(id));
            if (racks.last() < 0) {
                error = IoError{path, {}, id, QStringLiteral("no rack with this id in the design")};
                return {};
            }
        }
        break;
    default:
        break;
    }
    return racks;
}

// Sets a sheet up for a view: its drawing (kept in `drawing`), what part of it to draw, its title and legend.
Result<> makeSheet(const Design &d, const Decorations &decorations, const DrawingView &view,
                   const QString &path, Sheet &sheet, std::unique_ptr<Drawing> &drawing)
{
    sheet.title =
        QStringLiteral("%1 — %2").arg(d.name.isEmpty() ? Text::tr("Untitled design") : d.name, view.title());
    sheet.subtitle = Text::tr("%1 · %2 · %3 · drawn by Railyard on %4")
                         .arg(Text::tr("%Ln rack(s)", nullptr, d.racks().liveCount()),
                              Text::tr("%Ln device(s)", nullptr, d.devices().liveCount()),
                              Text::tr("%Ln cable(s)", nullptr, d.cables().liveCount()),
                              QDate::currentDate().toString(Qt::ISODate));
    bool nothing = d.racks().liveCount() == 0;
    switch (view.kind) {
    case DrawingView::Kind::Floor: {
        auto floor =
            std::make_unique<FloorPlanDrawing>(d, decorations, Colouring::Rail, Palette::paper(), view.power);
        // A plan of more bundles than read is drawn from afar on a sheet: its racks by density (unless by
        // power) and its cables between rows.
        const floorplan::FloorSummary *afar = floor->summary();
        sheet.legend =
            view.power
                ? Legend{Text::tr("Racks by power use"), floor->powerScale()->legendEntries()}
                : Legend{afar ? Text::tr("Cables between rows, by rail") : Text::tr("Cables by rail"),
                         legendEntries(d, Colouring::Rail,
                                       floorplan::keysInUse(afar ? afar->rowBundles() : floor->bundles()))};
        if (afar && !view.power) sheet.below.append(afar->legend());
        if (!d.pathways.segments.isEmpty())
            sheet.below.append(Legend{Text::tr("Trays by fill"), floorplan::trayLegendEntries()});
        drawing = std::move(floor);
        break;
    }
    case DrawingView::Kind::Rack:
    case DrawingView::Kind::Row:
    case DrawingView::Kind::Racks: {
        Result<> error;
        const std::optional<QList<int>> racks = elevationRacks(d, view, path, error);
        if (!racks) return error;
        drawing = std::make_unique<ElevationDrawing>(d, *racks, view.rear, decorations, Palette::paper());
        QList<int> rails;
        for (int c : d.cables().live())
            for (const Endpoint &e : d.cables().at(c).ends)
                if (!e.isLoose() && racks->contains(d.devices().at(e.device).rack)) {
                    rails.append(decorations.railOfCable(c));
                    break;
                }
        sheet.legend = railLegend(d, Text::tr("Cables by rail"), rails);
        break;
    }
    case DrawingView::Kind::Fabric: {
        auto fabric = std::make_unique<FabricDrawing>(d, decorations, Palette::paper());
        sheet.legend = fabric::legend(d, fabric->layout());
        nothing = fabric->layout().links().empty() && d.devices().liveCount() == 0;
        drawing = std::move(fabric);
        break;
    }
    }
    // Validation's marks, when the drawing carries them (the window's, render --issues): what red and amber
    // say.
    if (const IssueMarks *marks = decorations.issues; marks && view.kind != DrawingView::Kind::Fabric) {
        if (!marks->errorDevices.isEmpty() || !marks->errorRacks.isEmpty())
            sheet.legend.entries.append({Palette::error(), Text::tr("Has an error")});
        if (view.kind != DrawingView::Kind::Floor && !marks->warningDevices.isEmpty())
            sheet.legend.entries.append({Palette::warning(), Text::tr("Has a warning")});
    }
    sheet.source = drawing->contentRect();
    // An empty design: a titled sheet that says so.
    if (nothing || sheet.source.isEmpty()) {
        sheet.source = QRectF(0, 0, 100, 100);
        sheet.emptyText = view.kind == DrawingView::Kind::Fabric ? Text::tr("No devices to draw yet")
                                                                 : Text::tr("No racks to draw yet");
    }
    sheet.drawing = drawing.get();
    return {};
}

} // namespace

Result<> exportDrawings(const Design &design, const Decorations &decorations, const QList<DrawingView> &views,
                        const QString &path, Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return IoError{
            path, {}, {}, QStringLiteral("unknown drawing format; use a .png, .svg or .pdf file name")};
    if (views.isEmpty()) return IoError{path, {}, {}, QStringLiteral("nothing to draw")};
    if (views.size() > 1 && suffix != QLatin1String("pdf"))
        return IoError{path, {}, {}, QStringLiteral("several drawings go into a PDF only")};
    return writeSheets(
        views.size(),
        [&](qsizetype i, Sheet &sheet, std::unique_ptr<Drawing> &drawing) {
            return makeSheet(design, decorations, views[i], path, sheet, drawing);
        },
        path, paper);
}

Result<> checkDrawingView(const Design &design, const DrawingView &view, const QString &designPath)
{
    Result<> error;
    elevationRacks(design, view, designPath, error);
    return error;
}

Result<> exportDrawing(const Design &design, const Decorations &decorations, const DrawingView &view,
                       const QString &path, Paper paper)
{
    return exportDrawings(design, decorations, {view}, path, paper);
}

} // namespace railyard
