// railyard-cli route (issue 34 §2): routes, fills and unrouted cables as text or JSON; -o the routed design.
#include "clirun.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard::test;

namespace {

// The 1-SU DGX H100 SuperPOD, with its trays or without, written to `path`.
void generatePod(const QString &path, bool trays)
{
    QStringList args{QStringLiteral("generate"),
                     QStringLiteral("--preset"),
                     QStringLiteral("dgx-h100-superpod"),
                     QStringLiteral("--sus"),
                     QStringLiteral("1"),
                     QStringLiteral("-o"),
                     path};
    if (trays) args << QStringLiteral("--trays");
    REQUIRE(runCli(args).code == 0);
}

} // namespace

TEST_CASE("route prints each tray's fill and each cable's route, and writes the routed design",
          "[cli][route]")
{
    QTemporaryDir dir;
    const QString pod = dir.filePath(QStringLiteral("pod.json"));
    generatePod(pod, true);
    const CliRun json = runCli({QStringLiteral("route"), pod, QStringLiteral("--json")});
    REQUIRE(json.code == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray segments = o[QStringLiteral("segments")].toArray();
    REQUIRE_FALSE(segments.isEmpty());
    const QJsonObject first = segments[0].toObject();
    CHECK(first.contains(QStringLiteral("id")));
    CHECK(first[QStringLiteral("fill_percent")].toDouble() > 0);
    CHECK(first[QStringLiteral("cables")].isArray());
    const QJsonArray cables = o[QStringLiteral("cables")].toArray();
    REQUIRE_FALSE(cables.isEmpty());
    const QJsonObject cable = cables[0].toObject();
    CHECK(cable[QStringLiteral("route")].toArray().size() >= 1);
    CHECK(cable[QStringLiteral("length_m")].toDouble() > 0);
    CHECK(o[QStringLiteral("unrouted")].toArray().isEmpty());

    const CliRun text = runCli({QStringLiteral("route"), pod});
    CHECK(text.code == 0);
    CHECK(text.out.contains(QLatin1String("0 without a route")));
    CHECK(text.out.contains(first[QStringLiteral("id")].toString()));

    // Without its cross trays, cables between rows have no route: exit 1 and their ids.
    QJsonObject design = QJsonDocument::fromJson(readFile(pod)).object();
    QJsonObject pathways = design[QStringLiteral("pathways")].toObject();
    QJsonArray kept;
    for (const QJsonValue &s : pathways[QStringLiteral("segments")].toArray())
        if (!s.toObject()[QStringLiteral("id")].toString().startsWith(QLatin1String("TX-"))) kept.append(s);
    pathways[QStringLiteral("segments")] = kept;
    design[QStringLiteral("pathways")] = pathways;
    const QString cut = dir.filePath(QStringLiteral("cut.json"));
    {
        QFile f(cut);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(design).toJson());
    }
    const CliRun unrouted = runCli({QStringLiteral("route"), cut, QStringLiteral("--json")});
    CHECK(unrouted.code == 1);
    CHECK_FALSE(QJsonDocument::fromJson(unrouted.out.toUtf8())
                    .object()[QStringLiteral("unrouted")]
                    .toArray()
                    .isEmpty());

    // -o: the routed design, every routed cable as long as its route calls for.
    const QString routed = dir.filePath(QStringLiteral("routed.railyard"));
    REQUIRE(runCli({QStringLiteral("route"), pod, QStringLiteral("-o"), routed}).code == 0);
    const CliRun again = runCli({QStringLiteral("route"), routed, QStringLiteral("--json")});
    REQUIRE(again.code == 0);
    for (const QJsonValue &v :
         QJsonDocument::fromJson(again.out.toUtf8()).object()[QStringLiteral("cables")].toArray())
        CHECK(v.toObject()[QStringLiteral("current_length_m")].toDouble() ==
              v.toObject()[QStringLiteral("order_length_m")].toDouble());
    // A routed length no design may hold (over trunks 1,000 km away at both ends of the hall) is refused
    // before anything is written or printed; so is -o without a name.
    QJsonObject far = QJsonDocument::fromJson(readFile(pod)).object();
    QJsonObject farPathways = far[QStringLiteral("pathways")].toObject();
    QJsonArray nodes = farPathways[QStringLiteral("nodes")].toArray();
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        QJsonObject n = nodes[i].toObject();
        const QString id = n[QStringLiteral("id")].toString();
        if (id.startsWith(QLatin1String("TW-"))) n[QStringLiteral("x_m")] = -1e6;
        if (id.startsWith(QLatin1String("TE-"))) n[QStringLiteral("x_m")] = 1e6;
        nodes[i] = n;
    }
    farPathways[QStringLiteral("nodes")] = nodes;
    far[QStringLiteral("pathways")] = farPathways;
    const QString farPath = dir.filePath(QStringLiteral("far.json"));
    {
        QFile f(farPath);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(far).toJson());
    }
    const QString farOut = dir.filePath(QStringLiteral("far-routed.json"));
    const CliRun beyond = runCli({QStringLiteral("route"), farPath, QStringLiteral("-o"), farOut});
    CHECK(beyond.code == 2);
    CHECK(beyond.err.count(QLatin1Char('\n')) == 1);
    CHECK(beyond.out.isEmpty());
    CHECK_FALSE(QFile::exists(farOut));
    CHECK(runCli({QStringLiteral("route"), pod, QStringLiteral("-o"), QString()}).code == 2);
    // It never writes onto its input, and a design without pathways has nothing to route.
    CHECK(runCli({QStringLiteral("route"), pod, QStringLiteral("-o"), pod}).code == 2);
    // Nothing to route is an error, in text and JSON, that says how to get trays.
    for (const QStringList &args :
         {QStringList{QStringLiteral("route"), QStringLiteral(RAILYARD_SAMPLE_PATH)},
          QStringList{QStringLiteral("route"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                      QStringLiteral("--json")}}) {
        const CliRun none = runCli(args);
        CHECK(none.code == 2);
        CHECK(none.out.isEmpty());
        CHECK(none.err.contains(QLatin1String("no trays and rack drops")));
        CHECK(none.err.contains(QLatin1String("Edit Pathways")));
    }
}

TEST_CASE("pull-sheets writes the cables to pull together per route, and refuses a design without trays",
          "[cli][route][pullsheets]")
{
    QTemporaryDir dir;
    const QString pod = dir.filePath(QStringLiteral("pod.json"));
    generatePod(pod, true);
    const QString csv = dir.filePath(QStringLiteral("pulls.csv"));
    const CliRun run = runCli({QStringLiteral("pull-sheets"), pod, QStringLiteral("-o"), csv});
    CHECK(run.code == 0);
    CHECK(run.err.isEmpty());
    const QString text = QString::fromUtf8(readFile(csv));
    CHECK(text.startsWith(QLatin1String("pull,from_rack,to_racks,route,")));
    CHECK(text.contains(QLatin1String("\r\n1,")));

    const QString plain = dir.filePath(QStringLiteral("plain.json"));
    generatePod(plain, false);
    const QString none = dir.filePath(QStringLiteral("none.csv"));
    const CliRun refused = runCli({QStringLiteral("pull-sheets"), plain, QStringLiteral("-o"), none});
    CHECK(refused.code != 0);
    CHECK(refused.err.contains(QLatin1String("no trays and rack drops")));
    CHECK_FALSE(QFile::exists(none));
    CHECK(runCli({QStringLiteral("pull-sheets"), pod}).err.contains(QLatin1String("-o OUT is required")));
}
