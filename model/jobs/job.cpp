#include "jobs/job.h"

#include "revision/revisionstore.h"

#include "core/result.h"
#include "io/designfile.h"

#include <QFileInfo>

namespace railyard {

QString JobOption::key() const
{
    QString longest;
    for (const QString &name : option.names())
        if (name.size() > longest.size()) longest = name;
    return longest;
}

void JobOptionList::addOption(const QCommandLineOption &option)
{
    using Kind = JobOption::Kind;
    const QString value = option.valueName();
    static const QStringList inputs{QStringLiteral("FILE"), QStringLiteral("CSV"), QStringLiteral("DUMP"),
                                    QStringLiteral("MAP"), QStringLiteral("PATH")};
    if (value.isEmpty())
        addOption(option, Kind::Flag);
    else if (value.contains(QLatin1Char('|')) && value == value.toLower()) // "network|su"
        addOption(option, Kind::Choice);
    else if (value == QLatin1String("OUT") || option.names().contains(QStringLiteral("output")))
        addOption(option, Kind::OutputFile);
    else if (inputs.contains(value) || value.split(QLatin1Char('|')).contains(QLatin1String("FILE")))
        addOption(option, Kind::InputFile);
    else if (value == QLatin1String("N") || value == QLatin1String("M"))
        addOption(option, Kind::Number);
    else
        addOption(option, Kind::Text);
}

void JobOptionList::addOption(const QCommandLineOption &option, JobOption::Kind kind)
{
    JobOption o{option, kind, {}, nullptr, {}, false};
    if (kind == JobOption::Kind::Choice)
        o.choices = option.valueName().split(QLatin1Char('|'), Qt::SkipEmptyParts);
    m_options.push_back(std::move(o));
}

JobFormat jobFormat(const char *name, const char *title, std::initializer_list<const char *> extensions,
                    FormatDirection direction, const char *option)
{
    JobFormat f{QLatin1String(name), QString::fromUtf8(title), {}, direction, QLatin1String(option)};
    for (const char *e : extensions)
        f.extensions << QLatin1String(e);
    return f;
}

void JobOptionList::showInWindow(const char *label, std::vector<const char *> choiceLabels)
{
    Q_ASSERT(!m_options.empty());
    m_options.back().label = label;
    m_options.back().choiceLabels = std::move(choiceLabels);
}

void JobOptionList::allowRepeats()
{
    Q_ASSERT(!m_options.empty());
    m_options.back().repeatable = true;
}

std::vector<JobOption> declareOptions(const std::function<void(JobOptionList &)> &declare)
{
    JobOptionList list;
    declare(list);
    return list.options();
}

JobParameters::JobParameters(const std::vector<JobOption> &options)
{
    for (const JobOption &o : options) {
        const QString key = o.key();
        for (const QString &name : o.option.names())
            m_keys.insert(name, key);
        m_defaults.insert(key, o.option.defaultValues());
    }
}

QString JobParameters::keyOf(const QString &name) const
{
    return m_keys.value(name, name);
}

void JobParameters::set(const QString &name, const QStringList &values)
{
    if (values.isEmpty())
        m_given.remove(keyOf(name));
    else
        m_given.insert(keyOf(name), values);
}

bool JobParameters::isSet(const QString &name) const
{
    return m_given.contains(keyOf(name));
}

QString JobParameters::value(const QString &name) const
{
    const QStringList all = values(name);
    return all.isEmpty() ? QString() : all.last();
}

QStringList JobParameters::values(const QString &name) const
{
    const QString key = keyOf(name);
    const auto given = m_given.constFind(key);
    return given != m_given.constEnd() ? *given : m_defaults.value(key);
}

Result<Design> jobDesign(const JobParameters &parameters, const JobContext &context)
{
    if (context.design) return Design(*context.design); // a copy that shares the design's data until written
    // FILE.railyard@NAME reads a revision the document keeps, wherever a design is read.
    return loadDesignOrRevision(parameters.positionalArguments().value(0));
}

int fail(JobContext &context, const QString &message)
{
    context.err << context.errorPrefix << messageLine(message) << Qt::endl;
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
        const QFileInfo in(designFileOf(input)); // FILE of FILE@NAME: the file read

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

} // namespace railyard
