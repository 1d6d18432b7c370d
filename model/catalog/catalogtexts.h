#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// The bundled catalog's descriptions in the application's language, for the screen: the catalog panel, the
// rack type lists, the BOM preview. Exports and the CLI keep the catalog's own (English) text, the words a
// vendor's quote lines up with; a design's own parts describe themselves and come back unchanged.
QString catalogText(const QString &text);

// The bundled catalog's descriptions as lupdate finds them (the catalog is JSON, which it cannot read).
QStringList bundledCatalogTexts();

} // namespace railyard
