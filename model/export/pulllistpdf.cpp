#include "export/pulllistpdf.h"

#include "export/pdftable.h"
#include "export/pulllist.h"

#include <QCoreApplication>
#include <QPainter>

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
    explicit PullListPainter(PdfPages &pages) : m_pages(pages)
    {
        // Far rack, part number (with the cable type under it), length, count: fixed; the labels take the
        // rest.
        m_pages.setColumns({{20}, {40}, {16, Qt::AlignRight}, {14, Qt::AlignRight}, {0}});
    }

    void paintRack(const QString &rack, const std::vector<const PullListRow *> &rows, bool first)
    {
        double y = startPage(rack, false, first);
        qint64 cables = 0;
        const QLocale &locale = m_pages.locale();
        for (const PullListRow *r : rows) {
            cables += r->count;
            // A row's labels run on over as many pages as they need; the other cells show on its first part.
            const QString part = r->partNumber == r->cableType
                                     ? r->partNumber
                                     : QStringLiteral("%1\n%2").arg(r->partNumber, r->cableType);
            QStringList cells{r->farRack, part, QStringLiteral("%1 m").arg(locale.toString(r->lengthM)),
                              locale.toString(r->count), QString()};
            qsizetype next = 0;
            do {
                const double room = m_pages.page().height() - m_pages.pt(14) - y;
                const qsizetype fit = labelsThatFit(cells, r->labels, next, room);
                if (fit == 0) {
                    y = startPage(rack, true, false);
                    continue;
                }
                cells[4] = r->labels.mid(next, fit).join(QLatin1Char(' '));
                const double height = m_pages.rowHeight(cells);
                m_pages.paintRow(cells, y, height);
                y += height;
                next += fit;
                // Its labels go on: the row says what they are again, the count once.
                cells[3] = Text::tr("(cont.)");
            } while (next < r->labels.size());
        }
        QPainter &p = m_pages.painter();
        p.setFont(m_pages.bold());
        p.setPen(Qt::black);
        p.drawText(QRectF(0, y + m_pages.pt(4), m_pages.page().width(), m_pages.pt(14)),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   Text::tr("%n cable(s) to stage at %1", nullptr, int(std::min<qint64>(cables, 1 << 30)))
                       .arg(rack));
    }

private:
    double startPage(const QString &rack, bool continued, bool first)
    {
        const double top = first ? m_pages.pageHeader() : m_pages.newPage();
        const double y = m_pages.paintHeading(continued ? Text::tr("Rack %1 (continued)").arg(rack)
                                                        : Text::tr("Rack %1").arg(rack),
                                              top - m_pages.pt(2));
        return m_pages.tableHeader({Text::tr("Far rack"), Text::tr("Part number"), Text::tr("Length"),
                                    Text::tr("Count"), Text::tr("Labels")},
                                   y + m_pages.pt(2));
    }

    // How many of `labels` from `first` on fit in `room` with the other cells: all when they do, none when
    // not even one does.
    qsizetype labelsThatFit(QStringList cells, const QStringList &labels, qsizetype first, double room) const
    {
        const auto fits = [&](qsizetype n) {
            cells[4] = labels.mid(first, n).join(QLatin1Char(' '));
            return m_pages.rowHeight(cells) <= room;
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

    PdfPages &m_pages;
};

} // namespace

Result<> writePullListPdf(const std::vector<PullListRow> &rows, const QString &path, const QString &title,
                          Paper paper)
{
    return writeReportPdf(path, title, paper, [&rows](PdfPages &pages) {
        PullListPainter painter(pages);
        if (rows.empty()) {
            pages.painter().setFont(pages.font(12));
            pages.painter().drawText(QRectF(0, 0, 1000, 200), Qt::AlignLeft | Qt::AlignTop,
                                     Text::tr("No cable lands in the racks asked for."));
        }
        bool first = true;
        for (size_t i = 0; i < rows.size();) {
            std::vector<const PullListRow *> rack;
            size_t j = i;
            while (j < rows.size() && rows[j].rack == rows[i].rack)
                rack.push_back(&rows[j++]);
            painter.paintRack(rows[i].rack, rack, first);
            first = false;
            i = j;
        }
    });
}

} // namespace railyard
