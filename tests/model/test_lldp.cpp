#include "io/lldp.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace railyard;

TEST_CASE("LLDP: lldpcli -f json0, the regular form", "[lldp]")
{
    const QByteArray json0 = R"({"lldp": [{"interface": [{"name": "eth0", "via": "LLDP", "rid": "1",
        "chassis": [{"id": [{"type": "mac", "value": "00:00:00:00:00:02"}],
                     "name": [{"value": "ns-2.example.com"}],
                     "descr": [{"value": "Spectacular GNU/Linux 2016"}],
                     "mgmt-ip": [{"value": "fe80::200:ff:fe00:2"}], "mgmt-iface": [{"value": "2"}],
                     "capability": [{"type": "Bridge", "enabled": false}]}],
        "port": [{"id": [{"type": "mac", "value": "00:00:00:00:00:02"}],
                  "descr": [{"value": "eth1"}], "ttl": [{"value": "120"}]}]},
      {"name": "swp51", "via": "LLDP",
        "chassis": [{"name": [{"value": "spine01"}]}],
        "port": [{"id": [{"type": "ifname", "value": "swp1"}], "descr": [{"value": "to leaf01"}]}]}]}]})";
    const Result<std::vector<LldpNeighbor>> read =
        parseLldp(json0, QStringLiteral("leaf01.json"), QStringLiteral("leaf01"));
    REQUIRE(read.ok());
    REQUIRE(read.value().size() == 2);
    const LldpNeighbor &host = read.value()[0];
    CHECK(host.localHost == QLatin1String("leaf01"));
    CHECK(host.localInterface == QLatin1String("eth0"));
    CHECK(host.remoteHost == QLatin1String("ns-2.example.com"));
    CHECK(host.remotePort == QLatin1String("eth1")); // a MAC as port id: the description names the port
    CHECK(host.remotePortId == QLatin1String("00:00:00:00:00:02"));
    const LldpNeighbor &spine = read.value()[1];
    CHECK(spine.remoteHost == QLatin1String("spine01"));
    CHECK(spine.remotePort == QLatin1String("swp1")); // an ifname port id is the port
}

TEST_CASE("LLDP: lldpcli -f json, whose nesting follows the counts", "[lldp]")
{
    SECTION("one interface, one neighbour: objects keyed by name")
    {
        const QByteArray json = R"({"lldp": {"interface": {"eth0": {"via": "LLDP", "rid": "1",
            "chassis": {"ns-2.example.com": {"id": {"type": "mac", "value": "00:00:00:00:00:02"},
                                             "descr": "Spectacular GNU/Linux 2016"}},
            "port": {"id": {"type": "mac", "value": "00:00:00:00:00:02"}, "descr": "eth1", "ttl": "120"}}}}})";
        const Result<std::vector<LldpNeighbor>> read =
            parseLldp(json, QStringLiteral("h.json"), QStringLiteral("h"));
        REQUIRE(read.ok());
        REQUIRE(read.value().size() == 1);
        CHECK(read.value()[0].localInterface == QLatin1String("eth0"));
        CHECK(read.value()[0].remoteHost == QLatin1String("ns-2.example.com"));
        CHECK(read.value()[0].remotePort == QLatin1String("eth1"));
    }
    SECTION("several interfaces: an array of single-key objects, a chassis without a name")
    {
        const QByteArray json = R"({"lldp": {"interface": [
            {"swp1": {"via": "LLDP", "chassis": {"server01": {"id": {"type": "mac", "value": "48:b0:2d:76:ee:8e"}}},
                      "port": {"id": {"type": "mac", "value": "48:b0:2d:76:ee:8e"}, "descr": "eth1"}}},
            {"swp2": {"via": "LLDP", "chassis": {"id": {"type": "mac", "value": "48:b0:2d:00:00:01"}},
                      "port": {"id": {"type": "local", "value": "7"}}}}]}})";
        const Result<std::vector<LldpNeighbor>> read =
            parseLldp(json, QStringLiteral("s.json"), QStringLiteral("s"));
        REQUIRE(read.ok());
        REQUIRE(read.value().size() == 2);
        CHECK(read.value()[0].remoteHost == QLatin1String("server01"));
        CHECK(read.value()[1].localInterface == QLatin1String("swp2"));
        CHECK(read.value()[1].remoteHost.isEmpty());
        CHECK(read.value()[1].remotePort == QLatin1String("7"));
    }
}

TEST_CASE("LLDP: a folder of reports, one per host, and broken input", "[lldp]")
{
    QTemporaryDir dir;
    for (const char *host : {"dgx-su1-n01", "dgx-su1-n02"}) {
        QFile f(dir.filePath(QLatin1String(host) + QStringLiteral(".json")));
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(R"({"lldp": [{"interface": [{"name": "enp1", "chassis": [{"name": [{"value": "sn5600-1"}]}],
                   "port": [{"id": [{"type": "ifname", "value": "swp3"}]}]}]}]})");
    }
    const Result<std::vector<LldpNeighbor>> all = readLldpPath(dir.path());
    REQUIRE(all.ok());
    REQUIRE(all.value().size() == 2);
    CHECK(all.value()[1].localHost == QLatin1String("dgx-su1-n02"));
    CHECK(all.value()[1].remotePort == QLatin1String("swp3"));

    const Result<std::vector<LldpNeighbor>> bad =
        parseLldp("{\n \"lldp\": [\n  oops\n]}", QStringLiteral("bad.json"), QStringLiteral("x"));
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().startsWith(QLatin1String("bad.json: line 3: not JSON")));
    const Result<std::vector<LldpNeighbor>> other =
        parseLldp("{\"a\": 1}", QStringLiteral("o.json"), QStringLiteral("x"));
    REQUIRE_FALSE(other.ok());
    CHECK(other.error().toString() == QLatin1String("o.json: not lldpcli JSON output (no \"lldp\" key)"));
    QTemporaryDir empty;
    CHECK_FALSE(readLldpPath(empty.path()).ok());
}
