// railyard-cli diff (issue 33 §1): exit 0 when equal, 1 when different, 2 on unusable input.
#include "clirun.h"
#include "pdftext.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard::test;

TEST_CASE("diff says what changed between two design files", "[cli][diff]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString native = dir.filePath(QStringLiteral("same.railyard"));
    REQUIRE(runCli({QStringLiteral("convert"), sample, native}).code == 0);
    const CliRun same = runCli({QStringLiteral("diff"), sample, native});
    CHECK(same.code == 0);
    CHECK(same.out == QLatin1String("no difference\n"));
    const QString pulled = dir.filePath(QStringLiteral("pulled.json"));
    REQUIRE(runCli({QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
                    QStringLiteral("--cables"), QStringLiteral("N01-R1-A"), QStringLiteral("-o"), pulled})
                .code == 0);
    const CliRun changed = runCli({QStringLiteral("diff"), native, pulled, QStringLiteral("--json")});
    CHECK(changed.code == 1);
    const QJsonObject cables =
        QJsonDocument::fromJson(changed.out.toUtf8()).object()[QStringLiteral("cables")].toObject();
    CHECK(cables[QStringLiteral("changed")].toArray().size() == 1);
    CHECK(cables[QStringLiteral("changed")].toArray()[0].toObject()[QStringLiteral("id")].toString() ==
          QLatin1String("N01-R1-A"));
    const CliRun bad = runCli({QStringLiteral("diff"), sample, dir.filePath(QStringLiteral("none.json"))});
    CHECK(bad.code == 2);
    CHECK(bad.err.count(QLatin1Char('\n')) == 1);
}

TEST_CASE("change-order writes the work order from A to B and refuses what it cannot write",
          "[cli][changeorder]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString pulled = dir.filePath(QStringLiteral("b.json"));
    // B: the sample less nothing but a label.
    QByteArray text = readFile(sample);
    text.replace("\"label\": \"SU1-N01-R1-A\"", "\"label\": \"SU1-N01-R1-A-NEW\"");
    writeFile(pulled, text);
    const QString out = dir.filePath(QStringLiteral("order.csv"));
    const CliRun r = runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"), out});
    CHECK(r.code == 0);
    CHECK(r.out == QLatin1String("1 step\n"));
    CHECK(readFile(out).contains(",relabel,cable,N01-R1-A,"));
    // The forms to print: a workbook and a PDF with the step's action in words.
    const QString xlsx = dir.filePath(QStringLiteral("order.xlsx"));
    CHECK(runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"), xlsx}).code == 0);
    CHECK(readFile(xlsx).startsWith("PK"));
    const QString pdf = dir.filePath(QStringLiteral("order.pdf"));
    CHECK(runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"), pdf}).code == 0);
    CHECK(pdfText(pdf).contains(QLatin1String("Relabel cable")));
    CHECK(pdfText(pdf).contains(QLatin1String("N01-R1-A")));
    const CliRun german = runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"), pdf,
                                  QStringLiteral("--lang"), QStringLiteral("de")});
    CHECK(german.code == 0);
    CHECK(pdfText(pdf).contains(QLatin1String("Kabel neu beschriften")));
    CHECK(runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("order.txt"))})
              .code == 2);
    CHECK(runCli({QStringLiteral("change-order"), sample, pulled}).code == 2);
    // Towards a design with errors: written, with a warning to check it first.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QByteArray wrong = readFile(sample);
    wrong.replace("\"type\": \"MPO12-TRUNK-SM-B\"", "\"type\": \"MPO12-TRUNK-SM-A\"");
    writeFile(broken, wrong);
    const CliRun warned = runCli({QStringLiteral("change-order"), sample, broken, QStringLiteral("-o"),
                                  dir.filePath(QStringLiteral("w.csv"))});
    CHECK(warned.code == 0);
    CHECK(warned.err.contains(QLatin1String("validation error")));
    CHECK(runCli({QStringLiteral("change-order"), sample, pulled, QStringLiteral("-o"), pulled}).code == 2);
    CHECK(readFile(pulled) == text);
}

TEST_CASE("labels --changed-since prints only the labels that changed", "[cli][labels][revision]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString after = dir.filePath(QStringLiteral("after.json"));
    QByteArray text = readFile(sample);
    text.replace("\"label\": \"SU1-N01-R1-A\"", "\"label\": \"SU1-N01-R1-A-NEW\""); // relabelled
    text.replace("\"length_m\": 10,\n   \"label\": \"SU1-N02-R1-T\"",
                 "\"length_m\": 12,\n   \"label\": \"SU1-N02-R1-T\""); // a length: not on the label
    REQUIRE(text.contains("\"length_m\": 12"));
    writeFile(after, text);
    const QString out = dir.filePath(QStringLiteral("labels.csv"));
    const CliRun r = runCli({QStringLiteral("labels"), after, QStringLiteral("--changed-since"), sample,
                             QStringLiteral("-o"), out});
    CHECK(r.code == 0);
    const QByteArray csv = readFile(out);
    CHECK(csv.contains("SU1-N01-R1-A-NEW"));
    CHECK_FALSE(csv.contains("N02-R1-T"));
    CHECK(csv.count('\n') == 3); // the header and both ends of the one cable
    // With the part number and length on the label, the lengthened trunk is printed again too.
    REQUIRE(runCli({QStringLiteral("labels"), after, QStringLiteral("--changed-since"), sample,
                    QStringLiteral("--with-cable"), QStringLiteral("-o"), out})
                .code == 0);
    CHECK(readFile(out).contains("N02-R1-T"));
    // Nothing changed: nothing to print, nothing written.
    const QString none = dir.filePath(QStringLiteral("none.csv"));
    const CliRun same = runCli({QStringLiteral("labels"), sample, QStringLiteral("--changed-since"), sample,
                                QStringLiteral("-o"), none});
    CHECK(same.code == 0);
    CHECK(same.out.contains(QLatin1String("nothing written")));
    CHECK_FALSE(QFileInfo::exists(none));
}

TEST_CASE("revisions lists, saves, restores and deletes, diff and change-order read FILE@NAME",
          "[cli][revision]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString a = dir.filePath(QStringLiteral("a.railyard"));
    REQUIRE(runCli({QStringLiteral("convert"), sample, a}).code == 0);
    const CliRun none = runCli({QStringLiteral("revisions"), a});
    CHECK(none.code == 0);
    CHECK(none.out == QLatin1String("no revisions\n"));

    const QString withR1 = dir.filePath(QStringLiteral("r1.railyard"));
    const CliRun added =
        runCli({QStringLiteral("revisions"), a, QStringLiteral("--add"), QStringLiteral("R1"),
                QStringLiteral("--note"), QStringLiteral("as built"), QStringLiteral("-o"), withR1});
    CHECK(added.code == 0);
    CHECK(added.out.contains(QLatin1String("R1  as built")));
    const CliRun json = runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--json")});
    const QJsonArray list =
        QJsonDocument::fromJson(json.out.toUtf8()).object()[QStringLiteral("revisions")].toArray();
    REQUIRE(list.size() == 1);
    CHECK(list[0].toObject()[QStringLiteral("name")].toString() == QLatin1String("R1"));
    CHECK(list[0].toObject()[QStringLiteral("note")].toString() == QLatin1String("as built"));

    // B: the document after a relabel, with R1 still in it (status --set keeps the revisions).
    const QString b = dir.filePath(QStringLiteral("b.railyard"));
    REQUIRE(runCli({QStringLiteral("status"), withR1, QStringLiteral("--set"), QStringLiteral("pulled"),
                    QStringLiteral("--cables"), QStringLiteral("N01-R1-A"), QStringLiteral("-o"), b})
                .code == 0);
    const CliRun diff = runCli({QStringLiteral("diff"), b + QStringLiteral("@R1"), b});
    CHECK(diff.code == 1);
    CHECK(diff.out.contains(QLatin1String("~ N01-R1-A: status")));
    CHECK(runCli({QStringLiteral("diff"), b + QStringLiteral("@R1"), sample}).code == 0);
    const CliRun unknown = runCli({QStringLiteral("diff"), b + QStringLiteral("@R7"), b});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.contains(QLatin1String("no revision \"R7\" (it has R1)")));

    const QString order = dir.filePath(QStringLiteral("order.csv"));
    CHECK(runCli({QStringLiteral("change-order"), b + QStringLiteral("@R1"), b, QStringLiteral("-o"), order})
              .code == 0);
    // An output onto the document a revision is read from is refused.
    const QByteArray before = readFile(b);
    CHECK(runCli({QStringLiteral("revisions"), b, QStringLiteral("--restore"), QStringLiteral("R1"),
                  QStringLiteral("-o"), b})
              .code == 2);
    CHECK(readFile(b) == before);

    const QString restored = dir.filePath(QStringLiteral("restored.railyard"));
    CHECK(runCli({QStringLiteral("revisions"), b, QStringLiteral("--restore"), QStringLiteral("R1"),
                  QStringLiteral("-o"), restored})
              .code == 0);
    CHECK(runCli({QStringLiteral("diff"), restored, sample}).code == 0);
    CHECK(runCli({QStringLiteral("revisions"), restored}).out.contains(QLatin1String("R1")));

    const QString deleted = dir.filePath(QStringLiteral("deleted.railyard"));
    CHECK(runCli({QStringLiteral("revisions"), b, QStringLiteral("--delete"), QStringLiteral("R1"),
                  QStringLiteral("-o"), deleted})
              .code == 0);
    CHECK(runCli({QStringLiteral("revisions"), deleted}).out == QLatin1String("no revisions\n"));

    // Refusals: a name taken or with '@', JSON output, two actions, -o without an action.
    CHECK(runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--add"), QStringLiteral("R1"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("x.railyard"))})
              .code == 2);
    CHECK(runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--add"), QStringLiteral("a@b"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("x.railyard"))})
              .code == 2);
    CHECK(runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--add"), QStringLiteral("R2"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("x.json"))})
              .code == 2);
    CHECK(runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--add"), QStringLiteral("R2"),
                  QStringLiteral("--delete"), QStringLiteral("R1"), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("x.railyard"))})
              .code == 2);
    CHECK(runCli({QStringLiteral("revisions"), withR1, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("x.railyard"))})
              .code == 2);
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("x.railyard"))));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("x.json"))));
}

TEST_CASE("Every command that reads a design takes FILE.railyard@NAME, and never writes onto FILE",
          "[cli][revision]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const QString doc = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(runCli({QStringLiteral("revisions"), sample, QStringLiteral("--add"), QStringLiteral("R1"),
                    QStringLiteral("-o"), doc})
                .code == 0);
    const QString r1 = doc + QStringLiteral("@R1");
    CHECK(runCli({QStringLiteral("info"), r1}).code == 0);
    CHECK(runCli({QStringLiteral("validate"), r1}).code == runCli({QStringLiteral("validate"), sample}).code);
    const QString json = dir.filePath(QStringLiteral("r1.json"));
    REQUIRE(runCli({QStringLiteral("convert"), r1, json}).code == 0);
    CHECK(runCli({QStringLiteral("diff"), json, sample}).code == 0);
    const QString bom = dir.filePath(QStringLiteral("bom.csv"));
    CHECK(runCli({QStringLiteral("bom"), r1, QStringLiteral("-o"), bom}).code == 0);
    CHECK(readFile(bom) == [&] {
        const QString other = dir.filePath(QStringLiteral("other.csv"));
        REQUIRE(runCli({QStringLiteral("bom"), sample, QStringLiteral("-o"), other}).code == 0);
        return readFile(other);
    }());
    // The document a revision is read from is an input: no output goes onto it.
    const QByteArray before = readFile(doc);
    const CliRun onto = runCli({QStringLiteral("convert"), r1, doc});
    CHECK(onto.code == 2);
    CHECK(onto.err.contains(QLatin1String("is the input file")));
    CHECK(runCli({QStringLiteral("bom"), r1, QStringLiteral("-o"), doc}).code == 2);
    CHECK(readFile(doc) == before);
    const CliRun missing = runCli({QStringLiteral("info"), doc + QStringLiteral("@R9")});
    CHECK(missing.code == 2);
    CHECK(missing.err.contains(QLatin1String("it has R1")));
}
