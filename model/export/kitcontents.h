#pragma once

#include <QSet>

#include <utility>
#include <vector>

namespace railyard {

class Design;
struct Device;

// The devices a rack's part number includes (a rack type with contents_included, a whole DGX NVL72): a device
// of a content's type at that content's U in such a rack is ordered with the rack, not on a line of its own.
class KitContents
{
public:
    explicit KitContents(const Design &design);
    bool comesWithRack(const Device &device) const;
    // Whether the rack's type includes its contents (its power and blanking come with it too).
    bool isKitRack(int rack) const;

private:
    const Design &m_design;
    std::vector<QSet<std::pair<int, int>>> m_included; // by rack type: (device type, U)
};

} // namespace railyard
