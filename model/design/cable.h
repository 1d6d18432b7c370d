#pragma once

#include "core/enums.h"
#include "core/unknownkeys.h"
#include "design/testrecord.h"

#include <QJsonObject>
#include <QList>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

namespace railyard {

// Where one end of a cable is plugged. A loose end has no device. Eight bytes: a design holds millions.
struct Endpoint
{
    int device = -1;  // device slot
    qint16 port = -1; // index into the device type's ports (catalogs refuse types of more than maxPorts)
    qint8 sub = 0;    // 1-based connector of a multi-connector module; 0 when not written (means 1)
    Side side = Side::None;

    static constexpr int maxPorts = 32767;
    Endpoint() = default;
    constexpr Endpoint(int device, int port, int sub = 0, Side side = Side::None)
        : device(device), port(qint16(port)), sub(qint8(sub)), side(side)
    {
    }
    bool isLoose() const { return device < 0; }
    int effectiveSub() const { return sub > 0 ? sub : 1; }
    bool operator==(const Endpoint &) const = default;
};

// What few cables carry: test results, the cable one replaces, a route chosen by hand and unknown members.
// Kept behind one shared pointer, so that the cables without any cost 8 bytes for all four.
struct CableExtras : QSharedData
{
    QList<TestRecord> tests; // fiber test results, oldest first
    // The id of the cable this one is planned to replace (docs/revisions.md): the two may share ports while
    // both exist, and the checks see only this one.
    QString replaces;
    // The pathway segments it runs over, in order from its A end (docs/pathways.md), when the route was
    // chosen by hand; empty: the router picks the shortest.
    QStringList route;
    UnknownKeys extra;
    bool operator==(const CableExtras &o) const
    {
        return tests == o.tests && replaces == o.replaces && route == o.route && extra == o.extra;
    }
};

struct Cable
{
    QString id;
    QString label;
    double lengthM = 0;
    // ends[0] is the A end; ends[1..] are the B ends, one per leg of a splitter. A trunk assembly of N
    // connectors per end (its type's `connectors`) has 2N ends in pairs A1, B1, A2, B2, …: connector k of
    // the A end joins connector k of the B end, so every pair is traced like a cable of its own.
    QVarLengthArray<Endpoint, 2> ends;
    int type = -1; // index into the catalog's cable types
    qint16 connectors = 1;
    CableStatus status = CableStatus::Planned;

    const QList<TestRecord> &tests() const { return extras().tests; }
    const QString &replaces() const { return extras().replaces; }
    const QStringList &route() const { return extras().route; }
    const UnknownKeys &extra() const { return extras().extra; }
    const CableExtras &extras() const
    {
        static const CableExtras none;
        return m_extras ? *m_extras.constData() : none;
    }
    // The extras to change (this cable's own copy, made on the first change).
    CableExtras &editExtras()
    {
        if (!m_extras) m_extras = new CableExtras;
        return *m_extras.data();
    }

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
    bool operator==(const Cable &o) const
    {
        return id == o.id && label == o.label && lengthM == o.lengthM && ends == o.ends && type == o.type &&
               connectors == o.connectors && status == o.status && extras() == o.extras();
    }

private:
    QSharedDataPointer<CableExtras> m_extras;
};

} // namespace railyard
