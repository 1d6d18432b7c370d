#include "cli.h"

#include "jobs/jobregistry.h"

#include "core/language.h"
#include "core/numberformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace railyard::cli {

namespace {

QString programVersion()
{
    return QStringLiteral("railyard-cli %1").arg(QCoreApplication::applicationVersion());
}

void printUsage(Streams &streams)
{
    QTextStream &out = streams.out;
    out << "Usage: railyard-cli COMMAND [options]\n\n"
        << "Railyard checks and exports the cabling of GPU clusters without a display.\n"
        << "Designs are read as interchange JSON or native .railyard documents, chosen by content.\n\n"
        << "Commands:\n";
    // Names padded to the longest, so that each keeps a space before its summary.
    qsizetype width = 0;
    for (const Job &c : jobRegistry())
        width = std::max(width, c.name.size());
    for (const Job &c : jobRegistry())
        out << "  " << c.name.leftJustified(width + 2) << c.summary << "\n";
    out << "\nOptions:\n"
        << "  -h, --help     Show this help, or a command's help after the command\n"
        << "  -v, --version  Show the version\n\n"
        << "Exit codes: 0 success, 1 validation found errors, 2 the input could not be used.\n"
        << "Run 'railyard-cli COMMAND --help' for a command's options.\n";
    out.flush();
}

int runJob(const Job &command, const QStringList &arguments, Streams &streams)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(command.summary);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    for (const JobOption &o : command.options)
        parser.addOption(o.option);
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QStringLiteral("Column titles, drawing titles and legends in this language: en (the default), %1. "
                       "Formats, keys and numbers stay as they are.")
            .arg(translatedLanguages().join(QStringLiteral(", "))),
        QStringLiteral("LANG"));
    if (command.translatable) parser.addOption(lang);
    qsizetype index = 0;
    for (const QString &name : command.positional.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        parser.addPositionalArgument(
            name,
            command.positionalHelp.value(
                index++, name == QLatin1String("FILE")
                             ? QStringLiteral("The design: interchange JSON or a native .railyard document "
                                              "(by content), or FILE.railyard@NAME for a revision it keeps.")
                             : QString()));

    QStringList args = arguments;
    args.prepend(QStringLiteral("railyard-cli ") + command.name);
    if (!parser.parse(args))
        return fail(
            streams,
            QStringLiteral("%1: %2 (see 'railyard-cli %1 --help')").arg(command.name, parser.errorText()));
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(QRegularExpression(QStringLiteral("^Usage: .*? \\[options\\]")),
                     QStringLiteral("Usage: railyard-cli %1 [options]").arg(command.name));
        streams.out << text;
        streams.out.flush();
        return ExitOk;
    }
    if (parser.isSet(version)) {
        streams.out << programVersion() << Qt::endl;
        return ExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    const qsizetype given = positional.size();
    if (command.positionalCount == 0 && given > 0)
        return fail(streams,
                    QStringLiteral("%1: takes no arguments, not \"%2\" (see 'railyard-cli %1 --help')")
                        .arg(command.name, positional.first()));
    if (command.positionalCount > 0 && given > command.positionalCount)
        return fail(streams,
                    QStringLiteral("%1: too many arguments: expected %2, not \"%3\" (see 'railyard-cli %1 "
                                   "--help')")
                        .arg(command.name, command.positional, positional.at(command.positionalCount)));
    if (command.positionalCount >= 0 ? given != command.positionalCount : given < -command.positionalCount)
        return fail(streams, QStringLiteral("%1: expected %2 (see 'railyard-cli %1 --help')")
                                 .arg(command.name, command.positional));
    // An option given twice would silently take its last value: only those that collect values may repeat.
    for (const JobOption &o : command.options)
        if (!o.repeatable && parser.values(o.key()).size() > 1)
            return fail(streams, QStringLiteral("%1: --%2 given more than once").arg(command.name, o.key()));
    if (command.translatable && parser.isSet(lang) && parser.value(lang).isEmpty())
        return fail(streams, QStringLiteral("%1: --lang needs a language: en, %2")
                                 .arg(command.name, translatedLanguages().join(QStringLiteral(", "))));
    const QString language = command.translatable ? parser.value(lang) : QString();
    if (!installTranslations(language.isEmpty() ? QStringLiteral("en") : language))
        return fail(streams,
                    QStringLiteral("%1: no translation \"%2\"; use en, %3")
                        .arg(command.name, language, translatedLanguages().join(QStringLiteral(", "))));
    JobParameters parameters(command.options);
    parameters.setPositional(parser.positionalArguments());
    for (const JobOption &o : command.options)
        if (parser.isSet(o.key()))
            parameters.set(o.key(),
                           o.kind == JobOption::Kind::Flag ? QStringList{QString()} : parser.values(o.key()));
    return command.run(parameters, streams);
}

} // namespace

int run(const QStringList &arguments, Streams &streams)
{
    // The CLI's output is read by scripts: the same numbers (12.5 m, never 12,5) whatever the user's locale.
    QLocale::setDefault(QLocale::c());
    setDisplayLengthUnit(LengthUnit::Metres);
    if (arguments.isEmpty()) {
        printUsage(streams);
        return ExitUnusable;
    }
    const QString &first = arguments.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help") || first == QLatin1String("help")) {
        printUsage(streams);
        return ExitOk;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        streams.out << programVersion() << Qt::endl;
        return ExitOk;
    }
    if (const Job *job = findJob(first)) return runJob(*job, arguments.mid(1), streams);
    return fail(streams, QStringLiteral("unknown command \"%1\" (see 'railyard-cli --help')").arg(first));
}

} // namespace railyard::cli
