#pragma once

#include <catch2/catch.hpp>

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <ostream>

// Let Catch print Qt values in failure messages.
namespace Catch {
template <> struct StringMaker<QString>
{
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
template <> struct StringMaker<QByteArray>
{
    static std::string convert(const QByteArray &b)
    {
        return b.size() > 400 ? '"' + b.left(400).toStdString() + "\"…" : '"' + b.toStdString() + '"';
    }
};
template <> struct StringMaker<QStringList>
{
    static std::string convert(const QStringList &l)
    {
        return '[' + l.join(QStringLiteral(", ")).toStdString() + ']';
    }
};
} // namespace Catch

namespace railyard::test {

// tests/data/<name>
inline QString dataPath(const QString &name)
{
    return QStringLiteral(RAILYARD_TEST_DATA_DIR "/") + name;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(f.write(bytes) == bytes.size());
}

// Compares text with a golden file. With RAILYARD_UPDATE_GOLDEN=1 the golden file is rewritten instead,
// which is how a deliberate change of output is recorded (and then reviewed in the diff).
inline void checkGolden(const QByteArray &actual, const QString &goldenName)
{
    const QString path = dataPath(QStringLiteral("golden/") + goldenName);
    if (qEnvironmentVariableIntValue("RAILYARD_UPDATE_GOLDEN") == 1) {
        writeFile(path, actual);
        WARN("updated golden file " << path.toStdString());
        return;
    }
    const QByteArray expected = readFile(path);
    CHECK(actual == expected);
}

} // namespace railyard::test
