#include "asbuilt/fabricinputs.h"
#include "asbuilt/lldpverification.h"
#include "designfixtures.h"
#include "io/designfile.h"
#include "lldpsynth.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

namespace {

Design superpod()
{
    Result<Design> d = loadDesign(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH));
    REQUIRE(d.ok());
    return d.takeValue();
}

const VerifiedLink *firstOf(const Verification &v, LinkStatus status)
{
    for (const VerifiedLink &l : v.links)
        if (l.status == status) return &l;
    return nullptr;
}

// The neighbour records of one host's interface.
std::vector<LldpNeighbor>::iterator recordOf(std::vector<LldpNeighbor> &all, const QString &host,
                                             const QString &ifname)
{
    return std::find_if(all.begin(), all.end(), [&](const LldpNeighbor &n) {
        return n.localHost == host && n.localInterface == ifname;
    });
}

} // namespace

TEST_CASE("LLDP verify: the SuperPOD's Ethernet links built as drawn are all ok", "[verify][lldp]")
{
    const Design d = superpod();
    const std::vector<LldpNeighbor> lldp = lldpOf(d);
    REQUIRE(lldp.size() >= 2 * 31); // at least every DGX's BMC, from both ends
    const Verification v = verifyLldp(d, lldp);
    CAPTURE(QStringList(v.summary().keys()).join(QLatin1Char(',')).toStdString());
    REQUIRE(v.summary().keys() == QStringList{QStringLiteral("ok")});
    CHECK(v.summary().value(QStringLiteral("ok")) == int(lldp.size()) / 2);
    // No InfiniBand link among them (compute and storage fabrics, the UFM appliances): those are
    // ibnetdiscover's. Ethernet links between OSFP ports (in-band leaves and spines) are LLDP's.
    for (const VerifiedLink &l : v.links)
        for (const QString &end : {l.design.a, l.design.b}) {
            INFO(end.toStdString());
            const bool infiniband = end.startsWith(QLatin1String("cmp-")) ||
                                    end.startsWith(QLatin1String("sto-")) ||
                                    end.startsWith(QLatin1String("ufm"));
            CHECK_FALSE((infiniband && !end.endsWith(QLatin1String(":mgmt")) &&
                         !end.endsWith(QLatin1String(":bmc"))));
        }
}

TEST_CASE("LLDP verify: swapped, missing, wrong and unknown neighbours", "[verify][lldp]")
{
    const Design d = superpod();
    std::vector<LldpNeighbor> lldp = lldpOf(d);
    // Two hosts' BMC cables exchanged at the management switch: each BMC reaches the other's switch port.
    auto bmcA = std::find_if(lldp.begin(), lldp.end(),
                             [](const LldpNeighbor &n) { return n.localInterface == QLatin1String("bmc"); });
    REQUIRE(bmcA != lldp.end());
    auto bmcB = std::find_if(bmcA + 1, lldp.end(), [&](const LldpNeighbor &n) {
        return n.localInterface == QLatin1String("bmc") && n.remoteHost == bmcA->remoteHost;
    });
    REQUIRE(bmcB != lldp.end());
    const QString hostA = bmcA->localHost, hostB = bmcB->localHost;
    const QString portA = bmcA->remotePort, portB = bmcB->remotePort;
    const QString mgmtSwitch = bmcA->remoteHost;
    bmcA->remotePort = portB;
    bmcB->remotePort = portA;
    recordOf(lldp, mgmtSwitch, portA)->remoteHost = hostB;
    recordOf(lldp, mgmtSwitch, portB)->remoteHost = hostA;
    // An in-band link gone: neither end sees the other.
    auto inband2 = std::find_if(lldp.begin(), lldp.end(), [](const LldpNeighbor &n) {
        return n.localInterface == QLatin1String("inband2");
    });
    REQUIRE(inband2 != lldp.end());
    const LldpNeighbor gone = *inband2;
    lldp.erase(inband2);
    lldp.erase(recordOf(lldp, gone.remoteHost, gone.remotePort));
    // An in-band port that reaches a device no design has.
    auto inband = std::find_if(lldp.begin(), lldp.end(), [](const LldpNeighbor &n) {
        return n.localInterface == QLatin1String("inband1");
    });
    REQUIRE(inband != lldp.end());
    const QString inbandHost = inband->localHost;
    lldp.erase(recordOf(lldp, inband->remoteHost, inband->remotePort));
    inband = recordOf(lldp, inbandHost, QStringLiteral("inband1"));
    inband->remoteHost = QStringLiteral("lab-switch.example.com");
    inband->remotePort = QStringLiteral("Ethernet1/1");

    const Verification v = verifyLldp(d, lldp);
    const QMap<QString, int> summary = v.summary();
    CAPTURE(QStringList(summary.keys()).join(QLatin1Char(',')).toStdString());
    CHECK(summary.value(QStringLiteral("swapped")) == 1);
    CHECK(summary.value(QStringLiteral("missing")) == 1);
    CHECK(summary.value(QStringLiteral("wrong-peer")) == 1);
    CHECK(summary.value(QStringLiteral("ok")) == int(lldpOf(d).size()) / 2 - 4);
    const VerifiedLink *swapped = firstOf(v, LinkStatus::Swapped);
    REQUIRE(swapped);
    CHECK(QString(swapped->design.a + swapped->design.b).contains(hostA + QStringLiteral(":bmc")));
    CHECK(QString(swapped->pairedWith.a + swapped->pairedWith.b).contains(hostB + QStringLiteral(":bmc")));
    const VerifiedLink *missing = firstOf(v, LinkStatus::Missing);
    REQUIRE(missing);
    const QString goneEnd = QStringLiteral("%1:%2").arg(gone.localHost, gone.localInterface);
    CHECK((missing->design.a == goneEnd || missing->design.b == goneEnd));
    const VerifiedLink *wrong = firstOf(v, LinkStatus::WrongPeer);
    REQUIRE(wrong);
    CHECK(wrong->found.b == QLatin1String("lab-switch.example.com Ethernet1/1"));
}

TEST_CASE("LLDP verify: hosts' own interface names placed by an interface-name map", "[verify][lldp]")
{
    const Design d = superpod();
    std::vector<LldpNeighbor> lldp = lldpOf(d);
    // The DGX's OS names its ports its own way; the map says which is which.
    const QHash<QString, QString> osNames{{QStringLiteral("bmc"), QStringLiteral("bmc0")},
                                          {QStringLiteral("inband1"), QStringLiteral("enp41s0f0np0")},
                                          {QStringLiteral("inband2"), QStringLiteral("enp41s0f1np1")}};
    const auto isDgx = [&d](const QString &host) {
        return d.deviceType(d.devices().find(host)).id == QLatin1String("dgx-h100");
    };
    QString aDgx;
    for (LldpNeighbor &n : lldp) {
        if (isDgx(n.localHost)) {
            n.localInterface = osNames.value(n.localInterface, n.localInterface);
            aDgx = n.localHost;
        }
        if (isDgx(n.remoteHost)) n.remotePort = osNames.value(n.remotePort, n.remotePort);
    }
    REQUIRE_FALSE(aDgx.isEmpty());
    const Verification unmapped = verifyLldp(d, lldp);
    CHECK_FALSE(unmapped.allOk());
    const QByteArray map = "# DGX H100 as our image names its ports\n"
                           "device,port,ifname\n"
                           "dgx-h100,inband1,enp41s0f0np0\n"
                           "dgx-h100,inband2,enp41s0f1np1\n"
                           "bmc,bmc0\n";
    const Result<std::vector<IfnameRule>> rules = parseIfnameMap(map, QStringLiteral("ifnames.csv"));
    REQUIRE(rules.ok());
    REQUIRE(rules.value().size() == 3);
    CHECK(rules.value()[0].scope == QLatin1String("dgx-h100"));
    CHECK(rules.value()[2].scope.isEmpty());
    const Verification mapped = verifyLldp(d, lldp, rules.value());
    CAPTURE(QStringList(mapped.summary().keys()).join(QLatin1Char(',')).toStdString());
    CHECK(mapped.allOk());
    // A device's own rule outranks its type's.
    std::vector<IfnameRule> particular = rules.value();
    particular.push_back({aDgx, QStringLiteral("inband2"), QStringLiteral("enp41s0f0np0")});
    CHECK_FALSE(verifyLldp(d, lldp, particular).allOk());
}

TEST_CASE("LLDP verify: a broken interface-name map names its line", "[verify][lldp]")
{
    const Result<std::vector<IfnameRule>> bad =
        parseIfnameMap("port,ifname\nbmc,bmc0\nbmc\n", QStringLiteral("ifnames.csv"));
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().contains(QLatin1String("ifnames.csv")));
    CHECK(bad.error().toString().contains(QLatin1String("line 3")));
}

TEST_CASE("Verify against a dump and LLDP reports at once: one list, each link judged once", "[verify][lldp]")
{
    const Design d = superpod();
    QTemporaryDir dir;
    writeLldpFolder(lldpOf(d), dir.path());
    FabricInputs inputs;
    inputs.lldp = dir.path();
    const Result<LoadedFabric> loaded = loadFabricInputs(inputs);
    REQUIRE(loaded.ok());
    CHECK(loaded.value().hasLldp);
    CHECK_FALSE(loaded.value().hasIb);
    const Verification v = verifyDiscovered(d, loaded.value());
    CHECK(v.allOk());
    CHECK(v.links.size() == lldpOf(d).size() / 2);
    CHECK_FALSE(loadFabricInputs(FabricInputs()).ok()); // nothing to compare
}
