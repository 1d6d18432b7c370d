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
    // ends[0] is the A end; ends[1..] are the B ends, one per leg of a splitter. A trunk assembly of N
    // connectors per end (its type's `connectors`) has 2N ends in pairs A1, B1, A2, B2, …: connector k of
    // the A end joins connector k of the B end, so every pair is traced like a cable of its own.
    QVarLengthArray<Endpoint, 2> ends;
    int connectors = 1;
    QJsonObject extra;

    // Makes room for the ends of a cable of this many connectors per end (its type's) and legs, all loose.
    void layOutEnds(int connectorsPerEnd, int typeLegs)
    {
        connectors = connectorsPerEnd;
        ends.clear();
        ends.resize(connectorsPerEnd > 1 ? 2 * connectorsPerEnd : typeLegs + 1);
    }

    const Endpoint &a() const { return ends[0]; }
    bool isAssembly() const { return connectors > 1; }
    int legs() const { return isAssembly() ? 1 : int(ends.size()) - 1; }
    bool isAEnd(int end) const { return isAssembly() ? end % 2 == 0 : end == 0; }
    // The 1-based connector of an assembly's end; 0 for any other cable.
    int connectorOf(int end) const { return isAssembly() ? end / 2 + 1 : 0; }
    // Where a signal entering at `end` leaves: the other end of its pair, or a splitter's A end for a leg;
    // -1 for a splitter's A end, which fans out to every leg.
    int peerOf(int end) const
    {
        if (isAssembly()) return end ^ 1;
        if (legs() > 1) return end == 0 ? -1 : 0;
        return 1 - end;
    }
    // The indices of the A ends (one, or one per connector of an assembly) and of the B ends (one per leg or
    // connector), in order.
    QVarLengthArray<int, 4> aEnds() const
    {
        QVarLengthArray<int, 4> out;
        for (int e = 0; e < int(ends.size()); e += isAssembly() ? 2 : int(ends.size()))
            out.append(e);
        return out;
    }
    QVarLengthArray<int, 4> bEnds() const
    {
        QVarLengthArray<int, 4> out;
        for (int e = 1; e < int(ends.size()); e += isAssembly() ? 2 : 1)
            out.append(e);
        return out;
    }
    bool operator==(const Cable &) const = default;
};

} // namespace railyard
