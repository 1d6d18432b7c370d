#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

// Every file format Railyard reads or writes, declared once: what `railyard-cli formats` lists, and what the
// tests iterate (every writer under a file-size limit, every reader on a FIFO). Adding a format starts here.
enum class FormatDirection
{
    Read,
    Write,
    Both
};

struct FormatInfo
{
    QString name;           // "bom-xlsx": unique, stable (scripts may use it)
    QString title;          // what it is, for people
    QStringList extensions; // without the dot; empty for a folder
    FormatDirection direction = FormatDirection::Read;
    QString command; // the railyard-cli command that reads or writes it
    QString option;  // how that command takes the file: "-o", "--prices", or "" (a positional argument)
};

const std::vector<FormatInfo> &formatRegistry();

// "read", "write" or "both".
QString formatDirectionName(FormatDirection direction);

} // namespace railyard
