#pragma once

#include <QSqlDatabase>
#include <QString>

namespace railyard {

// A uniquely named Qt SQL connection to one SQLite file, closed and unregistered when it goes out of
// scope, so that readers and writers on several threads never share a connection.
class SqlConnection
{
public:
    SqlConnection(const QString &path, bool readOnly);
    ~SqlConnection();
    SqlConnection(const SqlConnection &) = delete;
    SqlConnection &operator=(const SqlConnection &) = delete;

    bool open();
    QSqlDatabase &db() { return m_db; }
    QString lastError() const;

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace railyard
