#pragma once

#include <QMarginsF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include "core/result.h"

#include <vector>

namespace railyard {

// The label stock a template prints on. Sizes in millimetres.
struct LabelStock
{
    QString description;
    QSizeF pageMm; // a sheet, or one label's size for a roll
    QSizeF labelMm;
    QMarginsF marginsMm; // of the sheet, to the first label
    int columns = 1;
    int rows = 1;
    QSizeF pitchMm;    // from one label to the next, across and down
    bool roll = false; // one label per page: thermal printers on a roll
    // Where the label may be printed, relative to its top-left corner: wrap-around labels print only the
    // part that stays on top, the rest is clear laminate wound over it.
    QRectF printableMm;
    // Flag labels: the printable area is two panels either side of a blank strip that wraps the cable, and
    // the text is printed on both panels so that it reads from either side.
    bool flag = false;
    double flagWrapMm = 0;

    int labelsPerPage() const { return columns * rows; }
};

// A label design: the stock, the text lines (with {label} {id} {near} {far} {type} {length}), font size, an
// optional QR code of the cable id and a band in the rail colour.
struct LabelTemplate
{
    QString name;
    QString description;
    LabelStock stock;
    QStringList lines{QStringLiteral("{label}"), QStringLiteral("{near} / {far}")}; // cli.md's default text
    double fontPt = 8; // the largest size used; a line that does not fit is set smaller, down to minFontPt
    // Never smaller: 6 pt is about the least that reads at arm's length in a hot aisle. A label that would
    // need less is not printed (the export says which and suggests a template that takes it).
    static constexpr double smallestFontPt = 6;
    double minFontPt = smallestFontPt;
    bool qrCode = false;
    bool railBand = true;
    bool unconfirmed = false; // the stock's dimensions are not confirmed against a vendor datasheet
};

// A template from a JSON file, for stock the built-ins do not cover (docs/exports.md, "Your own templates").
// Errors name the file and the key.
Result<LabelTemplate> loadLabelTemplate(const QString &path);
// The templates in a folder (*.json); files that fail to load are reported in `errors` and skipped.
std::vector<LabelTemplate> loadLabelTemplates(const QString &folder, QStringList *errors = nullptr);

// The built-in templates; "default" first.
const std::vector<LabelTemplate> &labelTemplates();
const LabelTemplate *findLabelTemplate(const QString &name);
QStringList labelTemplateNames();

} // namespace railyard
