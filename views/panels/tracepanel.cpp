#include "panels/tracepanel.h"

#include "design/describe.h"
#include "document/document.h"
#include "render/palette.h"
#include "report/tracetext.h"

#include <QCoreApplication>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace railyard {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString coloured(const QString &text, const QColor &colour)
{
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(colour.name(), esc(text));
}

// One element of the channel on two lines, for a dock that is narrow: what it is, then its details and loss.
QString element(const QString &title, const QString &detail, bool strong = false)
{
    return QStringLiteral(
               "<tr><td style='padding-bottom:4px'>%1%2%3<br><span style='color:gray'>%4</span></td></tr>")
        .arg(strong ? QStringLiteral("<b>") : QString(), title, strong ? QStringLiteral("</b>") : QString(),
             detail);
}

QString channelHtml(const Design &d, const ChannelReport &r, int n, int of, int selected)
{
    const Channel &ch = r.channel;
    QString html =
        QStringLiteral("<h4>%1</h4>")
            .arg(esc(QCoreApplication::translate("TracePanel", "Channel %1 of %2: %3 → %4 (%5)")
                         .arg(n)
                         .arg(of)
                         .arg(describeEndpoint(d, ch.start), describeEndpoint(d, ch.finish),
                              ch.isComplete() ? QCoreApplication::translate("TracePanel", "complete")
                                              : QCoreApplication::translate("TracePanel", "incomplete"))));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1' width='100%'>");
    const QString dot = QStringLiteral(" · ");
    for (const TraceStep &s : r.steps) {
        switch (s.kind) {
        case TraceStep::Terminal: {
            QString detail;
            if (s.mating) detail = plugText(s.mating->a.kind == MatingSide::Plug ? s.mating->b : s.mating->a);
            html += element(esc(describeEndpoint(d, s.at) + QStringLiteral(" — ") + s.what), esc(detail));
            break;
        }
        case TraceStep::Cable:
            html += element(esc(d.cables().at(s.cable).id + QStringLiteral(" — ") + s.what),
                            esc(cableStepText(d, s) + dot +
                                QCoreApplication::translate("TracePanel", "loss %1, total %2")
                                    .arg(dBText(s.lossDb), dBText(s.lossSoFarDb))),
                            s.cable == selected);
            break;
        case TraceStep::Adapter:
            html += element(
                esc(describeEndpoint(d, s.at) + QStringLiteral(" — ") +
                    QCoreApplication::translate("TracePanel", "%1 adapter").arg(s.what)),
                esc((s.mating
                         ? QStringLiteral("%1 | %2").arg(plugText(s.mating->a), plugText(s.mating->b)) + dot
                         : QString()) +
                    QCoreApplication::translate("TracePanel", "+%1, total %2")
                        .arg(dBText(s.lossDb), dBText(s.lossSoFarDb))));
            break;
        }
    }
    html += QStringLiteral("</table><table cellspacing='0' cellpadding='2'>");
    const ChannelAnalysis &a = r.analysis;
    const bool tooLong = a.reachM && a.lengthM > *a.reachM;
    const QColor good = Palette::ok(), bad = Palette::error(), doubtful = Palette::warningText();
    auto summary = [&](const QString &label, const QString &value) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(esc(label), value);
    };
    summary(QCoreApplication::translate("TracePanel", "Length"),
            coloured(lengthText(a), tooLong ? bad : good));
    if (a.fiber) {
        const bool overBudget = a.budgetDb && a.lossDb > *a.budgetDb;
        const bool thin = a.budgetDb && !overBudget && *a.budgetDb - a.lossDb < d.settings.lossMarginDb;
        summary(QCoreApplication::translate("TracePanel", "Loss"),
                coloured(lossText(a), overBudget ? bad : (thin ? doubtful : good)));
    }
    const QString polarity = polarityText(r);
    summary(QCoreApplication::translate("TracePanel", "Polarity"),
            coloured(polarity, polarity.startsWith(QLatin1String("FAIL"))
                                   ? bad
                                   : (polarity.startsWith(QLatin1String("ok")) ? good : doubtful)));
    if (r.issues.isEmpty())
        summary(QCoreApplication::translate("TracePanel", "Issues"),
                coloured(QCoreApplication::translate("TracePanel", "none"), good));
    for (const Issue &i : r.issues)
        summary(QString(ruleId(i.rule)), coloured(i.message, i.severity == Severity::Error ? bad : doubtful));
    html += QStringLiteral("</table>");
    return html;
}

} // namespace

TracePanel::TracePanel(QWidget *parent) : QWidget(parent), m_view(new QTextBrowser(this))
{
    m_view->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view);
    refresh();
}

void TracePanel::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_cable = -1;
    if (m_document)
        connect(m_document, &Document::changed, this, [this] {
            // The cable may be gone, or its channel changed by any edit nearby.
            if (m_document && m_cable >= 0 && !m_document->design().cables().isLive(m_cable)) m_cable = -1;
            refresh();
        });
    refresh();
}

void TracePanel::showCable(int cable)
{
    if (cable == m_cable) return;
    m_cable = cable;
    refresh();
}

QString TracePanel::html() const
{
    return m_view->toHtml();
}

void TracePanel::refresh()
{
    if (!m_document || m_cable < 0 || !m_document->design().cables().isLive(m_cable)) {
        m_view->setHtml(
            QStringLiteral("<p style='color:gray'>%1</p>")
                .arg(tr("Select a cable to see its channel from module to module: every cord, adapter and "
                        "trunk, the length against the optics' reach, the loss against their budget, and the "
                        "polarity.")));
        return;
    }
    const Design &d = m_document->design();
    const QList<ChannelReport> reports = traceCable(d, m_cable);
    if (reports.isEmpty()) {
        m_view->setHtml(QStringLiteral("<p>%1</p>")
                            .arg(esc(tr("%1 is on no channel: no path through it reaches a transceiver.")
                                         .arg(d.cables().at(m_cable).id))));
        return;
    }
    QString html;
    for (int i = 0; i < reports.size(); ++i)
        html += channelHtml(d, reports[i], i + 1, int(reports.size()), m_cable);
    m_view->setHtml(html);
}

} // namespace railyard
