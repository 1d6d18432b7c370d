#include "floors.h"

#include "design/design.h"
#include "measure.h"

#include <QElapsedTimer>
#include <QFile>

#include <sqlite3.h>

#include <cmath>
#include <vector>

namespace railyard::bench {

namespace {

// A row as a plain reader would keep it: numbers as numbers, text as bytes.
struct Row
{
    std::vector<sqlite3_int64> integers;
    std::vector<double> reals;
    std::vector<std::string> texts;
};

} // namespace

double sqliteScanSeconds(const QString &path)
{
    QElapsedTimer t;
    t.start();
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return -1;
    }
    std::vector<std::string> tables;
    sqlite3_stmt *list = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type = 'table'", -1, &list, nullptr);
    while (sqlite3_step(list) == SQLITE_ROW)
        tables.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(list, 0)));
    sqlite3_finalize(list);
    std::vector<Row> rows;
    for (const std::string &table : tables) {
        sqlite3_stmt *scan = nullptr;
        const std::string sql = "SELECT * FROM \"" + table + "\"";
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &scan, nullptr) != SQLITE_OK) continue;
        const int columns = sqlite3_column_count(scan);
        while (sqlite3_step(scan) == SQLITE_ROW) {
            Row &row = rows.emplace_back();
            for (int c = 0; c < columns; ++c)
                switch (sqlite3_column_type(scan, c)) {
                case SQLITE_INTEGER:
                    row.integers.push_back(sqlite3_column_int64(scan, c));
                    break;
                case SQLITE_FLOAT:
                    row.reals.push_back(sqlite3_column_double(scan, c));
                    break;
                case SQLITE_NULL:
                    break;
                default:
                    row.texts.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(scan, c)),
                                           size_t(sqlite3_column_bytes(scan, c)));
                }
        }
        sqlite3_finalize(scan);
    }
    sqlite3_close(db);
    return rows.empty() ? -1 : seconds(t);
}

double fileReadSeconds(const QString &path)
{
    QElapsedTimer t;
    t.start();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    const QByteArray bytes = file.readAll();
    return bytes.isEmpty() ? -1 : seconds(t);
}

double cablePassSeconds(const Design &d)
{
    QElapsedTimer t;
    t.start();
    quint64 sum = 0;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        sum += quint64(cable.type);
        for (const Endpoint &e : cable.ends)
            if (!e.isLoose()) sum += quint64(d.devices().at(e.device).type + e.port + int(e.side));
    }
    const double s = seconds(t);
    static volatile quint64 sink; // keeps the loop from being optimised away
    sink = sum;
    return s;
}

double growthExponent(double sizeA, double costA, double sizeB, double costB)
{
    if (sizeA <= 0 || sizeB <= 0 || costA <= 0 || costB <= 0 || sizeA == sizeB) return std::nan("");
    return std::log(costB / costA) / std::log(sizeB / sizeA);
}

} // namespace railyard::bench
