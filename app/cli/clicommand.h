#pragma once

#include "core/result.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace railyard::cli {

// Exit codes of cli.md.
enum ExitCode
{
    ExitOk = 0,
    ExitValidationErrors = 1,
    ExitUnusable = 2
};

// Where a command writes: normal output and the one-line error messages.
struct Streams
{
    QTextStream &out;
    QTextStream &err;
};

// One subcommand: its name, one-line summary, positional arguments for the usage line, the options it
// adds to its parser, and what it runs once the arguments parsed.
struct Command
{
    QString name;
    QString summary;
    QString positional; // e.g. "FILE" or "IN OUT"
    std::function<void(QCommandLineParser &)> addOptions;
    std::function<int(const QCommandLineParser &, Streams &)> run;
    int positionalCount = 1; // negative: at least that many (-2: two or more)
    // Writes texts for people (column titles, drawing titles and legends): takes --lang.
    bool translatable = false;
};

// Every command, in the order `--help` lists them. Each is defined in its own file.
const std::vector<Command> &commands();
Command infoCommand();
Command convertCommand();
Command validateCommand();
Command traceCommand();
Command bomCommand();
Command pullListCommand();
Command labelsCommand();
Command renderCommand();
Command packageCommand();
Command generateCommand();
Command verifyCommand();
Command importCommand();
Command catalogCommand();
Command exportNetBoxCommand();
Command importNetBoxCommand();
Command formatsCommand();

// Runs the CLI on arguments (without the program name). Returns the exit code.
int run(const QStringList &arguments, Streams &streams);

// Prints a one-line error (prefixed with the program name) and returns ExitUnusable.
int fail(Streams &streams, const QString &message);

// Why OUT must not be written (it is the input, a directory, a FIFO or another non-regular file), or empty.
// Checked before any work, so that `bom design.json -o design.json` cannot replace the design.
QString outputProblem(const QString &input, const QString &output);
// The same against every file and folder a command reads (its design, a price list, a dump, maps, a
// template): the output may be none of them, nor inside an input folder.
QString outputProblem(const QStringList &inputs, const QString &output);

} // namespace railyard::cli
