#include "export/commissionreportpdf.h"

#include "commission/commissionoutput.h"
#include "commission/installstatus.h"
#include "core/language.h"
#include "design/design.h"
#include "export/pdftable.h"
#include "render/palette.h"

#include <QCoreApplication>
#include <QDate>
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
    Q_DECLARE_TR_FUNCTIONS(CommissioningReport)
};

QString decimal(const QLocale &locale, const std::optional<double> &v)
{
    return v ? locale.toString(*v, 'f', 2) : QStringLiteral("–");
}

class ReportPainter
{
public:
    explicit ReportPainter(PdfPages &pages)
        : m_pages(pages), m_p(pages.painter()), m_page(pages.page()), m_locale(pages.locale()),
          m_body(pages.body()), m_bold(pages.bold()), m_heading(pages.heading()), m_small(pages.small())
    {
        // Cable, label, verdict, loss, budget, margin: fixed; the findings take the rest.
        m_pages.setColumns(
            {{28}, {34}, {16}, {15, Qt::AlignRight}, {17, Qt::AlignRight}, {17, Qt::AlignRight}, {0}});
    }

    void paint(const Design &design, const Commissioning &c, const QList<UnmatchedResult> &unmatched)
    {
        double y = pageHeader();
        m_p.setFont(m_heading);
        m_p.drawText(QRectF(0, y, m_page.width(), pt(24)), Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Commissioning report"));
        y += pt(26);
        m_p.setFont(m_body);
        m_p.drawText(QRectF(0, y, m_page.width(), pt(14)), Qt::AlignLeft | Qt::AlignVCenter,
                     QStringLiteral("%1 · %2").arg(design.name, QDate::currentDate().toString(Qt::ISODate)));
        y += pt(22);
        y = paintSummary(c, unmatched, y) + pt(14);
        y = paintHistogram(c, y) + pt(18);
        y = paintResults(design, c, y);
        paintUntested(design, c, y);
        if (!unmatched.isEmpty()) paintUnmatched(unmatched);
    }

private:
    double px(double mm) const { return m_pages.px(mm); }
    double pt(double points) const { return m_pages.pt(points); }
    double pageHeader() { return m_pages.pageHeader(); }
    QStringList titles() const
    {
        return {Text::tr("Cable"),       Text::tr("Label"),       Text::tr("Verdict"), Text::tr("Loss (dB)"),
                Text::tr("Budget (dB)"), Text::tr("Margin (dB)"), Text::tr("Findings")};
    }

    double paintSummary(const Commissioning &c, const QList<UnmatchedResult> &unmatched, double y)
    {
        const int total = int(c.cables.size());
        const std::pair<QString, QString> boxes[] = {
            {Text::tr("Fiber cables"), m_locale.toString(total)},
            {Text::tr("Tested"),
             QStringLiteral("%1 (%2)").arg(m_locale.toString(c.summary.tested),
                                           percentText(total ? double(c.summary.tested) / total : 1.0))},

            {Text::tr("Passed"), m_locale.toString(c.summary.passed)},
            {Text::tr("Failed"), m_locale.toString(c.summary.failed)},
            {Text::tr("With warnings"), m_locale.toString(c.summary.warned)},
            {Text::tr("Untested"), m_locale.toString(c.summary.untested)},
            {Text::tr("Naming no cable"), m_locale.toString(unmatched.size())}};
        const double w = m_page.width() / 4, h = pt(34);
        for (int i = 0; i < int(std::size(boxes)); ++i) {
            const QRectF box(w * (i % 4), y + h * (i / 4), w - px(2), h - px(2));
            const bool bad = (i == 3 && c.summary.failed > 0) || (i == 5 && c.summary.untested > 0) ||
                             (i == 6 && !unmatched.isEmpty());
            m_p.fillRect(box, bad ? QColor(0xfb, 0xe9, 0xe9) : QColor(0xf1, 0xf3, 0xf5));
            m_p.setPen(QColor(0x55, 0x55, 0x55));
            m_p.setFont(m_small);
            m_p.drawText(box.adjusted(px(2), px(1), 0, 0), Qt::AlignLeft | Qt::AlignTop, boxes[i].first);
            m_p.setPen(bad ? Palette::error() : Qt::black);
            m_p.setFont(m_bold);
            m_p.drawText(box.adjusted(px(2), 0, 0, -px(1.5)), Qt::AlignLeft | Qt::AlignBottom,
                         boxes[i].second);
        }
        m_p.setPen(Qt::black);
        return y + 2 * h;
    }

    // The margins as a bar chart: a bar per bin, its count above it; the bin below 0 dB in red.
    double paintHistogram(const Commissioning &c, double y)
    {
        m_p.setFont(m_bold);
        m_p.drawText(QRectF(0, y, m_page.width(), pt(14)), Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Loss margin of the tested cables"));
        y += pt(18);
        const QList<MarginBin> bins = marginHistogram(c);
        int highest = 1;
        for (const MarginBin &b : bins)
            highest = std::max(highest, b.count);
        const double chartHeight = px(45), axisY = y + chartHeight;
        const double slot = m_page.width() / bins.size();
        m_p.setPen(QPen(QColor(0x99, 0x99, 0x99), pt(0.6)));
        m_p.drawLine(QPointF(0, axisY), QPointF(m_page.width(), axisY));
        m_p.setFont(m_small);
        for (int i = 0; i < int(bins.size()); ++i) {
            const double h = chartHeight * bins[i].count / highest;
            const QRectF bar(slot * i + slot * 0.15, axisY - h, slot * 0.7, h);
            m_p.fillRect(bar, i == 0 ? Palette::error() : Palette::cableStatus(CableStatus::Terminated));
            m_p.setPen(Qt::black);
            m_p.drawText(QRectF(slot * i, axisY - h - pt(11), slot, pt(10)),
                         Qt::AlignHCenter | Qt::AlignBottom, m_locale.toString(bins[i].count));
            m_p.drawText(QRectF(slot * i, axisY + pt(2), slot, pt(10)), Qt::AlignHCenter | Qt::AlignTop,
                         bins[i].label);
        }
        m_p.drawText(QRectF(0, axisY + pt(13), m_page.width(), pt(10)), Qt::AlignHCenter | Qt::AlignTop,
                     Text::tr("Margin to the budget (Railyard's, or the tester's limit where tighter)"));
        return axisY + pt(24);
    }

    double paintResults(const Design &design, const Commissioning &c, double y)
    {
        y = m_pages.tableHeader(titles(), y);
        for (const CableJudgement *j : reportOrder(c)) {
            if (j->verdict == CableJudgement::Verdict::Untested) continue; // listed after, by id
            const Cable &cable = design.cables().at(j->cable);
            QStringList findings;
            for (const TestFinding &f : j->findings)
                findings << testFindingText(f);
            const QString verdict = j->verdict == CableJudgement::Verdict::Fail   ? Text::tr("Fail")
                                    : j->verdict == CableJudgement::Verdict::Pass ? Text::tr("Pass")
                                                                                  : Text::tr("Untested");
            const QStringList cells{cable.id,
                                    cable.label,
                                    verdict,
                                    decimal(m_locale, j->lossDb),
                                    decimal(m_locale, j->budgetDb),
                                    decimal(m_locale, j->marginDb),
                                    findings.join(QStringLiteral("; "))};
            const QColor colour = j->verdict == CableJudgement::Verdict::Fail ? Palette::error()
                                  : j->hasWarnings()                          ? Palette::warningText()
                                                                              : QColor(Qt::black);
            // The verdict and the findings in the verdict's colour.
            y = m_pages.addRow(cells, y, titles(),
                               [colour](int c) { return c == 2 || c == 6 ? colour : QColor(Qt::black); });
        }
        return y;
    }

    // The cables without a result, by id in a running text: a long list would take a page per 40 cables.
    void paintUntested(const Design &design, const Commissioning &c, double y)
    {
        QStringList ids;
        for (const CableJudgement &j : c.cables)
            if (j.verdict == CableJudgement::Verdict::Untested) ids << design.cables().at(j.cable).id;
        if (ids.isEmpty()) return;
        y += pt(14);
        if (y + pt(40) > m_page.height()) {
            y = m_pages.newPage();
        }
        m_p.setFont(m_bold);
        m_p.setPen(Qt::black);
        m_p.drawText(QRectF(0, y, m_page.width(), pt(16)), Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Untested cables (%1)").arg(m_locale.toString(ids.size())));
        y += pt(20);
        m_p.setFont(m_body);
        const QFontMetricsF metrics(m_body, m_p.device());
        qsizetype next = 0;
        while (next < ids.size()) {
            const double room = m_page.height() - y;
            const auto height = [&](qsizetype n) {
                return metrics
                    .boundingRect(QRectF(0, 0, m_page.width(), 1e6), Qt::TextWordWrap,
                                  ids.mid(next, n).join(QStringLiteral(", ")))
                    .height();
            };
            qsizetype low = 0, high = ids.size() - next; // the most ids that fit, by halving
            while (low < high) {
                const qsizetype mid = (low + high + 1) / 2;
                if (height(mid) <= room)
                    low = mid;
                else
                    high = mid - 1;
            }
            if (low == 0) {
                y = m_pages.newPage();
                m_p.setFont(m_body);
                continue;
            }
            m_p.drawText(QRectF(0, y, m_page.width(), room), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         ids.mid(next, low).join(QStringLiteral(", ")));
            next += low;
            if (next < ids.size()) {
                y = m_pages.newPage();
                m_p.setFont(m_body);
            }
        }
    }

    void paintUnmatched(const QList<UnmatchedResult> &unmatched)
    {
        double y = m_pages.newPage();
        m_p.setFont(m_bold);
        m_p.drawText(QRectF(0, y, m_page.width(), pt(16)), Qt::AlignLeft | Qt::AlignVCenter,
                     Text::tr("Results that name no cable of the design"));
        y += pt(20);
        m_p.setFont(m_body);
        for (const UnmatchedResult &u : unmatched) {
            if (y + pt(12) > m_page.height()) {
                y = m_pages.newPage();
            }
            m_p.drawText(QRectF(0, y, m_page.width(), pt(12)), Qt::AlignLeft | Qt::AlignVCenter,
                         Text::tr("row %1: %2").arg(u.row).arg(u.cable));
            y += pt(12);
        }
    }

    PdfPages &m_pages;
    QPainter &m_p;
    QRectF m_page;
    const QLocale &m_locale;
    const QFont &m_body, &m_bold, &m_heading, &m_small;
};

} // namespace

Result<> writeCommissioningPdf(const QString &path, const Design &design, const Commissioning &commissioning,
                               const QList<UnmatchedResult> &unmatched, Paper paper)
{
    return writeReportPdf(
        path, Text::tr("Commissioning report: %1").arg(design.name), paper,
        [&](PdfPages &pages) { ReportPainter(pages).paint(design, commissioning, unmatched); });
}

} // namespace railyard
