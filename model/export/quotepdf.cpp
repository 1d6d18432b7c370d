#include "export/quotepdf.h"

#include "catalog/catalogtexts.h"
#include "core/language.h"
#include "export/bom.h"
#include "export/bomprices.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <vector>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Bom context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bom)
};

// One row of the quote's table: a category heading, a line, a subtotal or the total.
struct Row
{
    enum Kind
    {
        Heading,
        Line,
        Subtotal,
        Total,
        Count,
        Note
    } kind;
    QStringList cells;
    double height = 0; // in device pixels, once measured
};

class QuoteLayout
{
public:
    // `measure` is a painter on the PDF: text is measured at the PDF's resolution.
    QuoteLayout(QPdfWriter &pdf, QPainter &measure, const Bom &bom)
        : m_measure(&measure), m_bom(bom), m_dpi(pdf.resolution()), m_columnsShown(bomColumns(bom))
    {
        m_page = QRectF(QPointF(0, 0), pdf.pageLayout().paintRectPixels(pdf.resolution()).size());
        m_body = font(8.5);
        m_bold = m_body;
        m_bold.setBold(true);
        m_small = font(7.5);
        // The table a little smaller than the text around it: a quote's lines are read down its columns.
        m_table = font(8);
        m_tableBold = m_table;
        m_tableBold.setBold(true);
        m_title = font(17);
        m_title.setBold(true);
        // Numbers as the reader writes them (1.450,00 in a German quote); prices without the currency in the
        // cells: the column titles and the total name it once.
        const QLocale locale = documentLocale();
        const auto money = [&](double v) { return locale.toString(v, 'f', 2); };
        // A line without a price says so ("—"), rather than 0.00 that reads as free.
        const QString none = QStringLiteral("\u2014");
        const auto price = [&](const BomLine &l, double v) { return l.priced() ? money(v) : none; };
        for (const BomSection &section : bomSections(bom)) {
            m_rows.push_back({Row::Heading, {section.title}});
            for (const BomLine *l : section.lines)
                m_rows.push_back({Row::Line, bomLineCells(bom, *l, locale, price)});
            if (bom.rfq) continue;
            m_rows.push_back({Row::Subtotal,
                              {section.subtotalTitle,
                               {},
                               {},
                               {},
                               {},
                               {},
                               {},
                               section.anyPriced ? money(section.subtotal) : none}});
        }
        if (!bom.rfq)
            m_rows.push_back(
                {Row::Total,
                 {Text::tr("Total"),
                  {},
                  {},
                  {},
                  {},
                  {},
                  {},
                  bomHasPrices(bom) ? QStringLiteral("%1 %2").arg(money(bom.totals.price), bom.currency)
                                    : none}});
        if (const QString note = bomUnpricedNote(bom); !note.isEmpty()) m_rows.push_back({Row::Note, {note}});
        for (const QString &mark : bomMarkLegend(bom))
            m_rows.push_back({Row::Note, {mark}});
        for (const QString &note : bom.notes)
            m_rows.push_back({Row::Note, {note}});
        const auto counts = bomCountLines(bom);
        for (const auto &[label, value] : counts)
            m_rows.push_back({Row::Count, {Text::tr(label), locale.toString(value)}});
        // A table too wide for the page at the body size (prices of twelve digits) is set smaller, down to
        // 6.5 pt, before a number would have to be cut.
        while (!layOutColumns() && m_table.pointSizeF() > minimumTablePoints) {
            m_table.setPointSizeF(m_table.pointSizeF() - 0.5);
            m_tableBold.setPointSizeF(m_table.pointSizeF());
        }
        for (Row &row : m_rows)
            row.height = heightOf(row);
    }

    // Lays the rows out on pages and paints them; `painter` is null for the measuring pass.
    int paint(QPdfWriter *pdf, QPainter *painter, int pageCount)
    {
        int page = 1;
        double y = startPage(painter, page, pageCount, true);
        for (size_t i = 0; i < m_rows.size(); ++i) {
            const Row &row = m_rows[i];
            // The rows that must stand on one page with this one: a heading with its first line, a section's
            // last line with its subtotal, the last subtotal with the total (which never stands alone).
            double needed = row.height;
            for (size_t j = i; j + 1 < m_rows.size() && keptWithNext(j); ++j)
                needed += m_rows[j + 1].height;
            const bool pageTop = y <= m_tableTop + 0.5;
            if (y + needed > m_page.height() && !pageTop) {
                if (pdf) pdf->newPage();
                ++page;
                y = startPage(painter, page, pageCount, false);
            }
            if (painter) paintRow(*painter, row, y);
            y += row.height;
        }
        return page;
    }

    // Whether row i must be on the page of the row after it.
    bool keptWithNext(size_t i) const
    {
        const Row::Kind next = m_rows[i + 1].kind;
        switch (m_rows[i].kind) {
        case Row::Heading:
            return true;
        case Row::Line:
            return next == Row::Subtotal;
        case Row::Subtotal:
            return next == Row::Total;
        default:
            return false;
        }
    }

private:
    static constexpr double minimumTablePoints = 6.5;
    static constexpr double minimumDescriptionMm = 30;
    static constexpr double widestPartNumberMm = 40;
    static constexpr double leadTimeMm = 24;

    QFont titleFont() const
    {
        QFont f = m_tableBold;
        f.setPointSizeF(std::min(7.5, m_table.pointSizeF()));
        return f;
    }

    QString columnTitle(size_t column) const
    {
        const BomColumn shown = m_columnsShown[column];
        // Short titles over the number columns, so that their numbers, not their titles, set their widths.
        QString title;
        switch (shown) {
        case BomColumn::Quantity:
            title = Text::tr("Qty");
            break;
        case BomColumn::OrderQuantity:
            title = Text::tr("Order qty");
            break;
        case BomColumn::ExtendedPrice:
            title = Text::tr("Extended");
            break;
        default:
            title = bomColumnTitle(shown);
        }
        if (shown == BomColumn::UnitPrice || shown == BomColumn::ExtendedPrice)
            title += QStringLiteral(" (%1)").arg(m_bom.currency);
        return title;
    }

    double textWidth(const QFont &f, const QString &text) const
    {
        return QFontMetricsF(f, m_measure->device()).horizontalAdvance(text);
    }

    // A part number on as many lines as it needs at `width`, each ending after a hyphen, a plus or a space
    // where it can (PX3-5878I2R- / P1Q2R1A15D5), else cut where the width ends; its mark stays with it (a
    // no-break space).
    QString brokenPartNumber(const QString &number, double width) const
    {
        QString text = QString(number).remove(QLatin1Char('\n'));
        QStringList lines;
        while (textWidth(m_table, text) > width && text.size() > 1) {
            qsizetype fits = 1;
            while (fits < text.size() && textWidth(m_table, text.left(fits + 1)) <= width)
                ++fits;
            qsizetype cut = fits;
            for (qsizetype i = fits; i > 0; --i)
                if (const QChar c = text[i - 1];
                    c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char(' ')) {
                    cut = i;
                    break;
                }
            lines << text.left(cut).trimmed();
            text = text.mid(cut).trimmed();
        }
        lines << text;
        return lines.join(QLatin1Char('\n'));
    }

    // Every column but the description as wide as its widest cell and the longest word of its title (a part
    // number is never split, up to 45 mm), the description the rest. False when that leaves the description
    // less than 30 mm.
    bool layOutColumns()
    {
        // Both sides' padding and half a millimetre, so that rounding never wraps or touches a neighbour.
        const double pad = 2 * px(1) + px(0.5);
        std::vector<double> widths(m_columnsShown.size(), 0.0);
        const QFont title = titleFont();
        for (size_t c = 0; c < widths.size(); ++c)
            for (const QString &word : columnTitle(c).split(QLatin1Char(' ')))
                widths[c] = std::max(widths[c], textWidth(title, word) + pad);
        for (const Row &row : m_rows) {
            if (row.kind == Row::Line)
                for (size_t c = 0; c < widths.size() && c < size_t(row.cells.size()); ++c)
                    if (c != 1) // a part number whole, as it was before an earlier pass broke it
                        widths[c] = std::max(
                            widths[c],
                            textWidth(m_table, QString(row.cells[c]).remove(QLatin1Char('\n'))) + pad);
            if (row.kind == Row::Count)
                widths[5] = std::max(widths[5], textWidth(m_table, row.cells.value(1)) + pad);
        }
        widths[0] = std::min(widths[0], px(widestPartNumberMm) + pad);
        // A part number wider than that breaks after a hyphen (never inside a run of letters and digits,
        // where it could be misread): measured here, drawn as measured.
        for (Row &row : m_rows)
            if (row.kind == Row::Line && !row.cells.isEmpty())
                row.cells[0] = brokenPartNumber(row.cells[0], widths[0] - pad);
        // Room for the supplier to write a lead time in.
        for (size_t c = 0; c < widths.size(); ++c)
            if (m_columnsShown[c] == BomColumn::LeadTime) widths[c] = std::max(widths[c], px(leadTimeMm));
        double others = 0;
        for (size_t c = 0; c < widths.size(); ++c)
            if (c != 1) others += widths[c];
        widths[1] = std::max(px(minimumDescriptionMm), m_page.width() - others);
        m_columns.clear();
        double x = 0;
        for (double w : widths) {
            m_columns.push_back({x, w});
            x += w;
        }
        return others + px(minimumDescriptionMm) <= m_page.width() + 0.5;
    }

    QFont font(double points) const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(points);
        return f;
    }
    double px(double mm) const { return mm / 25.4 * m_dpi; }
    double pt(double points) const { return points / 72.0 * m_dpi; }

    // The header of every page, the title block on the first; returns where the table starts.
    double startPage(QPainter *painter, int page, int pageCount, bool first)
    {
        double y = 0;
        if (painter) {
            painter->setFont(m_small);
            painter->setPen(QColor(0x55, 0x55, 0x55));
            const QRectF band(0, 0, m_page.width(), pt(11));
            QString left = bomTitle(m_bom);
            if (!m_bom.quote.project.isEmpty())
                left += QStringLiteral(" — ") + m_bom.quote.project;
            else if (!m_bom.design.isEmpty())
                left += QStringLiteral(" — ") + m_bom.design;
            painter->drawText(band, Qt::AlignLeft | Qt::AlignVCenter, left);
            painter->drawText(band, Qt::AlignRight | Qt::AlignVCenter,
                              Text::tr("Page %1 of %2").arg(page).arg(pageCount));
            painter->setPen(QPen(QColor(0xaa, 0xaa, 0xaa), pt(0.5)));
            painter->drawLine(QPointF(0, band.bottom()), QPointF(m_page.width(), band.bottom()));
        }
        y = pt(11) + pt(8);
        if (first) {
            if (painter) {
                painter->setPen(Qt::black);
                painter->setFont(m_title);
                painter->drawText(QRectF(0, y, m_page.width(), pt(24)), Qt::AlignLeft | Qt::AlignVCenter,
                                  bomTitle(m_bom));
            }
            y += pt(30);
            for (const TitleField &field : bomTitleBlock(m_bom)) {
                if (painter) {
                    painter->setFont(m_bold);
                    painter->setPen(QColor(0x44, 0x44, 0x44));
                    painter->drawText(QRectF(0, y, px(34), pt(13)), Qt::AlignLeft | Qt::AlignVCenter,
                                      field.label);
                    painter->setFont(m_body);
                    painter->setPen(Qt::black);
                    painter->drawText(QRectF(px(36), y, m_page.width() - px(36), pt(13)),
                                      Qt::AlignLeft | Qt::AlignVCenter, field.value);
                }
                y += pt(13);
            }
            if (!m_bom.quote.notes.isEmpty()) {
                y += pt(4);
                const QRectF box(px(36), y, m_page.width() - px(36), m_page.height());
                const QRectF used = boundingRect(m_body, box, Qt::TextWordWrap, m_bom.quote.notes);
                if (painter) {
                    painter->setFont(m_bold);
                    painter->setPen(QColor(0x44, 0x44, 0x44));
                    painter->drawText(QRectF(0, y, px(34), pt(13)), Qt::AlignLeft | Qt::AlignTop,
                                      Text::tr("Notes"));
                    painter->setFont(m_body);
                    painter->setPen(Qt::black);
                    painter->drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                      m_bom.quote.notes);
                }
                y += used.height();
            }
            y += pt(12);
        }
        // The column titles, on every page (two lines where a title needs them; prices name the currency).
        const double titleHeight = pt(27);
        if (painter) {
            painter->fillRect(QRectF(0, y, m_page.width(), titleHeight), QColor(0xe8, 0xec, 0xf0));
            const QFont f = titleFont();
            painter->setFont(f);
            painter->setPen(Qt::black);
            for (size_t c = 0; c < m_columns.size(); ++c) {
                const QString title = columnTitle(c);
                const QRectF cell = cellRect(c, y, titleHeight);
                const int flags =
                    (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter | Qt::TextWordWrap;
                // A long word of a column title ("Bestellmenge") cannot wrap: the title gets smaller until
                // it fits its narrow column, down to 5.5 pt.
                QFont fitted = f;
                for (;;) {
                    painter->setFont(fitted);
                    const QRectF need = painter->boundingRect(cell, flags, title);
                    if (fitted.pointSizeF() <= 5.5 ||
                        (need.width() <= cell.width() + 0.5 && need.height() <= cell.height() + 0.5))
                        break;
                    fitted.setPointSizeF(fitted.pointSizeF() - 0.5);
                }
                painter->drawText(cell, flags, title);
            }
        }
        m_tableTop = y + titleHeight + pt(2);
        return m_tableTop;
    }

    QRectF cellRect(size_t column, double y, double height) const
    {
        const double pad = px(1);
        return QRectF(m_columns[column].first + pad, y, m_columns[column].second - 2 * pad, height);
    }

    QRectF boundingRect(const QFont &f, const QRectF &box, int flags, const QString &text) const
    {
        QPainter *p = m_measure;
        p->setFont(f);
        return p->boundingRect(box, flags, text);
    }

    double heightOf(const Row &row) const
    {
        const double line = pt(12);
        switch (row.kind) {
        case Row::Heading:
            return pt(18);
        case Row::Subtotal:
            return pt(16);
        case Row::Total:
            return pt(22);
        case Row::Count:
            return pt(12);
        case Row::Note:
            return boundingRect(m_table, QRectF(0, 0, m_page.width() - m_columns[1].first - px(2), 1e6),
                                Qt::TextWordWrap, row.cells.value(0))
                       .height() +
                   pt(6);
        case Row::Line:
            break;
        }
        // Descriptions wrap; the row is as tall as its longest cell.
        const QRectF description =
            boundingRect(m_table, cellRect(1, 0, 1e6), Qt::TextWordWrap, row.cells.value(1));
        const QRectF part = boundingRect(m_table, cellRect(0, 0, 1e6), 0, row.cells.value(0));
        return std::max({line, description.height() + pt(3), part.height() + pt(3)});
    }

    void paintRow(QPainter &p, const Row &row, double y) const
    {
        p.setPen(Qt::black);
        switch (row.kind) {
        case Row::Heading:
            p.setFont(m_bold);
            p.drawText(QRectF(0, y, m_page.width(), row.height), Qt::AlignLeft | Qt::AlignBottom,
                       row.cells.value(0));
            return;
        case Row::Note: {
            // From the description column on, as the counts under them: one block of text under the total.
            QFont f = m_table;
            f.setItalic(true);
            p.setFont(f);
            const double left = m_columns[1].first + px(1);
            p.drawText(QRectF(left, y + pt(2), m_page.width() - left - px(1), row.height - pt(2)),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, row.cells.value(0));
            return;
        }
        case Row::Count: {
            // The label from the description to the spares column, the count under the order quantities.
            p.setFont(m_table);
            const double pad = px(1);
            const QRectF label(m_columns[1].first + pad, y, m_columns[5].first - m_columns[1].first - 2 * pad,
                               row.height);
            p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, row.cells.value(0));
            p.drawText(cellRect(5, y, row.height), Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip,
                       row.cells.value(1));
            return;
        }
        case Row::Subtotal:
        case Row::Total: {
            // The name over the part number and description, the sum right-aligned under the extended prices
            // with all the number columns' width to grow into.
            const bool total = row.kind == Row::Total;
            p.setPen(QPen(Qt::black, pt(total ? 1.2 : 0.6)));
            p.drawLine(QPointF(0, y + pt(2)), QPointF(m_page.width(), y + pt(2)));
            QFont f = m_tableBold;
            if (total) f.setPointSizeF(10);
            p.setFont(f);
            const double pad = px(1);
            const double top = y + pt(2), height = row.height - pt(2);
            p.drawText(QRectF(pad, top, m_columns[2].first - 2 * pad, height),
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, row.cells.value(0));
            p.drawText(
                QRectF(m_columns[2].first + pad, top, m_page.width() - m_columns[2].first - 2 * pad, height),
                Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip, row.cells.value(7));
            return;
        }
        case Row::Line:
            break;
        }
        // Cells are never clipped: a column is as wide as its widest value, and a cell that still would not
        // fit shows whole rather than cut.
        p.setFont(m_table);
        for (size_t c = 0; c < m_columns.size() && c < size_t(row.cells.size()); ++c) {
            // Numbers stay on one line (a comma is a place to wrap for Qt).
            const int wrap = c == 1 ? Qt::TextWordWrap : 0; // a part number comes broken already
            const int flags =
                (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop | Qt::TextDontClip | wrap;
            p.drawText(cellRect(c, y + pt(1.5), row.height), flags, row.cells[c]);
        }
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), pt(0.4)));
        p.drawLine(QPointF(0, y + row.height), QPointF(m_page.width(), y + row.height));
    }

    QPainter *m_measure;
    const Bom &m_bom;
    int m_dpi;
    std::vector<BomColumn> m_columnsShown;
    QRectF m_page;
    QFont m_body, m_bold, m_small, m_title;
    QFont m_table, m_tableBold; // the table's cells: smaller than m_body when prices need the width
    std::vector<std::pair<double, double>> m_columns; // x and width, device pixels
    std::vector<Row> m_rows;
    double m_tableTop = 0; // where the rows of the current page start
};

} // namespace

Result<> writeQuotePdf(const Bom &bom, const QString &path, Paper paper)
{
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        QPdfWriter pdf(file.tempPath());
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(reportPageSize(paper), QPageLayout::Portrait, QMarginsF(15, 12, 15, 15),
                                      QPageLayout::Millimeter));
        pdf.setTitle(QStringLiteral("%1 — %2").arg(bomTitle(bom), bom.design));
        pdf.setCreator(QStringLiteral("Railyard"));
        QPainter painter;
        if (!painter.begin(&pdf)) return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
        // Laid out twice: once to count the pages ("page n of m"), once to paint them.
        QuoteLayout layout(pdf, painter, bom);
        const int pages = layout.paint(nullptr, nullptr, 0);
        layout.paint(&pdf, &painter, pages);
        if (!painter.end()) return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
    }
    return file.commit();
}

} // namespace railyard
