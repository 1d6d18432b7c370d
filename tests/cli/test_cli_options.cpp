// Option parsing built from the job registry (issue 31): what a command line cannot mean is refused in one
// line that says why, before any work.
#include "clirun.h"
#include "designfixtures.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Stray arguments, options given twice and empty values are refused in one line", "[cli][options]")
{
    QTemporaryDir dir;
    const QString design = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString png = dir.filePath(QStringLiteral("a.png"));
    const struct
    {
        QStringList args;
        const char *says;
    } cases[] = {
        {{QStringLiteral("formats"), QStringLiteral("extra")}, "formats: takes no arguments, not \"extra\""},
        {{QStringLiteral("info"), design, QStringLiteral("more")},
         "info: too many arguments: expected FILE, not \"more\""},
        {{QStringLiteral("render"), design, QStringLiteral("-o"), png, QStringLiteral("-o"),
          dir.filePath(QStringLiteral("b.png"))},
         "render: --output given more than once"},
        {{QStringLiteral("render"), design, QStringLiteral("--view"), QStringLiteral("floor"),
          QStringLiteral("--view"), QStringLiteral("fabric"), QStringLiteral("-o"), png},
         "render: --view given more than once"},
        {{QStringLiteral("render"), design, QStringLiteral("--lang"), QString(), QStringLiteral("-o"), png},
         "render: --lang needs a language"},
        {{QStringLiteral("labels"), design, QStringLiteral("--cables"), QStringLiteral(",,,"),
          QStringLiteral("-o"), dir.filePath(QStringLiteral("l.csv"))},
         "--cables names no cable"},
        {{QStringLiteral("info"), QString()}, "no design file given"},
        {{QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
          QStringLiteral("--cold-aisle"), QStringLiteral("1000"), QStringLiteral("-o"),
          dir.filePath(QStringLiteral("g.json"))},
         "an aisle must be at most 10 m wide"},
        {{QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("99999999999"),
          QStringLiteral("-o"), dir.filePath(QStringLiteral("g.json"))},
         "--gpus is too large"},
        {{QStringLiteral("generate"), QStringLiteral("--preset"), QStringLiteral("bogus"),
          QStringLiteral("-o"), dir.filePath(QStringLiteral("g.json"))},
         "unknown preset \"bogus\""},
    };
    for (const auto &c : cases) {
        INFO(c.args.join(QLatin1Char(' ')).toStdString());
        const CliRun r = runCli(c.args);
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
        CHECK(r.err.contains(QLatin1String(c.says)));
    }
    CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    // Options that collect values may repeat.
    const QString csv = dir.filePath(QStringLiteral("pull.csv"));
    REQUIRE(runCli({QStringLiteral("pull-list"), design, QStringLiteral("--rack"), QStringLiteral("A01"),
                    QStringLiteral("--rack"), QStringLiteral("A02"), QStringLiteral("-o"), csv})
                .code == 0);
    const QString text = QString::fromUtf8(readFile(csv));
    CHECK(text.contains(QLatin1String("\nA01,")));
    CHECK(text.contains(QLatin1String("\nA02,")));
}

TEST_CASE("A message about a very long path keeps the path's end and the reason", "[cli][options]")
{
    QString deep = QStringLiteral("/tmp");
    for (int i = 0; i < 12; ++i)
        deep += QLatin1Char('/') + QString(90, QLatin1Char('d'));
    const CliRun r = runCli({QStringLiteral("info"), deep + QStringLiteral("/missing-design.json")});
    CHECK(r.code == 2);
    CHECK(r.err.count(QLatin1Char('\n')) == 1);
    CHECK(r.err.contains(QLatin1String("missing-design.json")));
    CHECK(r.err.contains(QLatin1String("/tmp/")));
    CHECK(r.err.size() < 700);
}

TEST_CASE("render --issues marks what validation finds and says so in the legend", "[cli][options][render]")
{
    QTemporaryDir dir;
    const QString design = dataPath(QStringLiteral("sample-with-mistakes.json"));
    const QString marked = dir.filePath(QStringLiteral("marked.svg"));
    const QString plain = dir.filePath(QStringLiteral("plain.svg"));
    const QStringList view{QStringLiteral("--view"), QStringLiteral("rack:A01")};
    REQUIRE(runCli(QStringList{QStringLiteral("render"), design, QStringLiteral("--issues"),
                               QStringLiteral("-o"), marked} +
                   view)
                .code == 0);
    REQUIRE(runCli(QStringList{QStringLiteral("render"), design, QStringLiteral("-o"), plain} + view).code ==
            0);
    const QByteArray withIssues = readFile(marked);
    const QByteArray without = readFile(plain);
    CHECK(withIssues.contains("Has an error"));
    CHECK(withIssues.contains("Has a warning"));
    CHECK_FALSE(without.contains("Has an error"));
    CHECK(without.contains("Rail 1"));
}
