#include "jobs/jobregistry.h"

#include "jobs/formatregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace railyard::jobs {

Job formatsJob()
{
    Job c;
    c.name = QStringLiteral("formats");
    c.summary = QStringLiteral("List every file format Railyard reads or writes, and the command that does");
    c.positional = QString();
    c.positionalCount = 0;
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(
            QStringLiteral("json"),
            QStringLiteral(
                "Print the formats as JSON: name, title, extensions, direction, command, option.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (p.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (const FormatInfo &f : formatRegistry())
                list.append(
                    QJsonObject{{QStringLiteral("name"), f.name},
                                {QStringLiteral("title"), f.title},
                                {QStringLiteral("extensions"), QJsonArray::fromStringList(f.extensions)},
                                {QStringLiteral("direction"), formatDirectionName(f.direction)},
                                {QStringLiteral("command"), f.command},
                                {QStringLiteral("option"), f.option}});
            s.out << QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Indented));
        } else {
            for (const FormatInfo &f : formatRegistry()) {
                QStringList extensions;
                for (const QString &e : f.extensions)
                    extensions << QLatin1Char('.') + e;
                const QString how = f.option.isEmpty() ? f.command : f.command + QLatin1Char(' ') + f.option;
                s.out << f.name.leftJustified(26) << formatDirectionName(f.direction).leftJustified(7)
                      << (extensions.isEmpty() ? QStringLiteral("(folder)")
                                               : extensions.join(QLatin1Char(' ')))
                             .leftJustified(14)
                      << how.leftJustified(26) << f.title << "\n";
            }
        }
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
