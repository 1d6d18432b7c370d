// The registry of jobs (issue 31): every job declared once, with options a window can ask for and the CLI
// parses; parameters read the way the jobs read them.
#include "jobs/formatregistry.h"
#include "jobs/jobregistry.h"

#include <catch2/catch.hpp>

#include <QSet>

using namespace railyard;

TEST_CASE("Every job has a unique name, a summary and options with help", "[jobs]")
{
    QSet<QString> names;
    for (const Job &job : jobRegistry()) {
        INFO(job.name.toStdString());
        CHECK_FALSE(job.name.isEmpty());
        CHECK_FALSE(names.contains(job.name));
        names.insert(job.name);
        CHECK_FALSE(job.summary.isEmpty());
        CHECK(job.run);
        CHECK(findJob(job.name) == &job);
        QSet<QString> optionNames;
        for (const JobOption &o : job.options) {
            INFO(o.key().toStdString());
            CHECK_FALSE(o.option.description().isEmpty());
            for (const QString &n : o.option.names()) {
                CHECK_FALSE(optionNames.contains(n)); // a name given twice would shadow the other option
                optionNames.insert(n);
            }
            // A flag takes no value; anything else names its value for the help and the dialog.
            CHECK((o.kind == JobOption::Kind::Flag) == o.option.valueName().isEmpty());
            if (o.kind == JobOption::Kind::Choice) CHECK(o.choices.size() >= 2);
        }
    }
    CHECK(findJob(QStringLiteral("no-such-job")) == nullptr);
}

TEST_CASE("Every format the registry lists is read or written by a job that takes it by that option",
          "[jobs]")
{
    for (const FormatInfo &f : formatRegistry()) {
        INFO(f.name.toStdString());
        const Job *job = findJob(f.command);
        REQUIRE(job);
        // A positional argument (or the word before it, as catalog's "import"): named in the usage line.
        if (!f.option.startsWith(QLatin1Char('-'))) {
            CHECK((f.option.isEmpty() || job->positional.split(QLatin1Char(' ')).contains(f.option)));
            continue;
        }
        const QString name = f.option.mid(f.option.startsWith(QLatin1String("--")) ? 2 : 1);
        bool found = false;
        for (const JobOption &o : job->options)
            if (o.option.names().contains(name)) {
                found = true;
                // The file a writer writes is the job's output; what a reader reads, an input.
                if (f.direction == FormatDirection::Write) CHECK(o.kind == JobOption::Kind::OutputFile);
                if (f.direction == FormatDirection::Read) CHECK(o.kind == JobOption::Kind::InputFile);
            }
        CHECK(found);
    }
}

TEST_CASE("Job parameters answer by any name of an option and fall back on its default", "[jobs]")
{
    JobOptionList list;
    list.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Where."), QStringLiteral("OUT")});
    list.addOption({QStringLiteral("rack"), QStringLiteral("Racks."), QStringLiteral("ID")});
    list.addOption({QStringLiteral("order"), QStringLiteral("Order."), QStringLiteral("cable|installation"),
                    QStringLiteral("cable")});
    list.addOption({QStringLiteral("rfq"), QStringLiteral("A flag.")});
    const std::vector<JobOption> &options = list.options();
    REQUIRE(options.size() == 4);
    CHECK(options[0].kind == JobOption::Kind::OutputFile);
    CHECK(options[0].key() == QLatin1String("output"));
    CHECK(options[1].kind == JobOption::Kind::Text);
    CHECK(options[2].kind == JobOption::Kind::Choice);
    CHECK(options[2].choices == QStringList{QStringLiteral("cable"), QStringLiteral("installation")});
    CHECK(options[3].kind == JobOption::Kind::Flag);

    JobParameters p(options);
    p.setPositional({QStringLiteral("design.json")});
    p.set(QStringLiteral("o"), {QStringLiteral("bom.csv")});
    p.set(QStringLiteral("rack"), {QStringLiteral("A01"), QStringLiteral("A02")});
    CHECK(p.isSet(QStringLiteral("output")));
    CHECK(p.value(QStringLiteral("output")) == QLatin1String("bom.csv"));
    CHECK(p.values(QStringLiteral("rack")) == QStringList{QStringLiteral("A01"), QStringLiteral("A02")});
    CHECK(p.value(QStringLiteral("rack")) == QLatin1String("A02"));
    CHECK_FALSE(p.isSet(QStringLiteral("order")));
    CHECK(p.value(QStringLiteral("order")) == QLatin1String("cable"));
    CHECK_FALSE(p.isSet(QStringLiteral("rfq")));
    p.set(QStringLiteral("rfq"), {QString()});
    CHECK(p.isSet(QStringLiteral("rfq")));
    p.set(QStringLiteral("rack"), {});
    CHECK_FALSE(p.isSet(QStringLiteral("rack")));
    CHECK(p.positionalArguments() == QStringList{QStringLiteral("design.json")});
}
