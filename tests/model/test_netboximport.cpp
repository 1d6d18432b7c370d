#include "designfixtures.h"
#include "io/designfile.h"
#include "netbox/netboxexport.h"
#include "netbox/netboximport.h"
#include "netboxsupport.h"
#include "validation/validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("NetBox round trip: design → NetBox CSV → design keeps every rack, device, port and cable",
          "[netbox][import]")
{
    for (const QString &path :
         {QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)}) {
        INFO(path.toStdString());
        Result<Design> original = loadDesign(path);
        REQUIRE(original.ok());
        QTemporaryDir dir;
        REQUIRE(writeNetBoxCsv(original.value(), dir.path()).ok());
        QStringList notes;
        const Result<Design> back = readNetBoxFolder(dir.path(), &notes);
        INFO((back.ok() ? QString() : back.error().toString()).toStdString());
        REQUIRE(back.ok());
        CHECK(back.value().name == original.value().name);
        const QStringList before = summary(original.value()), after = summary(back.value());
        CHECK(after.size() == before.size());
        for (int i = 0; i < std::min(before.size(), after.size()); ++i)
            CHECK(after[i] == before[i]);
        // Validation agrees: no error the original did not have.
        const auto errors = [](const Design &d) {
            const QList<Issue> issues = validateDesign(d);
            return std::count_if(issues.begin(), issues.end(),
                                 [](const Issue &i) { return i.severity == Severity::Error; });
        };
        CHECK(errors(back.value()) == errors(original.value()));
        // Floor positions, rack types, SU numbers and cable ids ride in the comments (summary compares them).
        CHECK_FALSE(notes.join(QLatin1Char('\n')).contains(QLatin1String("floor positions")));
    }
}

TEST_CASE("NetBox import: an unmappable value names file, row and column, and nothing is returned",
          "[netbox][import]")
{
    Result<Design> original = loadDesign(QStringLiteral(RAILYARD_SAMPLE_PATH));
    REQUIRE(original.ok());
    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(original.value(), dir.path()).ok());
    const QString devices = dir.filePath(QStringLiteral("07-devices.csv"));
    const QString cables = dir.filePath(QStringLiteral("08-cables.csv"));
    const QByteArray devicesText = read(devices), cablesText = read(cables);

    SECTION("a device type that no file or catalog has")
    {
        QByteArray text = devicesText;
        text.replace(",DGX H100,", ",DGX H999,");
        write(devices, text);
        const Result<Design> back = readNetBoxFolder(dir.path());
        REQUIRE_FALSE(back.ok());
        CHECK(back.error().toString().contains(QLatin1String("07-devices.csv")));
        CHECK(back.error().toString().contains(QLatin1String("row 2, column device_type")));
        CHECK(back.error().toString().contains(QLatin1String("DGX H999")));
    }
    SECTION("an interface the device's type does not have")
    {
        QByteArray text = cablesText;
        text.replace(",osfp4.2,", ",osfp9.9,");
        write(cables, text);
        const Result<Design> back = readNetBoxFolder(dir.path());
        REQUIRE_FALSE(back.ok());
        CHECK(back.error().toString().contains(QLatin1String("08-cables.csv")));
        CHECK(back.error().toString().contains(QLatin1String("column side_a_name")));
        CHECK(back.error().toString().contains(QLatin1String("osfp9.9")));
    }
    SECTION("a cable to a device that is not there, and a length that is not one")
    {
        QByteArray text = cablesText;
        const int firstRow = text.indexOf('\n') + 1;
        text.insert(firstRow,
                    "ghost,dcim.interface,eth0,dgx-su1-n01,dcim.interface,bmc,cat6a,planned,X,,2,m,,\n");
        write(cables, text);
        Result<Design> back = readNetBoxFolder(dir.path());
        REQUIRE_FALSE(back.ok());
        CHECK(back.error().toString().contains(QLatin1String("row 2, column side_a_device")));
        text = cablesText;
        text.replace(",3,m,", ",three,m,");
        write(cables, text);
        back = readNetBoxFolder(dir.path());
        REQUIRE_FALSE(back.ok());
        CHECK(back.error().toString().contains(QLatin1String("column length")));
    }
    SECTION("a folder without a devices file")
    {
        QFile::remove(devices);
        const Result<Design> back = readNetBoxFolder(dir.path());
        REQUIRE_FALSE(back.ok());
        CHECK(back.error().toString().contains(QLatin1String("device_type")));
    }
}

TEST_CASE("NetBox round trip: a splitter's rows, a row per leg, join again into one cable",
          "[netbox][import]")
{
    Result<Design> original =
        loadDesign(QStringLiteral(RAILYARD_TEST_DATA_DIR "/splitters-and-loose-ends.json"));
    REQUIRE(original.ok());
    QTemporaryDir dir;
    QStringList exportNotes;
    REQUIRE(writeNetBoxCsv(original.value(), dir.path(), nullptr, &exportNotes).ok());
    // A cable plugged in at one end only has no place in NetBox: said, and left out.
    CHECK(exportNotes.join(QLatin1Char('\n')).contains(QLatin1String("loose: an end plugged nowhere")));
    const Result<Design> back = readNetBoxFolder(dir.path());
    INFO((back.ok() ? QString() : back.error().toString()).toStdString());
    REQUIRE(back.ok());
    const Design &d = back.value();
    const auto endText = [&d](const Endpoint &e) {
        return e.isLoose() ? QStringLiteral("-")
                           : QStringLiteral("%1:%2").arg(d.devices().at(e.device).id,
                                                         d.deviceType(e.device).ports[size_t(e.port)].name);
    };
    // The splitter's id comes back too (the comments keep it where it is not the label).
    const int split = d.cables().find(QStringLiteral("split1"));
    REQUIRE(split >= 0);
    CHECK(d.cables().at(split).label == QLatin1String("SPLIT-1"));
    const Cable &s1 = d.cables().at(split);
    CHECK(d.cableType(split).id == QLatin1String("MFP7E40"));
    REQUIRE(s1.ends.size() == 3);
    CHECK(endText(s1.ends[0]) == QLatin1String("leaf1:osfp1"));
    CHECK(endText(s1.ends[1]) == QLatin1String("hgx1:nic1"));
    CHECK(endText(s1.ends[2]) == QLatin1String("hgx2:nic1"));
    // A DAC splitter with one leg plugged nowhere comes back with that leg loose.
    int dacSplit = -1;
    for (int c : d.cables().live())
        if (d.cableType(c).id == QLatin1String("MCP7Y00-N")) dacSplit = c;
    REQUIRE(dacSplit >= 0);
    REQUIRE(d.cables().at(dacSplit).ends.size() == 3);
    CHECK(endText(d.cables().at(dacSplit).ends[1]) == QLatin1String("hgx2:nic3"));
    CHECK(d.cables().at(dacSplit).ends[2].isLoose());
    CHECK(d.cables().at(dacSplit).id == QLatin1String("dacsplit")); // no label: the id stood in for it
    for (int c : d.cables().live())
        CHECK_FALSE(d.cables().at(c).id.isEmpty());
    CHECK(d.cables().liveCount() == original.value().cables().liveCount() - 1); // all but "loose"
}
