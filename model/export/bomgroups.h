#pragma once

#include <QString>

#include <vector>

namespace railyard {

class Design;

// How a BOM's lines are split for the buyer (bom --group): not at all, by network (compute, storage, in-band,
// out-of-band) or by scalable unit.
enum class BomGrouping
{
    None,
    Network,
    Su
};

// Which group each rack, device, module and cable of a design falls in. Group 0 is "shared": what no network
// or SU owns (racks and accessories by network; what has no SU). By network: a channel is in the network of
// the server port it ends at, else of its end switches; a switch or panel in the network most of its channels
// are in; a GPU server is compute; a module its cage's network, else its device's; a cable its channel's. By
// SU: a rack the SU most of its devices are in; a device its `su`, else its rack's; a module or cable its (A,
// else B) device's; a rack's accessories its rack's.
class BomGroups
{
public:
    BomGroups(const Design &design, BomGrouping grouping);

    int count() const { return int(m_keys.size()); }
    // The group's key as JSON and CSV write it: "compute", "storage", "inband", "oob" or the SU's number;
    // empty for the shared group.
    QString key(int group) const { return m_keys[size_t(group)]; }
    // Its title for people: "Compute network", "SU 3", "Shared".
    QString title(int group) const;
    // Groups in the order a quote lists them: networks in the format's order, SUs by number, shared last.
    int order(int group) const { return group == 0 ? count() : group; }

    int ofRack(int rack) const { return at(m_racks, rack); }
    int ofDevice(int device) const { return at(m_devices, device); }
    int ofModule(int device, int port) const;
    int ofCable(int cable) const { return at(m_cables, cable); }

private:
    static int at(const std::vector<int> &groups, int slot)
    {
        return slot >= 0 && slot < int(groups.size()) ? groups[size_t(slot)] : 0;
    }
    int groupOf(const QString &key);
    void assignNetworks();

    const Design &m_design;
    BomGrouping m_grouping;
    std::vector<QString> m_keys{QString()};
    std::vector<int> m_racks, m_devices, m_cables;
};

} // namespace railyard
