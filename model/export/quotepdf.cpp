#include "export/quotepdf.h"

#include "catalog/catalogtexts.h"
#include "export/bom.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <vector>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Bom context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bom)
};

// The quote's table, left to right.
constexpr BomColumn quoteColumns[] = {
    BomColumn::PartNumber, BomColumn::Description,   BomColumn::Length,    BomColumn::Quantity,
    BomColumn::Spares,     BomColumn::OrderQuantity, BomColumn::UnitPrice, BomColumn::ExtendedPrice};

// One row of the quote's table: a category heading, a line, a subtotal or the total.
struct Row
{
    enum Kind
    {
        Heading,
        Line,
        Subtotal,
        Total,
        Count
    } kind;
    QStringList cells;
    double height = 0; // in device pixels, once measured
};

class QuoteLayout
{
public:
    // `measure` is a painter on the PDF: text is measured at the PDF's resolution.
    QuoteLayout(QPdfWriter &pdf, QPainter &measure, const Bom &bom)
        : m_measure(&measure), m_bom(bom), m_dpi(pdf.resolution())
    {
        m_page = QRectF(QPointF(0, 0), pdf.pageLayout().paintRectPixels(pdf.resolution()).size());
        m_body = font(8.5);
        m_bold = m_body;
        m_bold.setBold(true);
        m_small = font(7.5);
        m_title = font(17);
        m_title.setBold(true);
        // Column widths in millimetres, 180 mm in all (A4 less 15 mm margins; US Letter is wider).
        double mm[] = {32, 57, 13, 14, 13, 15, 18, 18};
        // A number column is at least as wide as the longest word of its title in the language of the quote
        // ("Bestellmenge"); the description gives up the width, down to 40 mm.
        QFont titleFont = m_bold;
        titleFont.setPointSizeF(7.5);
        measure.setFont(titleFont);
        for (size_t c = 2; c < std::size(mm); ++c) {
            double widest = 0;
            for (const QString &word : bomColumnTitle(quoteColumns[c]).split(QLatin1Char(' ')))
                widest = std::max(widest, measure.fontMetrics().horizontalAdvance(word) + 2.0 * px(1));
            const double need = widest / px(1) + 0.5;
            const double extra = std::min(need - mm[c], mm[1] - 40);
            if (extra > 0) {
                mm[c] += extra;
                mm[1] -= extra;
            }
        }
        double x = 0;
        for (double w : mm) {
            m_columns.push_back({x, px(w)});
            x += px(w);
        }
        const QLocale english(QLocale::English, QLocale::UnitedStates);
        // Prices without the currency in the cells: the column titles and the total name it once.
        const auto money = [&](double v) { return english.toString(v, 'f', 2); };
        for (const BomSection &section : bomSections(bom)) {
            m_rows.push_back({Row::Heading, {bomCategoryTitle(section.category)}});
            for (const BomLine *l : section.lines)
                m_rows.push_back(
                    {Row::Line,
                     {l->partNumber, catalogText(l->description),
                      l->lengthM ? QStringLiteral("%1 m").arg(english.toString(*l->lengthM)) : QString(),
                      english.toString(l->baseQuantity()), english.toString(l->spares),
                      english.toString(l->quantity), money(l->unitPrice), money(l->extendedPrice)}});
            m_rows.push_back(
                {Row::Subtotal,
                 {bomSubtotalTitle(section.category), {}, {}, {}, {}, {}, {}, money(section.subtotal)}});
        }
        m_rows.push_back({Row::Total,
                          {Text::tr("Total"),
                           {},
                           {},
                           {},
                           {},
                           {},
                           {},
                           QStringLiteral("%1 %2").arg(money(bom.totals.price), bom.currency)}});
        const auto counts = bomCountLines(bom);
        for (const auto &[label, value] : counts)
            m_rows.push_back({Row::Count, {Text::tr(label), english.toString(value)}});
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
            // A heading stays with its first line.
            double needed =
                row.height + (row.kind == Row::Heading && i + 1 < m_rows.size() ? m_rows[i + 1].height : 0);
            if (y + needed > m_page.height()) {
                if (pdf) pdf->newPage();
                ++page;
                y = startPage(painter, page, pageCount, false);
            }
            if (painter) paintRow(*painter, row, y);
            y += row.height;
        }
        return page;
    }

private:
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
            QFont f = m_bold;
            f.setPointSizeF(7.5);
            painter->setFont(f);
            painter->setPen(Qt::black);
            for (size_t c = 0; c < m_columns.size(); ++c) {
                QString title = bomColumnTitle(quoteColumns[c]);
                if (c >= 6) title += QStringLiteral(" (%1)").arg(m_bom.currency);
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
        return y + titleHeight + pt(2);
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
        case Row::Line:
            break;
        }
        // Descriptions wrap; the row is as tall as its longest cell.
        const QRectF description =
            boundingRect(m_body, cellRect(1, 0, 1e6), Qt::TextWordWrap, row.cells.value(1));
        const QRectF part =
            boundingRect(m_body, cellRect(0, 0, 1e6), Qt::TextWrapAnywhere, row.cells.value(0));
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
        case Row::Count:
            p.setFont(m_body);
            p.drawText(cellRect(1, y, row.height), Qt::AlignLeft | Qt::AlignVCenter, row.cells.value(0));
            p.drawText(cellRect(5, y, row.height), Qt::AlignRight | Qt::AlignVCenter, row.cells.value(1));
            return;
        case Row::Subtotal:
        case Row::Total: {
            const bool total = row.kind == Row::Total;
            p.setPen(QPen(Qt::black, pt(total ? 1.2 : 0.6)));
            p.drawLine(QPointF(0, y + pt(2)), QPointF(m_page.width(), y + pt(2)));
            QFont f = m_bold;
            if (total) f.setPointSizeF(10);
            p.setFont(f);
            const QRectF cell(0, y + pt(2), m_page.width(), row.height - pt(2));
            p.drawText(QRectF(px(1), cell.y(), m_columns[6].first - px(2), cell.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, row.cells.value(0));
            p.drawText(QRectF(m_columns[6].first, cell.y(), m_columns[6].second + m_columns[7].second - px(1),
                              cell.height()),
                       Qt::AlignRight | Qt::AlignVCenter, row.cells.value(7));
            return;
        }
        case Row::Line:
            break;
        }
        p.setFont(m_body);
        for (size_t c = 0; c < m_columns.size() && c < size_t(row.cells.size()); ++c) {
            const int flags = (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop |
                              (c == 0 ? Qt::TextWrapAnywhere : Qt::TextWordWrap);
            p.drawText(cellRect(c, y + pt(1.5), row.height), flags, row.cells[c]);
        }
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), pt(0.4)));
        p.drawLine(QPointF(0, y + row.height), QPointF(m_page.width(), y + row.height));
    }

    QPainter *m_measure;
    const Bom &m_bom;
    int m_dpi;
    QRectF m_page;
    QFont m_body, m_bold, m_small, m_title;
    std::vector<std::pair<double, double>> m_columns; // x and width, device pixels
    std::vector<Row> m_rows;
};

} // namespace

IoStatus writeQuotePdf(const Bom &bom, const QString &path, Paper paper)
{
    AtomicFile file(path);
    if (IoStatus status = file.begin()) return status;
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
