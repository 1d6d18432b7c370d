#pragma once

#include "core/unknownkeys.h"
#include "io/simdjsonview.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <string_view>

namespace railyard {

// The JSON texts a native document stores (the settings, the quote, each part, the extra columns), parsed as
// the JSON reader parses a file and held to the same rules of the whole tree (a key given twice, U+FEFF:
// jsontreecheck.h). A problem throws ReadFailure naming the document, the row and the object's id.
class StoredJson
{
public:
    explicit StoredJson(QString file) : m_file(std::move(file)) {}

    // The object `text` holds; it lives until the next call.
    SimdObject object(const QByteArray &text, const QString &where, const QString &id);

    // An extra column: the object's members this version does not know. One that names a key of the format
    // (`known`) is refused, as the JSON reader would have read that key as the format's (a column of its
    // own here): the two copies could say different things, and a JSON file cannot hold both.
    template <size_t N>
    UnknownKeys unknownKeys(const QByteArray &text, const QString &where, const QString &id,
                            const std::array<const char *, N> &known)
    {
        const QString column = where + QStringLiteral(".extra");
        const SimdObject o = object(text, column, id);
        o.forEach([&](std::string_view key, const SimdValue &) {
            for (const char *k : known)
                if (key == std::string_view(k)) refuseKnownKey(column, id, k);
        });
        return o.unknownKeys(known);
    }

private:
    [[noreturn]] void fail(const QString &where, const QString &id, const QString &message) const;
    [[noreturn]] void refuseKnownKey(const QString &column, const QString &id, const char *key) const;

    QString m_file;
    simdjson::dom::parser m_parser;
};

} // namespace railyard
