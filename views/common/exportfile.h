#pragma once

#include <QString>

class QWidget;

namespace railyard {

class Document;

// The file an export writes, asked with a save dialog that opens where the last export went (else beside
// the design) and remembers the folder chosen: every File ▸ Export item's way. `suggestedName` is made fit
// for a file name. Empty when cancelled; with `defaultSuffix` added when the name typed has none.
QString askExportFile(QWidget *window, const Document *document, const QString &title,
                      const QString &suggestedName, const QString &filters,
                      const QString &defaultSuffix = {});

// A design name made fit for a suggested file name on every system: no path separators, colons or wildcards.
QString fileNameFrom(const QString &name);

} // namespace railyard
