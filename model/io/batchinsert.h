#pragma once

#include <QByteArray>
#include <QString>

#include <sqlite3.h>

#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace railyard {

// Rows of one table written through multi-row INSERT statements of up to `batch` rows. Stepping a statement
// per row costs a large save more than SQLite's own work on the rows; one step per batch does not. Rows keep
// their order. Values are given column by column; endRow() closes a row and writes a full batch.
class BatchInsert
{
public:
    // `head` is "INSERT INTO table (a, b, c)"; `columns` the number of columns it names.
    BatchInsert(sqlite3 *db, std::string head, int columns, int batch = 64);
    ~BatchInsert();
    BatchInsert(const BatchInsert &) = delete;
    BatchInsert &operator=(const BatchInsert &) = delete;

    void add(qint64 v) { m_values.emplace_back(v); }
    void add(double v) { m_values.emplace_back(v); }
    void add(QByteArray utf8) { m_values.emplace_back(std::move(utf8)); }
    void addNull() { m_values.emplace_back(std::monostate()); }
    // False (with errorMessage()) when a batch could not be written.
    bool endRow();
    // Writes the rows not written yet. False on error.
    bool flush();
    QString errorMessage() const;

private:
    bool write(int rows);

    sqlite3 *m_db;
    std::string m_head;
    int m_columns;
    int m_batch;
    sqlite3_stmt *m_full = nullptr; // the statement of a full batch, prepared once
    std::vector<std::variant<std::monostate, qint64, double, QByteArray>> m_values;
};

} // namespace railyard
