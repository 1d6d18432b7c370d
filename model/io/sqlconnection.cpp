#include "io/sqlconnection.h"

#include <QAtomicInt>
#include <QSqlError>

namespace railyard {

namespace {
QAtomicInt connectionCounter;
}

SqlConnection::SqlConnection(const QString &path, bool readOnly)
    : m_name(QStringLiteral("railyard-%1").arg(connectionCounter.fetchAndAddRelaxed(1)))
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    m_db.setDatabaseName(path);
    if (readOnly) m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
}

SqlConnection::~SqlConnection()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

bool SqlConnection::open()
{
    return m_db.open();
}

QString SqlConnection::lastError() const
{
    return m_db.lastError().text();
}

} // namespace railyard
