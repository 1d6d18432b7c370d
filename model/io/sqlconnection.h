#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

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

// Whether a value read through Qt SQL is a number (SQLite keeps whatever it is given, whatever the column
// says): text or a blob in a number column is refused by the readers rather than read as 0.
inline bool isSqlNumber(const QVariant &v)
{
    const int type = v.typeId();
    return type == QMetaType::Double || type == QMetaType::LongLong || type == QMetaType::Int ||
           type == QMetaType::ULongLong;
}

} // namespace railyard
