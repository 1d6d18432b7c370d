#include "export/pdftable.h"

#include "core/language.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PdfReport)
};

} // namespace

PdfPages::PdfPages(QPdfWriter &pdf, QPainter &painter, const QString &title)
    : m_pdf(pdf), m_p(painter), m_title(title), m_dpi(pdf.resolution()), m_locale(documentLocale())
{
    m_page = QRectF(QPointF(0, 0), pdf.pageLayout().paintRectPixels(m_dpi).size());
    m_body = font(9);
    m_bold = m_body;
    m_bold.setBold(true);
    m_heading = font(16);
    m_heading.setBold(true);
    m_small = font(7.5);
}

QFont PdfPages::font(double points) const
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(points);
    return f;
}

double PdfPages::pageHeader()
{
    m_p.setPen(QColor(0x55, 0x55, 0x55));
    m_p.setFont(m_small);
    m_p.drawText(QRectF(0, 0, m_page.width(), pt(11)), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    m_p.drawText(QRectF(0, 0, m_page.width(), pt(11)), Qt::AlignRight | Qt::AlignVCenter,
                 Text::tr("Page %1").arg(++m_pageNumber));
    m_p.setPen(Qt::black);
    return pt(16);
}

double PdfPages::newPage()
{
    m_pdf.newPage();
    return pageHeader();
}

double PdfPages::paintHeading(const QString &text, double y)
{
    m_p.setPen(Qt::black);
    m_p.setFont(m_heading);
    m_p.drawText(QRectF(0, y, m_page.width(), pt(24)), Qt::AlignLeft | Qt::AlignVCenter, text);
    return y + pt(26);
}

void PdfPages::setColumns(const std::vector<Column> &columns)
{
    double fixed = 0;
    for (const Column &c : columns)
        fixed += px(c.mm);
    m_columns.clear();
    m_align.clear();
    double x = 0;
    for (const Column &c : columns) {
        const double w = c.mm > 0 ? px(c.mm) : std::max(px(10), m_page.width() - fixed);
        m_columns.push_back({x, w});
        m_align.push_back(c.align);
        x += w;
    }
}

double PdfPages::tableHeader(const QStringList &titles, double y)
{
    const double height = rowHeight(titles, true);
    m_p.fillRect(QRectF(0, y, m_page.width(), height), QColor(0xE8, 0xEC, 0xF0));
    paintRow(titles, y, height, true);
    return y + height;
}

double PdfPages::rowHeight(const QStringList &cells, bool header) const
{
    const QFontMetricsF metrics(header ? m_bold : m_body, m_p.device());
    double height = metrics.height();
    for (int c = 0; c < cells.size() && c < int(m_columns.size()); ++c) {
        const QRectF box(0, 0, m_columns[size_t(c)].second - px(2), 1e6);
        height = std::max(height, metrics.boundingRect(box, Qt::TextWordWrap, cells[c]).height());
    }
    return height + pt(5);
}

void PdfPages::paintRow(const QStringList &cells, double y, double height, bool header,
                        const std::function<QColor(int column)> &colour)
{
    m_p.setFont(header ? m_bold : m_body);
    for (int c = 0; c < cells.size() && c < int(m_columns.size()); ++c) {
        const auto [x, w] = m_columns[size_t(c)];
        m_p.setPen(!header && colour ? colour(c) : QColor(Qt::black));
        m_p.drawText(QRectF(x + px(1), y + pt(2.5), w - px(2), height - pt(2.5)),
                     m_align[size_t(c)] | Qt::AlignTop | Qt::TextWordWrap, cells[c]);
    }
    m_p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), pt(0.4)));
    m_p.drawLine(QPointF(0, y + height), QPointF(m_page.width(), y + height));
}

double PdfPages::addRow(const QStringList &cells, double y, const QStringList &titles,
                        const std::function<QColor(int column)> &colour)
{
    const double height = rowHeight(cells);
    if (y + height > m_page.height()) y = tableHeader(titles, newPage());
    paintRow(cells, y, height, false, colour);
    return y + height;
}

Result<> writeReportPdf(const QString &path, const QString &title, Paper paper,
                        const std::function<void(PdfPages &)> &paint, bool landscape)
{
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        QPdfWriter pdf(file.tempPath());
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(reportPageSize(paper),
                                      landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                      QMarginsF(15, 12, 15, 15), QPageLayout::Millimeter));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Railyard"));
        QPainter painter;
        if (!painter.begin(&pdf)) return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
        PdfPages pages(pdf, painter, title);
        paint(pages);
        painter.end();
    }
    return file.commit();
}

} // namespace railyard
