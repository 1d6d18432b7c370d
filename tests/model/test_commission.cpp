// Commissioning, install status (issue 32 §1): the cable status in both formats, progress per rack and row,
// what a scanner read, the status overlay and colouring.
#include "commands/valuecommands.h"
#include "commission/cablefinder.h"
#include "commission/installstatus.h"
#include "commission/statusoverlay.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "io/bundledcatalog.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"
#include "render/colouring.h"
#include "render/decorations.h"
#include "render/palette.h"
#include "trace/channeltracer.h"
#include "validation/touched.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

QList<int> cableSlots(const Design &d)
{
    QList<int> out;
    for (int c : d.cables().live())
        out << c;
    return out;
}

// The sample with a status on some cables: one of each.
Design sampleWithStatuses()
{
    Design d = sampleDesign();
    const QList<int> cables = cableSlots(d);
    for (int s = 1; s < StatusCounts::statusCount; ++s)
        d.cableForEdit(cables[s]).status = CableStatus(s);
    return d;
}

} // namespace

TEST_CASE("A cable's status round-trips through JSON, and planned is not written", "[commission][io]")
{
    const Design d = sampleWithStatuses();
    const QByteArray json = writeJsonDesign(d);
    CHECK(json.count("\"status\"") == StatusCounts::statusCount - 1);
    CHECK_FALSE(json.contains("\"planned\""));
    CHECK(json.contains("\"status\": \"in-service\""));
    const Design back = loadJsonText(json);
    // (The catalog comes back with the parts the file carries, so compare what was placed.)
    CHECK(back.cables().sameContent(d.cables()));
    const QList<int> cables = cableSlots(back);
    CHECK(back.cables().at(cables[0]).status == CableStatus::Planned);
    CHECK(back.cables().at(cables[4]).status == CableStatus::InService);
    // Written explicitly, planned reads too.
    QJsonObject root = QJsonDocument::fromJson(json).object();
    editItem(root, QStringLiteral("cables"), 4,
             [](QJsonObject &c) { c[QStringLiteral("status")] = QStringLiteral("planned"); });
    CHECK(loadJsonText(toBytes(root)).cables().at(cables[4]).status == CableStatus::Planned);
}

TEST_CASE("An unknown cable status is a load error naming the cable", "[commission][io]")
{
    QJsonObject root = QJsonDocument::fromJson(readFile(QStringLiteral(RAILYARD_SAMPLE_PATH))).object();
    editItem(root, QStringLiteral("cables"), 2,
             [](QJsonObject &c) { c[QStringLiteral("status")] = QStringLiteral("installed"); });
    const QString id =
        root[QStringLiteral("cables")].toArray()[2].toObject()[QStringLiteral("id")].toString();
    const Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("s.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    const QString message = r.error().toString();
    INFO(message.toStdString());
    CHECK(message.contains(id));
    CHECK(message.contains(QLatin1String("\"installed\"")));
    CHECK(message.contains(QLatin1String("in-service")));
}

TEST_CASE("A cable's status round-trips through the native document", "[commission][native]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.railyard"));
    const Design d = sampleWithStatuses();
    REQUIRE(saveNativeDesign(d, path).ok());
    Result<Design> back = readNativeDesign(path, bundledCatalog());
    REQUIRE(back.ok());
    CHECK(back.value().cables().sameContent(d.cables()));
    {
        SqlConnection c(path, false);
        REQUIRE(c.open());
        QSqlQuery q(c.db());
        REQUIRE(q.exec(QStringLiteral("SELECT COUNT(*) FROM cables WHERE status IS NULL")));
        REQUIRE(q.next());
        CHECK(q.value(0).toInt() == d.cables().liveCount() - (StatusCounts::statusCount - 1));
        REQUIRE(q.exec(QStringLiteral("UPDATE cables SET status = 'done' WHERE seq = 3")));
    }
    Result<Design> bad = readNativeDesign(path, bundledCatalog());
    REQUIRE_FALSE(bad.ok());
    INFO(bad.error().toString().toStdString());
    CHECK(bad.error().toString().contains(d.cables().at(cableSlots(d)[2]).id));
    CHECK(bad.error().toString().contains(QLatin1String("\"done\"")));
}

TEST_CASE("Native documents of schema version 2 (no cable status) open with every cable planned",
          "[commission][native]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v2.railyard"));
    REQUIRE(saveNativeDesign(sampleDesign(), path).ok());
    {
        SqlConnection c(path, false);
        REQUIRE(c.open());
        QSqlQuery q(c.db());
        REQUIRE(q.exec(QStringLiteral("ALTER TABLE cables DROP COLUMN status")));
        REQUIRE(q.exec(QStringLiteral("PRAGMA user_version = 2")));
    }
    Result<Design> reopened = readNativeDesign(path, bundledCatalog());
    REQUIRE(reopened.ok());
    CHECK(reopened.value().cables().sameContent(sampleDesign().cables()));
}

TEST_CASE("Install progress counts cables per status for the design, each rack and each row",
          "[commission][progress]")
{
    Design d = sampleDesign();
    const InstallProgress before = installProgress(d);
    CHECK(before.cables.total() == d.cables().liveCount());
    CHECK(before.cables[CableStatus::Planned] == d.cables().liveCount());
    CHECK(before.cables.doneFraction() == 0);
    REQUIRE(before.racks.size() == 3);
    CHECK(before.racks[0].name == QLatin1String("A01"));
    REQUIRE(before.rows.size() == 1);
    CHECK(before.rows[0].name == QLatin1String("A"));
    // The row counts each cable once, though most join two of its racks.
    CHECK(before.rows[0].counts.total() == d.cables().liveCount());
    int inRacks = 0;
    for (const InstallProgress::Group &g : before.racks)
        inRacks += g.counts.total();
    CHECK(inRacks > d.cables().liveCount());

    // A cable between two racks counts in both.
    int between = -1;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        if (d.devices().at(cable.ends[0].device).rack != d.devices().at(cable.ends[1].device).rack) {
            between = c;
            break;
        }
    }
    REQUIRE(between >= 0);
    d.cableForEdit(between).status = CableStatus::Tested;
    const InstallProgress after = installProgress(d);
    CHECK(after.cables[CableStatus::Tested] == 1);
    int racksWithTested = 0;
    for (const InstallProgress::Group &g : after.racks)
        racksWithTested += g.counts[CableStatus::Tested];
    CHECK(racksWithTested == 2);
    CHECK(after.rows[0].counts[CableStatus::Tested] == 1);
    CHECK(after.cables.doneFraction() == Approx(1.0 / d.cables().liveCount()));
}

TEST_CASE("status --json names every status in the format's order, racks and rows in design order",
          "[commission][progress]")
{
    Design d = sampleDesign();
    d.cableForEdit(cableSlots(d).first()).status = CableStatus::Pulled;
    const QJsonObject o = QJsonDocument::fromJson(installProgressJson(installProgress(d))).object();
    const QJsonObject cables = o[QStringLiteral("cables")].toObject();
    CHECK(cables.size() == StatusCounts::statusCount);
    CHECK(cables[QStringLiteral("pulled")].toInt() == 1);
    CHECK(cables[QStringLiteral("planned")].toInt() == d.cables().liveCount() - 1);
    CHECK(cables[QStringLiteral("in-service")].toInt() == 0);
    CHECK(o[QStringLiteral("racks")].toObject().keys() ==
          QStringList{QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")});
    CHECK(o[QStringLiteral("rows")]
              .toObject()[QStringLiteral("A")]
              .toObject()[QStringLiteral("pulled")]
              .toInt() == 1);
    const QByteArray json = installProgressJson(installProgress(d));
    // Key order as written (a QJsonObject would sort them).
    CHECK(json.indexOf("\"planned\"") < json.indexOf("\"pulled\""));
    CHECK(json.indexOf("\"pulled\"") < json.indexOf("\"terminated\""));
    CHECK(json.indexOf("\"tested\"") < json.indexOf("\"in-service\""));
    CHECK(json.indexOf("\"in-service\"") < json.indexOf("\"failed\""));
    const QString text = installProgressText(installProgress(d));
    CHECK(text.contains(QLatin1String("in-service")));
    CHECK(text.contains(QLatin1String("A02")));
}

TEST_CASE("A scan finds a cable by its id (the labels' QR code) or its label", "[commission][scan]")
{
    Design d = sampleDesign();
    const int first = cableSlots(d)[0], second = cableSlots(d)[1];
    const CableFinder finder(d);
    CHECK(finder.find(QStringLiteral("N01-R1-A")).cable == first);
    CHECK(finder.find(QStringLiteral("  SU1-N01-R1-A\r\n")).cable == first);
    CHECK(finder.find(QStringLiteral("SU1-N01-R1-A")).outcome == CableFinder::Match::Found);
    // A scanner that changes case still finds it.
    CHECK(finder.find(QStringLiteral("su1-n01-r1-a")).cable == first);
    CHECK(finder.find(QStringLiteral("n01-r1-a")).cable == first);
    CHECK(finder.find(QStringLiteral("N01-R1-X")).outcome == CableFinder::Match::Unknown);
    CHECK(finder.find(QStringLiteral("")).outcome == CableFinder::Match::Unknown);
    // A label two cables carry finds neither; their ids still do.
    d.cableForEdit(second).label = d.cables().at(first).label;
    const CableFinder shared(d);
    CHECK(shared.find(d.cables().at(first).label).outcome == CableFinder::Match::Ambiguous);
    CHECK(shared.find(d.cables().at(second).id).cable == second);
    // An id wins over another cable's label that reads the same.
    d.cableForEdit(second).label = d.cables().at(first).id;
    CHECK(CableFinder(d).find(d.cables().at(first).id).cable == first);
}

TEST_CASE("A list of scans finds each cable once and lists what it could not find by line",
          "[commission][scan]")
{
    const Design d = sampleDesign();
    const ScanResult r =
        findScanned(d, {QStringLiteral("SU1-N01-R1-A"), QString(), QStringLiteral("N01-R1-A"),
                        QStringLiteral("nothing"), QStringLiteral("N04-R8-B"), QStringLiteral("   ")});
    CHECK(r.cables == QList<int>{d.cables().find(QStringLiteral("N01-R1-A")),
                                 d.cables().find(QStringLiteral("N04-R8-B"))});
    REQUIRE(r.misses.size() == 1);
    CHECK(r.misses[0].line == 4);
    CHECK(r.misses[0].entry == QLatin1String("nothing"));
}

TEST_CASE("Setting a cable's status is one undo step that validation does not re-run for",
          "[commission][commands]")
{
    Document doc(sampleDesign());
    const QList<int> cables{cableSlots(doc.design())[0], cableSlots(doc.design())[5]};
    QList<Change> changes;
    QObject::connect(&doc, &Document::changed, [&](const Change &c) { changes << c; });
    doc.push(setCableStatus(&doc, cables, CableStatus::Terminated));
    for (int c : cables)
        CHECK(doc.design().cables().at(c).status == CableStatus::Terminated);
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].kind == ChangeKind::CablesChanged);
    CHECK(changes[0].properties == ChangeProperties(ChangeProperty::Status));
    Touched touched;
    touched.add(changes[0]);
    CHECK(touched.cables.isEmpty());
    CHECK_FALSE(touched.everything);
    doc.undoStack()->undo();
    for (int c : cables)
        CHECK(doc.design().cables().at(c).status == CableStatus::Planned);
    CHECK_FALSE(doc.isModified());
}

TEST_CASE("The status overlay colours each cable by its status and a link by its least advanced cable",
          "[commission][overlay]")
{
    Design d = sampleDesign();
    // A channel through a patch panel: two cables, one tested, one pulled.
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    const auto through = std::find_if(channels.begin(), channels.end(),
                                      [](const Channel &c) { return c.isComplete() && c.hops.size() >= 2; });
    REQUIRE(through != channels.end());
    for (const Channel &c : channels)
        for (const Hop &h : c.hops)
            d.cableForEdit(h.cable).status = CableStatus::InService;
    d.cableForEdit(through->hops[0].cable).status = CableStatus::Tested;
    d.cableForEdit(through->hops[1].cable).status = CableStatus::Pulled;
    const LinkOverlay overlay = statusOverlay(d);
    CHECK(overlay.colourOfCable(through->hops[0].cable) == Palette::cableStatus(CableStatus::Tested));
    CHECK(overlay.colourOfCable(through->hops[1].cable) == Palette::cableStatus(CableStatus::Pulled));
    const int pair = overlay.keyOfDevices(through->start.device, through->finish.device);
    REQUIRE(pair >= 0);
    CHECK(overlay.keys[size_t(pair)].colour == Palette::cableStatus(CableStatus::Pulled));
    // The legend lists what is in use.
    QStringList names;
    for (const auto &entry : overlay.legendEntries())
        names << entry.second;
    CHECK(names ==
          QStringList{QStringLiteral("Pulled"), QStringLiteral("Tested"), QStringLiteral("In service")});
    // A failed cable fails its link.
    d.cableForEdit(through->hops[0].cable).status = CableStatus::Failed;
    const LinkOverlay failed = statusOverlay(d);
    CHECK(failed.keys[size_t(failed.keyOfDevices(through->start.device, through->finish.device))].colour ==
          Palette::error());
}

TEST_CASE("Colour by install status gives each cable its status's colour and a legend in status order",
          "[commission][colouring]")
{
    Design d = sampleDesign();
    const int cable = cableSlots(d)[3];
    d.cableForEdit(cable).status = CableStatus::Failed;
    const Decorations decorations;
    const CableColour colour = cableColour(d, decorations, Colouring::InstallStatus, cable);
    CHECK(colour.colour == Palette::error());
    CHECK(colour.key == int(CableStatus::Failed));
    const auto legend = legendEntries(d, Colouring::InstallStatus, {0, int(CableStatus::Failed)});
    REQUIRE(legend.size() == 2);
    CHECK(legend[0].second == QLatin1String("Planned"));
    CHECK(legend[1].second == QLatin1String("Failed"));
}

TEST_CASE("What a label's QR code carries is what the scan field finds", "[commission][scan][labels]")
{
    const Design d = sampleDesign();
    const LabelTemplate &layout = *findLabelTemplate(QStringLiteral("default"));
    LabelSource labels(d, layout);
    const CableFinder finder(d);
    LabelRecord record;
    int checked = 0;
    while (labels.next(record)) {
        // The QR code encodes the cable id (labelpainter, labelwriter): both ends' labels find their cable.
        const CableFinder::Match m = finder.find(record.cableId);
        REQUIRE(m.outcome == CableFinder::Match::Found);
        CHECK(m.cable == record.cable);
        ++checked;
    }
    CHECK(checked == 2 * d.cables().liveCount());
}
