#include "io/sqlitestatement.h"

#include <QSqlDriver>
#include <QVariant>

namespace railyard {

sqlite3 *sqliteHandle(QSqlDatabase &db)
{
    const QVariant v = db.driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0) return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

SqliteStatement::SqliteStatement(sqlite3 *db, const char *sql) : m_db(db)
{
    m_lastResult = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr);
    if (m_lastResult != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

QString SqliteStatement::errorMessage() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

bool SqliteStatement::execute()
{
    m_lastResult = sqlite3_step(m_stmt);
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    return m_lastResult == SQLITE_DONE;
}

bool SqliteStatement::next()
{
    m_lastResult = sqlite3_step(m_stmt);
    return m_lastResult == SQLITE_ROW;
}

} // namespace railyard
