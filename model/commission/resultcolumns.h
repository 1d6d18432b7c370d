#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace railyard {

// How a fiber tester's export names its columns: a column-mapping profile (docs/commissioning.md). Railyard's
// own results CSV names them after the fields; a tester's export (Fluke LinkWare, EXFO, VIAVI …) names them
// its own way, and often puts a wavelength's loss and limit in columns of their own.
struct ResultColumns
{
    // The fields a results file may hold, in the order of Railyard's own CSV.
    static const QStringList &fields(); // cable, fiber, wavelength_nm, loss_db, limit_db, length_m, result,
                                        // date, tester
    QString name;                       // what the profile is for ("Fluke LinkWare CSV, site A")
    QMap<QString, QString> columns;     // field → the column's title in the file
    // A wavelength's loss (and limit) in columns of their own: one record per wavelength per row.
    struct Wavelength
    {
        int nm = 0;
        QString lossColumn;
        QString limitColumn; // may be empty
        bool operator==(const Wavelength &) const = default;
    };
    QList<Wavelength> wavelengths;
    bool lengthInFeet = false;
    // A regular expression applied to the cable cell; its first group (else the whole match) is the cable's
    // id or label. Empty: the cell as it is.
    QString cablePattern;
    // The result cell's words for a pass and a fail (compared without case); a trailing "*" (within the
    // tester's accuracy) is kept.
    // Whether every column named must be in the file (a profile made for one export); Railyard's own CSV
    // needs only the cable and the loss or result.
    bool allColumnsRequired = true;
    QStringList passWords{QStringLiteral("PASS")};
    QStringList failWords{QStringLiteral("FAIL")};

    bool operator==(const ResultColumns &) const = default;
};

// Railyard's own results CSV: each field's column titled as the field.
ResultColumns railyardResultColumns();
// A first guess at a tester's columns from their titles, for the window to start from: "Cable ID" or "Link"
// is the cable, "Loss 1310 (dB)" a wavelength's loss, "Limit", "Length (ft)", "Result", "Date", "Operator" …
ResultColumns guessResultColumns(const QStringList &titles);
// A profile from its JSON file; an error names the file and the key.
Result<ResultColumns> readResultColumns(const QString &path);
Result<ResultColumns> parseResultColumns(const QByteArray &json, const QString &fileName);
QByteArray resultColumnsJson(const ResultColumns &columns);

} // namespace railyard
