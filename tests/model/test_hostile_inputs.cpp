// Inputs built to cost minutes or gigabytes, or to mean something other than they say (issue 52): they are
// refused in one line naming what is wrong, or read for what they are.
#include "commission/countercompare.h"
#include "commission/countersnapshot.h"
#include "commission/resultcolumns.h"
#include "commission/testresults.h"
#include "designfixtures.h"
#include "io/ibnetdiscover.h"

#include <QElapsedTimer>

using namespace railyard;
using namespace railyard::test;

namespace {

QByteArray profile(const QByteArray &extra)
{
    return "{\"format\": \"railyard-test-columns\", \"columns\": {\"cable\": \"Cable\", \"loss_db\": "
           "\"Loss\"}" +
           extra + "}";
}

Result<ResultColumns> columns(const QByteArray &json)
{
    return parseResultColumns(json, QStringLiteral("p.json"));
}

} // namespace

TEST_CASE("A cable pattern is bounded in length, groups and nesting", "[commission][hostile][regression]")
{
    // Before, "()" × 12,000 (24 KB) cost 4 s and 3.9 GB per row of the test file.
    REQUIRE(columns(profile(", \"cable_pattern\": \"^(?:SU\\\\d+-)?(N\\\\d+-R\\\\d+-[A-Z])$\"")).ok());
    const Result<ResultColumns> many =
        columns(profile(", \"cable_pattern\": \"" + QByteArray("()").repeated(12000) + "\""));
    REQUIRE_FALSE(many.ok());
    CHECK(many.error().path == QStringLiteral("cable_pattern"));
    CHECK(many.error().toString().size() < 200);
    CHECK_FALSE(columns(profile(", \"cable_pattern\": \"" + QByteArray("(a)").repeated(11) + "\"")).ok());
    CHECK_FALSE(columns(profile(", \"cable_pattern\": \"((((a))))\"")).ok());
    // Escaped and bracketed parentheses are no groups.
    CHECK(columns(profile(", \"cable_pattern\": \"^\\\\(x\\\\)[()]+(a)$\"")).ok());
    CHECK_FALSE(columns(profile(", \"cable_pattern\": \"(\"")).ok());
}

TEST_CASE("Column profiles, thresholds and snapshots refuse keys they do not have and wrong types",
          "[commission][hostile][regression]")
{
    // Before, "length_unit": ["ft"] read as metres and a misspelt key was ignored.
    for (const QByteArray &bad :
         {QByteArray(", \"length_unit\": [\"ft\"]"), QByteArray(", \"lenght_unit\": \"ft\""),
          QByteArray(", \"pass\": \"OK\""), QByteArray(", \"pass\": [1]"), QByteArray(", \"name\": 3"),
          QByteArray(", \"cable_pattern\": 5"), QByteArray(", \"wavelengths\": {}"),
          QByteArray(", \"wavelengths\": [{\"nm\": 1310, \"loss_db\": \"L\", \"limt_db\": \"X\"}]"),
          QByteArray(", \"wavelengths\": [{\"nm\": \"1310\", \"loss_db\": \"L\"}]"),
          QByteArray(", \"length_unit\": \"m\", \"length_unit\": \"ft\"")}) {
        INFO(bad.toStdString());
        CHECK_FALSE(columns(profile(bad)).ok());
    }
    CHECK(columns(profile(", \"length_unit\": \"ft\", \"pass\": [\"OK\"], \"version\": 1")).ok());
    // A newer format may mean its keys differently.
    CHECK_FALSE(columns(profile(", \"version\": 2")).ok());

    const auto thresholds = [](const QByteArray &body) {
        return parseCounterThresholds("{\"format\": \"railyard-counter-thresholds\"" + body + "}",
                                      QStringLiteral("t.json"));
    };
    CHECK(thresholds(", \"rise\": {\"symbol_errors\": 0}").ok());
    CHECK_FALSE(thresholds(", \"rises\": {\"symbol_errors\": 0}").ok());
    CHECK_FALSE(thresholds(", \"version\": 99").ok());
    CHECK_FALSE(thresholds(", \"rise\": [0]").ok());
    CHECK_FALSE(thresholds(", \"rise\": {\"symbol_errors\": 0, \"symbol_errors\": 5}").ok());

    const auto snapshot = [](const QByteArray &body) {
        return parseCounterSnapshot("{\"format\": \"railyard-counters\"" + body + "}",
                                    QStringLiteral("s.json"));
    };
    const QByteArray port =
        "{\"guid\": \"0x0002c90300a1b2c3\", \"port\": 1, \"counters\": {\"symbol_errors\": 3}}";
    REQUIRE(snapshot(", \"ports\": [" + port + "]").ok());
    CHECK_FALSE(snapshot(", \"port\": [" + port + "]").ok());
    CHECK_FALSE(snapshot(", \"ports\": [{\"guid\": \"0x1\", \"port\": \"1\"}]").ok());
    CHECK_FALSE(snapshot(", \"ports\": [{\"guid\": \"0x1\", \"port\": 1, \"countres\": {}}]").ok());
    CHECK_FALSE(snapshot(", \"taken\": 5").ok());
    CHECK_FALSE(snapshot(", \"version\": 2, \"ports\": [" + port + "]").ok());
}

TEST_CASE("A number with a unit takes only its own unit", "[commission][hostile][regression]")
{
    // Before, "5 kg" was fiber 5 and "2 km" a wavelength of 2 nm.
    const ResultColumns own = railyardResultColumns();
    const auto read = [&own](const QByteArray &fiber, const QByteArray &nm) {
        return parseTestResults("cable,fiber,wavelength_nm,loss_db\nC1," + fiber + "," + nm + ",0.4\n",
                                QStringLiteral("r.csv"), own);
    };
    REQUIRE(read("5", "1310 nm").ok());
    CHECK(read("5", "1310 nm").value().first().record.wavelengthNm == 1310);
    CHECK_FALSE(read("5 kg", "1310").ok());
    CHECK_FALSE(read("5", "2 km").ok());
    CHECK_FALSE(read("5", "1310 dB").ok());
}

TEST_CASE("A perfquery LID beyond 16 bits is no LID 0", "[commission][hostile][regression]")
{
    const IbFabric fabric;
    const Result<CounterSnapshot> r =
        parsePerfqueryCounters("# Port counters: Lid 99999999999 port 1\nSymbolErrorCounter:..........0\n",
                               QStringLiteral("p.txt"), fabric);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.contains(QStringLiteral("is not a LID")));
    CHECK_FALSE(r.error().message.contains(QStringLiteral("LID 0")));
}

TEST_CASE("Per-length prices have the limits of unit prices", "[io][hostile][regression]")
{
    // Before, -5 gave a negative BOM total and 1e300 printed "inf,inf".
    for (const char *price : {"-5", "1e300"}) {
        QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
        editItem(root, QStringLiteral("catalog.cable_types"), 0, [price](QJsonObject &t) {
            const QJsonArray lengths = t.value(QStringLiteral("lengths_m")).toArray();
            const QString first = QString::number(lengths.isEmpty() ? 3 : lengths.first().toDouble());
            t[QStringLiteral("length_prices")] = QJsonObject{{first, QString::fromLatin1(price).toDouble()}};
        });
        INFO(price);
        const Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("t.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QStringLiteral("length_prices")));
    }
}

TEST_CASE("A message line cuts what it echoes and never runs past 1000 characters",
          "[core][hostile][regression]")
{
    // Before, a 100,000-character scan gave a 100,051-character line.
    const QString huge(100000, QLatin1Char('x'));
    CHECK(echoText(huge).size() == 60);
    CHECK(echoText(QStringLiteral("a\u001b[2Jb\u0007\r\n")) == QStringLiteral("a\\u001b[2Jb\\u0007\\r\\n"));
    // What shows as nothing: U+FEFF and the noncharacters.
    CHECK(echoText(QChar(0xFEFF) + QStringLiteral("a") + QChar(0xFFFF) + QChar(0xFDD0)) ==
          QStringLiteral("\\ufeffa\\uffff\\ufdd0"));
    const QString line = messageLine(QStringLiteral("--set: \"%1\" is not a status; and %2").arg(huge, huge));
    CHECK(line.size() <= 1000);
    CHECK_FALSE(line.contains(QLatin1Char('\n')));
    CHECK(line.startsWith(QStringLiteral("--set: \"") + QString(60, QLatin1Char('x')) + QChar(0x2026) + '"'));
}
