#include "io/batchinsert.h"

namespace railyard {

namespace {

std::string insertSql(const std::string &head, int columns, int rows)
{
    std::string row = "(";
    for (int c = 0; c < columns; ++c)
        row += c == 0 ? "?" : ", ?";
    row += ")";
    std::string sql = head + " VALUES ";
    for (int r = 0; r < rows; ++r)
        sql += r == 0 ? row : ", " + row;
    return sql;
}

} // namespace

BatchInsert::BatchInsert(sqlite3 *db, std::string head, int columns, int batch)
    : m_db(db), m_head(std::move(head)), m_columns(columns), m_batch(batch)
{
    m_values.reserve(size_t(columns * batch));
}

BatchInsert::~BatchInsert()
{
    sqlite3_finalize(m_full);
}

QString BatchInsert::errorMessage() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

bool BatchInsert::endRow()
{
    return int(m_values.size()) < m_columns * m_batch || flush();
}

bool BatchInsert::flush()
{
    const int rows = int(m_values.size()) / m_columns;
    if (rows == 0) return true;
    const bool ok = write(rows);
    m_values.clear();
    return ok;
}

bool BatchInsert::write(int rows)
{
    sqlite3_stmt *stmt = nullptr;
    if (rows == m_batch) {
        if (!m_full && sqlite3_prepare_v2(m_db, insertSql(m_head, m_columns, rows).c_str(), -1, &m_full,
                                          nullptr) != SQLITE_OK)
            return false;
        stmt = m_full;
    } else if (sqlite3_prepare_v2(m_db, insertSql(m_head, m_columns, rows).c_str(), -1, &stmt, nullptr) !=
               SQLITE_OK) {
        return false;
    }
    for (int i = 0; i < int(m_values.size()); ++i) {
        const auto &v = m_values[size_t(i)];
        if (const qint64 *n = std::get_if<qint64>(&v))
            sqlite3_bind_int64(stmt, i + 1, *n);
        else if (const double *d = std::get_if<double>(&v))
            sqlite3_bind_double(stmt, i + 1, *d);
        else if (const QByteArray *text = std::get_if<QByteArray>(&v))
            sqlite3_bind_text(stmt, i + 1, text->constData(), int(text->size()), SQLITE_STATIC);
        else
            sqlite3_bind_null(stmt, i + 1);
    }
    const bool ok = sqlite3_step(stmt) == SQLITE_DONE;
    if (stmt == m_full) {
        sqlite3_reset(m_full);
        sqlite3_clear_bindings(m_full);
    } else {
        sqlite3_finalize(stmt);
    }
    return ok;
}

} // namespace railyard
