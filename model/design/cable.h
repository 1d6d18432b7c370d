#pragma once

#include "core/enums.h"
#include "design/testrecord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

namespace railyard {

// Where one end of a cable is plugged. A loose end has no device.
struct Endpoint
{
    int device = -1; // device slot
    int port = -1;   // index into the device type's ports
    int sub = 0;     // 1-based connector of a multi-connector module; 0 when not written (means 1)
    Side side = Side::None;

    bool isLoose() const { return device < 0; }
    int effectiveSub() const { return sub > 0 ? sub : 1; }
    bool operator==(const Endpoint &) const = default;
};

struct Cable
{
    QString id;
    int type = -1; // index into the catalog's cable types
    double lengthM = 0;
    QString label;
    CableStatus status = CableStatus::Planned;
    QList<TestRecord> tests; // fiber test results, oldest first
    // The id of the cable this one is planned to replace (docs/revisions.md): the two may share ports while
    // both exist, and the checks see only this one.
    QString replaces;
    // The pathway segments it runs over, in order from its A end (docs/pathways.md), when the route was
    // chosen by hand; empty: the router picks the shortest.
    QStringList route;
    // ends[0] is the A end; ends[1..] are the B ends, one per leg of a splitter.
    QVarLengthArray<Endpoint, 2> ends;
    QJsonObject extra;

    const Endpoint &a() const { return ends[0]; }
    int legs() const { return int(ends.size()) - 1; }
    bool operator==(const Cable &) const = default;
};

} // namespace railyard
