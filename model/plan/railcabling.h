#pragma once

#include "design/cable.h"

#include <QList>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace railyard {

class Design;

// Connect by Rail: every compute connector of the chosen GPU servers cabled to the leaf of its rail, as a
// user would drag each cable (the same cable type and length a drag proposes, the same checks).
//
// A server connector's rail is its cage's `rails` entry for that connector. The leaf of rail r is a chosen
// leaf whose `rail` is r (in the server's scalable unit when leaves say theirs); leaves with no rail set take
// the rails nobody has, in natural id order (leaf-r9 before leaf-r10), and the plan says so. Each leaf's
// connectors are used in port order. Servers are taken by scalable unit, node and id, so that server n of a
// unit lands on the n-th free connector of each leaf.
struct PlannedRailCable
{
    Cable cable; // with a fresh id
    int rail = 0;
};

struct RailPlan
{
    std::vector<PlannedRailCable> links;
    std::vector<std::pair<int, int>> leafRails; // leaves with no rail set and the rail the plan gives them
    QStringList notes;                          // what the plan decided for the user (a leaf given a rail)
    QStringList problems;                       // connectors that could not be cabled, and why
};

// `devices`: the chosen servers and leaves; leaves alone take the GPU servers of their scalable units (every
// server of a design without units). Server connectors of rails no chosen leaf serves are not cabled and not
// problems (one note counts them): one leaf chosen cables its rail only. `chosenRails`: leaf -> the rail the
// user gave a leaf that has none (the window asks when one leaf without a rail is chosen).
RailPlan planRailCabling(const Design &design, const QList<int> &devices,
                         const std::map<int, int> &chosenRails = {});
// The GPU servers whose connectors leaves alone are cabled to: those of their scalable units, or every one.
QList<int> serversOfLeaves(const Design &design, const QList<int> &leaves);
// The rail most of the GPU-server connectors cabled straight to this leaf carry (a leaf cabled by hand has
// the rail its cables say), or none.
std::optional<int> railCabledTo(const Design &design, int leaf);
// The free compute connectors of these servers that a cable to a leaf could take, by rail.
std::map<int, int> freeConnectorsByRail(const Design &design, const QList<int> &servers);
// The rails the compute cages of these servers carry.
std::set<int> railsNeeded(const Design &design, const QList<int> &servers);

} // namespace railyard
