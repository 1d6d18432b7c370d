#include "designfixtures.h"
#include "io/csv.h"
#include "io/designfile.h"
#include "netbox/devicetypeyaml.h"
#include "netbox/netboxexport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <yaml-cpp/yaml.h>

#include <map>
#include <set>

using namespace railyard;
using namespace railyard::test;

namespace {

QList<QStringList> readCsv(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return parseCsv(QString::fromUtf8(f.readAll()));
}

// A CSV as rows of column → cell.
std::vector<std::map<QString, QString>> records(const QString &path)
{
    const QList<QStringList> rows = readCsv(path);
    REQUIRE_FALSE(rows.isEmpty());
    std::vector<std::map<QString, QString>> out;
    for (int r = 1; r < rows.size(); ++r) {
        REQUIRE(rows[r].size() == rows[0].size());
        std::map<QString, QString> record;
        for (int c = 0; c < rows[0].size(); ++c)
            record[rows[0][c]] = rows[r][c];
        out.push_back(record);
    }
    return out;
}

Design superpod()
{
    Result<Design> d = loadDesign(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH));
    REQUIRE(d.ok());
    return d.takeValue();
}

} // namespace

TEST_CASE("NetBox export: the files bulk import takes, in import order, every termination on its type",
          "[netbox][export]")
{
    const Design d = superpod();
    QTemporaryDir dir;
    QStringList written, notes;
    REQUIRE(writeNetBoxCsv(d, dir.path(), &written, &notes).ok());
    const QStringList csvs = QDir(dir.path()).entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
    CHECK(csvs == QStringList{QStringLiteral("01-manufacturers.csv"), QStringLiteral("02-device-roles.csv"),
                              QStringLiteral("03-sites.csv"), QStringLiteral("04-locations.csv"),
                              QStringLiteral("05-racks.csv"), QStringLiteral("07-devices.csv"),
                              QStringLiteral("08-cables.csv")});
    CHECK(readCsv(dir.filePath(QStringLiteral("07-devices.csv"))).first() ==
          QStringList{QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("manufacturer"),
                      QStringLiteral("device_type"), QStringLiteral("status"), QStringLiteral("site"),
                      QStringLiteral("location"), QStringLiteral("rack"), QStringLiteral("position"),
                      QStringLiteral("face"), QStringLiteral("comments")});
    CHECK(readCsv(dir.filePath(QStringLiteral("08-cables.csv"))).first() ==
          QStringList{QStringLiteral("side_a_device"), QStringLiteral("side_a_type"),
                      QStringLiteral("side_a_name"), QStringLiteral("side_b_device"),
                      QStringLiteral("side_b_type"), QStringLiteral("side_b_name"), QStringLiteral("type"),
                      QStringLiteral("status"), QStringLiteral("label"), QStringLiteral("color"),
                      QStringLiteral("length"), QStringLiteral("length_unit"), QStringLiteral("description"),
                      QStringLiteral("comments")});

    // Each device type's YAML: its components by NetBox model, read with yaml-cpp.
    std::map<QString, std::map<QString, std::set<QString>>> components; // model → kind → names
    const QString typesDir = dir.filePath(QStringLiteral("06-device-types"));
    const QStringList yamls = QDir(typesDir).entryList({QStringLiteral("*.yaml")}, QDir::Files);
    CHECK(yamls.size() == 9);
    for (const QString &name : yamls) {
        const YAML::Node root = YAML::LoadFile(QDir(typesDir).filePath(name).toStdString());
        const QString model = QString::fromStdString(root["model"].as<std::string>());
        for (const auto &[key, kind] :
             {std::pair{"interfaces", "dcim.interface"}, std::pair{"front-ports", "dcim.frontport"},
              std::pair{"rear-ports", "dcim.rearport"}})
            if (root[key])
                for (const YAML::Node &c : root[key])
                    components[model][QLatin1String(kind)].insert(
                        QString::fromStdString(c["name"].as<std::string>()));
        // And Railyard reads it back as a device type.
        CHECK(parseDeviceTypeYaml(QByteArray::fromStdString(YAML::Dump(root)), name).ok());
    }
    std::map<QString, QString> modelOf;
    const auto devices = records(dir.filePath(QStringLiteral("07-devices.csv")));
    CHECK(int(devices.size()) == d.devices().liveCount());
    for (const auto &device : devices)
        modelOf[device.at(QStringLiteral("name"))] = device.at(QStringLiteral("device_type"));
    const auto cables = records(dir.filePath(QStringLiteral("08-cables.csv")));
    CHECK(int(cables.size()) == d.cables().liveCount());
    std::set<std::pair<QString, QString>> used;
    int coloured = 0;
    for (const auto &cable : cables) {
        for (const char *side : {"side_a", "side_b"}) {
            const QString device = cable.at(QLatin1String(side) + QStringLiteral("_device"));
            const QString type = cable.at(QLatin1String(side) + QStringLiteral("_type"));
            const QString name = cable.at(QLatin1String(side) + QStringLiteral("_name"));
            INFO(device.toStdString() << " " << type.toStdString() << " " << name.toStdString());
            REQUIRE(modelOf.count(device));
            CHECK(components[modelOf[device]][type].count(name) == 1);
            // NetBox refuses a second cable on a termination.
            CHECK(used.insert({device, type + QLatin1Char(' ') + name}).second);
        }
        CHECK(cable.at(QStringLiteral("length_unit")) == QLatin1String("m"));
        CHECK(cable.at(QStringLiteral("status")) == QLatin1String("planned"));
        const QString colour = cable.at(QStringLiteral("color"));
        CHECK((colour.isEmpty() ||
               QRegularExpression(QStringLiteral("^[0-9a-f]{6}$")).match(colour).hasMatch()));
        coloured += colour.isEmpty() ? 0 : 1;
    }
    CHECK(coloured >= 248); // every compute cable in its rail's colour
    CHECK(notes.isEmpty());
}

TEST_CASE("NetBox export: cells with commas, quotes and non-ASCII read back as they were", "[netbox][export]")
{
    Design d = sampleDesign();
    d.name = QStringLiteral("Zürich hall \"B\", phase 2 — 机房");
    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(d, dir.path()).ok());
    const auto sites = records(dir.filePath(QStringLiteral("03-sites.csv")));
    REQUIRE(sites.size() == 1);
    CHECK(sites[0].at(QStringLiteral("name")) == d.name);
    CHECK(QRegularExpression(QStringLiteral("^[-a-z0-9_]+$"))
              .match(sites[0].at(QStringLiteral("slug")))
              .hasMatch());
    for (const auto &device : records(dir.filePath(QStringLiteral("07-devices.csv"))))
        CHECK(device.at(QStringLiteral("site")) == d.name);
    // A file where the folder should be: an error naming it.
    QFile blocker(dir.filePath(QStringLiteral("taken")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    CHECK_FALSE(writeNetBoxCsv(d, dir.filePath(QStringLiteral("taken"))).ok());
}
