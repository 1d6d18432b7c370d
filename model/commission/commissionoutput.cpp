#include "commission/commissionoutput.h"

#include "design/design.h"
#include "io/jsonout.h"

#include <QTextStream>

#include <algorithm>

namespace railyard {

QList<MarginBin> marginHistogram(const Commissioning &commissioning)
{
    // Bin edges in dB; the first bin takes everything below 0, the last everything from 3 up.
    static const double edges[] = {0, 0.5, 1, 1.5, 2, 3};
    QList<MarginBin> bins{{QStringLiteral("< 0 dB"), 0},   {QStringLiteral("0–0.5 dB"), 0},
                          {QStringLiteral("0.5–1 dB"), 0}, {QStringLiteral("1–1.5 dB"), 0},
                          {QStringLiteral("1.5–2 dB"), 0}, {QStringLiteral("2–3 dB"), 0},
                          {QStringLiteral("≥ 3 dB"), 0}};
    for (const CableJudgement &j : commissioning.cables) {
        if (!j.marginDb) continue;
        const int bin =
            int(std::upper_bound(std::begin(edges), std::end(edges), *j.marginDb) - std::begin(edges));
        ++bins[bin].count;
    }
    return bins;
}

std::vector<const CableJudgement *> reportOrder(const Commissioning &commissioning)
{
    std::vector<const CableJudgement *> order;
    for (const CableJudgement &j : commissioning.cables)
        order.push_back(&j);
    const auto rank = [](const CableJudgement *j) {
        if (j->verdict == CableJudgement::Verdict::Fail) return 0;
        if (j->verdict == CableJudgement::Verdict::Untested) return 3;
        return j->hasWarnings() ? 1 : 2;
    };
    std::stable_sort(order.begin(), order.end(), [&](const CableJudgement *x, const CableJudgement *y) {
        if (rank(x) != rank(y)) return rank(x) < rank(y);
        return x->marginDb.value_or(1e9) < y->marginDb.value_or(1e9);
    });
    return order;
}

namespace {

void optionalField(JsonOut &out, const char *key, const std::optional<double> &v)
{
    out.key(key);
    if (v)
        out.value(std::round(*v * 1000) / 1000);
    else
        out.null();
}

} // namespace

QByteArray commissioningJson(const Design &design, const Commissioning &c,
                             const QList<UnmatchedResult> &unmatched)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.key("summary");
    out.beginObject(true);
    out.field("tested", c.summary.tested);
    out.field("passed", c.summary.passed);
    out.field("failed", c.summary.failed);
    out.field("untested", c.summary.untested);
    out.field("warned", c.summary.warned);
    out.field("unmatched", int(unmatched.size()));
    out.endObject();
    out.key("results");
    out.beginArray();
    for (const CableJudgement &j : c.cables) {
        const Cable &cable = design.cables().at(j.cable);
        out.beginObject(true);
        out.field("cable", cable.id);
        out.field("label", cable.label);
        out.field("verdict", verdictName(j.verdict));
        optionalField(out, "loss_db", j.lossDb);
        optionalField(out, "budget_db", j.budgetDb);
        optionalField(out, "margin_db", j.marginDb);
        optionalField(out, "limit_db", j.limitDb);
        optionalField(out, "length_m", j.lengthM);
        out.field("design_length_m", cable.lengthM);
        out.field("records", j.records);
        out.key("findings");
        out.beginArray(true);
        for (const TestFinding &f : j.findings)
            out.value(testFindingText(f));
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.key("unmatched");
    out.beginArray();
    for (const UnmatchedResult &u : unmatched) {
        out.beginObject(true);
        out.field("row", u.row);
        out.field("cable", u.cable);
        out.field("ambiguous", u.ambiguous);
        out.endObject();
    }
    out.endArray();
    out.endObject();
    bytes += '\n';
    return bytes;
}

QString commissioningText(const Design &design, const Commissioning &c,
                          const QList<UnmatchedResult> &unmatched)
{
    QString text;
    QTextStream out(&text);
    out << QStringLiteral("%1 fiber cables: %2 tested (%3 passed, %4 failed, %5 with warnings), %6 untested")
               .arg(c.cables.size())
               .arg(c.summary.tested)
               .arg(c.summary.passed)
               .arg(c.summary.failed)
               .arg(c.summary.warned)
               .arg(c.summary.untested)
        << '\n';
    if (!unmatched.isEmpty())
        out << unmatched.size() << (unmatched.size() == 1 ? " result names" : " results name")
            << " no cable of the design\n";
    for (const CableJudgement *j : reportOrder(c)) {
        if (j->verdict == CableJudgement::Verdict::Untested || j->findings.isEmpty()) continue;
        const Cable &cable = design.cables().at(j->cable);
        QStringList findings;
        for (const TestFinding &f : j->findings)
            findings << testFindingText(f);
        // Findings quote what the test file said: each line is made printable, so that a cell cannot forge
        // a line or drive the terminal.
        out << messageLine(
                   QStringLiteral("%1 %2: %3")
                       .arg(QLatin1String(j->verdict == CableJudgement::Verdict::Fail ? "FAIL" : "warn"),
                            cable.id, findings.join(QStringLiteral("; "))))
            << '\n';
    }
    for (const UnmatchedResult &u : unmatched)
        out << "row " << u.row << ": \"" << echoText(u.cable) << "\" "
            << (u.ambiguous ? "is a label several cables carry" : "is no cable's id or label") << '\n';
    out.flush();
    return text;
}

} // namespace railyard
