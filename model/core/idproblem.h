#pragma once

#include <QString>

namespace railyard {

// The longest id, label, port name or row a design may hold (docs/native-format.md, "Limits").
constexpr int maxIdLength = 256;

// Why `text` cannot be an id or label (empty when it can): too long, or holding a control character or a
// Unicode noncharacter (U+FFFE, U+FFFF, U+FDD0–U+FDEF) or byte-order mark. Every reader applies it, and so
// does everything that makes names from what it is given (import, the generator's name patterns).
QString idProblem(const QString &text);

} // namespace railyard
