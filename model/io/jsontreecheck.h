#pragma once

#include <QByteArray>
#include <QString>

#include <simdjson.h>

#include <optional>

namespace railyard {

// What is wrong in a JSON document as a whole, and where (the path as JsonReadContext writes it).
struct JsonTreeProblem
{
    QString path;     // cables[3].status
    QString objectId; // the id of the innermost object on the path that has one
    QString message;
};

// The rules every JSON text a reader takes must pass before its values are read, wherever in the document
// they are (docs/native-format.md, "What every reader refuses"):
// - no key is given twice in one object: parsers disagree which one wins (simdjson the first, Qt the last,
//   Python the last), so a file would mean different things to different readers;
// - no string or key holds U+FEFF, whether written as its bytes or as the escape \ufeff: the writers write it
//   as bytes, which the readers refuse, so the design could not be opened again.
// `escapes`: whether the text held a \u escape at all; without one its strings are what its bytes were, which
// the caller has searched for U+FEFF already.
std::optional<JsonTreeProblem> checkJsonTree(simdjson::dom::element root, bool escapes = true);

// For the parts of a catalog, which are read through Qt's JSON (a QJsonValue holds integers to 64 bits,
// signed): an integer above 9223372036854775807 would come back changed, so it is refused where it is.
std::optional<JsonTreeProblem> checkCatalogNumbers(simdjson::dom::element root);

// The same for a small JSON input read whole by Qt's parser (a column profile, thresholds, a counter
// snapshot): Qt keeps the last of a key given twice without a word. Text that does not parse gives no problem
// here: Qt's parser says where it fails.
std::optional<JsonTreeProblem> checkJsonText(const QByteArray &json);

} // namespace railyard
