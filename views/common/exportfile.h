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

// A design name made fit for a suggested file name on every system: no path separators, colons, wildcards,
// commas or semicolons.
QString fileNameFrom(const QString &name);

// What an export's suggested file name starts with: the quote number when the design has one, else the
// design's name up to its first comma ("DGX GB200 SuperPOD" of "DGX GB200 SuperPOD, 16 SU, 18,432 GPUs").
QString exportBaseName(const Document *document);

} // namespace railyard
