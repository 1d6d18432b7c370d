#pragma once

#include <QByteArray>
#include <QString>

#include <catch2/catch.hpp>
#include <quazip.h>
#include <quazipfile.h>

namespace railyard::test {

// The bytes of one file inside a zip (an .xlsx is one), read with QuaZip.
inline QByteArray zipEntry(const QString &zip, const QString &name)
{
    QuaZip archive(zip);
    REQUIRE(archive.open(QuaZip::mdUnzip));
    REQUIRE(archive.setCurrentFile(name));
    QuaZipFile file(&archive);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

} // namespace railyard::test
