#include "revision/revisiondelta.h"

#include "design/design.h"
#include "export/bom.h"
#include "validation/validator.h"

#include <QHash>
#include <QSet>

namespace railyard {

namespace {

QString lineKey(const BomLine &l)
{
    return l.partNumber + QLatin1Char('|') + (l.lengthM ? QString::number(*l.lengthM) : QString());
}

QList<IssueChange> issueChanges(const Design &d)
{
    QList<IssueChange> out;
    for (const Issue &i : validateDesign(d)) {
        IssueChange c{ruleId(i.rule), severityName(i.severity), i.message, {}};
        for (int cable : i.cables)
            c.objects << d.cables().at(cable).id;
        for (int device : i.devices)
            c.objects << d.devices().at(device).id;
        for (int rack : i.racks)
            c.objects << d.racks().at(rack).id;
        out << c;
    }
    return out;
}

QString issueKey(const IssueChange &c)
{
    return QStringList{c.rule, c.severity, c.message, c.objects.join(QLatin1Char(' '))}.join(QChar(0x1f));
}

} // namespace

QList<BomChange> bomDelta(const Design &a, const Design &b)
{
    const Bom before = buildBom(a), after = buildBom(b);
    QHash<QString, qint64> was;
    for (const BomLine &l : before.lines)
        was[lineKey(l)] += l.baseQuantity();
    QHash<QString, qint64> now;
    for (const BomLine &l : after.lines)
        now[lineKey(l)] += l.baseQuantity();
    QList<BomChange> out;
    QSet<QString> seen;
    for (const BomLine &l : after.lines) {
        const QString key = lineKey(l);
        if (seen.contains(key)) continue;
        seen.insert(key);
        if (now.value(key) != was.value(key))
            out.append({l.partNumber, l.lengthM, l.description, was.value(key), now.value(key)});
    }
    for (const BomLine &l : before.lines) {
        const QString key = lineKey(l);
        if (seen.contains(key)) continue;
        seen.insert(key);
        out.append({l.partNumber, l.lengthM, l.description, was.value(key), 0});
    }
    return out;
}

ValidationDelta validationDelta(const Design &a, const Design &b)
{
    const QList<IssueChange> before = issueChanges(a), after = issueChanges(b);
    QSet<QString> was, now;
    for (const IssueChange &c : before)
        was.insert(issueKey(c));
    for (const IssueChange &c : after)
        now.insert(issueKey(c));
    ValidationDelta delta;
    for (const IssueChange &c : after)
        if (!was.contains(issueKey(c))) delta.appeared << c;
    for (const IssueChange &c : before)
        if (!now.contains(issueKey(c))) delta.resolved << c;
    return delta;
}

} // namespace railyard
