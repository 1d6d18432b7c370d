#include "clicommand.h"

#include "core/language.h"
#include "core/numberformat.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace railyard::cli {

const std::vector<Command> &commands()
{
    static const std::vector<Command> all{
        infoCommand(),         convertCommand(),      validateCommand(), traceCommand(),
        bomCommand(),          labelsCommand(),       renderCommand(),   generateCommand(),
        packageCommand(),      verifyCommand(),       importCommand(),   catalogCommand(),
        exportNetBoxCommand(), importNetBoxCommand(), pullListCommand(), formatsCommand()};
    return all;
}

int fail(Streams &streams, const QString &message)
{
    streams.err << "railyard-cli: " << printableText(message) << Qt::endl;
    return ExitUnusable;
}

QString outputProblem(const QStringList &inputs, const QString &output)
{
    const QFileInfo out(output);
    if (out.exists() && out.isDir())
        return QStringLiteral("%1: is a directory; give a file name").arg(output);
    if (out.exists() && !out.isFile())
        return QStringLiteral("%1: is not a regular file; nothing was written").arg(output);
    // Through symlinks too: the file the output would replace (or, for a new file, where it would go),
    // against every file and folder read.
    const QString parent = QFileInfo(out.absolutePath()).canonicalFilePath();
    const QString target = out.exists()       ? out.canonicalFilePath()
                           : parent.isEmpty() ? QString()
                                              : parent + QLatin1Char('/') + out.fileName();
    if (target.isEmpty()) return {};
    for (const QString &input : inputs) {
        if (input.isEmpty()) continue;
        const QFileInfo in(input);
        if (!in.exists()) continue;
        const QString source = in.canonicalFilePath();
        if (target == source)
            return QStringLiteral("%1: is the input file; write the output elsewhere").arg(output);
        if (in.isDir() && target.startsWith(source + QLatin1Char('/')))
            return QStringLiteral("%1: is inside the input folder %2; write the output elsewhere")
                .arg(output, input);
    }
    return {};
}

QString outputProblem(const QString &input, const QString &output)
{
    return outputProblem(QStringList{input}, output);
}

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
    for (const Command &c : commands())
        width = std::max(width, c.name.size());
    for (const Command &c : commands())
        out << "  " << c.name.leftJustified(width + 2) << c.summary << "\n";
    out << "\nOptions:\n"
        << "  -h, --help     Show this help, or a command's help after the command\n"
        << "  -v, --version  Show the version\n\n"
        << "Exit codes: 0 success, 1 validation found errors, 2 the input could not be used.\n"
        << "Run 'railyard-cli COMMAND --help' for a command's options.\n";
    out.flush();
}

int runCommand(const Command &command, const QStringList &arguments, Streams &streams)
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
    if (command.addOptions) command.addOptions(parser);
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QStringLiteral("Column titles, drawing titles and legends in this language: en (the default), %1. "
                       "Formats, keys and numbers stay as they are.")
            .arg(translatedLanguages().join(QStringLiteral(", "))),
        QStringLiteral("LANG"));
    if (command.translatable) parser.addOption(lang);
    for (const QString &name : command.positional.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        parser.addPositionalArgument(name, QString());

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
    const qsizetype given = parser.positionalArguments().size();
    if (command.positionalCount >= 0 ? given != command.positionalCount : given < -command.positionalCount)
        return fail(streams, QStringLiteral("%1: expected %2 (see 'railyard-cli %1 --help')")
                                 .arg(command.name, command.positional));
    const QString language = command.translatable ? parser.value(lang) : QString();
    if (!installTranslations(language.isEmpty() ? QStringLiteral("en") : language))
        return fail(streams,
                    QStringLiteral("%1: no translation \"%2\"; use en, %3")
                        .arg(command.name, language, translatedLanguages().join(QStringLiteral(", "))));
    return command.run(parser, streams);
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
    for (const Command &c : commands())
        if (c.name == first) return runCommand(c, arguments.mid(1), streams);
    return fail(streams, QStringLiteral("unknown command \"%1\" (see 'railyard-cli --help')").arg(first));
}

} // namespace railyard::cli
