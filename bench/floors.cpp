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

double sqliteRewriteSeconds(const QString &path)
{
    const QString target = path + QStringLiteral(".rewrite");
    QFile::remove(target);
    // Opened for writing (and creating) only so that the attached copy can be made; the source is only read.
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(path.toUtf8().constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                        nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return -1;
    }
    // The schema first (not timed): tables now, indexes after the rows, as Railyard's writer does.
    std::vector<std::string> tables, tableSql, indexSql;
    sqlite3_stmt *list = nullptr;
    sqlite3_prepare_v2(db, "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL", -1, &list,
                       nullptr);
    while (sqlite3_step(list) == SQLITE_ROW) {
        const std::string type = reinterpret_cast<const char *>(sqlite3_column_text(list, 0));
        const std::string sql = reinterpret_cast<const char *>(sqlite3_column_text(list, 2));
        if (type == "table") {
            tables.emplace_back(reinterpret_cast<const char *>(sqlite3_column_text(list, 1)));
            tableSql.push_back(sql);
        } else if (type == "index") {
            indexSql.push_back(sql);
        }
    }
    sqlite3_finalize(list);
    const auto exec = [&](const std::string &sql) {
        return sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
    };
    bool ok = exec("ATTACH DATABASE '" + target.toStdString() + "' AS copy") &&
              exec("PRAGMA copy.journal_mode = OFF") && exec("PRAGMA copy.synchronous = OFF");
    for (std::string sql : tableSql)
        ok = ok && exec(sql.insert(sql.find("TABLE ") + 6, "copy."));
    QElapsedTimer t;
    t.start();
    // Every row inserted by SQLite itself ("WHERE 1" stops its page-copying transfer optimisation), then the
    // indexes, in one transaction.
    ok = ok && exec("BEGIN");
    for (const std::string &table : tables)
        ok = ok && exec("INSERT INTO copy.\"" + table + "\" SELECT * FROM main.\"" + table + "\" WHERE 1");
    for (std::string sql : indexSql) {
        const size_t on = sql.find(" ON ");
        ok = ok && exec(sql.insert(sql.rfind(' ', on - 1) + 1, "copy."));
    }
    ok = ok && exec("COMMIT");
    const double s = seconds(t);
    sqlite3_close(db);
    QFile::remove(target);
    return ok ? s : -1;
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
    sink = sink + sum;
    return s;
}

double growthExponent(double sizeA, double costA, double sizeB, double costB)
{
    if (sizeA <= 0 || sizeB <= 0 || costA <= 0 || costB <= 0 || sizeA == sizeB) return std::nan("");
    return std::log(costB / costA) / std::log(sizeB / sizeA);
}

} // namespace railyard::bench
