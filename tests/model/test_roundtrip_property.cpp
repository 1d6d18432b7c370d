// The property behind issue 52: any design the tool writes, it opens again with the same content, in both
// formats and from one to the other. Random designs set every key of the format with awkward values: free
// text with escapes, non-ASCII and noncharacters, unknown keys holding any JSON (64-bit integers, deep
// nesting), test records, hand-chosen routes, replacements, statuses and settings.
#include "designfixtures.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"

#include <QTemporaryDir>

#include <random>

using namespace railyard;
using namespace railyard::test;

namespace {

class RandomKeys
{
public:
    explicit RandomKeys(unsigned seed) : m_rng(seed) {}

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }

    // Free text: what a name, label, note or tester field may hold (no control characters in ids and labels).
    QString text(bool asId)
    {
        static const QStringList pieces{
            QStringLiteral("A"),    QStringLiteral("r1"), QStringLiteral(" "),      QStringLiteral("\""),
            QStringLiteral("\\"),   QStringLiteral("é"),  QStringLiteral("漢"),     QStringLiteral("🚀"),
            QStringLiteral("%1"),   QStringLiteral(","),  QStringLiteral("\u00a0"), QStringLiteral("/"),
            QString(QChar(0xFFFD)), QStringLiteral("'"),  QStringLiteral("="),      QStringLiteral("@")};
        QString s = QStringLiteral("x");
        for (int i = pick(12); i > 0; --i)
            s += pieces[pick(int(pieces.size()))];
        if (!asId && pick(4) == 0) s += QString(QChar(0xFFFF)); // free text keeps noncharacters
        return s;
    }

    // Any JSON value as compact text, as a file might hold it under an unknown key.
    QByteArray json(int depth = 0)
    {
        switch (pick(depth > 3 ? 5 : 7)) {
        case 0:
            return pick(2) ? "true" : "null";
        case 1: {
            static const QList<QByteArray> numbers{"-9223372036854775808",
                                                   "18446744073709551615",
                                                   "9007199254740993",
                                                   "0.1",
                                                   "-0.5",
                                                   "1e+300",
                                                   "0",
                                                   "42"};
            return numbers[pick(int(numbers.size()))];
        }
        case 2:
        case 3:
        case 4: {
            QByteArray s = "\"";
            static const QList<QByteArray> pieces{"a",       "\\n",          "\\\"", "\\\\",
                                                  "\\u00e9", "\xe6\xbc\xa2", "\\t",  "/"};
            for (int i = pick(6); i > 0; --i)
                s += pieces[pick(int(pieces.size()))];
            return s + "\"";
        }
        case 5: {
            QByteArray a = "[";
            for (int i = pick(4); i > 0; --i)
                a += (a.size() > 1 ? "," : "") + json(depth + 1);
            return a + "]";
        }
        default: {
            QByteArray o = "{";
            for (int i = pick(4); i > 0; --i)
                o += (o.size() > 1 ? ",\"k" : "\"k") + QByteArray::number(i) + "\":" + json(depth + 1);
            return o + "}";
        }
        }
    }

    UnknownKeys unknown()
    {
        UnknownKeys keys;
        for (int i = pick(3); i > 0; --i)
            keys.append(QStringLiteral("x_%1").arg(i), json());
        return keys;
    }

    TestRecord test()
    {
        TestRecord t;
        t.fiber = pick(13);
        t.wavelengthNm = pick(2) ? 1310 : 0;
        if (pick(3)) t.lossDb = pick(400) / 100.0 - 0.5;
        if (pick(2)) t.limitDb = pick(300) / 100.0;
        if (pick(2)) t.lengthM = pick(1000) / 10.0;
        t.result = pick(2) ? QStringLiteral("PASS") : QString();
        t.date = text(true);
        t.tester = text(true);
        return t;
    }

private:
    std::mt19937 m_rng;
};

Design randomDesign(unsigned seed)
{
    RandomKeys r(seed);
    Design d = loadDataDesign(QStringLiteral("two-racks-trays.json"));
    d.name = r.text(false);
    d.currency = r.pick(2) ? QStringLiteral("EUR") : QStringLiteral("USD");
    d.extra = r.unknown();
    d.settings.extra = r.unknown();
    d.settings.sparesPercent = r.pick(20);
    if (r.pick(2)) d.settings.rackPowerKw = 10 + r.pick(60);
    d.settings.switchPortsFace = PortsFace(r.pick(3));
    d.quote.customer = r.text(false);
    for (int s : d.racks().live()) {
        d.rack(s).extra = r.unknown();
        d.rack(s).row = r.text(true);
    }
    for (int s : d.devices().live()) {
        d.device(s).extra = r.unknown();
        if (r.pick(2)) d.device(s).rail = r.pick(8) + 1;
        d.device(s).airflow = Airflow(r.pick(3));
    }
    QStringList segments;
    for (const PathSegment &s : d.pathways.segments)
        segments << s.id;
    QList<int> cables(d.cables().live().begin(), d.cables().live().end());
    for (int s : cables) {
        Cable &c = d.cableForEdit(s);
        c.label = r.text(true);
        c.status = CableStatus(r.pick(6));
        if (r.pick(3) == 0) c.editExtras().extra = r.unknown();
        for (int t = r.pick(3); t > 0; --t)
            c.editExtras().tests.append(r.test());
        if (r.pick(3) == 0) c.editExtras().route = segments.mid(0, 1 + r.pick(int(segments.size())));
    }
    // A replacement link from a later cable to an earlier one (no cycles).
    if (cables.size() > 2 && r.pick(2)) d.setCableReplaces(cables.last(), d.cables().at(cables.first()).id);
    return d;
}

} // namespace

TEST_CASE("Any design the tool writes opens again with the same content", "[io][json][native][property]")
{
    QTemporaryDir dir;
    for (unsigned seed = 1; seed <= 60; ++seed) {
        INFO("seed " << seed);
        // What the tool writes: the random design written once and read (unknown keys are kept as the reader
        // found them, so their text is the reader's, \u00e9 read as é).
        const Result<Design> first = readJsonDesign(writeJsonDesign(randomDesign(seed)),
                                                    QStringLiteral("first.json"), bundledCatalog());
        INFO((first.ok() ? QString() : first.error().toString()).toStdString());
        REQUIRE(first.ok());
        const Design &design = first.value();
        const QByteArray json = writeJsonDesign(design);
        const Result<Design> fromJson = readJsonDesign(json, QStringLiteral("r.json"), bundledCatalog());
        INFO((fromJson.ok() ? QString() : fromJson.error().toString()).toStdString());
        REQUIRE(fromJson.ok());
        CHECK(fromJson.value().sameContent(design));
        CHECK(writeJsonDesign(fromJson.value()) == json);

        const QString path = dir.filePath(QStringLiteral("r%1.railyard").arg(seed));
        const Result<> saved = saveNativeDesign(fromJson.value(), path);
        INFO((saved.ok() ? QString() : saved.error().toString()).toStdString());
        REQUIRE(saved.ok());
        const Result<Design> fromNative = readNativeDesign(path, bundledCatalog());
        INFO((fromNative.ok() ? QString() : fromNative.error().toString()).toStdString());
        REQUIRE(fromNative.ok());
        CHECK(fromNative.value().sameContent(design));
        CHECK(writeJsonDesign(fromNative.value()) == json);
    }
}
