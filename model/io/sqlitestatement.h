#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

#include <sqlite3.h>

namespace railyard {

// The sqlite3 handle behind a Qt SQL connection. Qt SQL turns every cell into a QVariant, which is what
// dominates reading and writing the hundreds of thousands of cable rows of a large design; those two
// tables go through the C API on the same connection (Debian's Qt plugin links the system libsqlite3).
sqlite3 *sqliteHandle(QSqlDatabase &db);

// A prepared statement with positional parameters (1-based, as in SQLite) and 0-based columns.
class SqliteStatement
{
public:
    SqliteStatement(sqlite3 *db, const char *sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }
    QString errorMessage() const;

    void bind(int i, qint64 v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(m_stmt, i, v); }
    void bind(int i, const QByteArray &utf8)
    {
        sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
    }
    void bindNull(int i) { sqlite3_bind_null(m_stmt, i); }

    // For writes: runs the statement and resets it for the next row. False on error.
    bool execute();
    // For reads: true while there is a row; check done() afterwards to tell the end from an error.
    bool next();
    bool failed() const { return m_lastResult != SQLITE_DONE && m_lastResult != SQLITE_ROW; }

    bool isNull(int c) const { return sqlite3_column_type(m_stmt, c) == SQLITE_NULL; }
    // Whether the column holds a number (SQLite keeps what it is given: '3 m' in a REAL column stays text,
    // which real() would read as 3 and 'abc' as 0).
    bool isNumber(int c) const
    {
        const int type = sqlite3_column_type(m_stmt, c);
        return type == SQLITE_INTEGER || type == SQLITE_FLOAT;
    }
    qint64 int64(int c) const { return sqlite3_column_int64(m_stmt, c); }
    double real(int c) const { return sqlite3_column_double(m_stmt, c); }
    QString text(int c) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
        return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, c)) : QString();
    }
    // The raw UTF-8 bytes of a text column, valid until the next step.
    QByteArrayView bytes(int c) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
        return p ? QByteArrayView(p, sqlite3_column_bytes(m_stmt, c)) : QByteArrayView();
    }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    int m_lastResult = SQLITE_OK;
};

} // namespace railyard
