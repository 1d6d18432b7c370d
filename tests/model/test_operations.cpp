#include "commands/operations.h"
#include "design/floorlayout.h"
#include "designbuilder.h"
#include "document/document.h"
#include "io/deviceclipboard.h"
#include "io/jsondesignwriter.h"

using namespace railyard;
using namespace railyard::test;

namespace {

int portOf(const Design &d, int device, const char *name)
{
    const int p = d.deviceType(device).portIndex(QString::fromLatin1(name));
    REQUIRE(p >= 0);
    return p;
}

// Pushes an operation's command and checks that it is one undo step that undo takes back exactly.
void pushAndCheckUndo(Document &doc, Operation op)
{
    REQUIRE(op);
    const QByteArray before = writeJsonDesign(doc.design());
    const int steps = doc.undoStack()->count();
    REQUIRE(op.pushTo(doc));
    CHECK(doc.undoStack()->count() == steps + 1);
    const QByteArray after = writeJsonDesign(doc.design());
    CHECK(after != before);
    doc.undoStack()->undo();
    CHECK(writeJsonDesign(doc.design()) == before);
    doc.undoStack()->redo();
    CHECK(writeJsonDesign(doc.design()) == after);
}

} // namespace

TEST_CASE("Connect ports: one cable of the proposed type, or why not", "[operations]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    const QString z = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(z, QStringLiteral("osfp1"), QStringLiteral("MMA4Z00-NS")); // multimode: no match for single-mode
    const QString w = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    b.module(w, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    Document doc(b.design());
    const Design &d = doc.design();
    const int a = d.devices().find(x), c = d.devices().find(y), m = d.devices().find(z);
    const Endpoint from{a, portOf(d, a, "osfp1"), 1, Side::None};

    Operation refused = operations::connectPorts(doc, from, m, portOf(d, m, "osfp1"), 0, Side::Front);
    CHECK_FALSE(refused);
    CHECK_FALSE(refused.refusal.isEmpty());
    CHECK(d.cables().liveCount() == 0); // nothing happens until a command is pushed

    Operation connect = operations::connectPorts(doc, from, c, portOf(d, c, "osfp1"), 2, Side::Front);
    REQUIRE(connect);
    CHECK(connect.summary.startsWith(QLatin1String("Added ")));
    REQUIRE(connect.added.size() == 1);
    const QString id = connect.added.first();
    pushAndCheckUndo(doc, std::move(connect));
    const int cable = d.cables().find(id);
    REQUIRE(cable >= 0);
    CHECK(d.catalog.cableTypes.at(d.cables().at(cable).type).id == QLatin1String("MFP7E30"));
    CHECK(d.cables().at(cable).ends[1].sub == 2);
    // Aimed at a taken connector, the cable goes to the other free connector of the module.
    Operation second = operations::connectPorts(doc, Endpoint{c, portOf(d, c, "osfp1"), 1, Side::None}, a,
                                                portOf(d, a, "osfp1"), 1, Side::Front);
    REQUIRE(second);
    const QString secondId = second.added.value(0);
    REQUIRE(second.pushTo(doc));
    CHECK(d.cables().at(d.cables().find(secondId)).ends[1].sub == 2);
    // Both connectors of the module are taken now: nothing more plugs in there.
    const int free = d.devices().find(w);
    const Operation busy =
        operations::connectPorts(doc, Endpoint{free, portOf(d, free, "osfp1"), 1, Side::None}, a,
                                 portOf(d, a, "osfp1"), 0, Side::Front);
    CHECK_FALSE(busy);
    CHECK_FALSE(busy.refusal.isEmpty());
}

TEST_CASE("Place device: in a free slot with a fresh id, refused where it does not fit", "[operations]")
{
    DesignBuilder b;
    b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 10);
    Document doc(b.design());
    const Design &d = doc.design();
    const int type = d.catalog.deviceTypes.indexOf(QStringLiteral("dgx-h100"));
    const int rack = d.racks().find(QStringLiteral("R1"));
    REQUIRE(type >= 0);

    const Operation taken = operations::placeDevice(doc, type, Placement{rack, 6}); // 8 U over U10
    CHECK_FALSE(taken);
    CHECK(taken.refusal.contains(QLatin1String("does not fit at U6 of R1")));
    CHECK_FALSE(operations::placeDevice(doc, type, Placement{rack, 44})); // runs past the top

    Operation place = operations::placeDevice(doc, type, Placement{rack, 20});
    REQUIRE(place);
    const QString id = place.added.value(0);
    pushAndCheckUndo(doc, std::move(place));
    const int device = d.devices().find(id);
    REQUIRE(device >= 0);
    CHECK(d.devices().at(device).u == 20);
    CHECK(d.devices().at(device).rack == rack);
    // A second one gets another id.
    Operation again = operations::placeDevice(doc, type, Placement{rack, 30});
    REQUIRE(again);
    CHECK(again.added.value(0) != id);
}

TEST_CASE("Set transceiver: a module of the cage's form factor only", "[operations]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    Document doc(b.design());
    const Design &d = doc.design();
    const int sw = d.devices().find(x);
    const int cage = portOf(d, sw, "osfp1");
    const int osfp = d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    const int qsfp = d.catalog.transceivers.indexOf(QStringLiteral("MMA1B00-C100D"));
    REQUIRE(osfp >= 0);
    REQUIRE(qsfp >= 0);
    const Operation wrong = operations::setTransceiver(doc, sw, cage, qsfp);
    CHECK_FALSE(wrong);
    CHECK(wrong.refusal.contains(QLatin1String("is a module for QSFP28")));
    pushAndCheckUndo(doc, operations::setTransceiver(doc, sw, cage, osfp));
    CHECK(d.devices().at(sw).moduleAt(cage) == osfp);
}

TEST_CASE("Delete objects: devices with their cables, else cables, else racks", "[operations]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    Document doc(b.design());
    const Design &d = doc.design();
    const int a = d.devices().find(x), c = d.devices().find(y);
    Operation connect = operations::connectPorts(doc, Endpoint{a, portOf(d, a, "osfp1"), 1, Side::None}, c,
                                                 portOf(d, c, "osfp1"), 1, Side::Front);
    REQUIRE(connect.pushTo(doc));
    const int cable = *d.cables().live().begin();

    CHECK_FALSE(operations::deleteObjects(doc, {}, {}, {}));
    const int r1 = d.racks().find(QStringLiteral("R1"));
    // Devices come first, their cables go with them, the rack stays.
    pushAndCheckUndo(doc, operations::deleteObjects(doc, {r1}, {a}, {cable}));
    CHECK_FALSE(d.devices().isLive(a));
    CHECK(d.cables().liveCount() == 0);
    CHECK(d.racks().liveCount() == 2);
    doc.undoStack()->undo();
    // No device: the cables.
    REQUIRE(operations::deleteObjects(doc, {r1}, {}, {cable}).pushTo(doc));
    CHECK_FALSE(d.cables().isLive(cable));
    CHECK(d.devices().isLive(a));
    CHECK(d.racks().liveCount() == 2);
    doc.undoStack()->undo();
    // Racks alone: with everything in them.
    REQUIRE(operations::deleteObjects(doc, {d.racks().find(QStringLiteral("R2"))}, {}, {}).pushTo(doc));
    CHECK_FALSE(d.devices().isLive(c));
    CHECK(d.cables().liveCount() == 0);
}

TEST_CASE("Paste devices: copies in another rack with fresh ids, or why not", "[operations]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 5);
    b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    Document doc(b.design());
    const Design &d = doc.design();
    const int source = d.devices().find(x);
    const QByteArray clipboard = copyDevices(d, {source});
    const int r2 = d.racks().find(QStringLiteral("R2"));

    const Operation garbage = operations::pasteDevices(doc, QByteArrayLiteral("{}"), r2);
    CHECK_FALSE(garbage);
    CHECK_FALSE(garbage.refusal.isEmpty());

    Operation paste = operations::pasteDevices(doc, clipboard, r2);
    REQUIRE(paste);
    CHECK(paste.command->text() == QLatin1String("Paste Devices"));
    REQUIRE(paste.added.size() == 1);
    const QString id = paste.added.first();
    CHECK(id != x);
    pushAndCheckUndo(doc, std::move(paste));
    const int copy = d.devices().find(id);
    REQUIRE(copy >= 0);
    CHECK(d.devices().at(copy).rack == r2);
    CHECK(d.devices().at(copy).u == 5); // its old U, free in R2
    CHECK(d.devices().at(copy).moduleAt(portOf(d, copy, "osfp1")) ==
          d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM")));
}

TEST_CASE("Adding a rack of a kit type places its contents as ordinary devices in one undo step",
          "[operations][kits]")
{
    Design empty;
    empty.catalog = bundledCatalog();
    Document doc(std::move(empty));
    const Design &d = doc.design();
    const int kit = d.catalog.rackTypes.indexOf(QStringLiteral("gb300-nvl72"));
    REQUIRE(kit >= 0);
    const RackType &type = d.catalog.rackTypes.at(kit);
    const std::vector<Rack> racks = rowOfRacks(d, QStringLiteral("N"), 2, type.heightU, 0, 0, kit);
    Operation op = operations::addRacks(doc, racks);
    CHECK(op.summary == QLatin1String("Added 2 racks in row N and placed the 74 devices of their rack kits"));
    pushAndCheckUndo(doc, std::move(op));

    REQUIRE(d.racks().liveCount() == 2);
    REQUIRE(d.devices().liveCount() == 74);
    const int n01 = d.racks().find(QStringLiteral("N01"));
    QMap<QString, int> perType;
    for (int v : d.devices().live()) {
        const Device &dev = d.devices().at(v);
        if (dev.rack == n01) ++perType[d.deviceType(v).id];
    }
    CHECK(perType.value(QStringLiteral("gb300-compute-tray")) == 18);
    CHECK(perType.value(QStringLiteral("nvlink-switch-tray")) == 9);
    CHECK(perType.value(QStringLiteral("sn2201")) == 2);
    // Named after their rack and the kit's names for them: compute trays ct01 to ct18 in U order.
    const int first = d.devices().find(QStringLiteral("N01-ct01"));
    REQUIRE(first >= 0);
    CHECK(d.devices().at(first).u == type.contents[4].u);
    CHECK(d.devices().find(QStringLiteral("N02-ct18")) >= 0);
    CHECK(d.devices().find(QStringLiteral("N02-nvs9")) >= 0);
    CHECK(d.devices().find(QStringLiteral("N01-oob2")) >= 0);
    // An NVL72 rack as it comes validates clean: nothing overlaps, nothing overflows, power within 142 kW.
    CHECK(validateDesign(d).isEmpty());

    SECTION("a rack without a kit adds no devices")
    {
        const int plain = d.catalog.rackTypes.indexOf(QStringLiteral("rack-48u-600x1200"));
        Operation one = operations::addRacks(doc, rowOfRacks(d, QStringLiteral("P"), 1, 48, 0, 3, plain));
        CHECK(one.summary == QLatin1String("Added rack P01"));
        REQUIRE(one.pushTo(doc));
        CHECK(d.devices().liveCount() == 74);
    }
}
