#pragma once

#include "validation/issue.h"

#include <QByteArray>
#include <QString>

namespace railyard {

class Design;

// The JSON of `railyard-cli validate --json` (cli.md): design, issues (one per line), summary.
QByteArray validationJson(const Design &design, const QList<Issue> &issues);
// The terminal form: a summary line, then the issues grouped by severity.
QString validationText(const Design &design, const QList<Issue> &issues);

} // namespace railyard
