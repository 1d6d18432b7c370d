#include "designfixtures.h"
#include "io/jsondesignreader.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

struct ErrorCase
{
    const char *what;
    std::function<void(QJsonObject &)> mutate;
    QString path;
    QString id;
    QString message;
};

void set(QJsonObject &o, const char *key, const QJsonValue &v)
{
    o[QLatin1String(key)] = v;
}

void editPort(QJsonObject &root, int type, int port, const std::function<void(QJsonObject &)> &fn)
{
    editItem(root, QStringLiteral("catalog.device_types"), type, [&](QJsonObject &t) {
        QJsonArray ports = t.value(QStringLiteral("ports")).toArray();
        QJsonObject p = ports[port].toObject();
        fn(p);
        ports[port] = p;
        t[QStringLiteral("ports")] = ports;
    });
}

void editEnd(QJsonObject &root, int cable, const char *end, const std::function<void(QJsonObject &)> &fn)
{
    editItem(root, QStringLiteral("cables"), cable, [&](QJsonObject &c) {
        QJsonObject e = c.value(QLatin1String(end)).toObject();
        fn(e);
        c[QLatin1String(end)] = e;
    });
}

auto cable0 = [](std::function<void(QJsonObject &)> fn) {
    return [fn](QJsonObject &root) { editItem(root, QStringLiteral("cables"), 0, fn); };
};
auto device0 = [](std::function<void(QJsonObject &)> fn) {
    return [fn](QJsonObject &root) { editItem(root, QStringLiteral("devices"), 0, fn); };
};
auto cableType0 = [](std::function<void(QJsonObject &)> fn) {
    return [fn](QJsonObject &root) { editItem(root, QStringLiteral("catalog.cable_types"), 0, fn); };
};
auto transceiver0 = [](std::function<void(QJsonObject &)> fn) {
    return [fn](QJsonObject &root) { editItem(root, QStringLiteral("catalog.transceivers"), 0, fn); };
};

const QString C0 = QStringLiteral("N1-R1-a");

std::vector<ErrorCase> errorCases()
{
    using S = QString;
    return {
        // The header.
        {"format missing",
         [](QJsonObject &r) { r.remove(QStringLiteral("format")); },
         S("format"),
         {},
         S("missing required key \"format\"")},
        {"not a railyard file",
         [](QJsonObject &r) { set(r, "format", S("netbox")); },
         S("format"),
         {},
         S("is not a Railyard design")},
        {"version missing",
         [](QJsonObject &r) { r.remove(QStringLiteral("version")); },
         S("version"),
         {},
         S("missing required key \"version\"")},
        {"version as a string",
         [](QJsonObject &r) { set(r, "version", S("1")); },
         S("version"),
         {},
         S("expected the integer 1, found a string")},
        {"fractional version",
         [](QJsonObject &r) { set(r, "version", 1.5); },
         S("version"),
         {},
         S("expected the integer 1, found 1.5")},
        {"newer version",
         [](QJsonObject &r) { set(r, "version", 2); },
         S("version"),
         {},
         S("written by a newer Railyard (format version 2)")},
        {"settings of the wrong type",
         [](QJsonObject &r) { set(r, "settings", 3); },
         S("settings"),
         {},
         S("expected an object, found a number")},
        {"cables not an array",
         [](QJsonObject &r) { set(r, "cables", QJsonObject()); },
         S("cables"),
         {},
         S("expected an array, found an object")},
        // Missing required keys.
        {"cable id",
         cable0([](QJsonObject &c) { c.remove(QStringLiteral("id")); }),
         S("cables[0].id"),
         {},
         S("missing required key \"id\"")},
        {"empty cable id",
         cable0([](QJsonObject &c) { set(c, "id", S("")); }),
         S("cables[0].id"),
         {},
         S("must not be empty")},
        {"cable type", cable0([](QJsonObject &c) { c.remove(QStringLiteral("type")); }), S("cables[0].type"),
         C0, S("missing required key \"type\"")},
        {"cable length", cable0([](QJsonObject &c) { c.remove(QStringLiteral("length_m")); }),
         S("cables[0].length_m"), C0, S("missing required key \"length_m\"")},
        {"zero length", cable0([](QJsonObject &c) { set(c, "length_m", 0); }), S("cables[0].length_m"), C0,
         S("greater than 0")},
        {"device type", device0([](QJsonObject &d) { d.remove(QStringLiteral("type")); }),
         S("devices[0].type"), S("node1"), S("missing required key \"type\"")},
        {"rack id",
         [](QJsonObject &r) {
             editItem(r, S("racks"), 1, [](QJsonObject &k) { k.remove(QStringLiteral("id")); });
         },
         S("racks[1].id"),
         {},
         S("missing required key \"id\"")},
        {"port name",
         [](QJsonObject &r) { editPort(r, 0, 1, [](QJsonObject &p) { p.remove(QStringLiteral("name")); }); },
         S("catalog.device_types[0].ports[1].name"), S("example-gpu-node"),
         S("missing required key \"name\"")},
        {"port kind",
         [](QJsonObject &r) { editPort(r, 0, 1, [](QJsonObject &p) { p.remove(QStringLiteral("kind")); }); },
         S("catalog.device_types[0].ports[1].kind"), S("osfp2"), S("missing required key \"kind\"")},
        {"cable type kind", cableType0([](QJsonObject &t) { t.remove(QStringLiteral("kind")); }),
         S("catalog.cable_types[0].kind"), S("example-mpo-cord-b"), S("missing required key \"kind\"")},
        {"fiber polish", cableType0([](QJsonObject &t) { t.remove(QStringLiteral("polish")); }),
         S("catalog.cable_types[0].polish"), S("example-mpo-cord-b"), S("missing required key \"polish\"")},
        {"transceiver polish", transceiver0([](QJsonObject &t) { t.remove(QStringLiteral("polish")); }),
         S("catalog.transceivers[0].polish"), S("example-2xdr4-flat"), S("missing required key \"polish\"")},
        {"endpoint device",
         [](QJsonObject &r) {
             editEnd(r, 0, "a", [](QJsonObject &e) { e.remove(QStringLiteral("device")); });
         },
         S("cables[0].a.device"), C0, S("missing required key \"device\"")},
        {"endpoint port",
         [](QJsonObject &r) { editEnd(r, 0, "b", [](QJsonObject &e) { e.remove(QStringLiteral("port")); }); },
         S("cables[0].b.port"), C0, S("missing required key \"port\"")},
        {"side on an adapter",
         [](QJsonObject &r) { editEnd(r, 0, "b", [](QJsonObject &e) { e.remove(QStringLiteral("side")); }); },
         S("cables[0].b.side"), C0, S("missing required key \"side\"")},
        // Wrong types.
        {"u as a string", device0([](QJsonObject &d) { set(d, "u", S("2")); }), S("devices[0].u"), S("node1"),
         S("expected an integer, found a string")},
        {"fractional u", device0([](QJsonObject &d) { set(d, "u", 2.5); }), S("devices[0].u"), S("node1"),
         S("expected an integer, found 2.5")},
        {"label as a number", cable0([](QJsonObject &c) { set(c, "label", 7); }), S("cables[0].label"), C0,
         S("expected a string, found a number")},
        {"endpoint as a string", cable0([](QJsonObject &c) { set(c, "a", S("node1:osfp1")); }),
         S("cables[0].a"), C0, S("expected an object, found a string")},
        {"sub zero", [](QJsonObject &r) { editEnd(r, 0, "a", [](QJsonObject &e) { set(e, "sub", 0); }); },
         S("cables[0].a.sub"), C0, S("numbered from 1")},
        {"lengths as text", cableType0([](QJsonObject &t) { set(t, "lengths_m", QJsonArray{S("3m")}); }),
         S("catalog.cable_types[0].lengths_m[0]"), S("example-mpo-cord-b"), S("length in metres")},
        {"reach per grade not a number", transceiver0([](QJsonObject &t) {
             set(t, "reach_m", QJsonObject{{S("OS2"), S("far")}});
         }),
         S("catalog.transceivers[0].reach_m.OS2"), S("example-2xdr4-flat"),
         S("expected a number, found a string")},
        // Duplicates.
        {"duplicate cable id", cable0([](QJsonObject &c) { set(c, "id", S("N1-R1-t")); }), S("cables[1].id"),
         S("N1-R1-t"), S("duplicate cable id \"N1-R1-t\"")},
        {"duplicate device id", device0([](QJsonObject &d) { set(d, "id", S("node2")); }), S("devices[1].id"),
         S("node2"), S("duplicate device id")},
        {"duplicate rack id",
         [](QJsonObject &r) { editItem(r, S("racks"), 1, [](QJsonObject &k) { set(k, "id", S("A01")); }); },
         S("racks[1].id"), S("A01"), S("duplicate rack id")},
        {"duplicate port name",
         [](QJsonObject &r) { editPort(r, 0, 1, [](QJsonObject &p) { set(p, "name", S("osfp1")); }); },
         S("catalog.device_types[0].ports[1]"), S("osfp1"), S("duplicate port name \"osfp1\"")},
        {"duplicate part id",
         [](QJsonObject &r) {
             editItem(r, S("catalog.cable_types"), 1,
                      [](QJsonObject &t) { set(t, "id", S("example-mpo-cord-b")); });
         },
         S("catalog.cable_types[1]"), S("example-mpo-cord-b"),
         S("duplicate id \"example-mpo-cord-b\" in cable_types")},
        // Enumerations.
        {"role typo",
         [](QJsonObject &r) {
             editItem(r, S("catalog.device_types"), 0,
                      [](QJsonObject &t) { set(t, "role", S("gpu_server")); });
         },
         S("catalog.device_types[0].role"), S("example-gpu-node"), S("\"gpu_server\" is not a valid role")},
        {"port kind typo",
         [](QJsonObject &r) { editPort(r, 0, 0, [](QJsonObject &p) { set(p, "kind", S("socket")); }); },
         S("catalog.device_types[0].ports[0].kind"), S("osfp1"), S("\"socket\" is not a valid kind")},
        {"network typo",
         [](QJsonObject &r) { editPort(r, 0, 0, [](QJsonObject &p) { set(p, "network", S("fabric")); }); },
         S("catalog.device_types[0].ports[0].network"), S("osfp1"), S("is not a valid network")},
        {"polish typo", cableType0([](QJsonObject &t) { set(t, "polish", S("apc")); }),
         S("catalog.cable_types[0].polish"), S("example-mpo-cord-b"), S("\"apc\" is not a valid polish")},
        {"gender typo", cableType0([](QJsonObject &t) { set(t, "gender_a", S("male")); }),
         S("catalog.cable_types[0].gender_a"), S("example-mpo-cord-b"), S("is not a valid gender_a")},
        {"fiber grade typo", cableType0([](QJsonObject &t) { set(t, "fiber", S("OS1")); }),
         S("catalog.cable_types[0].fiber"), S("example-mpo-cord-b"), S("is not a valid fiber")},
        {"reach grade typo", transceiver0([](QJsonObject &t) {
             set(t, "reach_m", QJsonObject{{S("SMF"), 500}});
         }),
         S("catalog.transceivers[0].reach_m.SMF"), S("example-2xdr4-flat"),
         S("\"SMF\" is not a fiber grade")},
        {"polarity typo", cableType0([](QJsonObject &t) { set(t, "polarity", S("D")); }),
         S("catalog.cable_types[0].polarity"), S("example-mpo-cord-b"), S("is not a valid polarity")},
        {"LC polarity on MPO", cableType0([](QJsonObject &t) { set(t, "polarity", S("A-B")); }),
         S("catalog.cable_types[0].polarity"), S("example-mpo-cord-b"), S("does not apply to MPO-12 cables")},
        {"adapter typo",
         [](QJsonObject &r) { editPort(r, 2, 0, [](QJsonObject &p) { set(p, "adapter", S("straight")); }); },
         S("catalog.device_types[2].ports[0].adapter"), S("P01"), S("is not a valid adapter")},
        {"side typo",
         [](QJsonObject &r) { editEnd(r, 0, "b", [](QJsonObject &e) { set(e, "side", S("back")); }); },
         S("cables[0].b.side"), C0, S("\"back\" is not a valid side")},
        {"cable kind typo", cableType0([](QJsonObject &t) { set(t, "kind", S("coper")); }),
         S("catalog.cable_types[0].kind"), S("example-mpo-cord-b"), S("is not a valid kind")},
        // Unknown references.
        {"unknown rack", device0([](QJsonObject &d) { set(d, "rack", S("Z99")); }), S("devices[0].rack"),
         S("node1"), S("unknown rack \"Z99\"")},
        {"unknown device type", device0([](QJsonObject &d) { set(d, "type", S("dgx-z900")); }),
         S("devices[0].type"), S("node1"), S("unknown device type \"dgx-z900\"")},
        {"unknown transceiver", device0([](QJsonObject &d) {
             set(d, "transceivers", QJsonObject{{S("osfp1"), S("nope")}});
         }),
         S("devices[0].transceivers.osfp1"), S("node1"), S("unknown transceiver \"nope\"")},
        {"transceiver in a non-cage port", device0([](QJsonObject &d) {
             set(d, "transceivers", QJsonObject{{S("bmc"), S("example-2xdr4-flat")}});
         }),
         S("devices[0].transceivers.bmc"), S("node1"), S("not a cage")},
        {"transceiver in a missing port", device0([](QJsonObject &d) {
             set(d, "transceivers", QJsonObject{{S("osfp9"), S("example-2xdr4-flat")}});
         }),
         S("devices[0].transceivers.osfp9"), S("node1"), S("has no port \"osfp9\"")},
        {"unknown cable type", cable0([](QJsonObject &c) { set(c, "type", S("MFP7E99")); }),
         S("cables[0].type"), C0, S("unknown cable type \"MFP7E99\"")},
        {"unknown device",
         [](QJsonObject &r) { editEnd(r, 0, "a", [](QJsonObject &e) { set(e, "device", S("node9")); }); },
         S("cables[0].a.device"), C0, S("unknown device \"node9\"")},
        {"unknown port",
         [](QJsonObject &r) { editEnd(r, 0, "a", [](QJsonObject &e) { set(e, "port", S("osfp9")); }); },
         S("cables[0].a.port"), C0, S("has no port \"osfp9\"")},
        // Splitters.
        {"splitter b as one endpoint", cable0([](QJsonObject &c) { set(c, "type", S("MFP7E40")); }),
         S("cables[0].b"), C0, S("one endpoint per leg")},
        {"splitter with too few legs", cable0([](QJsonObject &c) {
             set(c, "type", S("MFP7E40"));
             set(c, "b", QJsonArray{QJsonValue::Null});
         }),
         S("cables[0].b"), C0, S("has 2 legs, b lists 1")},
        {"array b on a plain cable",
         cable0([](QJsonObject &c) { set(c, "b", QJsonArray{QJsonValue::Null}); }), S("cables[0].b"), C0,
         S("not a splitter")},
    };
}

// Each case's mutation of `base`, read as `file`, is refused with the case's error naming the file.
void checkErrorCases(const QJsonObject &base, const std::vector<ErrorCase> &cases,
                     const QString &file = QStringLiteral("/designs/broken.json"))
{
    for (const ErrorCase &c : cases) {
        INFO("case: " << c.what);
        QJsonObject root = base;
        c.mutate(root);
        const Result<Design> r = readJsonDesign(toBytes(root), file, bundledCatalog());
        REQUIRE_FALSE(r.ok());
        const IoError &e = r.error();
        INFO(e.toString().toStdString());
        CHECK(e.file == file);
        CHECK(e.path == c.path);
        CHECK(e.objectId == c.id);
        CHECK(e.message.contains(c.message));
        CHECK(e.toString().startsWith(file + QStringLiteral(": ")));
    }
}

} // namespace

TEST_CASE("Every load error names the file, the JSON path and the object, and opens nothing", "[io][errors]")
{
    checkErrorCases(dataJson(QStringLiteral("two-racks.json")), errorCases());
}

TEST_CASE("Cables read in two halves at once report the first problem in the file, as read in order",
          "[io][errors]")
{
    using S = QString;
    const QJsonObject base = dataJson(QStringLiteral("sample-with-mistakes.json"));
    const int n = int(base.value(QStringLiteral("cables")).toArray().size());
    REQUIRE(n >= 40);
    const int early = 3, late = n - 5; // one in each half
    const auto idOf = [&](int i) {
        return base.value(QStringLiteral("cables")).toArray()[i][QStringLiteral("id")].toString();
    };
    const QString earlyId = idOf(early);
    const auto cable = [](int i, std::function<void(QJsonObject &)> fn) {
        return [i, fn](QJsonObject &root) { editItem(root, QStringLiteral("cables"), i, fn); };
    };
    const auto both = [](auto f, auto g) {
        return [f, g](QJsonObject &root) {
            f(root);
            g(root);
        };
    };
    const auto repeatId = cable(late, [&](QJsonObject &c) { set(c, "id", earlyId); });
    const auto badType = [&](int i) { return cable(i, [](QJsonObject &c) { set(c, "type", S("nope")); }); };
    const std::vector<ErrorCase> cases = {
        {"repeated id in the second half", repeatId, S("cables[%1].id").arg(late), earlyId,
         S("duplicate cable id")},
        // The id comes first in a cable: repeated, it is the problem even when the cable has another one.
        {"repeated id and an unknown type in one cable", both(repeatId, badType(late)),
         S("cables[%1].id").arg(late), earlyId, S("duplicate cable id")},
        {"unknown type in the first half before a repeated id in the second",
         both(badType(early + 1), repeatId), S("cables[%1].type").arg(early + 1), idOf(early + 1),
         S("unknown cable type \"nope\"")},
        {"unknown type in the second half", badType(late), S("cables[%1].type").arg(late), idOf(late),
         S("unknown cable type \"nope\"")},
    };
    checkErrorCases(base, cases);
    // Read whole, the cables are in the file's order.
    const Result<Design> whole = readJsonDesign(toBytes(base), QStringLiteral("ok.json"), bundledCatalog());
    REQUIRE(whole.ok());
    const QJsonArray cables = base.value(QStringLiteral("cables")).toArray();
    int i = 0;
    for (int slot : whole.value().cables().live())
        CHECK(whole.value().cables().at(slot).id == cables[i++][QStringLiteral("id")].toString());
    CHECK(i == n);
}

TEST_CASE("A broken rack kit, power figure or built-in optic is a load error naming the part",
          "[io][errors][kits]")
{
    using S = QString;
    const auto kit = [](std::function<void(QJsonObject &)> fn) {
        return [fn](QJsonObject &root) { editItem(root, QStringLiteral("catalog.rack_types"), 0, fn); };
    };
    const auto content = [](const QJsonValue &type, const QJsonValue &u) {
        return QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("u"), u}};
    };
    const std::vector<ErrorCase> cases = {
        {"contents not an array", kit([](QJsonObject &k) { set(k, "contents", 3); }),
         S("catalog.rack_types[0].contents"), S("kit-a"), S("expected an array, found a number")},
        {"content without a type", kit([&](QJsonObject &k) {
             set(k, "contents", QJsonArray{QJsonObject{{S("u"), 1}}});
         }),
         S("catalog.rack_types[0].contents[0].type"), S("kit-a"), S("missing required key \"type\"")},
        {"content above the rack",
         kit([&](QJsonObject &k) { set(k, "contents", QJsonArray{content(S("kit-node"), 11)}); }),
         S("catalog.rack_types[0].contents[0].u"), S("kit-a"), S("outside the rack's 1 to 10")},
        {"content of an unknown type",
         kit([&](QJsonObject &k) { set(k, "contents", QJsonArray{content(S("nope"), 1)}); }),
         S("catalog.rack_types.contents[0].type"), S("kit-a"), S("no device type \"nope\"")},
        {"content running past the top",
         kit([&](QJsonObject &k) { set(k, "contents", QJsonArray{content(S("kit-node"), 10)}); }),
         S("catalog.rack_types.contents[0].u"), S("kit-a"), S("kit-node at U 10 does not fit in 10 U")},
        {"contents overlapping", kit([&](QJsonObject &k) {
             set(k, "contents", QJsonArray{content(S("kit-node"), 1), content(S("cpo-leaf"), 2)});
         }),
         S("catalog.rack_types.contents[1].u"), S("kit-a"), S("cpo-leaf at U 2 overlaps kit-node")},
        {"cooling by steam", kit([](QJsonObject &k) { set(k, "cooling", S("steam")); }),
         S("catalog.rack_types[0].cooling"), S("kit-a"), S("\"steam\" is not a valid cooling")},
        {"a negative power limit", kit([](QJsonObject &k) { set(k, "max_power_kw", -1); }),
         S("catalog.rack_types.max_power_kw"), S("kit-a"), S("must be more than 0")},
        {"power figure as a number",
         [](QJsonObject &r) {
             editItem(r, S("catalog.device_types"), 1, [](QJsonObject &t) { set(t, "power_figure", 3); });
         },
         S("catalog.device_types[1].power_figure"), S("cpo-leaf"), S("expected a string, found a number")},
        {"power includes optics as a string",
         [](QJsonObject &r) {
             editItem(r, S("catalog.device_types"), 1,
                      [](QJsonObject &t) { set(t, "power_includes_optics", S("yes")); });
         },
         S("catalog.device_types[1].power_includes_optics"), S("cpo-leaf"), S("expected true or false")},
        {"an unknown built-in optic",
         [](QJsonObject &r) { editPort(r, 1, 0, [](QJsonObject &p) { set(p, "optic", S("nope")); }); },
         S("catalog.device_types.ports[0].optic"), S("cpo-leaf"), S("port p1: no transceiver \"nope\"")},
        {"a built-in optic in a cage",
         [](QJsonObject &r) { editPort(r, 0, 0, [](QJsonObject &p) { set(p, "optic", S("cpo-dr4")); }); },
         S("catalog.device_types[0].ports[0].optic"), S("osfp1"), S("only a fixed optical port")},
        {"a built-in optic on a copper port",
         [](QJsonObject &r) { editPort(r, 1, 2, [](QJsonObject &p) { set(p, "optic", S("cpo-dr4")); }); },
         S("catalog.device_types[1].ports[2].optic"), S("mgmt"), S("only a fixed optical port")},
        {"an empty built-in optic",
         [](QJsonObject &r) { editPort(r, 1, 0, [](QJsonObject &p) { set(p, "optic", S("")); }); },
         S("catalog.device_types[1].ports[0].optic"), S("p1"), S("names a transceiver")},
        {"a cage rate beyond a million Gb/s",
         [](QJsonObject &r) { editPort(r, 0, 0, [](QJsonObject &p) { set(p, "rate_gbps", 1e300); }); },
         S("catalog.device_types.ports[0].rate_gbps"), S("kit-node"), S("is above")},
        {"a cage rate of 0",
         [](QJsonObject &r) { editPort(r, 0, 0, [](QJsonObject &p) { set(p, "rate_gbps", 0); }); },
         S("catalog.device_types[0].ports[0].rate_gbps"), S("osfp1"), S("must be more than 0")},
        {"a lane rate of 0",
         [](QJsonObject &r) {
             editItem(r, S("catalog.transceivers"), 0, [](QJsonObject &t) { set(t, "lane_rate_gbps", 0); });
         },
         S("catalog.transceivers[0].lane_rate_gbps"), S("cpo-dr4"), S("must be more than 0")},
        {"a device at U 0",
         [](QJsonObject &r) { editItem(r, S("devices"), 0, [](QJsonObject &d) { set(d, "u", 0); }); },
         S("devices[0].u"), S("kn1"), S("below U1")},
    };
    checkErrorCases(dataJson(QStringLiteral("rack-kits.json")), cases, QStringLiteral("/designs/kit.json"));
}

TEST_CASE("A broken part number or airflow is a load error naming the part", "[io][errors][bom]")
{
    using S = QString;
    const auto deviceType0 = [](std::function<void(QJsonObject &)> fn) {
        return [fn](QJsonObject &root) { editItem(root, QStringLiteral("catalog.device_types"), 0, fn); };
    };
    const std::vector<ErrorCase> cases = {
        {"empty part number", deviceType0([](QJsonObject &t) { set(t, "part_number", S(" ")); }),
         S("catalog.device_types[0].part_number"), S("example-gpu-node"), S("leave the key out for none")},
        {"part number with a control character",
         deviceType0([](QJsonObject &t) { set(t, "part_number", S("920-9B210\x01")); }),
         S("catalog.device_types.part_number"), S("example-gpu-node"), S("control character U+0001")},
        {"unknown airflow", deviceType0([](QJsonObject &t) { set(t, "airflow", S("sideways")); }),
         S("catalog.device_types[0].airflow"), S("example-gpu-node"), S("(expected \"p2c\" or \"c2p\")")},
        {"reverse part number without an airflow",
         deviceType0([](QJsonObject &t) { set(t, "reverse_part_number", S("MQM9700-NS2R")); }),
         S("catalog.device_types[0].reverse_part_number"), S("example-gpu-node"),
         S("needs the type's \"airflow\"")},
        {"a device's unknown airflow", device0([](QJsonObject &d) { set(d, "airflow", S("up")); }),
         S("devices[0].airflow"), S("node1"), S("(expected \"p2c\" or \"c2p\")")},
        {"unknown aisle",
         [](QJsonObject &r) {
             set(r, "settings", QJsonObject{{S("switch_ports_face"), S("north")}});
         },
         S("settings.switch_ports_face"),
         {},
         S("(expected \"hot-aisle\" or \"cold-aisle\")")},
        {"a confirmed length without its part number", cableType0([](QJsonObject &t) {
             set(t, "part_numbers", QJsonObject{{S("3"), S("CORD-003")}});
             set(t, "confirmed_lengths_m", QJsonArray{3, 7});
         }),
         S("catalog.cable_types[0].confirmed_lengths_m[1]"), S("example-mpo-cord-b"),
         S("7 m has no entry in part_numbers")},
    };
    const QJsonObject base = dataJson(QStringLiteral("two-racks.json"));
    checkErrorCases(base, cases);
    // A rack type whose part number includes contents it does not have.
    QJsonObject root = base;
    QJsonObject catalog = root.value(S("catalog")).toObject();
    catalog[S("rack_types")] = QJsonArray{QJsonObject{{S("id"), S("cab")}, {S("contents_included"), true}}};
    root[S("catalog")] = catalog;
    const Result<Design> r =
        readJsonDesign(toBytes(root), QStringLiteral("/designs/broken.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().path == QLatin1String("catalog.rack_types[0].contents_included"));
    CHECK(r.error().message.contains(QLatin1String("no contents")));
}

TEST_CASE("Malformed JSON is reported with its line and column", "[io][errors]")
{
    const QByteArray good = readFile(dataPath(QStringLiteral("two-racks.json")));
    SECTION("truncated")
    {
        const Result<Design> r =
            readJsonDesign(good.left(good.size() / 2), QStringLiteral("t.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.startsWith(QLatin1String("not valid JSON at line ")));
    }
    SECTION("trailing comma on line 3")
    {
        const Result<Design> r = readJsonDesign("{\n \"format\": \"railyard\",\n \"version\": 1,\n}",
                                                QStringLiteral("t.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        INFO(r.error().message.toStdString());
        CHECK(r.error().message.contains(QLatin1String("line 4, column ")));
    }
    SECTION("an array at the top")
    {
        const Result<Design> r = readJsonDesign("[1, 2]", QStringLiteral("t.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.contains(QLatin1String("a design is a JSON object")));
    }
    SECTION("empty")
    {
        CHECK_FALSE(readJsonDesign("", QStringLiteral("t.json"), bundledCatalog()).ok());
    }
    SECTION("padded with zeros: refused at the first NUL byte, found as the file is read")
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("padded.json"));
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(good.left(40) + "\n");
        REQUIRE(file.resize(200 * 1024 * 1024)); // sparse: 200 MB of zeros after the first lines
        file.close();
        const Result<Design> r = readJsonFile(path, bundledCatalog());
        REQUIRE_FALSE(r.ok());
        INFO(r.error().message.toStdString());
        const QString where =
            QStringLiteral("a NUL byte at line %1, column 1").arg(good.left(40).count('\n') + 2);
        CHECK(r.error().message.startsWith(where));
    }
}

TEST_CASE("The LC polarity of a duplex cable type is checked", "[io][errors]")
{
    const QByteArray json = R"({"format": "railyard", "version": 1, "catalog": {"cable_types": [
        {"id": "lc-bad", "kind": "fiber", "connector": "LC", "polish": "UPC", "polarity": "B"}]}})";
    const Result<Design> r = readJsonDesign(json, QStringLiteral("lc.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().path == QLatin1String("catalog.cable_types[0].polarity"));
    CHECK(r.error().message.contains(QLatin1String("does not apply to LC cables")));
}
