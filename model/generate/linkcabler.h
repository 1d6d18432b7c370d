#pragma once

#include "design/cable.h"
#include "generate/fabriccounts.h"
#include "generate/fabricoptions.h"
#include "generate/namepattern.h"

#include <QHash>
#include <QString>

#include <vector>

namespace railyard {

class Design;
struct DeviceType;
struct PortDef;
struct Transceiver;

// How many logical ports one cage of a device gives a fabric: a server cage has one per rail it carries
// (at least one); a switch cage as many as the largest module of its form factor has connectors (two for a
// twin-port OSFP), so that a QM9700's 32 cages are 64 ports.
int connectorsPerCage(const Design &design, const DeviceType &type, const PortDef &port);
// Whether a module fits a cage as this many logical ports: its form factor and connector count, carrying what
// the cage does (an NDR module in a Quantum-X800 cage would work, at half the rate; an XDR one does not fit a
// QM9700's).
bool moduleFits(const Transceiver &module, const PortDef &cage, int connectors);

// Turns planned links (one logical port to another) into cables, as a cabling designer would:
// - a direct-attach cable when both ends are whole single-port cages in the same or the next rack and its
//   reach allows;
// - an RJ45 cord between two fixed copper ports;
// - otherwise optics at both ends (the best-matching pair for the media chosen) joined by a fiber cord, or,
//   for server links and routes longer than any cord, through a patch panel at the top of each rack and a
//   trunk between them.
// Lengths come from the route estimate plus slack, rounded up to an orderable length; a route no orderable
// cable covers, or a channel longer than its optics reach, is an error (the design would not validate).
class LinkCabler
{
public:
    LinkCabler(Design &design, const FabricOptions &options, FabricCounts &counts);

    const QString &error() const { return m_error; }

    // The longest run the hall can need (corner to corner, down into both racks): the optics chosen are the
    // ones of least reach that still cover it.
    void setHallSpan(double metres);
    // Planes: a server's compute cage is this many logical ports (one per plane), so it takes a module of as
    // many connectors.
    void setComputePlanes(int planes) { m_planes = planes; }
    // Panels go above the highest U other devices take in a rack; say which that is before cabling.
    void reserveRack(int rack, int highestUsedU);

    // Cables one link: a cord within a rack or to the next rack, else cord, trunk, cord through the panels at
    // the top of both racks. Returns false (error() says why) when it cannot be cabled.
    bool connect(FabricNet net, const Endpoint &a, const Endpoint &b);

private:
    struct PanelRack
    {
        std::vector<int> panels;
        int used = 0;   // adapter ports used in the last panel
        int nextU = 0;  // where the next panel goes (top down)
        int floorU = 0; // the highest U taken by other devices
    };
    struct ModulePair
    {
        int a = -1;
        int b = -1;
    };

    bool addCable(FabricNet net, int type, double routeM, const Endpoint &a, const Endpoint &b, QChar part,
                  double *lengthOut);
    std::optional<ModulePair> modulesFor(const Endpoint &a, const Endpoint &b);
    bool plug(const Endpoint &e, int transceiver);
    std::optional<Endpoint> panelPort(int rack, const Transceiver &module);
    int panelTypeFor(const Transceiver &module);
    bool adjacentRacks(int rackA, int rackB) const;
    double route(const Endpoint &a, const Endpoint &b) const;
    QString where(const Endpoint &e) const;
    int cageConnectors(const Endpoint &e) const;
    size_t counter(FabricNet net) const;

    Design &m_design;
    const FabricOptions &m_options;
    FabricCounts &m_counts;
    NamePattern m_label;
    NamePattern m_panelName;
    QString m_error;
    std::array<int, fabricNetCount> m_numbers{};
    double m_hallSpanM = 0;
    int m_planes = 1;
    QHash<QString, std::optional<ModulePair>> m_modulePairs;
    QHash<QString, int> m_panelTypes;
    QHash<int, PanelRack> m_panelRacks;
};

} // namespace railyard
