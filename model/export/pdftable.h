#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QRectF>
#include <QStringList>

#include <functional>
#include <vector>

class QPainter;
class QPdfWriter;

namespace railyard {

// The page and the tables of Railyard's printed reports (pull lists, the commissioning report, change
// orders): A4 or Letter portrait at 300 dpi, a running title and page number at the top of each page, tables
// of word-wrapped cells with a shaded header row and thin rules, in DejaVu Sans (which has the Latin, Greek
// and CJK glyphs the translations need).
class PdfPages
{
public:
    struct Column
    {
        double mm = 0; // 0: the room the other columns leave (one column at most)
        Qt::Alignment align = Qt::AlignLeft;
    };

    PdfPages(QPdfWriter &pdf, QPainter &painter, const QString &title);

    QPainter &painter() { return m_p; }
    const QRectF &page() const { return m_page; }
    const QLocale &locale() const { return m_locale; }
    QFont font(double points) const;
    const QFont &body() const { return m_body; }
    const QFont &bold() const { return m_bold; }
    const QFont &heading() const { return m_heading; }
    const QFont &small() const { return m_small; }
    double px(double mm) const { return mm / 25.4 * m_dpi; }
    double pt(double points) const { return points / 72.0 * m_dpi; }

    // The running title and the page number; returns where the page's content starts.
    double pageHeader();
    // A new page with its running header; returns where its content starts.
    double newPage();
    // A heading in the large bold font at `y`; returns the y under it.
    double paintHeading(const QString &text, double y);

    void setColumns(const std::vector<Column> &columns);
    // The table's header row at `y`, shaded; returns the y under it.
    double tableHeader(const QStringList &titles, double y);
    // How tall a row of these cells is, each wrapped to its column.
    double rowHeight(const QStringList &cells, bool header = false) const;
    // A row at `y`; `colour` gives a cell's text colour (none: black).
    void paintRow(const QStringList &cells, double y, double height, bool header = false,
                  const std::function<QColor(int column)> &colour = {});
    // A row after the one ending at `y`, on a new page (with `titles` repeated) when it does not fit; returns
    // the y under it.
    double addRow(const QStringList &cells, double y, const QStringList &titles,
                  const std::function<QColor(int column)> &colour = {});

private:
    QPdfWriter &m_pdf;
    QPainter &m_p;
    QString m_title;
    int m_dpi;
    QRectF m_page;
    QFont m_body, m_bold, m_heading, m_small;
    std::vector<std::pair<double, double>> m_columns; // x and width
    std::vector<Qt::Alignment> m_align;
    QLocale m_locale;
    int m_pageNumber = 0;
};

// Writes a report PDF atomically: the pages set up (title, paper, margins), then `paint` draws them.
Result<> writeReportPdf(const QString &path, const QString &title, Paper paper,
                        const std::function<void(PdfPages &)> &paint, bool landscape = false);

} // namespace railyard
