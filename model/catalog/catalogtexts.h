#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// The bundled catalog's descriptions in the application's language: the catalog panel, the rack type lists,
// the BOM preview and the documents made for people (the XLSX and PDF quote). The CSV and JSON BOM keep the
// catalog's own words, as does the CLI without --lang; a design's own parts describe themselves and come back
// unchanged.
QString catalogText(const QString &text);

// The bundled catalog's descriptions as lupdate finds them (the catalog is JSON, which it cannot read).
QStringList bundledCatalogTexts();

} // namespace railyard
