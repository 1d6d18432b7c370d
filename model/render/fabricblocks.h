#pragma once

#include "render/fabriclayout.h"

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace railyard {

// The fabric as it reads from afar: on each row, neighbouring groups (a scalable unit's servers or leaves,
// the spines or cores of one reach) merged into blocks at least a given width wide, and the links between two
// blocks that share a colour key as one bundle, to be drawn as wide as their count. The blocks keep the
// places of their devices, so that zooming in turns them into the devices and links they hold.
class FabricBlocks
{
public:
    struct Block
    {
        int tier = 0;
        Role role = Role::Switch; // its devices' role, Switch when they differ (leaves and other switches)
        double left = 0, right = 0, y = 0; // from its first device's centre to its last's, on its row
        int devices = 0;
        int lowSu = 0, highSu = 0; // the scalable units of its devices (0: none)
        quint64 rails = 0;         // the rails its devices carry (bit rail % 64)
        bool railless = false;     // some of its devices carry no rail
        bool management = false;   // other switches whose networked ports are all out-of-band management
        double centre() const { return (left + right) / 2; }
        // The one rail all its devices carry (a rail plane's spines), or 0.
        int rail() const { return railless ? 0 : FabricLayout::onlyRail(rails); }
    };
    struct Bundle
    {
        int lower = 0, upper = 0; // blocks: the lower row's and the upper row's
        int key = 0;              // the links' rail, or an overlay's key
        int count = 0;
        double lowerX = 0, upperX = 0; // where it leaves the lower block and enters the upper one
        double room = 0;               // the narrower of its two shares of the blocks' widths
    };
    // What decides a link's bundle besides its blocks: its colour key.
    using KeyOf = std::function<int(const CableColours::DeviceLink &)>;

    FabricBlocks(const Design &design, const FabricLayout &layout, double minWidth);

    const std::vector<Block> &blocks() const { return m_blocks; }
    // The bundles by the links' rails, in key order.
    const std::vector<Bundle> &bundles() const { return m_bundles; }
    // The bundles by another key (an overlay's), side by side on each block as bundles() are.
    std::vector<Bundle> bundlesBy(const FabricLayout &layout, const KeyOf &keyOf) const;
    // The block a node of the layout (by index) belongs to, or -1.
    int blockOfNode(size_t node) const { return m_blockOfNode[node]; }
    // How wide one link of a bundle is drawn (drawing units): the bundles at a typical block fill most of its
    // width, so that a bundle's width reads as its count across the drawing. At a block busier than that,
    // bundles are drawn no wider than their room there.
    double unitsPerLink(const std::vector<Bundle> &bundles) const;

    // The blocks for a layout at the level of detail that merges groups narrower than `minWidth`, made once
    // per level (levels are powers of two) and kept with the layout.
    static std::shared_ptr<const FabricBlocks> of(const Design &design, const FabricLayout &layout,
                                                  double minWidth);

private:
    void foldSlivers(const std::vector<size_t> &row, size_t rowStart, double minWidth, bool apart);

    std::vector<Block> m_blocks;
    std::vector<int> m_blockOfNode;
    std::vector<Bundle> m_bundles;
};

} // namespace railyard
