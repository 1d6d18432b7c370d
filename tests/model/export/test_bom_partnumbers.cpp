#include "catalog/partnumber.h"
#include "catalog/pricelist.h"
#include "commands/catalogcommands.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/bom.h"
#include "export/bomwriter.h"
#include "export/kitcontents.h"
#include "generatesupport.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const BomLine *lineWith(const Bom &bom, const QString &partId)
{
    for (const BomLine &l : bom.lines)
        if (l.partIds.contains(partId)) return &l;
    return nullptr;
}

void setDeviceAirflow(Design &d, const QString &typeId, Airflow airflow)
{
    const int type = d.catalog.deviceTypes.indexOf(typeId);
    for (int v : d.devices().live())
        if (d.devices().at(v).type == type) d.device(v).airflow = airflow;
}

} // namespace

TEST_CASE("Every bundled part says how it is ordered, and how sure the catalog is", "[catalog][bom]")
{
    const Catalog &c = bundledCatalog();
    const auto checkSource = [](const QString &id, const QJsonObject &sources, const char *field) {
        INFO(id.toStdString() << " " << field);
        const QJsonObject source = sources.value(QLatin1String(field)).toObject();
        CHECK(QStringList{"C", "V", "D", "U"}.contains(source.value(QLatin1String("confidence")).toString()));
        CHECK_FALSE(source.value(QLatin1String("source")).toString().isEmpty());
    };
    for (const DeviceType &t : c.deviceTypes) {
        if (!t.variantOf.isEmpty()) {
            // A role variant is ordered as its product.
            CHECK(t.order.partNumber.isEmpty());
            continue;
        }
        INFO(t.id.toStdString());
        // A product whose orderable code no source gives has none, never its product name in its place
        // (the BOM then says "order code to confirm"); its source says why.
        const bool unknown =
            QStringList{"dgx-h100",           "dgx-h200",          "gb200-compute-tray", "gb300-compute-tray",
                        "nvlink-switch-tray", "nvl72-power-shelf", "ufm-appliance"}
                .contains(t.id);
        CHECK(t.order.partNumber.isEmpty() == unknown);
        if (!t.order.partNumber.isEmpty()) {
            CHECK_FALSE(t.order.partNumber.contains(QLatin1Char(' '))); // a code, not "DGX H100"
            CHECK(t.order.partNumber != t.model);
        }
        checkSource(t.id, t.sources, "part_number");
        if (unknown)
            CHECK(t.sources.value(QLatin1String("part_number"))
                      .toObject()
                      .value(QLatin1String("source"))
                      .toString()
                      .contains(QLatin1String("[gap]")));
        if (!t.reversePartNumber.isEmpty()) checkSource(t.id, t.sources, "reverse_part_number");
    }
    for (const Transceiver &t : c.transceivers) {
        if (t.id == QLatin1String("Q3450-LD-CPO")) continue; // built into the switch, never ordered
        INFO(t.id.toStdString());
        CHECK_FALSE(t.order.partNumber.isEmpty());
        checkSource(t.id, t.sources, "part_number");
    }
    for (const CableType &t : c.cableTypes) {
        INFO(t.id.toStdString());
        CHECK((!t.order.partNumber.isEmpty() || !t.partNumbers.isEmpty()));
        if (!t.order.partNumber.isEmpty()) checkSource(t.id, t.sources, "part_number");
    }
    for (const RackType &t : c.rackTypes) {
        CHECK_FALSE(t.order.partNumber.isEmpty());
        checkSource(t.id, t.sources, "part_number");
    }
    // Generic parts say so; NVIDIA's products do not.
    CHECK(c.cableTypes.find(QStringLiteral("MPO12-TRUNK-SM-B"))->order.generic);
    CHECK(c.deviceTypes.find(QStringLiteral("pp-mpo12-apc-24"))->order.generic);
    CHECK_FALSE(c.deviceTypes.find(QStringLiteral("qm9700"))->order.generic);
}

TEST_CASE("A generated 1-SU DGX H100 pod's BOM orders every NVIDIA product by its part number, one line each",
          "[export][bom][generate]")
{
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 1));
    const Bom bom = buildBom(f.design);
    // Leaf and spine QM9700 are one product: one line, by NVIDIA's SKU.
    const auto qm = std::count_if(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) {
        return l.partIds.contains(QLatin1String("qm9700")) ||
               l.partIds.contains(QLatin1String("qm9700-spine"));
    });
    CHECK(qm == 1);
    const BomLine *switches = lineWith(bom, QStringLiteral("qm9700-spine"));
    REQUIRE(switches);
    CHECK(switches->partNumber == QLatin1String("920-9B210-00FN-0M0"));
    CHECK(switches->partIds == QStringList{"qm9700", "qm9700-spine"});
    CHECK(switches->status == PartNumberStatus::Confirmed);
    CHECK(switches->airflow == Airflow::P2C);
    // Only the products whose orderable code no source gives (the DGX H100, the UFM appliance) are ordered
    // under their catalog id, and people-facing documents say "order code to confirm" there.
    for (const BomLine &l : bom.lines) {
        INFO(l.partNumber.toStdString());
        CHECK((l.status == PartNumberStatus::CatalogId) ==
              (l.partId == QLatin1String("dgx-h100") || l.partId == QLatin1String("ufm-appliance")));
        if (l.lengthM && !l.namesLength) CHECK(l.status == PartNumberStatus::Generic);
    }
    CHECK(lineWith(bom, QStringLiteral("sn2201"))->partNumber == QLatin1String("920-9N110-00F1-0C0"));
    const BomLine *dgx = lineWith(bom, QStringLiteral("dgx-h100"));
    CHECK(dgx->partNumber == QLatin1String("dgx-h100"));
    CHECK(bomMarkedPartNumber(*dgx) == QLatin1String("order code to confirm"));
    CHECK(bomLineDescription(*dgx) == QLatin1String("NVIDIA DGX H100"));
    CHECK(bomLineRemarks(*dgx).contains(QLatin1String("confirm the order code")));
    // The JSON carries what the buyer needs to judge each line.
    const QJsonArray lines =
        QJsonDocument::fromJson(bomToJson(bom)).object().value(QLatin1String("lines")).toArray();
    bool found = false;
    for (const QJsonValue &v : lines) {
        const QJsonObject l = v.toObject();
        if (l.value(QLatin1String("part_number")).toString() != QLatin1String("920-9B210-00FN-0M0")) continue;
        found = true;
        CHECK(l.value(QLatin1String("part_number_status")).toString() == QLatin1String("confirmed"));
        CHECK(l.value(QLatin1String("airflow")).toString() == QLatin1String("p2c"));
        CHECK(l.value(QLatin1String("catalog_ids")).toArray() == QJsonArray{"qm9700", "qm9700-spine"});
    }
    CHECK(found);
}

TEST_CASE("A switch is ordered in the airflow its device or the hall asks for", "[export][bom][airflow]")
{
    Design d = generate(preset("dgx-h100-superpod", 1)).design;
    const int qmCount = int(lineWith(buildBom(d), QStringLiteral("qm9700"))->quantity);

    SECTION("ports toward the cold aisle: the C2P model, unconfirmed")
    {
        d.settings.switchPortsFace = PortsFace::ColdAisle;
        // The generator mounts switches sold in one airflow for it; this hall's SN4600C follow the hall.
        setDeviceAirflow(d, QStringLiteral("sn4600c"), Airflow::None);
        const Bom bom = buildBom(d);
        const BomLine *qm = lineWith(bom, QStringLiteral("qm9700"));
        CHECK(qm->partNumber == QLatin1String("MQM9700-NS2R"));
        CHECK(qm->airflow == Airflow::C2P);
        CHECK(qm->status == PartNumberStatus::Unconfirmed);
        CHECK(qm->quantity == qmCount);
        // The SN4600C has no C2P part number in the catalog: its line says so rather than ordering the P2C.
        const BomLine *inband = lineWith(bom, QStringLiteral("sn4600c"));
        REQUIRE(inband);
        CHECK(inband->partNumber == QLatin1String("920-9N302-00F7-0C2"));
        CHECK(inband->status == PartNumberStatus::Unconfirmed);
        CHECK(inband->note.contains(QLatin1String("no part number of the C2P airflow")));
        // Servers have no airflow to order.
        CHECK(lineWith(bom, QStringLiteral("dgx-h100"))->airflow == Airflow::None);
    }
    SECTION("one device's own airflow splits its line")
    {
        const int leaf = d.catalog.deviceTypes.indexOf(QStringLiteral("qm9700-spine"));
        int spine = -1;
        for (int v : d.devices().live())
            if (d.devices().at(v).type == leaf) spine = v;
        REQUIRE(spine >= 0);
        d.device(spine).airflow = Airflow::C2P;
        const Bom bom = buildBom(d);
        std::vector<const BomLine *> qm;
        for (const BomLine &l : bom.lines)
            if (l.partIds.contains(QLatin1String("qm9700-spine"))) qm.push_back(&l);
        REQUIRE(qm.size() == 2);
        CHECK(qm[0]->airflow == Airflow::P2C);
        CHECK(qm[1]->airflow == Airflow::C2P);
        CHECK(qm[0]->quantity + qm[1]->quantity == qmCount);
        CHECK(qm[1]->quantity == 1);
    }
    SECTION("a switch sold in one airflow, asked for the other, is named as such")
    {
        Design x = generate(preset("dgx-b300-xdr-superpod", 1)).design;
        setDeviceAirflow(x, QStringLiteral("q3400"), Airflow::P2C);
        const Bom bom = buildBom(x); // the lines live as long as their BOM
        const BomLine *q = lineWith(bom, QStringLiteral("q3400"));
        REQUIRE(q);
        CHECK(q->partNumber == QLatin1String("920-9B36F-00RX-8S0"));
        CHECK(q->status == PartNumberStatus::Unconfirmed);
        CHECK(q->note.contains(QLatin1String("920-9B36F-00RX-8S0 is the C2P product")));
    }
}

TEST_CASE("A price list names a part by its part number or its catalog id", "[export][bom][prices]")
{
    Document doc(generate(preset("dgx-h100-superpod", 1)).design);
    SetPrices(&doc, {{QStringLiteral("920-9B210-00FN-0M0"), 31450, std::nullopt, 2},
                     {QStringLiteral("sn2201"), 9000, std::nullopt, 3},
                     {QStringLiteral("TRK-MPO12-OS2-APC-B"), 40, 1.5, 4}})
        .redo();
    const Catalog &c = doc.design().catalog;
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700"))->price == 31450);
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700-spine"))->price == 31450); // its variant, by the SKU
    CHECK(c.deviceTypes.find(QStringLiteral("sn2201"))->price == 9000);
    CHECK(c.cableTypes.find(QStringLiteral("MPO12-TRUNK-SM-B"))->pricePerM == 1.5);
    const QList<PriceEntry> list{{QStringLiteral("MQM9700-NS2R"), 1, std::nullopt, 2}};
    CHECK(unknownParts(c, list).isEmpty()); // the other airflow's SKU names the same part
    const Bom bom = buildBom(doc.design());
    const BomLine *qm = lineWith(bom, QStringLiteral("qm9700"));
    CHECK(qm->unitPrice == 31450);
    CHECK(qm->extendedPrice == 31450 * double(qm->quantity));
}

TEST_CASE("The generator mounts a switch sold in one airflow for it", "[export][bom][airflow][generate]")
{
    const Design x = generate(preset("dgx-b300-xdr-superpod", 1)).design;
    const Bom bom = buildBom(x);
    const BomLine *q = lineWith(bom, QStringLiteral("q3400"));
    REQUIRE(q);
    CHECK(q->partNumber == QLatin1String("920-9B36F-00RX-8S0"));
    CHECK(q->airflow == Airflow::C2P);
    // It goes against the hall's P2C switches: the line tells the installer which way to mount it.
    CHECK(q->note ==
          QLatin1String("C2P where the hall's switches are P2C: mount its ports toward the cold aisle"));
    // A switch sold in both follows the hall.
    for (int v : x.devices().live())
        if (x.catalog.deviceTypes.at(x.devices().at(v).type).id == QLatin1String("sn2201"))
            CHECK(x.devices().at(v).airflow == Airflow::None);
}

TEST_CASE("An NVL72 rack is ordered as one system, its optics apart", "[export][bom][kits]")
{
    const Design d = generate(preset("dgx-gb200-superpod", 1)).design;
    const Bom bom = buildBom(d);
    const BomLine *rack = lineWith(bom, QStringLiteral("gb200-nvl72"));
    REQUIRE(rack);
    CHECK(rack->partNumber == QLatin1String("DGXG-0072F+P1CMI36"));
    CHECK(rack->quantity == 8);
    // No tray, NVLink switch, power shelf or in-rack SN2201 is ordered on its own...
    for (const char *id : {"gb200-compute-tray", "nvlink-switch-tray", "nvl72-power-shelf"})
        CHECK_FALSE(lineWith(bom, QLatin1String(id)));
    // ...but the network's SN2201 still are, and the trays' optics.
    qint64 sn2201 = 0;
    for (int v : d.devices().live())
        if (d.catalog.deviceTypes.at(d.devices().at(v).type).id == QLatin1String("sn2201") &&
            !d.devices().at(v).id.contains(QLatin1String("-oob")))
            ++sn2201;
    const BomLine *oob = lineWith(bom, QStringLiteral("sn2201"));
    REQUIRE(oob);
    CHECK(oob->quantity == sn2201);
    CHECK(bom.totals.transceivers > 8 * 18 * 4);
}

TEST_CASE("Part numbers, airflows and the aisle setting round trip through JSON and native",
          "[io][bom][roundtrip]")
{
    Design d = generate(preset("dgx-h100-superpod", 1)).design;
    d.settings.switchPortsFace = PortsFace::ColdAisle;
    setDeviceAirflow(d, QStringLiteral("sn2201"), Airflow::P2C);
    DeviceType custom = *d.catalog.deviceTypes.find(QStringLiteral("qm9700"));
    custom.order.partNumber = QStringLiteral("MQM9700-NS2F");
    custom.reversePartNumber = QStringLiteral("MQM9700-NS2R");
    d.catalog.deviceTypes.upsert(custom, true);
    CableType trunk = *d.catalog.cableTypes.find(QStringLiteral("MPO12-TRUNK-SM-B"));
    trunk.order.partNumber = QStringLiteral("EDGE-TRUNK");
    trunk.partNumbers.insert(10, QStringLiteral("EDGE-TRUNK-010"));
    trunk.confirmedLengthsM = {10};
    d.catalog.cableTypes.upsert(trunk, true);

    const QByteArray json = writeJsonDesign(d);
    const Design fromJson = loadJsonText(json);
    CHECK(writeJsonDesign(fromJson) == json);
    CHECK(fromJson.settings.switchPortsFace == PortsFace::ColdAisle);
    CHECK(fromJson.catalog.deviceTypes.find(QStringLiteral("qm9700"))->order.partNumber ==
          QLatin1String("MQM9700-NS2F"));
    CHECK(fromJson.catalog.cableTypes.find(QStringLiteral("MPO12-TRUNK-SM-B"))->confirmedLengthsM ==
          QList<double>{10});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    REQUIRE(saveNativeDesign(fromJson, path).ok());
    const Result<Design> native = readNativeDesign(path, bundledCatalog());
    REQUIRE(native.ok());
    CHECK(writeJsonDesign(native.value()) == json);
    // And the BOM reads them: the 10 m trunk by its confirmed length, the SN2201 by its own airflow.
    const Bom bom = buildBom(native.value());
    const BomLine *sn2201 = lineWith(bom, QStringLiteral("sn2201"));
    CHECK(sn2201->partNumber == QLatin1String("920-9N110-00F1-0C0"));
    bool trunkFound = false;
    for (const BomLine &l : bom.lines)
        if (l.partNumber == QLatin1String("EDGE-TRUNK-010")) {
            trunkFound = true;
            CHECK(l.status == PartNumberStatus::Confirmed);
            CHECK(l.namesLength);
        }
    CHECK(trunkFound);
}

namespace {

qint64 accessoryCount(const Bom &bom, const char *id)
{
    for (const BomLine &l : bom.lines)
        if (l.category == BomCategory::Accessory && l.partIds.contains(QLatin1String(id))) return l.quantity;
    return 0;
}

} // namespace

TEST_CASE("A rack's PDUs, power cords, blanking panels and cable managers are on the BOM",
          "[export][bom][accessories]")
{
    const Design d = generate(preset("dgx-h100-superpod", 1)).design;
    const Bom bom = buildBom(d);
    qint64 dgx = 0, c14 = 0, emptyU = 0, networkRacks = 0, computeRacks = 0;
    std::map<int, int> usedU;
    std::map<int, bool> gpu, network;
    for (int v : d.devices().live()) {
        const Device &dev = d.devices().at(v);
        const DeviceType &t = d.catalog.deviceTypes.at(dev.type);
        const QString product = t.variantOf.isEmpty() ? t.id : t.variantOf;
        if (t.id == QLatin1String("dgx-h100")) ++dgx;
        if (product == QLatin1String("qm9700") || t.id == QLatin1String("sn2201") ||
            t.id == QLatin1String("sn4600c"))
            c14 += 2;
        usedU[dev.rack] += t.heightU;
        gpu[dev.rack] = gpu[dev.rack] || t.role == Role::GpuServer;
        network[dev.rack] = network[dev.rack] || isSwitchRole(t.role) || t.role == Role::PatchPanel;
    }
    for (const auto &[rack, used] : usedU) {
        emptyU += d.racks().at(rack).heightU - used;
        if (gpu[rack])
            ++computeRacks;
        else if (network[rack])
            ++networkRacks;
    }
    // A power cord per PSU, as its inlet takes: 6 locking C19-C20 per DGX, 2 C13-C14 per switch.
    CHECK(accessoryCount(bom, "cord-c19-c20-locking") == 6 * dgx);
    CHECK(accessoryCount(bom, "cord-c13-c14") == c14);
    CHECK(accessoryCount(bom, "blank-1u") == emptyU);
    CHECK(accessoryCount(bom, "vcm-pair") == networkRacks);
    // A compute rack of 4 DGX H100 draws about 41 kW: two 34.5 kVA PDUs per feed at 80 %, feeds A and B.
    CHECK(computeRacks == 8);
    CHECK(accessoryCount(bom, "pdu-raritan-px3-5878") >= 4 * computeRacks);
    CHECK(accessoryCount(bom, "pdu-raritan-px3-5878") % 2 == 0);
    qint64 sum = 0;
    for (const BomLine &l : bom.lines)
        if (l.category == BomCategory::Accessory) sum += l.quantity;
    CHECK(bom.totals.accessories == sum);
    // The SN5600 and UFM appliance inlets are not known: the BOM says what it left out.
    REQUIRE(bom.notes.size() == 1);
    CHECK(bom.notes.front() ==
          QLatin1String(
              "16 PSUs of an unknown inlet (sn5600, ufm-appliance): their power cords are not ordered"));
    const QJsonObject json = QJsonDocument::fromJson(bomToJson(bom)).object();
    CHECK(json.value(QLatin1String("totals")).toObject().value(QLatin1String("accessories")).toDouble() ==
          double(sum));
    CHECK(json.value(QLatin1String("notes")).toArray().size() == 1);
}

TEST_CASE("An NVL72 rack comes powered: no PDU, cord or blanking panel is ordered for it",
          "[export][bom][accessories][kits]")
{
    const Design d = generate(preset("dgx-gb200-superpod", 1)).design;
    const Bom bom = buildBom(d);
    qint64 kitRacks = 0;
    for (int r : d.racks().live())
        if (d.racks().at(r).type >= 0 && d.catalog.rackTypes.at(d.racks().at(r).type).contentsIncluded)
            ++kitRacks;
    CHECK(kitRacks == 8);
    // Cords only for the network's switches (none for the busbar-fed trays).
    qint64 switchPsus = 0;
    const KitContents kits(d);
    for (int v : d.devices().live()) {
        const Device &dev = d.devices().at(v);
        if (dev.rack >= 0 && kits.isKitRack(dev.rack)) continue;
        const DeviceType &t = productOf(d.catalog, d.catalog.deviceTypes.at(dev.type));
        if (!t.psuInlet.isEmpty() && t.psuInlet != QLatin1String("busbar")) switchPsus += t.psus;
    }
    CHECK(accessoryCount(bom, "cord-c13-c14") + accessoryCount(bom, "cord-c19-c20-locking") == switchPsus);
}
