#include "design/design.h"
#include "designfixtures.h"
#include "io/bundledcatalog.h"
#include "io/designlimits.h"
#include "io/jsondesignwriter.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("The bundled catalog has the parts of the domain reference", "[catalog]")
{
    const Catalog &c = bundledCatalog();

    SECTION("servers and switches")
    {
        const DeviceType *dgx = c.deviceTypes.find(QStringLiteral("dgx-h100"));
        REQUIRE(dgx);
        CHECK(dgx->role == Role::GpuServer);
        // DGX H100 ConnectX-7 cages take flat-top modules: four twin-port cages cover the eight rails.
        int computeCages = 0;
        QList<int> rails;
        for (const PortDef &p : dgx->ports) {
            if (p.kind == PortKind::Cage && p.network == Network::Compute) {
                ++computeCages;
                CHECK(p.formFactor == QLatin1String("OSFP-RHS"));
                rails += p.rails;
            }
        }
        CHECK(computeCages == 4);
        // The user guide's port table: OSFP1 = GPUs 7 and 4, OSFP2 = 6 and 5, OSFP3 = 2 and 1, OSFP4 = 3 and
        // 0.
        CHECK(rails == QList<int>{8, 5, 7, 6, 3, 2, 4, 1});
        CHECK(dgx->ports[0].rdma == QStringList{"mlx5_11", "mlx5_6"});
        CHECK(dgx->ports[3].rdma == QStringList{"mlx5_5", "mlx5_0"});

        const DeviceType *qm = c.deviceTypes.find(QStringLiteral("qm9700"));
        REQUIRE(qm);
        CHECK(qm->role == Role::Leaf);
        CHECK(qm->heightU == 1);
        int osfp = 0;
        for (const PortDef &p : qm->ports)
            osfp += (p.kind == PortKind::Cage && p.formFactor == QLatin1String("OSFP")) ? 1 : 0;
        CHECK(osfp == 32);

        const DeviceType *sn = c.deviceTypes.find(QStringLiteral("sn5600"));
        REQUIRE(sn);
        CHECK(int(std::count_if(sn->ports.begin(), sn->ports.end(),
                                [](const PortDef &p) { return p.kind == PortKind::Cage; })) == 64);
        for (const char *id :
             {"dgx-b200", "hgx-8gpu", "sn2201", "ufm-appliance", "storage-server", "qm9700-spine"})
            CHECK(c.deviceTypes.find(QLatin1String(id)));

        // DGX B200: 10U, 14.3 kW (user guide, domain.md 7.5).
        const DeviceType *b200 = c.deviceTypes.find(QStringLiteral("dgx-b200"));
        CHECK(b200->heightU == 10);
        CHECK(b200->powerW == 14300.0);
    }

    SECTION("the in-band and storage Ethernet switch of a SuperPOD")
    {
        const DeviceType *sn = c.deviceTypes.find(QStringLiteral("sn4600c"));
        REQUIRE(sn);
        CHECK(sn->heightU == 2);
        CHECK(int(std::count_if(sn->ports.begin(), sn->ports.end(), [](const PortDef &p) {
                  return p.kind == PortKind::Cage && p.formFactor == QLatin1String("QSFP28");
              })) == 64);
        CHECK(sn->ports.back().connector == QLatin1String("RJ45"));
        CHECK(sn->ports.back().network == Network::Oob);
    }

    SECTION("patch panels: aligned and reversed MPO, LC")
    {
        const DeviceType *aligned = c.deviceTypes.find(QStringLiteral("pp-mpo12-apc-24"));
        const DeviceType *reversed = c.deviceTypes.find(QStringLiteral("pp-mpo12-apc-24-reversed"));
        const DeviceType *lc = c.deviceTypes.find(QStringLiteral("pp-lc-48"));
        REQUIRE(aligned);
        REQUIRE(reversed);
        REQUIRE(lc);
        CHECK(aligned->role == Role::PatchPanel);
        CHECK(aligned->ports.front().kind == PortKind::Adapter);
        CHECK(aligned->ports.front().connector == QLatin1String("MPO-12"));
        CHECK(aligned->ports.front().polish == Polish::Apc);
        CHECK(aligned->ports.front().adapter == AdapterMode::Aligned);
        CHECK(reversed->ports.front().adapter == AdapterMode::Reversed);
        CHECK(lc->ports.front().connector == QLatin1String("LC"));
        CHECK(lc->ports.size() == 48);
    }

    SECTION("LinkX transceivers")
    {
        const Transceiver *nm = c.transceivers.find(QStringLiteral("MMS4X00-NM"));
        REQUIRE(nm);
        CHECK(nm->formFactor == QLatin1String("OSFP"));
        CHECK(nm->connectors == 2);
        CHECK(nm->polish == Polish::Apc);
        CHECK(nm->gender == Gender::Pinned);
        CHECK(nm->reachM.value(FiberGrade::OS2) == 500.0);
        CHECK_FALSE(nm->reachM.has(FiberGrade::OM4));

        const Transceiver *sr4 = c.transceivers.find(QStringLiteral("MMA4Z00-NS"));
        REQUIRE(sr4);
        // Multimode NDR parts are APC, not UPC (domain.md 3).
        CHECK(sr4->polish == Polish::Apc);
        CHECK(sr4->media == QLatin1String("MMF"));
        CHECK(sr4->reachM.value(FiberGrade::OM3) == 30.0);
        CHECK(sr4->reachM.value(FiberGrade::OM4) == 50.0);
        CHECK(sr4->lossBudget(FiberGrade::OM4).has_value());

        const Transceiver *fr4 = c.transceivers.find(QStringLiteral("MMS4X50-NM"));
        REQUIRE(fr4);
        CHECK(fr4->connector == QLatin1String("LC"));
        CHECK(fr4->gender == Gender::None);
        CHECK(fr4->reachM.value(FiberGrade::OS2) == 2000.0);

        for (const char *id : {"MMS4X00-NS", "MMS4X00-NS400", "MMA4Z00-NS400", "MMA1Z00-NS400"})
            CHECK(c.transceivers.find(QLatin1String(id)));
        CHECK(c.transceivers.find(QStringLiteral("MMA1Z00-NS400"))->formFactor == QLatin1String("QSFP112"));

        // Single-port 400G single-mode for ConnectX-7 / BlueField-3 is MMS1X00-NS400 (domain.md 7.5).
        const Transceiver *dr4 = c.transceivers.find(QStringLiteral("MMS1X00-NS400"));
        REQUIRE(dr4);
        CHECK(dr4->formFactor == QLatin1String("QSFP112"));
        CHECK(dr4->polish == Polish::Apc);
        CHECK_FALSE(c.transceivers.find(QStringLiteral("MMS1Z00-NS400")));
        // Legacy 100G SR4 QSFP28 optics are UPC, unlike the NDR multimode parts.
        const Transceiver *sr4legacy = c.transceivers.find(QStringLiteral("MMA1B00-C100D"));
        REQUIRE(sr4legacy);
        CHECK(sr4legacy->polish == Polish::Upc);
        CHECK(sr4legacy->rateGbps == 100);
    }

    SECTION("cables")
    {
        const CableType *e30 = c.cableTypes.find(QStringLiteral("MFP7E30"));
        REQUIRE(e30);
        CHECK(e30->kind == CableKind::Fiber);
        CHECK(e30->polarity == Polarity::B);
        CHECK(e30->genderA == Gender::Unpinned);
        CHECK(e30->genderB == Gender::Unpinned);
        CHECK(e30->fiber == FiberGrade::OS2);
        CHECK(e30->connectorLossDb == 0.35);
        CHECK(e30->attenuationDbPerKm == 0.4);
        CHECK(e30->orderedLength(12.5) == 15.0);
        CHECK(e30->orderedLength(150) == 150.0);
        CHECK(e30->orderedLength(150.2) == 200.0);
        // Beyond every orderable length: whole metres (cli.md, bom).
        CHECK(e30->orderedLength(300.2) == 301.0);

        const CableType *e40 = c.cableTypes.find(QStringLiteral("MFP7E40"));
        REQUIRE(e40);
        CHECK(e40->legs == 2);
        CHECK(e40->maxChannelM == 50.0);

        const CableType *trunk = c.cableTypes.find(QStringLiteral("MPO12-TRUNK-SM-B"));
        REQUIRE(trunk);
        CHECK(trunk->genderA == Gender::Pinned);
        CHECK(trunk->genderB == Gender::Pinned);

        const CableType *dac = c.cableTypes.find(QStringLiteral("MCP4Y10-N"));
        REQUIRE(dac);
        CHECK(dac->kind == CableKind::Dac);
        CHECK(dac->maxLengthM == 2.0);
        CHECK(dac->lengthsM == QList<double>{0.5, 1, 1.5, 2});

        const CableType *splitter = c.cableTypes.find(QStringLiteral("MCP7Y00-N"));
        REQUIRE(splitter);
        CHECK(splitter->legs == 2);
        CHECK(c.cableTypes.find(QStringLiteral("MFP7E10")));
        CHECK(c.cableTypes.find(QStringLiteral("MFP7E20")));
        CHECK(c.cableTypes.find(QStringLiteral("LC-SM-AB"))->polarity == Polarity::AB);

        // Storage and in-band DACs: QSFP112 400G (3 m, 100G-PAM4) and QSFP28 100G.
        const CableType *q112 = c.cableTypes.find(QStringLiteral("MCP1650-N"));
        REQUIRE(q112);
        CHECK(q112->formFactorA == QLatin1String("QSFP112"));
        CHECK(q112->maxLengthM == 3.0);
        const CableType *q28 = c.cableTypes.find(QStringLiteral("MCP1600-C"));
        REQUIRE(q28);
        CHECK(q28->formFactorB == QLatin1String("QSFP28"));
        CHECK(c.cableTypes.find(QStringLiteral("MPO12-CORD-MM-UPC-B"))->polish == Polish::Upc);
    }
}

TEST_CASE("Every source note of the bundled catalog has a confidence tag", "[catalog]")
{
    const Catalog &c = bundledCatalog();
    int unconfirmed = 0;
    auto check = [&](const QString &id, const QJsonObject &sources) {
        INFO("part " << id.toStdString());
        CHECK_FALSE(sources.isEmpty());
        for (auto it = sources.begin(); it != sources.end(); ++it) {
            const QJsonObject note = it.value().toObject();
            const QString tag = note.value(QStringLiteral("confidence")).toString();
            INFO("field " << it.key().toStdString());
            CHECK(QStringList{"C", "V", "D", "U"}.contains(tag));
            CHECK_FALSE(note.value(QStringLiteral("source")).toString().isEmpty());
            unconfirmed += tag == QLatin1String("U") ? 1 : 0;
        }
    };
    for (const DeviceType &t : c.deviceTypes)
        check(t.id, t.sources);
    for (const Transceiver &t : c.transceivers)
        check(t.id, t.sources);
    for (const CableType &t : c.cableTypes)
        check(t.id, t.sources);
    // The catalog says where values are unconfirmed rather than presenting them as facts.
    CHECK(unconfirmed > 10);
}

namespace {

QList<const PortDef *> computeCages(const DeviceType &t)
{
    QList<const PortDef *> cages;
    for (const PortDef &p : t.ports)
        if (p.kind == PortKind::Cage && p.network == Network::Compute) cages << &p;
    return cages;
}

int cagesOf(const DeviceType &t, const QString &formFactor)
{
    return int(std::count_if(t.ports.begin(), t.ports.end(), [&](const PortDef &p) {
        return p.kind == PortKind::Cage && p.formFactor == formFactor;
    }));
}

} // namespace

TEST_CASE("The bundled catalog has the 2027 generation: NVL72, B300, XDR, 1.6T, Spectrum-X", "[catalog][xdr]")
{
    const Catalog &c = bundledCatalog();

    SECTION("DGX B300: eight ConnectX-8 flat-top cages, one rail each, BlueField-3 and a BMC")
    {
        const DeviceType *b300 = c.deviceTypes.find(QStringLiteral("dgx-b300"));
        REQUIRE(b300);
        CHECK(b300->role == Role::GpuServer);
        const QList<const PortDef *> cages = computeCages(*b300);
        REQUIRE(cages.size() == 8);
        for (int i = 0; i < 8; ++i) {
            CHECK(cages[i]->formFactor == QLatin1String("OSFP-RHS"));
            CHECK(cages[i]->rails == QList<int>{i + 1});
        }
        CHECK(cagesOf(*b300, QStringLiteral("QSFP112")) == 4);
        CHECK(b300->portIndex(QStringLiteral("bmc")) >= 0);
        CHECK(b300->powerFigure == PowerFigure::Maximum);
        // Unconfirmed values say so.
        CHECK(b300->sources.value(QStringLiteral("rails")).toObject().value(QStringLiteral("confidence")) ==
              QLatin1String("U"));
    }
    SECTION("DGX H200: the DGX H100's ports and port map")
    {
        const DeviceType *h200 = c.deviceTypes.find(QStringLiteral("dgx-h200"));
        const DeviceType *h100 = c.deviceTypes.find(QStringLiteral("dgx-h100"));
        REQUIRE(h200);
        CHECK(h200->ports == h100->ports);
    }
    SECTION("NVL72 trays: compute trays hold the GPUs; NVLink switch trays have management ports only")
    {
        const DeviceType *gb200 = c.deviceTypes.find(QStringLiteral("gb200-compute-tray"));
        REQUIRE(gb200);
        CHECK(gb200->role == Role::GpuServer);
        CHECK(gb200->heightU == 1);
        const QList<const PortDef *> cages = computeCages(*gb200);
        REQUIRE(cages.size() == 4);
        QStringList rdma;
        for (const PortDef *p : cages)
            rdma += p->rdma;
        CHECK(rdma == QStringList{"mlx5_0", "mlx5_1", "mlx5_4", "mlx5_5"});
        CHECK(cagesOf(*gb200, QStringLiteral("QSFP112")) == 4); // two dual-port BlueField-3

        const DeviceType *gb300 = c.deviceTypes.find(QStringLiteral("gb300-compute-tray"));
        REQUIRE(gb300);
        CHECK(gb300->role == Role::GpuServer);
        CHECK(computeCages(*gb300).size() == 4);
        for (const PortDef *p : computeCages(*gb300))
            CHECK(p->formFactor == QLatin1String("OSFP-RHS"));

        const DeviceType *nvl = c.deviceTypes.find(QStringLiteral("nvlink-switch-tray"));
        REQUIRE(nvl);
        QStringList names;
        for (const PortDef &p : nvl->ports) {
            names << p.name;
            CHECK(p.connector == QLatin1String("RJ45"));
        }
        CHECK(names == QStringList{"bmc", "eth0", "eth1"});
    }
    SECTION("Quantum-X800 and Spectrum-X switches")
    {
        const DeviceType *q3400 = c.deviceTypes.find(QStringLiteral("q3400"));
        REQUIRE(q3400);
        CHECK(q3400->heightU == 4);
        CHECK(cagesOf(*q3400, QStringLiteral("OSFP")) == 72);
        // 7 kW is the maximum with active cables: rack-power adds no optics to it.
        CHECK(q3400->powerFigure == PowerFigure::Maximum);
        CHECK(q3400->powerIncludesOptics);
        CHECK(c.deviceTypes.find(QStringLiteral("q3400-spine"))->variantOf == QLatin1String("q3400"));
        CHECK(cagesOf(*c.deviceTypes.find(QStringLiteral("q3200")), QStringLiteral("OSFP")) == 36);
        CHECK(cagesOf(*c.deviceTypes.find(QStringLiteral("sn5610")), QStringLiteral("OSFP")) == 64);
        // The QM9700's 1,720 W is a maximum with optics too.
        const DeviceType *qm = c.deviceTypes.find(QStringLiteral("qm9700"));
        CHECK(qm->powerW == 1720.0);
        CHECK(qm->powerFigure == PowerFigure::Maximum);
        CHECK(qm->powerIncludesOptics);

        // The co-packaged-optics switch: fixed MPO-12 ports with a built-in optic, no cages.
        const DeviceType *cpo = c.deviceTypes.find(QStringLiteral("q3450-ld"));
        REQUIRE(cpo);
        int fixedOptical = 0;
        for (const PortDef &p : cpo->ports) {
            CHECK(p.kind == PortKind::Fixed);
            if (p.connector != QLatin1String("MPO-12")) continue;
            ++fixedOptical;
            CHECK(c.transceivers.find(p.optic));
        }
        CHECK(fixedOptical == 144);
    }
    SECTION("XDR optics and copper: finned and flat-top 1.6T, the single-port 800G, active copper")
    {
        const Transceiver *ihs = c.transceivers.find(QStringLiteral("MMS4A00"));
        const Transceiver *rhs = c.transceivers.find(QStringLiteral("MMS4A00-RHS"));
        const Transceiver *solo = c.transceivers.find(QStringLiteral("MMS4A20"));
        REQUIRE(ihs);
        REQUIRE(rhs);
        REQUIRE(solo);
        CHECK(ihs->formFactor == QLatin1String("OSFP"));
        CHECK(rhs->formFactor == QLatin1String("OSFP-RHS"));
        CHECK(solo->formFactor == QLatin1String("OSFP-RHS"));
        CHECK(ihs->connectors == 2);
        CHECK(solo->connectors == 1);
        for (const Transceiver *t : {ihs, rhs, solo}) {
            CHECK(t->rateGbps == 800);
            CHECK(t->laneRateGbps == 200);
            CHECK(t->polish == Polish::Apc);
        }
        CHECK(c.transceivers.find(QStringLiteral("MMS4X00-NM"))->laneRateGbps == 100);
        for (const char *id : {"MCA4K00", "MCA4K50", "MCA7K10"})
            CHECK(c.cableTypes.find(QLatin1String(id))->kind == CableKind::Acc);
        CHECK(c.cableTypes.find(QStringLiteral("MCA7K10"))->legs == 2);
    }
    SECTION("NVL72 rack kits: 18 compute trays, 9 NVLink switch trays, management switches, a power limit")
    {
        for (const char *id : {"gb200-nvl72", "gb300-nvl72"}) {
            INFO(id);
            const RackType *kit = c.rackTypes.find(QLatin1String(id));
            REQUIRE(kit);
            QMap<QString, int> count;
            for (const RackContent &content : kit->contents)
                ++count[content.type];
            const QString tray = QLatin1String(id).startsWith(QLatin1String("gb200")) ? "gb200-compute-tray"
                                                                                      : "gb300-compute-tray";
            CHECK(count.value(tray) == 18);
            CHECK(count.value(QStringLiteral("nvlink-switch-tray")) == 9);
            CHECK(count.value(QStringLiteral("sn2201")) == 2);
            CHECK(kit->cooling == Cooling::Liquid);
            REQUIRE(kit->maxPowerKw);
        }
        CHECK(*c.rackTypes.find(QStringLiteral("gb300-nvl72"))->maxPowerKw == 142.0);
    }
    SECTION("the bundled catalog is within the format's limits: kits fit, built-in optics exist")
    {
        Design empty;
        empty.catalog = c;
        CHECK(checkDesignLimits(empty, QStringLiteral("catalog.json")).ok());
    }
}

TEST_CASE("Every bundled cable type has its outer diameter and bend radius, each with its source",
          "[catalog][pathways]")
{
    const Catalog &catalog = bundledCatalog();
    REQUIRE(catalog.cableTypes.size() > 0);
    for (const CableType &t : catalog.cableTypes) {
        INFO(t.id.toStdString());
        REQUIRE(t.outerDiameterMm);
        CHECK(*t.outerDiameterMm > 1);
        CHECK(*t.outerDiameterMm < 20);
        REQUIRE(t.minBendRadiusMm);
        CHECK(*t.minBendRadiusMm >= *t.outerDiameterMm * 4);
        if (t.minBendRadiusDynamicMm) CHECK(*t.minBendRadiusDynamicMm > *t.minBendRadiusMm);
        // Unconfirmed figures say so (docs/catalog-format.md).
        CHECK(t.sources.value(QStringLiteral("outer_diameter_mm"))
                  .toObject()
                  .contains(QStringLiteral("confidence")));
        CHECK(t.sources.value(QStringLiteral("min_bend_radius_mm"))
                  .toObject()
                  .contains(QStringLiteral("source")));
    }
}

TEST_CASE("A cable type's diameter and bend radii round-trip and are held to their limits",
          "[catalog][pathways]")
{
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    QJsonObject custom;
    custom[QStringLiteral("id")] = QStringLiteral("FAT-TRUNK");
    custom[QStringLiteral("kind")] = QStringLiteral("fiber");
    custom[QStringLiteral("connector")] = QStringLiteral("MPO-12");
    custom[QStringLiteral("polish")] = QStringLiteral("APC");
    custom[QStringLiteral("outer_diameter_mm")] = 12.8;
    custom[QStringLiteral("min_bend_radius_mm")] = 128;
    custom[QStringLiteral("min_bend_radius_dynamic_mm")] = 256;
    QJsonObject catalog = root[QStringLiteral("catalog")].toObject();
    QJsonArray types = catalog[QStringLiteral("cable_types")].toArray();
    types.append(custom);
    catalog[QStringLiteral("cable_types")] = types;
    root[QStringLiteral("catalog")] = catalog;
    const Design d = loadJsonText(toBytes(root));
    const int index = d.catalog.cableTypes.indexOf(QStringLiteral("FAT-TRUNK"));
    REQUIRE(index >= 0);
    const CableType &t = d.catalog.cableTypes.at(index);
    CHECK(t.outerDiameterMm == 12.8);
    CHECK(t.minBendRadiusMm == 128);
    CHECK(t.minBendRadiusDynamicMm == 256);
    const QByteArray written = writeJsonDesign(d);
    CHECK(written.contains("\"outer_diameter_mm\": 12.8"));
    CHECK(written.contains("\"min_bend_radius_dynamic_mm\": 256"));

    custom[QStringLiteral("outer_diameter_mm")] = 0;
    types.removeLast();
    types.append(custom);
    catalog[QStringLiteral("cable_types")] = types;
    root[QStringLiteral("catalog")] = catalog;
    Result<Design> refused = readJsonDesign(toBytes(root), QStringLiteral("x.json"), bundledCatalog());
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().toString().contains(QLatin1String("outer_diameter_mm")));
}
