#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "commands/valuecommands.h"
#include "designfixtures.h"
#include "document/document.h"
#include "io/jsondesignwriter.h"

using namespace railyard;
using namespace railyard::test;

namespace {

// Records every change event a document emits.
struct ChangeLog
{
    explicit ChangeLog(Document &doc)
        : connection(
              QObject::connect(&doc, &Document::changed, [this](const Change &c) { changes.push_back(c); }))
    {
    }
    ~ChangeLog() { QObject::disconnect(connection); }
    ChangeLog(const ChangeLog &) = delete;
    ChangeLog &operator=(const ChangeLog &) = delete;
    QMetaObject::Connection connection;
    std::vector<Change> changes;
    bool has(ChangeKind kind) const
    {
        return std::any_of(changes.begin(), changes.end(),
                           [kind](const Change &c) { return c.kind == kind; });
    }
};

std::unique_ptr<Document> twoRacks()
{
    return std::make_unique<Document>(loadDataDesign(QStringLiteral("two-racks.json")));
}

// Pushes the command, checks that undo gives back exactly the design before it, and redoes it.
void checkUndoRedo(Document &doc, QUndoCommand *command)
{
    const QByteArray before = writeJsonDesign(doc.design());
    Design snapshot = doc.design();
    doc.push(command);
    REQUIRE(doc.design().checkInvariants().isEmpty());
    const QByteArray after = writeJsonDesign(doc.design());
    CHECK(after != before);
    doc.undoStack()->undo();
    CHECK(doc.design().checkInvariants().isEmpty());
    CHECK(writeJsonDesign(doc.design()) == before);
    CHECK(doc.design().sameContent(snapshot));
    doc.undoStack()->redo();
    CHECK(writeJsonDesign(doc.design()) == after);
    CHECK(doc.design().checkInvariants().isEmpty());
}

int slot(const Document &doc, const char *cable)
{
    return doc.design().cables().find(QLatin1String(cable));
}

} // namespace

TEST_CASE("Rack commands", "[commands]")
{
    auto doc = twoRacks();
    ChangeLog log(*doc);

    SECTION("add")
    {
        Rack r;
        r.id = QStringLiteral("B01");
        r.xM = 3.0;
        r.yM = 1.2;
        checkUndoRedo(*doc, new AddRacks(doc.get(), {r}));
        CHECK(doc->design().racks().find(QStringLiteral("B01")) == 2);
        CHECK(log.has(ChangeKind::RacksAdded));
    }
    SECTION("remove takes the devices and their cables along")
    {
        const int a01 = doc->design().racks().find(QStringLiteral("A01"));
        checkUndoRedo(*doc, new RemoveRacks(doc.get(), {a01}));
        CHECK(doc->design().racks().liveCount() == 1);
        CHECK(doc->design().devices().find(QStringLiteral("node1")) == -1);
        // Cords and trunks touching node1, node2 or pp-A01 go; the leaf cords in A02 stay.
        CHECK(doc->design().cables().liveCount() == 16);
        CHECK(doc->design().cables().find(QStringLiteral("N1-R1-b")) >= 0);
        CHECK(log.has(ChangeKind::CablesRemoved));
        CHECK(log.has(ChangeKind::DevicesRemoved));
        CHECK(log.has(ChangeKind::RacksRemoved));
        CHECK(doc->undoStack()->count() == 1);
    }
    SECTION("move, merging consecutive moves")
    {
        checkUndoRedo(*doc, new MoveRacks(doc.get(), {0}, {QPointF(2.4, 0)}));
        doc->push(new MoveRacks(doc.get(), {0}, {QPointF(3.0, 0.6)}));
        CHECK(doc->undoStack()->count() == 1);
        CHECK(doc->design().racks().at(0).xM == 3.0);
        doc->undoStack()->undo();
        CHECK(doc->design().racks().at(0).xM == 0.0);
    }
}

TEST_CASE("Device commands", "[commands]")
{
    auto doc = twoRacks();
    const int node1 = doc->design().devices().find(QStringLiteral("node1"));

    SECTION("add")
    {
        Device d;
        d.id = QStringLiteral("leaf-r9");
        d.type = doc->design().catalog.deviceTypes.indexOf(QStringLiteral("qm9700"));
        d.rack = 1;
        d.u = 20;
        checkUndoRedo(*doc, new AddDevices(doc.get(), {d}));
    }
    SECTION("remove takes the cables plugged into it")
    {
        checkUndoRedo(*doc, new RemoveDevices(doc.get(), {node1}));
        CHECK(doc->design().cables().liveCount() == 48 - 8);
        CHECK(doc->design().cables().find(QStringLiteral("N1-R1-t")) >= 0); // the trunk stays
    }
    SECTION("move between U and racks")
    {
        checkUndoRedo(*doc, new MoveDevices(doc.get(), {node1}, {Placement{1, 20}}));
        CHECK(doc->design().devices().at(node1).rack == 1);
        CHECK(doc->design().devices().at(node1).u == 20);
        doc->push(new MoveDevices(doc.get(), {node1}, {Placement{1, 21}}));
        CHECK(doc->undoStack()->count() == 1);
        doc->push(new MoveDevices(doc.get(), {node1}, {Placement{-1, 0}})); // unplace
        CHECK_FALSE(doc->design().devices().at(node1).isPlaced());
        // Edit ▸ Undo names one device by its id, several counted.
        CHECK(doc->undoStack()->undoText() ==
              QStringLiteral("Move Device %1").arg(doc->design().devices().at(node1).id));
        MoveDevices two(doc.get(), {node1, *std::next(doc->design().devices().live().begin())},
                        {Placement{-1, 0}});
        CHECK(two.text() == QLatin1String("Move 2 Devices"));
    }
    SECTION("set and remove transceivers")
    {
        const int t = doc->design().catalog.transceivers.indexOf(QStringLiteral("example-2xdr4-finned"));
        checkUndoRedo(
            *doc, new SetTransceivers(doc.get(), {ModuleChange{node1, 0, t}, ModuleChange{node1, 1, -1}}));
        CHECK(doc->design().devices().at(node1).moduleAt(0) == t);
        CHECK(doc->design().devices().at(node1).moduleAt(1) == -1);
    }
}

TEST_CASE("Cable commands", "[commands]")
{
    auto doc = twoRacks();

    SECTION("add at the end of the cable list")
    {
        Cable c;
        c.id = QStringLiteral("new");
        c.type = 0;
        c.lengthM = 2;
        c.ends = {Endpoint{}, Endpoint{}};
        checkUndoRedo(*doc, new AddCables(doc.get(), {c}));
        CHECK(doc->design().cables().find(QStringLiteral("new")) == 48);
    }
    SECTION("remove from the middle keeps the order on undo")
    {
        checkUndoRedo(*doc, new RemoveCables(doc.get(), {slot(*doc, "N1-R3-t"), slot(*doc, "N1-R1-a")}));
        CHECK(doc->design().cables().liveCount() == 46);
    }
    SECTION("disconnect and connect ends")
    {
        const int cord = slot(*doc, "N1-R1-b");
        const Endpoint leafEnd = doc->design().cables().at(cord).ends[1];
        checkUndoRedo(*doc, new SetCableEnds(doc.get(), {EndChange{cord, 1, Endpoint{}}}));
        CHECK(doc->design().cables().at(cord).ends[1].isLoose());
        CHECK(doc->design().connectivity().at(leafEnd).cable == -1);
        doc->push(new SetCableEnds(doc.get(), {EndChange{cord, 1, leafEnd}}));
        CHECK(doc->design().connectivity().at(leafEnd).cable == cord);
    }
}

TEST_CASE("Property changes merge while the same property of the same objects is edited", "[commands]")
{
    auto doc = twoRacks();
    const int c = slot(*doc, "N1-R1-a");
    const int d = slot(*doc, "N1-R1-b");

    checkUndoRedo(*doc, setCableLength(doc.get(), {c}, 4.0));
    doc->push(setCableLength(doc.get(), {c}, 5.0));
    doc->push(setCableLength(doc.get(), {c}, 6.0));
    CHECK(doc->undoStack()->count() == 1);
    CHECK(doc->design().cables().at(c).lengthM == 6.0);
    doc->push(setCableLength(doc.get(), {d}, 7.0)); // other objects: a new step
    CHECK(doc->undoStack()->count() == 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    CHECK(doc->design().cables().at(c).lengthM == 3.0);

    checkUndoRedo(*doc, setCableLabel(doc.get(), {c, d}, QStringLiteral("X")));
    checkUndoRedo(*doc, setCableId(doc.get(), c, QStringLiteral("renamed")));
    CHECK(doc->design().cables().find(QStringLiteral("renamed")) == c);
    CHECK(doc->design().cables().find(QStringLiteral("N1-R1-a")) == -1);
    CHECK_FALSE(isIdFree(*doc, EntityKind::Cable, QStringLiteral("renamed")));
    CHECK(isIdFree(*doc, EntityKind::Cable, QStringLiteral("N1-R1-a")));

    const int trunkType = doc->design().catalog.cableTypes.indexOf(QStringLiteral("example-mpo-trunk-b"));
    const int splitter = doc->design().catalog.cableTypes.indexOf(QStringLiteral("MFP7E40"));
    CHECK(canSetCableType(*doc, {c}, trunkType));
    CHECK_FALSE(canSetCableType(*doc, {c}, splitter));
    checkUndoRedo(*doc, setCableType(doc.get(), {c}, trunkType));

    checkUndoRedo(*doc, setRackId(doc.get(), 0, QStringLiteral("Z01")));
    checkUndoRedo(*doc, setRackRow(doc.get(), {0, 1}, QStringLiteral("Z")));
    checkUndoRedo(*doc, setRackHeight(doc.get(), {0}, 52));
    checkUndoRedo(*doc, setDeviceId(doc.get(), 0, QStringLiteral("gpu-a")));
    checkUndoRedo(*doc, setDeviceSu(doc.get(), {0, 1}, 4));
    checkUndoRedo(*doc, setDeviceNode(doc.get(), {0}, std::nullopt));
    checkUndoRedo(*doc, setDeviceRail(doc.get(), {2}, 5));
    checkUndoRedo(*doc, setDesignName(doc.get(), QStringLiteral("Renamed")));
    checkUndoRedo(*doc, setCurrency(doc.get(), QStringLiteral("EUR")));
    Settings s = doc->design().settings;
    s.sparesPercent = 10;
    checkUndoRedo(*doc, setSettings(doc.get(), s));
}

TEST_CASE("A user action is one undo step", "[commands]")
{
    auto doc = twoRacks();
    const QByteArray before = writeJsonDesign(doc->design());
    doc->undoStack()->beginMacro(QStringLiteral("Recable node 1 rail 1"));
    doc->push(new RemoveCables(doc.get(), {slot(*doc, "N1-R1-a")}));
    doc->push(setCableLength(doc.get(), {slot(*doc, "N1-R1-t")}, 10));
    doc->push(new MoveDevices(doc.get(), {0}, {Placement{0, 30}}));
    doc->undoStack()->endMacro();
    CHECK(doc->undoStack()->count() == 1);
    CHECK(doc->isModified());
    doc->undoStack()->undo();
    CHECK(writeJsonDesign(doc->design()) == before);
    CHECK_FALSE(doc->isModified());
}

TEST_CASE("Changing a rack's type brings the type's size along, and undo gives both back",
          "[commands][racks]")
{
    Document doc(loadDataDesign(QStringLiteral("quote-and-racks.json")));
    const int b01 = doc.design().racks().find(QStringLiteral("B01"));
    const Rack before = doc.design().racks().at(b01);
    const int cabinet = doc.design().catalog.rackTypes.indexOf(QStringLiteral("cab-52u"));
    doc.push(setRackType(&doc, {b01}, cabinet));
    CHECK(doc.design().racks().at(b01).type == cabinet);
    CHECK(doc.design().racks().at(b01).heightU == 52);
    CHECK(doc.design().racks().at(b01).widthMm == 800);
    doc.undoStack()->undo();
    CHECK(doc.design().racks().at(b01) == before);
    // The quote's title block is one undoable value too.
    QuoteInfo q = doc.design().quote;
    q.customer = QStringLiteral("Another Lab");
    doc.push(setQuoteInfo(&doc, q));
    CHECK(doc.design().quote.customer == QLatin1String("Another Lab"));
    doc.undoStack()->undo();
    CHECK(doc.design().quote.customer == QLatin1String("Example Research Lab"));
}

TEST_CASE("Change events say which property an edit changed", "[commands]")
{
    auto doc = twoRacks();
    const int cable = slot(*doc, "N1-R1-a");
    const int node = doc->design().devices().find(QStringLiteral("node1"));
    REQUIRE(cable >= 0);
    REQUIRE(node >= 0);
    const auto last = [](const ChangeLog &log) { return log.changes.back(); };
    {
        ChangeLog log(*doc);
        doc->push(setCableLabel(doc.get(), {cable}, QStringLiteral("NEW-LABEL")));
        const Change c = last(log);
        CHECK(c.kind == ChangeKind::CablesChanged);
        CHECK(c.ids == QList<int>{cable});
        CHECK(c.touches(ChangeProperty::Label));
        CHECK_FALSE(c.touches(ChangeProperty::Ends | ChangeProperty::Length | ChangeProperty::Id));
        doc->undoStack()->undo(); // undo says the same
        CHECK(last(log).properties == ChangeProperty::Label);
    }
    {
        ChangeLog log(*doc);
        doc->push(setCableLength(doc.get(), {cable}, 7.0));
        CHECK(last(log).properties == ChangeProperty::Length);
        const Endpoint end = doc->design().cables().at(cable).ends[1];
        doc->push(new SetCableEnds(doc.get(), {{cable, 1, Endpoint{}}}));
        CHECK(last(log).properties == ChangeProperty::Ends);
        CHECK_FALSE(end.isLoose());
    }
    {
        ChangeLog log(*doc);
        const Device &dev = doc->design().devices().at(node);
        doc->push(new MoveDevices(doc.get(), {node}, {Placement{dev.rack, dev.u + 20}}));
        CHECK(last(log).kind == ChangeKind::DevicesChanged);
        CHECK(last(log).properties == ChangeProperty::Placement);
        doc->push(setDeviceRail(doc.get(), {node}, 3));
        CHECK(last(log).properties == ChangeProperty::Attributes);
    }
    {
        // Added and removed objects carry every flag: a listener cannot skip them.
        ChangeLog log(*doc);
        doc->push(new RemoveCables(doc.get(), {cable}));
        CHECK(last(log).kind == ChangeKind::CablesRemoved);
        CHECK(last(log).properties == ChangeProperties(ChangeProperty::All));
    }
}
