#include "export/labeltemplate.h"

#include "io/inputfile.h"

#include "io/jsonreadcontext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard {

namespace {

constexpr double inch = 25.4;

// Where lupdate finds this file's texts: Text::tr() in the LabelTemplate context (the bundled templates'
// descriptions; a user's own templates describe themselves).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabelTemplate)
};

// A template for one label of this size, printable all over, one per page until a sheet says otherwise.
LabelTemplate labelOf(QString name, QString description, QSizeF label)
{
    LabelTemplate t;
    t.name = std::move(name);
    t.description = std::move(description);
    t.stock.description = t.description;
    t.stock.pageMm = label;
    t.stock.labelMm = label;
    t.stock.pitchMm = label;
    t.stock.printableMm = QRectF(QPointF(0, 0), label);
    return t;
}

LabelTemplate sheet(QString name, QString description, QSizeF page, QSizeF label, QMarginsF margins,
                    int columns, int rows, QSizeF pitch, bool qr)
{
    LabelTemplate t = labelOf(std::move(name), std::move(description), label);
    t.stock.pageMm = page;
    t.stock.marginsMm = margins;
    t.stock.columns = columns;
    t.stock.rows = rows;
    t.stock.pitchMm = pitch;
    t.fontPt = 14;
    t.qrCode = qr;
    return t;
}

LabelTemplate roll(QString name, QString description, QSizeF label, QRectF printable)
{
    LabelTemplate t = labelOf(std::move(name), std::move(description), label);
    t.stock.roll = true;
    t.stock.printableMm = printable;
    t.fontPt = 7;
    t.unconfirmed = true; // domain.md §6.2: stock part numbers and sizes not confirmed
    return t;
}

std::vector<LabelTemplate> makeTemplates()
{
    std::vector<LabelTemplate> all;
    // A4, 3 × 7 labels of 63.5 × 38.1 mm: the common office sheet layout (as Avery L7160).
    all.push_back(sheet(QStringLiteral("default"), Text::tr("A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm"),
                        {210, 297}, {63.5, 38.1}, {7.2, 15.15, 7.2, 15.15}, 3, 7, {66.0, 38.1}, false));
    all.push_back(sheet(QStringLiteral("a4-qr"),
                        Text::tr("A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm, with a QR code of the cable id"),
                        {210, 297}, {63.5, 38.1}, {7.2, 15.15, 7.2, 15.15}, 3, 7, {66.0, 38.1}, true));
    // US Letter, 3 × 10 labels of 2.625 × 1 in (as Avery 5160).
    all.push_back(sheet(QStringLiteral("letter"), Text::tr("US Letter sheet, 3 × 10 labels of 2.625 × 1 in"),
                        {8.5 * inch, 11 * inch}, {2.625 * inch, 1 * inch},
                        {0.1875 * inch, 0.5 * inch, 0.1875 * inch, 0.5 * inch}, 3, 10,
                        {2.75 * inch, 1 * inch}, false));
    // Self-laminating wrap-around: 1.5 in across, 2 in long; the top 0.75 in is printed, the rest is clear
    // laminate wound over it. 1.5 in across, not 1 in: a rack-U:port pair and a cable label do not fit 1 in
    // at 6 pt, the least that reads; 0.75 in of print, not 0.5 in: a label with its devices and part number
    // is five lines of 6 pt (12.4 mm).
    all.push_back(
        roll(QStringLiteral("wrap"),
             Text::tr("Self-laminating wrap-around roll label, 38.1 × 50.8 mm, printable 38.1 × 19.1 mm"),
             {38.1, 50.8}, QRectF(1, 0.8, 36.1, 17.45)));
    // Flag: two 30 mm panels either side of a 10 mm strip that wraps a 2–3 mm cord (π × 3 mm ≈ 9.4 mm).
    LabelTemplate flag = roll(QStringLiteral("flag"),
                              Text::tr("Flag roll label, 70 × 19 mm: two 30 mm panels and a 10 mm wrap"),
                              {70, 19}, QRectF(1, 1, 68, 17));
    flag.stock.flag = true;
    flag.stock.flagWrapMm = 10;
    flag.fontPt = 8;
    all.push_back(flag);
    return all;
}

} // namespace

namespace {

constexpr double maxStockMm = 2000;
constexpr double maxFontPt = 72;

QSizeF sizeOf(JsonReadContext &ctx, const QJsonObject &o, const char *key, bool required,
              QSizeF fallback = {})
{
    const std::optional<QJsonArray> a = ctx.array(o, QLatin1String(key), required);
    if (!a) return fallback;
    // Up to 2 m: a roll or a sheet, not a typo of a thousand times that.
    const auto sane = [](const QJsonValue &v) {
        return v.isDouble() && v.toDouble() > 0 && v.toDouble() <= maxStockMm;
    };
    if (a->size() != 2 || !sane((*a)[0]) || !sane((*a)[1]))
        ctx.failAt(QLatin1String(key),
                   QStringLiteral("expected two numbers of millimetres, more than 0 and at most %1")
                       .arg(maxStockMm));
    return {(*a)[0].toDouble(), (*a)[1].toDouble()};
}

LabelTemplate readTemplate(JsonReadContext &ctx, const QJsonObject &o)
{
    const QString name = *ctx.string(o, QStringLiteral("name"), true);
    const QString description = ctx.string(o, QStringLiteral("description")).value_or(name);
    LabelTemplate t = labelOf(name, description, sizeOf(ctx, o, "label_mm", true));
    LabelStock &s = t.stock;
    const QString stock = ctx.string(o, QStringLiteral("stock")).value_or(QStringLiteral("sheet"));
    if (stock != QLatin1String("sheet") && stock != QLatin1String("roll"))
        ctx.failAt(QStringLiteral("stock"),
                   QStringLiteral("\"%1\" is no stock (expected \"sheet\" or \"roll\")").arg(stock));
    s.roll = stock == QLatin1String("roll");
    s.pageMm = s.roll ? s.labelMm : sizeOf(ctx, o, "page_mm", true);
    const QSizeF margins = sizeOf(ctx, o, "margins_mm", false, QSizeF(0, 0));
    s.marginsMm = QMarginsF(margins.width(), margins.height(), margins.width(), margins.height());
    s.columns = ctx.integer(o, QStringLiteral("columns")).value_or(1);
    s.rows = ctx.integer(o, QStringLiteral("rows")).value_or(1);
    if (s.columns < 1 || s.rows < 1 || s.columns > 1000 || s.rows > 1000)
        ctx.fail(QStringLiteral("columns and rows must be 1 to 1000"));
    s.pitchMm = sizeOf(ctx, o, "pitch_mm", false, s.labelMm);
    if (const std::optional<QJsonArray> p = ctx.array(o, QStringLiteral("printable_mm"))) {
        if (p->size() != 4)
            ctx.failAt(QStringLiteral("printable_mm"),
                       QStringLiteral("expected [x, y, width, height] in millimetres"));
        s.printableMm =
            QRectF((*p)[0].toDouble(), (*p)[1].toDouble(), (*p)[2].toDouble(), (*p)[3].toDouble());
    }
    s.flagWrapMm = ctx.number(o, QStringLiteral("flag_wrap_mm")).value_or(0);
    s.flag = s.flagWrapMm > 0;
    // The stock must hold its labels: a template that prints off the page is refused, not printed.
    const double right = s.marginsMm.left() + (s.columns - 1) * s.pitchMm.width() + s.labelMm.width();
    const double bottom = s.marginsMm.top() + (s.rows - 1) * s.pitchMm.height() + s.labelMm.height();
    if (right > s.pageMm.width() + 0.01 || bottom > s.pageMm.height() + 0.01)
        ctx.fail(
            QStringLiteral("the labels do not fit on the page (%1 × %2 mm needed)").arg(right).arg(bottom));
    if (!QRectF(QPointF(0, 0), s.labelMm).contains(s.printableMm))
        ctx.failAt(QStringLiteral("printable_mm"),
                   QStringLiteral("the printable area is not inside the label"));
    if (const std::optional<QJsonArray> lines = ctx.array(o, QStringLiteral("lines"))) {
        t.lines.clear();
        if (lines->isEmpty() || lines->size() > 2)
            ctx.failAt(QStringLiteral("lines"), QStringLiteral("a label prints one or two lines of text"));
        for (const QJsonValue &line : *lines) {
            if (!line.isString())
                ctx.failAt(QStringLiteral("lines"),
                           QStringLiteral("expected text with placeholders such as \"{near} / {far}\""));
            t.lines << line.toString();
        }
    }
    t.fontPt = ctx.number(o, QStringLiteral("font_pt")).value_or(s.roll ? 7 : 14);
    t.minFontPt = ctx.number(o, QStringLiteral("min_font_pt")).value_or(LabelTemplate::smallestFontPt);
    if (t.minFontPt < LabelTemplate::smallestFontPt)
        ctx.failAt(QStringLiteral("min_font_pt"),
                   QStringLiteral("label text is at least 6 pt, to be read at arm's length"));
    if (t.fontPt < t.minFontPt || t.fontPt > maxFontPt)
        ctx.failAt(QStringLiteral("font_pt"), QStringLiteral("%1 pt; the largest size is %2 to %3 pt")
                                                  .arg(t.fontPt)
                                                  .arg(t.minFontPt)
                                                  .arg(maxFontPt));
    t.qrCode = ctx.boolean(o, QStringLiteral("qr_code")).value_or(false);
    t.railBand = ctx.boolean(o, QStringLiteral("rail_band")).value_or(true);
    t.unconfirmed = false; // the user's own stock
    return t;
}

} // namespace

Result<LabelTemplate> loadLabelTemplate(const QString &path)
{
    const Result<QByteArray> bytes = readInputFile(path, maxSmallFileBytes);
    if (!bytes.ok()) return bytes.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &error);
    if (error.error != QJsonParseError::NoError)
        return IoError{
            path,
            {},
            {},
            QStringLiteral("not valid JSON at offset %1: %2").arg(error.offset).arg(error.errorString())};
    if (!doc.isObject()) return IoError{path, {}, {}, QStringLiteral("a label template is a JSON object")};
    try {
        JsonReadContext ctx(path);
        return readTemplate(ctx, doc.object());
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
}

std::vector<LabelTemplate> loadLabelTemplates(const QString &folder, QStringList *errors)
{
    std::vector<LabelTemplate> out;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        Result<LabelTemplate> t = loadLabelTemplate(dir.filePath(name));
        if (t.ok())
            out.push_back(t.takeValue());
        else if (errors)
            *errors << t.error().toString();
    }
    return out;
}

const std::vector<LabelTemplate> &labelTemplates()
{
    static const std::vector<LabelTemplate> templates = makeTemplates();
    return templates;
}

const LabelTemplate *findLabelTemplate(const QString &name)
{
    for (const LabelTemplate &t : labelTemplates())
        if (t.name == name) return &t;
    return nullptr;
}

QStringList labelTemplateNames()
{
    QStringList names;
    for (const LabelTemplate &t : labelTemplates())
        names << t.name;
    return names;
}

} // namespace railyard
