#include "export/pulllistpdf.h"

#include "core/language.h"
#include "export/pulllist.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include <array>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PullList)
};

// Lays out and paints one rack after another, a new page for each.
class PullListPainter
{
public:
    PullListPainter(QPdfWriter &pdf, QPainter &painter, const QString &title)
        : m_pdf(pdf), m_p(painter), m_title(title), m_dpi(pdf.resolution())
    {
        m_page = QRectF(QPointF(0, 0), pdf.pageLayout().paintRectPixels(m_dpi).size());
        m_body = font(9);
        m_bold = m_body;
        m_bold.setBold(true);
        m_heading = font(16);
        m_heading.setBold(true);
        m_small = font(7.5);
        // Far rack, part number (with the cable type under it), length, count: fixed; the labels take the
        // rest.
        const std::array<double, 4> mm{20, 40, 16, 14};
        double x = 0;
        for (double w : mm) {
            m_columns.push_back({x, px(w)});
            x += px(w);
        }
        m_columns.push_back({x, m_page.width() - x});
    }

    void paintRack(const QString &rack, const std::vector<const PullListRow *> &rows, bool first)
    {
        if (!first) m_pdf.newPage();
        double y = startPage(rack, false);
        qint64 cables = 0;
        for (const PullListRow *r : rows) {
            cables += r->count;
            // A row's labels run on over as many pages as they need; the other cells show on its first part.
            const QString part = r->partNumber == r->cableType
                                     ? r->partNumber
                                     : QStringLiteral("%1\n%2").arg(r->partNumber, r->cableType);
            QStringList cells{r->farRack, part, QStringLiteral("%1 m").arg(m_locale.toString(r->lengthM)),
                              m_locale.toString(r->count), QString()};
            qsizetype next = 0;
            do {
                const double room = m_page.height() - pt(14) - y;
                const qsizetype fit = labelsThatFit(cells, r->labels, next, room);
                if (fit == 0) {
                    m_pdf.newPage();
                    y = startPage(rack, true);
                    continue;
                }
                cells[4] = r->labels.mid(next, fit).join(QLatin1Char(' '));
                const double height = rowHeight(cells);
                paintRow(cells, y, height, false);
                y += height;
                next += fit;
                // Its labels go on: the row says what they are again, the count once.
                cells[3] = Text::tr("(cont.)");
            } while (next < r->labels.size());
        }
        m_p.setFont(m_bold);
        m_p.setPen(Qt::black);
        m_p.drawText(QRectF(0, y + pt(4), m_page.width(), pt(14)), Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("%n cable(s) to stage at %1", nullptr, int(std::min<qint64>(cables, 1 << 30)))
                         .arg(rack));
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

    double startPage(const QString &rack, bool continued)
    {
        m_p.setPen(QColor(0x55, 0x55, 0x55));
        m_p.setFont(m_small);
        m_p.drawText(QRectF(0, 0, m_page.width(), pt(11)), Qt::AlignLeft | Qt::AlignVCenter, m_title);
        m_p.drawText(QRectF(0, 0, m_page.width(), pt(11)), Qt::AlignRight | Qt::AlignVCenter,
                     Text::tr("Page %1").arg(++m_pageNumber));
        m_p.setPen(Qt::black);
        m_p.setFont(m_heading);
        const QString heading =
            continued ? Text::tr("Rack %1 (continued)").arg(rack) : Text::tr("Rack %1").arg(rack);
        m_p.drawText(QRectF(0, pt(14), m_page.width(), pt(24)), Qt::AlignLeft | Qt::AlignVCenter, heading);
        const double y = pt(44);
        const QStringList titles{Text::tr("Far rack"), Text::tr("Part number"), Text::tr("Length"),
                                 Text::tr("Count"), Text::tr("Labels")};
        const double height = pt(16);
        m_p.fillRect(QRectF(0, y, m_page.width(), height), QColor(0xE8, 0xEC, 0xF0));
        paintRow(titles, y, height, true);
        return y + height;
    }

    // How many of `labels` from `first` on fit in `room` with the other cells: all when they do, none when
    // not even one does.
    qsizetype labelsThatFit(QStringList cells, const QStringList &labels, qsizetype first, double room) const
    {
        const auto fits = [&](qsizetype n) {
            cells[4] = labels.mid(first, n).join(QLatin1Char(' '));
            return rowHeight(cells) <= room;
        };
        qsizetype low = 0, high = labels.size() - first;
        if (fits(high)) return high;
        while (low < high) { // the most that fit, by halving
            const qsizetype mid = (low + high + 1) / 2;
            if (fits(mid))
                low = mid;
            else
                high = mid - 1;
        }
        return low;
    }

    double rowHeight(const QStringList &cells) const
    {
        const QFontMetricsF metrics(m_body, m_p.device());
        double height = metrics.height();
        for (int c = 0; c < cells.size(); ++c) {
            const QRectF box(0, 0, m_columns[size_t(c)].second - px(2), 1e6);
            height = std::max(height, metrics.boundingRect(box, Qt::TextWordWrap, cells[c]).height());
        }
        return height + pt(5);
    }

    void paintRow(const QStringList &cells, double y, double height, bool header)
    {
        m_p.setFont(header ? m_bold : m_body);
        m_p.setPen(Qt::black);
        for (int c = 0; c < cells.size(); ++c) {
            const auto [x, w] = m_columns[size_t(c)];
            const bool number = c == 2 || c == 3;
            m_p.drawText(QRectF(x + px(1), y + pt(2.5), w - px(2), height - pt(2.5)),
                         (number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop | Qt::TextWordWrap,
                         cells[c]);
        }
        m_p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), pt(0.4)));
        m_p.drawLine(QPointF(0, y + height), QPointF(m_page.width(), y + height));
    }

    QPdfWriter &m_pdf;
    QPainter &m_p;
    QString m_title;
    int m_dpi;
    QRectF m_page;
    QFont m_body, m_bold, m_heading, m_small;
    std::vector<std::pair<double, double>> m_columns;
    QLocale m_locale = documentLocale();
    int m_pageNumber = 0;
};

} // namespace

Result<> writePullListPdf(const std::vector<PullListRow> &rows, const QString &path, const QString &title,
                          Paper paper)
{
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        QPdfWriter pdf(file.tempPath());
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(reportPageSize(paper), QPageLayout::Portrait, QMarginsF(15, 12, 15, 15),
                                      QPageLayout::Millimeter));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Railyard"));
        QPainter painter;
        if (!painter.begin(&pdf)) return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
        PullListPainter pages(pdf, painter, title);
        if (rows.empty()) {
            painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 12));
            painter.drawText(QRectF(0, 0, 1000, 200), Qt::AlignLeft | Qt::AlignTop,
                             Text::tr("No cable lands in the racks asked for."));
        }
        bool first = true;
        for (size_t i = 0; i < rows.size();) {
            std::vector<const PullListRow *> rack;
            size_t j = i;
            while (j < rows.size() && rows[j].rack == rows[i].rack)
                rack.push_back(&rows[j++]);
            pages.paintRack(rows[i].rack, rack, first);
            first = false;
            i = j;
        }
        painter.end();
    }
    return file.commit();
}

} // namespace railyard
