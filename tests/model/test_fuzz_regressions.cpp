// Every input a fuzzer once found (tests/data/fuzz/<target>/) and every seed (fuzz/seeds, tests/data),
// replayed through the fuzz targets' own checks on each test run (issue 12).
#include "designfixtures.h"
#include "fuzzchecks.h"

#include <QDirIterator>

using namespace railyard;

namespace {

using Check = QString (*)(const QByteArray &);

int replay(const QString &folder, Check check, const QStringList &filters = {})
{
    int files = 0;
    QDirIterator it(folder, filters, QDir::Files);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("README.md"))) continue;
        INFO(path.toStdString());
        QFile f(path);
        REQUIRE(f.open(QIODevice::ReadOnly));
        const QString problem = check(f.readAll());
        INFO(problem.toStdString());
        CHECK(problem.isEmpty());
        ++files;
    }
    return files;
}

} // namespace

TEST_CASE("Fuzz seeds and every input a fuzzer found pass the fuzz targets' checks", "[io][fuzz]")
{
    const QString root = QStringLiteral(RAILYARD_SOURCE_DIR);
    CHECK(replay(root + QStringLiteral("/tests/data"), fuzz::checkJsonReader, {QStringLiteral("*.json")}) >=
          6);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/native_reader"), fuzz::checkNativeReader) >= 2);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/price_list"), fuzz::checkPriceListReader) >= 1);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/label_template"), fuzz::checkLabelTemplate) >= 2);
    replay(root + QStringLiteral("/tests/data/fuzz/json_reader"), fuzz::checkJsonReader);
    replay(root + QStringLiteral("/tests/data/fuzz/native_reader"), fuzz::checkNativeReader);
    replay(root + QStringLiteral("/tests/data/fuzz/price_list"), fuzz::checkPriceListReader);
    replay(root + QStringLiteral("/tests/data/fuzz/label_template"), fuzz::checkLabelTemplate);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/ibnetdiscover"), fuzz::checkIbnetdiscoverReader) >= 2);
    CHECK(replay(root + QStringLiteral("/tests/data/ibnetdiscover"), fuzz::checkIbnetdiscoverReader) == 1);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/lldp"), fuzz::checkLldpReader) >= 2);
    replay(root + QStringLiteral("/tests/data/fuzz/ibnetdiscover"), fuzz::checkIbnetdiscoverReader);
    replay(root + QStringLiteral("/tests/data/fuzz/lldp"), fuzz::checkLldpReader);
    CHECK(replay(root + QStringLiteral("/tests/data/netbox"), fuzz::checkDeviceTypeYaml) >= 4);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/netbox_folder"), fuzz::checkNetBoxFolder) >= 2);
    replay(root + QStringLiteral("/tests/data/fuzz/devicetype_yaml"), fuzz::checkDeviceTypeYaml);
    replay(root + QStringLiteral("/tests/data/fuzz/netbox_folder"), fuzz::checkNetBoxFolder);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/test_results"), fuzz::checkTestResults) >= 2);
    replay(root + QStringLiteral("/tests/data/fuzz/test_results"), fuzz::checkTestResults);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/ibdiagnet"), fuzz::checkIbdiagnetCounters) >= 1);
    replay(root + QStringLiteral("/tests/data/fuzz/ibdiagnet"), fuzz::checkIbdiagnetCounters);
    CHECK(replay(root + QStringLiteral("/fuzz/seeds/column_profile"), fuzz::checkColumnProfile) >= 3);
    replay(root + QStringLiteral("/tests/data/fuzz/column_profile"), fuzz::checkColumnProfile);
}
