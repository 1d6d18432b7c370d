#pragma once

#include <QString>

#include <optional>

namespace railyard {

// One fiber test result kept with its cable (commissioning): what a certification tester measured on one
// fiber at one wavelength, where it came from and when it was imported. A retest adds a record; the latest
// record of a fiber and wavelength is the one judged (docs/commissioning.md).
struct TestRecord
{
    int fiber = 0;        // the fiber (strand) of the cable, from 1; 0 when the tester names none
    int wavelengthNm = 0; // 0 when not given
    std::optional<double> lossDb;
    std::optional<double> limitDb; // the tester's own limit, when it reports one
    std::optional<double> lengthM; // as measured
    QString result;                // as the tester said: PASS, FAIL, PASS*, FAIL*; empty when it said none
    QString date;                  // when tested, as the tester wrote it
    QString tester;                // the tester (model, serial number, operator)
    QString source;                // the file it was imported from (its name)
    QString imported;              // when it was imported (ISO 8601 date)

    bool operator==(const TestRecord &) const = default;
};

} // namespace railyard
