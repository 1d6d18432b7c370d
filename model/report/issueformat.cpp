#include "report/issueformat.h"

#include "core/result.h"
#include "design/design.h"
#include "io/jsonout.h"
#include "validation/validator.h"

#include <QCoreApplication>

namespace railyard {

namespace {

QStringList ids(const Design &d, const QList<int> &slots, bool cables)
{
    QStringList out;
    out.reserve(slots.size());
    for (int s : slots)
        out << (cables ? d.cables().at(s).id : d.devices().at(s).id);
    return out;
}

QStringList rackIds(const Design &d, const QList<int> &slots)
{
    QStringList out;
    for (int s : slots)
        out << d.racks().at(s).id;
    return out;
}

QString plural(int n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QCoreApplication::translate("Validation", n == 1 ? one : many));
}

} // namespace

QByteArray validationJson(const Design &d, const QList<Issue> &issues)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.field("design", d.name);
    out.key("issues");
    out.beginArray();
    for (const Issue &i : issues) {
        out.beginObject(true);
        out.field("rule", QString(ruleId(i.rule)));
        out.field("severity", QString(severityName(i.severity)));
        out.field("message", i.message);
        out.key("cables");
        out.beginArray(true);
        for (const QString &id : ids(d, i.cables, true))
            out.value(id);
        out.endArray();
        out.key("devices");
        out.beginArray(true);
        for (const QString &id : ids(d, i.devices, false))
            out.value(id);
        out.endArray();
        // Only issues about racks themselves carry racks (cli.md); the others keep their shape.
        if (!i.racks.isEmpty()) {
            out.key("racks");
            out.beginArray(true);
            for (const QString &id : rackIds(d, i.racks))
                out.value(id);
            out.endArray();
        }
        if (!i.segments.isEmpty()) {
            out.key("segments");
            out.beginArray(true);
            for (const QString &id : i.segments)
                out.value(id);
            out.endArray();
        }
        out.endObject();
    }
    out.endArray();
    const ValidationSummary s = summarize(issues);
    out.key("summary");
    out.beginObject(true);
    out.field("errors", s.errors);
    out.field("warnings", s.warnings);
    out.field("infos", s.infos);
    out.endObject();
    out.endObject();
    return bytes;
}

QString validationText(const Design &d, const QList<Issue> &issues)
{
    const ValidationSummary s = summarize(issues);
    const QString name =
        d.name.isEmpty() ? QCoreApplication::translate("Validation", "Design") : printableText(d.name);
    QString text = QStringLiteral("%1: %2, %3, %4\n")
                       .arg(name,
                            plural(s.errors, QT_TRANSLATE_NOOP("Validation", "error"),
                                   QT_TRANSLATE_NOOP("Validation", "errors")),
                            plural(s.warnings, QT_TRANSLATE_NOOP("Validation", "warning"),
                                   QT_TRANSLATE_NOOP("Validation", "warnings")),
                            plural(s.infos, QT_TRANSLATE_NOOP("Validation", "info"),
                                   QT_TRANSLATE_NOOP("Validation", "infos")));
    const char *headings[] = {QT_TRANSLATE_NOOP("Validation", "Errors"),
                              QT_TRANSLATE_NOOP("Validation", "Warnings"),
                              QT_TRANSLATE_NOOP("Validation", "Infos")};
    for (Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        bool first = true;
        for (const Issue &i : issues) {
            if (i.severity != severity) continue;
            if (first) {
                text += QStringLiteral("\n%1\n").arg(
                    QCoreApplication::translate("Validation", headings[int(severity)]));
                first = false;
            }
            text += QStringLiteral("  %1  %2\n").arg(QString(ruleId(i.rule)), i.message);
            if (!i.cables.isEmpty())
                text += QStringLiteral("      %1 %2\n")
                            .arg(QCoreApplication::translate("Validation", "cables: "),
                                 ids(d, i.cables, true).join(QStringLiteral(", ")));
            if (!i.devices.isEmpty())
                text += QStringLiteral("      %1 %2\n")
                            .arg(QCoreApplication::translate("Validation", "devices:"),
                                 ids(d, i.devices, false).join(QStringLiteral(", ")));
            if (!i.racks.isEmpty())
                text += QStringLiteral("      %1 %2\n")
                            .arg(QCoreApplication::translate("Validation", "racks:  "),
                                 rackIds(d, i.racks).join(QStringLiteral(", ")));
            if (!i.segments.isEmpty())
                text += QStringLiteral("      %1 %2\n")
                            .arg(QCoreApplication::translate("Validation", "trays:  "),
                                 i.segments.join(QStringLiteral(", ")));
        }
    }
    return text;
}

} // namespace railyard
