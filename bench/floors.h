#pragma once

#include <QString>

namespace railyard {
class Design;
}

namespace railyard::bench {

// Floors: the least any reader or checker of the same data has to spend, measured in the same run as the
// operation, so that the ratio of the two says how close Railyard is whatever the machine.

// Every row of every table of a native document read with the sqlite3 C API, each column into a plain struct.
double sqliteScanSeconds(const QString &path);
// SQLite inserting the same rows into the same tables itself and then building the same indexes, with the
// pragmas of Railyard's writer (no journal, no sync): the floor of a native save.
double sqliteRewriteSeconds(const QString &path);
// The bytes of a file read into memory.
double fileReadSeconds(const QString &path);
// One pass over every cable: its type and the device, port and side of each end.
double cablePassSeconds(const Design &design);

// How a cost grows with the size: the exponent k of cost ~ size^k between two measurements.
double growthExponent(double sizeA, double costA, double sizeB, double costB);

} // namespace railyard::bench
