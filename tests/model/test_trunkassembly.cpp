// Trunk assemblies (docs/pathways.md, "Trunk assemblies"): a cable type of N connectors per end whose a and b
// are arrays of N endpoints, connector k joined to connector k. They read and write in both formats, trace
// one channel per connector, validate, order as one BOM line, label every end and export to NetBox.
#include "commands/assemblyoperations.h"
#include "design/describe.h"
#include "designbuilder.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/bom.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativewriter.h"
#include "netbox/netboxexport.h"
#include "netbox/netboximport.h"
#include "netboxsupport.h"
#include "route/router.h"
#include "trace/channeltracer.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

constexpr int connectors = 8;
const char *const assemblyType = "MPO12-TRUNK-SM-B-8X";

// A leaf in R1 and a spine in R2, a panel in each, cords from 8 module connectors (4 twin-port DR4 modules)
// to the panels' fronts and one 8-connector assembly between the panels' rears: 8 Method B channels.
struct AssemblyPod
{
    DesignBuilder b;
    QString leaf, spine, panelA, panelB, assembly;

    // `singles`: the trunks are that many single MPO12-TRUNK-SM-B between the panels, and there is no
    // assembly.
    explicit AssemblyPod(const QString &type = QString::fromLatin1(assemblyType), int crossed = 0,
                         int singles = 0)
    {
        leaf = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"));
        spine = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
        panelA = b.device(QStringLiteral("pp-mpo12-apc-24"), QStringLiteral("R1"));
        panelB = b.device(QStringLiteral("pp-mpo12-apc-24"), QStringLiteral("R2"));
        QJsonArray a, z;
        for (int k = 1; k <= connectors; ++k) {
            const QString cage = QStringLiteral("osfp%1").arg((k + 1) / 2);
            if (k % 2) {
                b.module(leaf, cage, QStringLiteral("MMS4X00-NM"));
                b.module(spine, cage, QStringLiteral("MMS4X00-NM"));
            }
            const int sub = k % 2 ? 1 : 2;
            const QString adapter = QStringLiteral("P%1").arg(k, 2, 10, QLatin1Char('0'));
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(leaf, cage, sub),
                    DesignBuilder::end(panelA, adapter, 0, QStringLiteral("front")));
            b.cable(QStringLiteral("MFP7E30"), 3,
                    DesignBuilder::end(panelB, adapter, 0, QStringLiteral("front")),
                    DesignBuilder::end(spine, cage, sub));
            a.append(DesignBuilder::end(panelA, adapter, 0, QStringLiteral("rear")));
            // `crossed` swaps the B ends of connectors 1 and that one (a miswired fan-out).
            const int far = crossed && k == 1 ? crossed : (crossed && k == crossed ? 1 : k);
            z.append(DesignBuilder::end(panelB, QStringLiteral("P%1").arg(far, 2, 10, QLatin1Char('0')), 0,
                                        QStringLiteral("rear")));
        }
        if (singles > 0) {
            for (int k = 1; k <= singles; ++k) {
                const QString adapter = QStringLiteral("P%1").arg(k, 2, 10, QLatin1Char('0'));
                // Every other trunk laid the other way round: combining turns it.
                const QJsonValue x = DesignBuilder::end(panelA, adapter, 0, QStringLiteral("rear"));
                const QJsonValue y = DesignBuilder::end(panelB, adapter, 0, QStringLiteral("rear"));
                b.cable(QStringLiteral("MPO12-TRUNK-SM-B"), 15 + k % 3, k % 2 ? x : y, k % 2 ? y : x);
            }
            return;
        }
        assembly = b.cable(type, 20, a, z, QStringLiteral("TRUNK-1"));
    }
};

int slotOf(const Design &d, const QString &id)
{
    const int slot = d.cables().find(id);
    REQUIRE(slot >= 0);
    return slot;
}

} // namespace

TEST_CASE("Trunk assembly: the bundled catalog has MPO-12 and MPO-16 assemblies of 8 and 12 connectors",
          "[assembly][catalog]")
{
    const Catalog &catalog = bundledCatalog();
    for (const char *id : {"MPO12-TRUNK-SM-B-8X", "MPO12-TRUNK-SM-B-12X", "MPO12-TRUNK-MM-B-8X",
                           "MPO12-TRUNK-MM-B-12X", "MPO16-TRUNK-MM-B-8X"}) {
        CAPTURE(id);
        const int i = catalog.cableTypes.indexOf(QLatin1String(id));
        REQUIRE(i >= 0);
        const CableType &t = catalog.cableTypes.at(i);
        CHECK(t.isAssembly());
        CHECK(t.fibersInCable() == t.connectors * (t.connector == QLatin1String("MPO-16") ? 16 : 12));
        CHECK(t.genderA == Gender::Pinned);
        CHECK(t.polarity == Polarity::B);
        // Diameter and bend radius are there, and marked unconfirmed where no datasheet was read.
        REQUIRE(t.outerDiameterMm);
        CHECK(*t.outerDiameterMm >= 10);
        CHECK(t.sources.value(QStringLiteral("outer_diameter_mm"))
                  .toObject()
                  .value(QStringLiteral("confidence")) == QStringLiteral("U"));
        CHECK(t.sources.value(QStringLiteral("connectors")).toObject().value(QStringLiteral("confidence")) ==
              QStringLiteral("U"));
    }
    CHECK(catalog.cableTypes.at(catalog.cableTypes.indexOf(QStringLiteral("MPO12-TRUNK-SM-B-12X")))
              .connectors == 12);
}

TEST_CASE("Trunk assembly: a and b list one endpoint per connector, which both formats keep",
          "[assembly][io][native]")
{
    AssemblyPod pod;
    const Design d = pod.b.design();
    const Cable &c = d.cables().at(slotOf(d, pod.assembly));
    REQUIRE(c.isAssembly());
    REQUIRE(c.ends.size() == 2 * connectors);
    CHECK(c.legs() == 1);
    // Pairs A1, B1, A2, B2, …
    CHECK(describeEndpoint(d, c.ends[4]) ==
          describeEndpoint(d, d.cables().at(slotOf(d, pod.assembly)).ends[4]));
    CHECK(describeCableEnd(d, slotOf(d, pod.assembly), 4) == QStringLiteral("C17 end A3"));
    CHECK(describeCableEnd(d, slotOf(d, pod.assembly), 5) == QStringLiteral("C17 end B3"));
    CHECK(d.port(c.ends[4]).name == QStringLiteral("P03"));
    CHECK(d.devices().at(c.ends[4].device).id == pod.panelA);
    CHECK(d.devices().at(c.ends[5].device).id == pod.panelB);

    const QByteArray json = writeJsonDesign(d);
    CHECK(json.contains("\"a\": [{"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("assembly.railyard"));
    REQUIRE(saveNativeDesign(d, path).ok());
    Result<Design> back = loadDesign(path);
    REQUIRE(back.ok());
    for (int i : d.cables().live())
        CHECK(back.value().cables().at(i) == d.cables().at(i));
    CHECK(writeJsonDesign(back.value()) == json);

    SECTION("a list of the wrong length names the cable and the count")
    {
        QByteArray broken = pod.b.json();
        QJsonDocument doc = QJsonDocument::fromJson(broken);
        QJsonObject root = doc.object();
        QJsonArray cables = root.value(QStringLiteral("cables")).toArray();
        QJsonObject trunk = cables.last().toObject();
        QJsonArray b = trunk.value(QStringLiteral("b")).toArray();
        b.removeLast();
        trunk[QStringLiteral("b")] = b;
        cables.replace(cables.size() - 1, trunk);
        root[QStringLiteral("cables")] = cables;
        const Result<Design> r =
            readJsonDesign(QJsonDocument(root).toJson(), QStringLiteral("short.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        const QString message = r.error().toString();
        CHECK(message.contains(QLatin1String("short.json")));
        CHECK(message.contains(QLatin1String("has 8 connectors, b lists 7")));
        CHECK(message.contains(pod.assembly));
    }
    SECTION("a single endpoint where the type wants a list is an error")
    {
        QJsonDocument doc = QJsonDocument::fromJson(pod.b.json());
        QJsonObject root = doc.object();
        QJsonArray cables = root.value(QStringLiteral("cables")).toArray();
        QJsonObject trunk = cables.last().toObject();
        trunk[QStringLiteral("a")] = trunk.value(QStringLiteral("a")).toArray().first();
        cables.replace(cables.size() - 1, trunk);
        root[QStringLiteral("cables")] = cables;
        const Result<Design> r =
            readJsonDesign(QJsonDocument(root).toJson(), QStringLiteral("one.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QLatin1String("is a trunk assembly")));
    }
    SECTION("a catalog assembly with legs is refused")
    {
        DesignBuilder b;
        QJsonObject t{{"id", "bad"},     {"kind", "fiber"}, {"connector", "MPO-12"}, {"fiber", "OS2"},
                      {"polarity", "B"}, {"legs", 2},       {"connectors", 4}};
        b.part("cable_types", t);
        const Result<Design> r = readJsonDesign(b.json(), QStringLiteral("legs.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QLatin1String("is a fiber cable of one leg")));
    }
}

TEST_CASE("Trunk assembly: every connector carries its own channel, and the design validates clean",
          "[assembly][trace][validation]")
{
    AssemblyPod pod;
    const Design d = pod.b.design();
    const int trunk = slotOf(d, pod.assembly);
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    int through = 0;
    for (const Channel &ch : channels) {
        REQUIRE(ch.isComplete());
        for (const Hop &h : ch.hops)
            if (h.cable == trunk) {
                ++through;
                // Connector k in, connector k out.
                CHECK(h.to == (h.from ^ 1));
            }
        CHECK(ch.hops.size() == 3);
    }
    CHECK(channels.size() == connectors);
    CHECK(through == connectors);
    CHECK(rulesFired(d).isEmpty());

    SECTION("a fan-out crossed between connectors lands the channels on the wrong module connectors")
    {
        AssemblyPod crossed(QString::fromLatin1(assemblyType), 4);
        const Design x = crossed.b.design();
        // The channels still complete; they now join leaf osfp1.1 to spine osfp2.2, which the rails and
        // the modules accept, so what changes is where each channel lands.
        const std::vector<Channel> all = ChannelTracer(x).traceAll();
        REQUIRE(all.size() == connectors);
        QStringList joined;
        for (const Channel &ch : all)
            joined << describeEndpoint(x, ch.start) + QStringLiteral(" > ") + describeEndpoint(x, ch.finish);
        CHECK(joined.contains(QStringLiteral("%1 osfp1.1 > %2 osfp2.2").arg(crossed.leaf, crossed.spine)));
    }
    SECTION("a Type A assembly in a Method B channel is a polarity error on every connector")
    {
        AssemblyPod typeA(QStringLiteral("trunk-a-8x"));
        QJsonObject t{{"id", "trunk-a-8x"},       {"kind", "fiber"},
                      {"connector", "MPO-12"},    {"polish", "APC"},
                      {"gender_a", "pinned"},     {"gender_b", "pinned"},
                      {"fiber", "OS2"},           {"polarity", "A"},
                      {"connectors", connectors}, {"lengths_m", QJsonArray{10, 20}}};
        typeA.b.part("cable_types", t);
        const Design x = typeA.b.design();
        CHECK(issuesOf(x, "polarity").size() == connectors);
    }
}

TEST_CASE("Trunk assembly: one BOM line per assembly and length, 96 fibers, a label per end",
          "[assembly][bom][labels]")
{
    AssemblyPod pod;
    const Design d = pod.b.design();
    const Bom bom = buildBom(d);
    int lines = 0;
    for (const BomLine &line : bom.lines)
        if (line.partId == QLatin1String(assemblyType)) {
            ++lines;
            CHECK(line.baseQuantity() == 1);
            CHECK(line.lengthM == Approx(20));
        }
    CHECK(lines == 1);
    // The assembly's 8 × 12 and the 16 cords'.
    const CableType &cord = d.catalog.cableTypes.at(d.catalog.cableTypes.indexOf(QStringLiteral("MFP7E30")));
    CHECK(bom.totals.fibers == 96 + 16 * cord.fibers);

    const std::vector<LabelRef> labels = labelsOfCables(d, {slotOf(d, pod.assembly)});
    REQUIRE(labels.size() == 2 * connectors);
    const LabelTemplate *builtIn = findLabelTemplate(QStringLiteral("default"));
    REQUIRE(builtIn);
    LabelTemplate layout = *builtIn;
    layout.lines = {QStringLiteral("{label}"), QStringLiteral("{near} > {far}")};
    LabelSource source = LabelSource::of(d, layout, labels, {});
    QStringList ends, lines2;
    LabelRecord record;
    while (source.next(record)) {
        ends << record.end;
        lines2 << record.line2;
    }
    CHECK(ends.first() == QStringLiteral("A1"));
    CHECK(ends.at(1) == QStringLiteral("B1"));
    CHECK(ends.last() == QStringLiteral("B8"));
    // Connector 3's A end points at connector 3's B end.
    const Cable &trunk = d.cables().at(slotOf(d, pod.assembly));
    CHECK(lines2.at(4) ==
          labelEndpointId(d, trunk.ends[4]) + QStringLiteral(" > ") + labelEndpointId(d, trunk.ends[5]));
    CHECK(lines2.at(4).contains(QLatin1String("P03")));
}

TEST_CASE("Trunk assembly: NetBox export writes a row per connector that import joins again",
          "[assembly][netbox]")
{
    AssemblyPod pod;
    const Design d = pod.b.design();
    QTemporaryDir dir;
    QStringList written, notes;
    REQUIRE(writeNetBoxCsv(d, dir.path(), &written, &notes).ok());
    const QString cables = QString::fromUtf8(read(dir.filePath(QStringLiteral("08-cables.csv"))));
    for (int k = 1; k <= connectors; ++k)
        CHECK(cables.contains(QStringLiteral("TRUNK-1-C%1").arg(k)));
    CHECK(notes.join(QLatin1Char('\n')).contains(QLatin1String("a trunk assembly of 8 connectors")));
    const Result<Design> back = readNetBoxFolder(dir.path());
    REQUIRE(back.ok());
    CHECK(summary(back.value()) == summary(d));
}

TEST_CASE("Trunk assembly: it lies in the trays once, with its own diameter", "[assembly][routing]")
{
    AssemblyPod pod;
    Design d = pod.b.design();
    d.pathways.nodes = {{QStringLiteral("N1"), 0.3, 0.5, 2.6}, {QStringLiteral("N2"), 0.9, 0.5, 2.6}};
    d.pathways.segments = {PathSegment{QStringLiteral("T1"), QStringLiteral("N1"), QStringLiteral("N2")}};
    d.pathways.drops = {{QStringLiteral("R1"), QStringLiteral("N1")},
                        {QStringLiteral("R2"), QStringLiteral("N2")}};
    const Routing r = routeCables(d);
    const int trunk = slotOf(d, pod.assembly);
    CHECK(r.cables[size_t(trunk)].status == RouteStatus::Routed);
    REQUIRE(r.cablesOf.size() == 1);
    CHECK(r.cablesOf[0] == QList<int>{trunk});
    const double od = *d.cableType(trunk).outerDiameterMm;
    CHECK(r.areaMm2[0] == Approx(M_PI / 4 * od * od));
}

TEST_CASE("Trunk assembly: trunks between two panels combine into the catalog's assemblies and split again",
          "[assembly][commands]")
{
    AssemblyPod pod(QString::fromLatin1(assemblyType), 0, connectors);
    Document doc(pod.b.design());
    const Design &d = doc.design();
    const int panelA = d.devices().find(pod.panelA), panelB = d.devices().find(pod.panelB);
    const qsizetype before = d.cables().liveCount();
    const std::vector<Channel> channelsBefore = ChannelTracer(d).traceAll();
    REQUIRE(channelsBefore.size() == connectors);
    CHECK(rulesFired(d).isEmpty());

    Operation op = operations::combineTrunksBetween(doc, panelA, panelB);
    REQUIRE(op);
    REQUIRE(op.pushTo(doc));
    CHECK(d.cables().liveCount() == before - connectors + 1);
    REQUIRE(op.added.size() == 1);
    const int slot = d.cables().find(op.added.first());
    REQUIRE(slot >= 0);
    const Cable &assembly = d.cables().at(slot);
    CHECK(d.cableType(slot).id == QLatin1String(assemblyType));
    CHECK(assembly.lengthM == Approx(17)); // the longest of them
    // Connector k: the k-th adapter of panel A on the A side, whichever way its trunk was laid.
    for (int k = 0; k < connectors; ++k) {
        CHECK(assembly.ends[2 * k].device == panelA);
        CHECK(d.port(assembly.ends[2 * k]).name == QStringLiteral("P%1").arg(k + 1, 2, 10, QLatin1Char('0')));
        CHECK(assembly.ends[2 * k + 1].device == panelB);
    }
    CHECK(ChannelTracer(d).traceAll().size() == connectors);
    CHECK(rulesFired(d).isEmpty());
    doc.undoStack()->undo();
    CHECK(d.cables().liveCount() == before);
    doc.undoStack()->redo();

    Operation split = operations::splitAssembly(doc, d.cables().find(op.added.first()));
    REQUIRE(split);
    REQUIRE(split.pushTo(doc));
    CHECK(d.cables().liveCount() == before);
    CHECK(split.added.size() == connectors);
    for (const QString &id : split.added)
        CHECK(d.cableType(d.cables().find(id)).id == QStringLiteral("MPO12-TRUNK-SM-B"));
    CHECK(rulesFired(d).isEmpty());

    SECTION("20 trunks make a 12 and an 8; 3 selected trunks make none")
    {
        AssemblyPod twenty(QString::fromLatin1(assemblyType), 0, 20);
        Document doc20(twenty.b.design());
        const Design &d20 = doc20.design();
        Operation both = operations::combineTrunksBetween(doc20, d20.devices().find(twenty.panelA),
                                                          d20.devices().find(twenty.panelB));
        REQUIRE(both.pushTo(doc20));
        REQUIRE(both.added.size() == 2);
        CHECK(d20.cableType(d20.cables().find(both.added[0])).connectors == 12);
        CHECK(d20.cableType(d20.cables().find(both.added[1])).connectors == 8);
        QList<int> three;
        for (int c : d20.cables().live())
            if (d20.cableType(c).id == QLatin1String("MFP7E30") && three.size() < 3) three << c;
        const Operation none = operations::combineIntoAssembly(doc20, three);
        CHECK_FALSE(none);
        CHECK(none.refusal.contains(QLatin1String("no trunk assembly of 3 connectors")));
    }
}
