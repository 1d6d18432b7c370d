#pragma once

#include "design/design.h"
#include "io/bundledcatalog.h"

#include <QString>

namespace railyard::bench {

// Builds a benchmark design straight on the model (no undo commands, no id checks): the benchmark inputs
// are made in seconds even at 100k GPUs. Catalog indexes are looked up by id.
struct DesignBuilder
{
    Design d;

    DesignBuilder() { d.catalog = bundledCatalog(); }

    int deviceType(const char *id) const { return d.catalog.deviceTypes.indexOf(QLatin1String(id)); }
    int transceiver(const char *id) const { return d.catalog.transceivers.indexOf(QLatin1String(id)); }
    int cableType(const char *id) const { return d.catalog.cableTypes.indexOf(QLatin1String(id)); }

    int rack(const QString &id, const QString &row, double x, double y, int heightU = 48)
    {
        Rack r;
        r.id = id;
        r.row = row;
        r.xM = x;
        r.yM = y;
        r.heightU = heightU;
        const int slot = d.racks().nextSlot();
        d.insertRack(slot, std::move(r));
        return slot;
    }

    int device(const QString &id, int type, int rack, int u)
    {
        Device dev;
        dev.id = id;
        dev.type = type;
        dev.rack = rack;
        dev.u = u;
        const int slot = d.devices().nextSlot();
        d.insertDevice(slot, std::move(dev));
        return slot;
    }

    // A cable from `a` to one or more B ends (more than one for a splitter); labelled with its id.
    void cable(const QString &id, int type, double length, const Endpoint &a,
               std::initializer_list<Endpoint> b)
    {
        Cable c;
        c.id = id;
        c.type = type;
        c.lengthM = length;
        c.label = id;
        c.ends.clear();
        c.ends.append(a);
        for (const Endpoint &e : b)
            c.ends.append(e);
        d.insertCable(d.cables().nextSlot(), std::move(c));
    }

    // A Method-B channel through two panels: cord from `from` to the near panel's front, trunk between the
    // panels' rears, cord from the far panel's front to `to`; cables `id`a, `id`t and `id`b.
    void panelChannel(const QString &id, int cord, double cordM, int trunk, double trunkM,
                      const Endpoint &from, int nearPanel, int nearPort, int farPanel, int farPort,
                      const Endpoint &to)
    {
        cable(id + QLatin1Char('a'), cord, cordM, from, {Endpoint{nearPanel, nearPort, 0, Side::Front}});
        cable(id + QLatin1Char('t'), trunk, trunkM, Endpoint{nearPanel, nearPort, 0, Side::Rear},
              {Endpoint{farPanel, farPort, 0, Side::Rear}});
        cable(id + QLatin1Char('b'), cord, cordM, Endpoint{farPanel, farPort, 0, Side::Front}, {to});
    }
};

// n written with at least `width` digits.
inline QString zeroPadded(int n, int width)
{
    return QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
}

} // namespace railyard::bench
