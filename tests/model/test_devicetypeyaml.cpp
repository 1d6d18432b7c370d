#include "commands/catalogcommands.h"
#include "document/document.h"
#include "netbox/devicetypeyaml.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;

namespace {

const QString dataDir = QStringLiteral(RAILYARD_TEST_DATA_DIR "/netbox");

ImportedDeviceType readOne(const QString &name)
{
    Result<std::vector<ImportedDeviceType>> read = readDeviceTypeYaml(dataDir + QLatin1Char('/') + name);
    REQUIRE(read.ok());
    REQUIRE(read.value().size() == 1);
    return read.value().front();
}

const PortDef &port(const DeviceType &t, const QString &name)
{
    const int i = t.portIndex(name);
    INFO(name.toStdString());
    REQUIRE(i >= 0);
    return t.ports[size_t(i)];
}

bool notesSay(const ImportedDeviceType &t, const QString &text)
{
    return std::any_of(t.notes.cbegin(), t.notes.cend(), [&](const QString &n) { return n.contains(text); });
}

} // namespace

TEST_CASE("NetBox device type: a QM9700 file, twin-port cages from pairs of interfaces", "[netbox][yaml]")
{
    const ImportedDeviceType qm = readOne(QStringLiteral("QM9700.yaml"));
    const DeviceType &t = qm.type;
    CHECK(t.id == QLatin1String("nvidia-qm9700"));
    CHECK(t.manufacturer == QLatin1String("Nvidia"));
    CHECK(t.model == QLatin1String("QM9700"));
    CHECK(qm.partNumber == QLatin1String("920-9B210-00FN-0M0"));
    CHECK(t.order.partNumber == qm.partNumber);
    CHECK(t.heightU == 1);
    CHECK(t.powerW == 1720);
    CHECK(qm.fullDepth);
    CHECK(qm.refused.isEmpty());
    CHECK(t.role == Role::Leaf);
    // P0.0 and P0.1 are one OSFP cage with two connectors; P2.0 and P3.1 have no twin and stay ports.
    CHECK(port(t, QStringLiteral("P0")).kind == PortKind::Cage);
    CHECK(port(t, QStringLiteral("P0")).formFactor == QLatin1String("OSFP"));
    CHECK(port(t, QStringLiteral("P0")).extra.value(QStringLiteral("netbox_interfaces")).toArray() ==
          QJsonArray{QStringLiteral("P0.0"), QStringLiteral("P0.1")});
    CHECK(port(t, QStringLiteral("P1")).extra.value(QStringLiteral("netbox_interfaces")).toArray().size() ==
          2);
    CHECK(t.portIndex(QStringLiteral("P0.0")) < 0);
    CHECK(port(t, QStringLiteral("P2.0")).extra.isEmpty());
    CHECK(port(t, QStringLiteral("P3.1")).kind == PortKind::Cage);
    CHECK(port(t, QStringLiteral("mgmt0")).kind == PortKind::Fixed);
    CHECK(port(t, QStringLiteral("mgmt0")).connector == QLatin1String("RJ45"));
    CHECK(port(t, QStringLiteral("mgmt0")).network == Network::Oob);
    CHECK(port(t, QStringLiteral("uart")).connector == QLatin1String("RJ45"));
    CHECK(t.ports.size() == 2 + 4);
    CHECK(notesSay(
        qm, QStringLiteral(
                "QM9700.yaml: interfaces[1]: P0.0 and its twin taken as the two connectors of cage P0")));
}

TEST_CASE("NetBox device type: an SN5600 file, what Railyard does not model is listed by path",
          "[netbox][yaml]")
{
    const ImportedDeviceType sn = readOne(QStringLiteral("SN5600.yaml"));
    const DeviceType &t = sn.type;
    CHECK(t.heightU == 2);
    CHECK(t.role == Role::Leaf);
    for (const char *name : {"swp1", "swp2", "swp3", "swp4"}) {
        CHECK(port(t, QLatin1String(name)).kind == PortKind::Cage);
        CHECK(port(t, QLatin1String(name)).formFactor == QLatin1String("OSFP"));
    }
    CHECK(port(t, QStringLiteral("eth0")).network == Network::Oob);
    CHECK(t.portIndex(QStringLiteral("bond0")) < 0);
    CHECK(notesSay(
        sn,
        QStringLiteral("SN5600.yaml: interfaces[5].type: \"lag\" is not a physical port: bond0 skipped")));
    CHECK(notesSay(sn, QStringLiteral("SN5600.yaml: module-bays: 2 module-bays skipped")));
    CHECK(notesSay(sn, QStringLiteral("power-ports")) == false); // no power ports at all: nothing to say
    CHECK(t.powerW == 0);
}

TEST_CASE("NetBox device type: patch panels with NetBox 4.5 port-mappings and the older inline rear_port",
          "[netbox][yaml]")
{
    const ImportedDeviceType mpo = readOne(QStringLiteral("panel-port-mappings.yaml"));
    CHECK(mpo.type.role == Role::PatchPanel);
    CHECK_FALSE(mpo.fullDepth);
    REQUIRE(mpo.type.ports.size() == 4);
    for (const PortDef &p : mpo.type.ports) {
        CHECK(p.kind == PortKind::Adapter);
        CHECK(p.connector == QLatin1String("MPO-12"));
        CHECK(p.polish == Polish::None);
        CHECK(p.adapter == AdapterMode::Aligned);
    }
    CHECK_FALSE(notesSay(mpo, QStringLiteral("maps to no rear port")));
    CHECK(notesSay(mpo, QStringLiteral("adapter polarity is not in NetBox")));
    const ImportedDeviceType lc = readOne(QStringLiteral("panel-inline.yml"));
    REQUIRE(lc.type.ports.size() == 2);
    CHECK(lc.type.ports[0].name == QLatin1String("Front 1"));
    CHECK(lc.type.ports[0].connector == QLatin1String("LC"));
    CHECK(lc.type.ports[0].polish == Polish::Apc);
    CHECK_FALSE(notesSay(lc, QStringLiteral("maps to no rear port")));
}

TEST_CASE("NetBox device type: odd but readable files", "[netbox][yaml]")
{
    SECTION("an unknown interface type is kept as a fixed port and named by its path")
    {
        const Result<ImportedDeviceType> t = parseDeviceTypeYaml(
            "manufacturer: Acme\nmodel: X1\nslug: acme-x1\nu_height: 1\nis_full_depth: true\n"
            "interfaces:\n  - name: weird0\n    type: 42gbase-x-zzz\n",
            QStringLiteral("x1.yaml"));
        REQUIRE(t.ok());
        CHECK(port(t.value().type, QStringLiteral("weird0")).kind == PortKind::Fixed);
        CHECK(notesSay(
            t.value(),
            QStringLiteral("x1.yaml: interfaces[0].type: \"42gbase-x-zzz\" is no interface type Railyard "
                           "knows: weird0 kept as a fixed port")));
    }
    SECTION("no u_height: 1 U; 1.5 U: 2 U; both said")
    {
        Result<ImportedDeviceType> t =
            parseDeviceTypeYaml("manufacturer: Acme\nmodel: X2\nslug: acme-x2\n", QStringLiteral("x2.yaml"));
        REQUIRE(t.ok());
        CHECK(t.value().type.heightU == 1);
        CHECK(notesSay(t.value(), QStringLiteral("x2.yaml: u_height: missing: 1 U assumed")));
        t = parseDeviceTypeYaml("manufacturer: Acme\nmodel: X3\nslug: acme-x3\nu_height: 1.5\n",
                                QStringLiteral("x3.yaml"));
        REQUIRE(t.ok());
        CHECK(t.value().type.heightU == 2);
        CHECK(notesSay(t.value(), QStringLiteral("1.5 U taken as 2 U")));
    }
    SECTION("a 0 U device is read but refused, with the reason")
    {
        const Result<ImportedDeviceType> t = parseDeviceTypeYaml(
            "manufacturer: Acme\nmodel: PDU\nslug: acme-pdu\nu_height: 0\n", QStringLiteral("pdu.yaml"));
        REQUIRE(t.ok());
        CHECK(t.value().refused.contains(QLatin1String("pdu.yaml: 0 U")));
    }
    SECTION("two ports of one name: the second is skipped and said")
    {
        const Result<ImportedDeviceType> t = parseDeviceTypeYaml(
            "manufacturer: Acme\nmodel: X4\nslug: acme-x4\nu_height: 1\n"
            "interfaces:\n  - name: e1\n    type: 1000base-t\n  - name: e1\n    type: 10gbase-t\n",
            QStringLiteral("x4.yaml"));
        REQUIRE(t.ok());
        CHECK(t.value().type.ports.size() == 1);
        CHECK(notesSay(t.value(),
                       QStringLiteral("x4.yaml: interfaces[1]: a second port named \"e1\": skipped")));
    }
    SECTION("InfiniBand types name a rate: the cage is assumed and said")
    {
        const Result<ImportedDeviceType> t =
            parseDeviceTypeYaml("manufacturer: Nvidia\nmodel: Q3400-RA\nslug: nvidia-q3400-ra\nu_height: 4\n"
                                "interfaces:\n  - name: sw1p1\n    type: infiniband-xdr\n  - name: sw1p2\n   "
                                " type: infiniband-xdr\n",
                                QStringLiteral("q3400.yaml"));
        REQUIRE(t.ok());
        CHECK(port(t.value().type, QStringLiteral("sw1")).formFactor == QLatin1String("OSFP"));
        CHECK(port(t.value().type, QStringLiteral("sw1"))
                  .extra.value(QStringLiteral("netbox_interfaces"))
                  .toArray() == QJsonArray{QStringLiteral("sw1p1"), QStringLiteral("sw1p2")});
        CHECK(notesSay(t.value(), QStringLiteral("\"infiniband-xdr\" names a rate, not a cage")));
    }
}

TEST_CASE("NetBox device type: broken files are errors naming the file and line", "[netbox][yaml]")
{
    Result<ImportedDeviceType> t =
        parseDeviceTypeYaml("manufacturer: Acme\nmodel: [unclosed\n", QStringLiteral("bad.yaml"));
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().toString().contains(QLatin1String("bad.yaml")));
    CHECK(t.error().toString().contains(QLatin1String("line ")));
    t = parseDeviceTypeYaml("manufacturer: Acme\nmodel: X\nu_height: 1\n", QStringLiteral("noslug.yaml"));
    REQUIRE_FALSE(t.ok());
    CHECK(t.error().toString().contains(QLatin1String("slug")));
    t = parseDeviceTypeYaml("- just\n- a list\n", QStringLiteral("list.yaml"));
    REQUIRE_FALSE(t.ok());
    // A folder: every file, sorted; one broken file and nothing is returned.
    Result<std::vector<ImportedDeviceType>> all = readDeviceTypeYaml(dataDir);
    REQUIRE(all.ok());
    QStringList ids;
    for (const ImportedDeviceType &d : all.value())
        ids << d.type.id;
    CHECK(ids == QStringList{QStringLiteral("nvidia-qm9700"), QStringLiteral("nvidia-sn5600"),
                             QStringLiteral("generic-lc-apc-2"), QStringLiteral("generic-mpo12-apc-4")});
    QTemporaryDir dir;
    QFile::copy(dataDir + QStringLiteral("/QM9700.yaml"), dir.filePath(QStringLiteral("a.yaml")));
    QFile broken(dir.filePath(QStringLiteral("b.yaml")));
    REQUIRE(broken.open(QIODevice::WriteOnly));
    broken.write("manufacturer: [\n");
    broken.close();
    all = readDeviceTypeYaml(dir.path());
    REQUIRE_FALSE(all.ok());
    CHECK(all.error().toString().contains(QLatin1String("b.yaml")));
}

TEST_CASE("NetBox device types join the design's catalog in one undo step, rails and networks as chosen",
          "[netbox][yaml][commands]")
{
    Result<std::vector<ImportedDeviceType>> read = readDeviceTypeYaml(dataDir);
    REQUIRE(read.ok());
    std::vector<DeviceType> types;
    for (const ImportedDeviceType &t : read.value())
        types.push_back(t.type);
    // A GPU server's plan: two rails per twin cage, compute network.
    DeviceType server = types.front();
    server.id = QStringLiteral("acme-gpu");
    server.role = Role::GpuServer;
    setCagePlan(server, Network::Compute, 2);
    CHECK(port(server, QStringLiteral("P0")).rails == QList<int>{1, 2});
    CHECK(port(server, QStringLiteral("P1")).rails == QList<int>{3, 4});
    CHECK(port(server, QStringLiteral("P2.0")).rails == QList<int>{5, 6});
    CHECK(port(server, QStringLiteral("P0")).network == Network::Compute);
    CHECK(port(server, QStringLiteral("mgmt0")).network == Network::Oob); // not a cage: as it was
    types.push_back(server);
    types.push_back(types.front()); // the same id twice: once

    Document doc;
    const int before = doc.design().catalog.deviceTypes.size();
    auto *command = new AddDeviceTypes(&doc, types);
    CHECK(command->count() == 5);
    doc.push(command);
    const Catalog &c = doc.design().catalog;
    REQUIRE(c.deviceTypes.size() == before + 5);
    const int qm = c.deviceTypes.indexOf(QStringLiteral("nvidia-qm9700"));
    REQUIRE(qm >= 0);
    CHECK(c.deviceTypes.isFromDesign(qm));
    CHECK(c.deviceTypes.at(qm).portIndex(QStringLiteral("P0")) >= 0);
    CHECK(c.deviceTypes.at(c.deviceTypes.indexOf(QStringLiteral("acme-gpu"))).role == Role::GpuServer);
    doc.undoStack()->undo();
    CHECK(c.deviceTypes.size() == before);
    CHECK(c.deviceTypes.indexOf(QStringLiteral("nvidia-qm9700")) < 0);
    doc.undoStack()->redo();
    CHECK(c.deviceTypes.size() == before + 5);
    // Types the catalog already has are not added again.
    auto *again = new AddDeviceTypes(&doc, types);
    CHECK(again->count() == 0);
    delete again;
}
