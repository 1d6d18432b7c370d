#include "labeltemplate.h"

namespace railyard {

namespace {

constexpr double inch = 25.4;

LabelTemplate sheet(QString name, QString description, QSizeF page, QSizeF label, QMarginsF margins, int columns,
                    int rows, QSizeF pitch, bool qr)
{
    LabelTemplate t;
    t.name = std::move(name);
    t.description = std::move(description);
    t.stock.description = t.description;
    t.stock.pageMm = page;
    t.stock.labelMm = label;
    t.stock.marginsMm = margins;
    t.stock.columns = columns;
    t.stock.rows = rows;
    t.stock.pitchMm = pitch;
    t.stock.printableMm = QRectF(QPointF(0, 0), label);
    t.lines = {QStringLiteral("{label}"), QStringLiteral("{near} / {far}")};
    t.fontPt = 14;
    t.qrCode = qr;
    return t;
}

LabelTemplate roll(QString name, QString description, QSizeF label, QRectF printable)
{
    LabelTemplate t;
    t.name = std::move(name);
    t.description = std::move(description);
    t.stock.description = t.description;
    t.stock.pageMm = label;
    t.stock.labelMm = label;
    t.stock.pitchMm = label;
    t.stock.roll = true;
    t.stock.printableMm = printable;
    t.lines = {QStringLiteral("{label}"), QStringLiteral("{near} / {far}")};
    t.fontPt = 7;
    t.unconfirmed = true;  // domain.md §6.2: stock part numbers and sizes not confirmed
    return t;
}

std::vector<LabelTemplate> makeTemplates()
{
    std::vector<LabelTemplate> all;
    // A4, 3 × 7 labels of 63.5 × 38.1 mm: the common office sheet layout (as Avery L7160).
    all.push_back(sheet(QStringLiteral("default"), QStringLiteral("A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm"), {210, 297},
                        {63.5, 38.1}, {7.2, 15.15, 7.2, 15.15}, 3, 7, {66.0, 38.1}, false));
    all.push_back(sheet(QStringLiteral("a4-qr"), QStringLiteral("A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm, with a QR code of the cable id"),
                        {210, 297}, {63.5, 38.1}, {7.2, 15.15, 7.2, 15.15}, 3, 7, {66.0, 38.1}, true));
    // US Letter, 3 × 10 labels of 2.625 × 1 in (as Avery 5160).
    all.push_back(sheet(QStringLiteral("letter"), QStringLiteral("US Letter sheet, 3 × 10 labels of 2.625 × 1 in"),
                        {8.5 * inch, 11 * inch}, {2.625 * inch, 1 * inch}, {0.1875 * inch, 0.5 * inch, 0.1875 * inch, 0.5 * inch},
                        3, 10, {2.75 * inch, 1 * inch}, false));
    // Self-laminating wrap-around: 1 in wide, 1.5 in long; the top 0.5 in is printed, the rest is clear laminate.
    all.push_back(roll(QStringLiteral("wrap"), QStringLiteral("Self-laminating wrap-around roll label, 25.4 × 38.1 mm, printable 25.4 × 12.7 mm"),
                       {25.4, 38.1}, QRectF(1, 0.8, 23.4, 11.1)));
    // Flag: two 30 mm panels either side of a 10 mm strip that wraps a 2–3 mm cord (π × 3 mm ≈ 9.4 mm).
    LabelTemplate flag = roll(QStringLiteral("flag"), QStringLiteral("Flag roll label, 70 × 19 mm: two 30 mm panels and a 10 mm wrap"),
                              {70, 19}, QRectF(1, 1, 68, 17));
    flag.stock.flag = true;
    flag.stock.flagWrapMm = 10;
    flag.fontPt = 8;
    all.push_back(flag);
    return all;
}

} // namespace

const std::vector<LabelTemplate> &labelTemplates()
{
    static const std::vector<LabelTemplate> templates = makeTemplates();
    return templates;
}

const LabelTemplate *findLabelTemplate(const QString &name)
{
    for (const LabelTemplate &t : labelTemplates())
        if (t.name == name)
            return &t;
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
