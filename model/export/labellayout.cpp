#include "export/labellayout.h"

#include "export/labels.h"
#include "export/labeltemplate.h"

#include <QChar>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

constexpr double mmPerPt = 25.4 / 72.0;
constexpr double lineSpacing = 1.2;
// A line set smaller than this share of its size reads worse than the same line broken in two.
constexpr double breakBelow = 0.7;
constexpr double sizeStep = 0.25;

// One way to set one line of the label's text: as it is, broken in two (both halves at one size), or
// shortened.
struct Choice
{
    QStringList lines;
    bool abbreviated = false; // the part number line shortened: only when nothing else fits
    bool mayCut = false;      // cut short in the middle to the width, at the smallest size
    bool ontoFirstLine =
        false; // set after line 1 ("CMP000319 · MFP7E30-N003") rather than on a line of its own
};

// A line of the label and the ways it may be set; the first choice is the line as it is.
struct Item
{
    double wanted = 0;
    bool bold = false;
    std::vector<Choice> choices;
};

// One arrangement of the whole text, as set.
struct Arrangement
{
    std::vector<LabelLine> lines;
    std::optional<QString> failed; // the line that does not fit at the smallest size
    bool abbreviated = false;
    double smallestShare = 0; // the smallest of size / wanted size over the lines
};

// Splits a line after a separator: "near / far" → "near /", "far"; nothing when it has none.
std::optional<QStringList> splitAfter(const QString &line, const QString &separator)
{
    const qsizetype at = line.indexOf(separator);
    if (at <= 0) return std::nullopt;
    const QString first = line.left(at + separator.size()).trimmed();
    const QString second = line.mid(at + separator.size()).trimmed();
    if (second.isEmpty()) return std::nullopt;
    return QStringList{first, second};
}

std::vector<Item> itemsOf(const LabelTemplate &layout, const LabelRecord &record)
{
    const double second = std::max(layout.fontPt * 0.8, layout.minFontPt);
    const QString pair = QStringLiteral(" / ");
    std::vector<Item> items;
    const auto add = [&](const QString &text, double wanted, bool bold, bool part) {
        if (text.isEmpty()) return;
        Item item{wanted, bold, {Choice{{text}}}};
        if (const auto halves = splitAfter(text, part ? QStringLiteral(", ") : pair))
            item.choices.push_back({*halves});
        if (part) {
            const bool shorter = !record.partNumber.isEmpty() && record.partNumber != text;
            if (shorter) item.choices.push_back({{record.partNumber}, true});
            item.choices.push_back({{text}, true, true});
            // Wide, short stock (a wrap label) has room beside the cable's label rather than below it.
            if (shorter && !items.empty()) item.choices.push_back({{record.partNumber}, true, false, true});
        }
        items.push_back(std::move(item));
    };
    add(record.line1, layout.fontPt, true, false);
    add(record.line2, second, false, false);
    for (qsizetype i = 0; i < record.more.size(); ++i)
        add(record.more[i], second, false, i == record.partLine);
    return items;
}

class TextSetter
{
public:
    TextSetter(const LabelTemplate &layout, const QSizeF &area, const LabelTextWidth &width)
        : m_min(layout.minFontPt), m_area(area), m_width(width)
    {
    }

    // The largest size up to `wanted` at which the text fits the width; nothing if not even the smallest.
    std::optional<double> fittedSize(const QString &text, double wanted, bool bold) const
    {
        const double atWanted = m_width(text, wanted, bold);
        if (atWanted <= m_area.width()) return wanted;
        // Width is close to proportional to size; step down from the proportional guess to be safe with the
        // rounding of pixel sizes.
        double pt = std::max(m_min, wanted * m_area.width() / atWanted);
        while (pt > m_min && m_width(text, pt, bold) > m_area.width())
            pt = std::max(m_min, pt - sizeStep);
        if (m_width(text, pt, bold) <= m_area.width()) return pt;
        return std::nullopt;
    }

    // The text cut short in its middle to fit the width at the smallest size, keeping what follows its last
    // ", " (the length of "MPO12-TRUNK-SM-B, 10 m").
    QString cutToWidth(const QString &text, bool bold) const
    {
        const qsizetype comma = text.lastIndexOf(QLatin1String(", "));
        const QString tail = comma > 0 ? text.mid(comma) : QString();
        QString head = comma > 0 ? text.left(comma) : text;
        const QChar ellipsis(0x2026);
        QString cut = text;
        while (head.size() > 1 && m_width(cut, m_min, bold) > m_area.width()) {
            head.remove(head.size() / 2, 1);
            cut = head.left(head.size() / 2) + ellipsis + head.mid(head.size() / 2) + tail;
        }
        return cut;
    }

    Arrangement set(const std::vector<Item> &items, const std::vector<size_t> &choices) const
    {
        Arrangement out;
        std::vector<double> wanted;
        QString besideFirst;
        for (size_t i = 1; i < items.size(); ++i)
            if (const Choice &c = items[i].choices[choices[i]]; c.ontoFirstLine)
                besideFirst = QStringLiteral(" \u00b7 ") + c.lines.constFirst();
        for (size_t i = 0; i < items.size(); ++i) {
            const Item &item = items[i];
            const Choice &choice = item.choices[choices[i]];
            if (choice.ontoFirstLine) continue;
            out.abbreviated = out.abbreviated || choice.abbreviated;
            double size = item.wanted;
            QStringList texts = choice.lines;
            if (i == 0 && !besideFirst.isEmpty()) {
                texts.last() += besideFirst;
                out.abbreviated = true;
            }
            for (QString &text : texts) {
                std::optional<double> fitted = fittedSize(text, item.wanted, item.bold);
                if (!fitted && choice.mayCut) {
                    text = cutToWidth(text, item.bold);
                    fitted = fittedSize(text, m_min, item.bold);
                }
                if (!fitted) {
                    out.failed = choice.lines.join(QLatin1Char(' '));
                    return out;
                }
                size = std::min(size, *fitted);
            }
            for (const QString &text : texts) {
                out.lines.push_back({text, size, item.bold});
                wanted.push_back(item.wanted);
            }
        }
        fitHeight(out);
        out.smallestShare = 1;
        for (size_t i = 0; i < out.lines.size(); ++i)
            out.smallestShare = std::min(out.smallestShare, out.lines[i].points / wanted[i]);
        return out;
    }

private:
    // Lines too tall together: the largest shrink first (all sizes capped at one size) until they fit.
    void fitHeight(Arrangement &a) const
    {
        const auto heightAt = [&](double cap) {
            double total = 0;
            for (const LabelLine &line : a.lines)
                total += labelLineHeightMm(std::min(line.points, cap));
            return total;
        };
        double high = 0;
        for (const LabelLine &line : a.lines)
            high = std::max(high, line.points);
        if (heightAt(high) <= m_area.height()) return;
        double low = 0;
        for (int i = 0; i < 40; ++i) {
            const double mid = (low + high) / 2;
            (heightAt(mid) <= m_area.height() ? low : high) = mid;
        }
        for (LabelLine &line : a.lines) {
            if (line.points > low) line.points = low;
            if (!a.failed && line.points < m_min - 1e-6) a.failed = line.text;
        }
    }

    double m_min;
    QSizeF m_area;
    const LabelTextWidth &m_width;
};

// The arrangement a label gets when its text fits as it is meant: each line whole, unless it would shrink
// below 70 % of its size, then broken after its " / ".
std::vector<size_t> naturalChoices(const TextSetter &setter, const std::vector<Item> &items)
{
    std::vector<size_t> choices(items.size(), 0);
    for (size_t i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        if (item.choices.size() < 2 || item.choices[1].abbreviated) continue;
        const std::optional<double> whole =
            setter.fittedSize(item.choices[0].lines[0], item.wanted, item.bold);
        if (!whole || *whole < breakBelow * item.wanted) choices[i] = 1;
    }
    return choices;
}

bool better(const Arrangement &a, const Arrangement &b)
{
    if (a.abbreviated != b.abbreviated) return !a.abbreviated;
    if (std::abs(a.smallestShare - b.smallestShare) > 1e-9) return a.smallestShare > b.smallestShare;
    return a.lines.size() < b.lines.size();
}

} // namespace

QList<QRectF> labelPanels(const LabelStock &stock)
{
    if (!stock.flag) return {stock.printableMm};
    const double panel = (stock.printableMm.width() - stock.flagWrapMm) / 2;
    const QRectF first(stock.printableMm.topLeft(), QSizeF(panel, stock.printableMm.height()));
    return {first, first.translated(panel + stock.flagWrapMm, 0)};
}

LabelPanelParts labelPanelParts(const LabelTemplate &layout, const LabelRecord &record, const QRectF &panel)
{
    LabelPanelParts parts;
    // Little air on small roll labels, whose printable area already keeps clear of the edge: there every
    // tenth of a millimetre is a character or a line.
    const double pad = std::min(1.5, panel.height() * 0.04);
    parts.text = panel.adjusted(pad, pad, -pad, -pad);
    if (layout.railBand && record.rail > 0) {
        parts.band =
            QRectF(panel.topLeft(), QSizeF(std::clamp(panel.height() * 0.14, 2.0, 5.0), panel.height()));
        parts.text.setLeft(parts.band.right() + pad);
    }
    if (layout.qrCode) {
        const double side = std::min(parts.text.height(), 22.0);
        parts.qrCode = QRectF(parts.text.right() - side, parts.text.center().y() - side / 2, side, side);
        parts.text.setRight(parts.qrCode.left() - pad);
    }
    return parts;
}

double labelLineHeightMm(double points)
{
    return points * mmPerPt * lineSpacing;
}

double LabelText::heightMm() const
{
    double total = 0;
    for (const LabelLine &line : lines)
        total += labelLineHeightMm(line.points);
    return total;
}

LabelText setLabelText(const LabelTemplate &layout, const LabelRecord &record, const QSizeF &area,
                       const LabelTextWidth &width)
{
    const std::vector<Item> items = itemsOf(layout, record);
    const TextSetter setter(layout, area, width);
    const Arrangement natural = setter.set(items, naturalChoices(setter, items));
    if (!natural.failed) return {natural.lines, std::nullopt};
    // Every other arrangement (a few dozen at most: each line whole, broken or shortened), the best that
    // fits.
    std::optional<Arrangement> best;
    std::vector<size_t> choices(items.size(), 0);
    for (;;) {
        Arrangement a = setter.set(items, choices);
        if (!a.failed && (!best || better(a, *best))) best = std::move(a);
        size_t i = 0;
        while (i < items.size() && ++choices[i] == items[i].choices.size())
            choices[i++] = 0;
        if (i == items.size()) break;
    }
    if (best) return {best->lines, std::nullopt};
    return {natural.lines, natural.failed};
}

} // namespace railyard
