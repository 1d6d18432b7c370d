#pragma once

#include "core/feedback.h"
#include "core/result.h"
#include "design/design.h"

#include <QCommandLineOption>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace railyard {

// Exit codes of cli.md: what every job returns.
enum ExitCode
{
    ExitOk = 0,
    ExitValidationErrors = 1,
    ExitUnusable = 2
};

// One option of a job: its names, help, value name and default (a QCommandLineOption), and what kind of value
// it takes, so that a window can ask for it (a check box, a file dialog, a list) as the CLI parses it.
struct JobOption
{
    enum class Kind
    {
        Flag,       // no value
        Text,       // a name, an id, a pattern
        Number,     // N, M: a count or a length
        Choice,     // one of `choices` (a value name such as "network|su")
        InputFile,  // a file (or folder) the job reads
        OutputFile, // the file or folder the job writes
    };
    QCommandLineOption option;
    Kind kind = Kind::Text;
    QStringList choices;
    // What the window's option dialog calls it and its choices, translated in the context
    // "railyard::JobOptionsDialog" (QT_TRANSLATE_NOOP there); an option without a label is the CLI's only
    // (the window leaves it at its default).
    const char *label = nullptr;
    std::vector<const char *> choiceLabels;
    // Collects every value given (--rack A --rack B); any other option may be given once.
    bool repeatable = false;

    // The name a job reads the value by: the longest of its names ("output" of -o/--output).
    QString key() const;
};

// The options a job declares, in the order `--help` and a dialog show them. addOption takes what
// QCommandLineParser::addOption takes; the kind follows from the value name (OUT: the output; FILE, CSV,
// DUMP, MAP, PATH, NAME|FILE: an input; N, M: a number; a|b in lower case: a choice; none: a flag) unless
// given.
class JobOptionList
{
public:
    void addOption(const QCommandLineOption &option);
    void addOption(const QCommandLineOption &option, JobOption::Kind kind);
    // Offers the option last added in the window's option dialog, under this label (and its choices under
    // theirs, in the order of the value name's).
    void showInWindow(const char *label, std::vector<const char *> choiceLabels = {});
    // Lets the option last added be given more than once, collecting its values.
    void allowRepeats();
    const std::vector<JobOption> &options() const { return m_options; }

private:
    std::vector<JobOption> m_options;
};

// What one run of a job is given: its positional arguments and option values, from a command line or a
// dialog. The names are those of the job's options (either of -o/--output).
class JobParameters
{
public:
    JobParameters() = default;
    explicit JobParameters(const std::vector<JobOption> &options);

    void setPositional(const QStringList &arguments) { m_positional = arguments; }
    // Gives an option its values (a flag: one empty value); an option given no values is not set.
    void set(const QString &name, const QStringList &values);

    QStringList positionalArguments() const { return m_positional; }
    bool isSet(const QString &name) const;
    // The last value given, else the option's default.
    QString value(const QString &name) const;
    // Every value given, else the option's defaults.
    QStringList values(const QString &name) const;

private:
    QString keyOf(const QString &name) const;

    QStringList m_positional;
    QHash<QString, QString> m_keys;         // every name of an option -> its key
    QHash<QString, QStringList> m_defaults; // by key
    QHash<QString, QStringList> m_given;    // by key
};

// Where a job writes: its output for people or scripts, its one-line errors, and its feedback (null: nobody
// watches). The window runs a job on the design it has open (`design`); the CLI leaves it null and the job
// reads its FILE.
struct JobContext
{
    QTextStream &out;
    QTextStream &err;
    Feedback *feedback = nullptr;
    const Design *design = nullptr;
    // What fail() puts before an error: the CLI's name, for a terminal; nothing in the window's dialogs.
    QString errorPrefix = QStringLiteral("railyard-cli: ");
};

// The design a job works on: the context's, else the file its first positional argument names.
Result<Design> jobDesign(const JobParameters &parameters, const JobContext &context);

// A file format a job reads or writes: what `railyard-cli formats` lists (jobs/formatregistry), the window's
// file dialogs offer and the fault tests try.
enum class FormatDirection
{
    Read,
    Write,
    Both
};

struct JobFormat
{
    QString name;           // "bom-xlsx": unique, stable (scripts may use it)
    QString title;          // what it is, for people
    QStringList extensions; // without the dot; empty for a folder
    FormatDirection direction = FormatDirection::Read;
    QString option; // how the job takes the file: "-o", "--prices", or "" (a positional argument)
};
JobFormat jobFormat(const char *name, const char *title, std::initializer_list<const char *> extensions,
                    FormatDirection direction, const char *option);

// Where the window offers a job: an item of File ▸ Import or File ▸ Export. The title, with its mnemonic, is
// translated in the context "railyard::ActionSet" (mark it QT_TRANSLATE_NOOP there). The window gives each
// item its dialog; a job with no item is the CLI's only.
struct JobMenuItem
{
    enum class Menu
    {
        Import,
        Export
    };
    Menu menu;
    const char *title;
};

// One job of the registry — a reader, a writer or a long piece of work (validate, verify, generate) —
// declared once: the CLI builds its command, `--help` and option parsing from it, the window its menu items
// and option dialogs, and the tests iterate it. `run` returns an exit code of cli.md.
struct Job
{
    QString name;            // the CLI command ("bom")
    QString summary;         // one line, for `--help`
    QString positional;      // the positional arguments for the usage line: "FILE", "IN OUT"
    int positionalCount = 1; // negative: at least that many (-2: two or more)
    // What each positional argument is, for `--help`; a FILE without one is the design read.
    QStringList positionalHelp;
    // Writes texts for people (column titles, drawing titles and legends): takes --lang.
    bool translatable = false;
    std::vector<JobOption> options;
    std::function<int(const JobParameters &, JobContext &)> run;
    // In the window's menus, in the order of the registry.
    std::vector<JobMenuItem> menuItems;
    std::vector<JobFormat> formats;
    // Writes what a design holds given the design alone (FILE and -o OUT, or IN OUT): the fault tests run
    // each of its written formats under a file-size limit, onto its input and into a missing folder, and the
    // window can run it on the open design.
    bool writesDesign = false;
};

// The options of a job, declared by a function that adds them (so that help texts may be built).
std::vector<JobOption> declareOptions(const std::function<void(JobOptionList &)> &declare);

// Prints a one-line error (after the context's prefix, the program's name) and returns ExitUnusable.
int fail(JobContext &context, const QString &message);

// Why OUT must not be written (it is the input, a directory, a FIFO or another non-regular file), or empty.
// Checked before any work, so that `bom design.json -o design.json` cannot replace the design.
QString outputProblem(const QString &input, const QString &output);
// The same against every file and folder a job reads (its design, a price list, a dump, maps, a template):
// the output may be none of them, nor inside an input folder.
QString outputProblem(const QStringList &inputs, const QString &output);

} // namespace railyard
