#pragma once

#include "core/enums.h"

#include <vector>

namespace railyard {

class Design;

// What the painters colour cables and links by: the rail and network each cable carries, and the links
// between the devices at the ends of complete channels. The window's validator answers from the channels it
// keeps anyway; a drawing made without the window takes TracedColours, one trace of the channels, and needs
// no validation.
class CableColours
{
public:
    virtual ~CableColours() = default;
    // The GPU rail a cable carries (through its channel to a GPU-server port with a rail), or 0.
    virtual int railOfCable(int cable) const = 0;
    // The network (compute, storage, …) of the ports a cable's channel ends on, or Network::None.
    virtual Network networkOfCable(int cable) const = 0;

    // A complete channel as a link between its end devices, with the GPU rail it carries (0 when none).
    struct DeviceLink
    {
        int a, b, rail;
        bool misaligned; // a rail-alignment issue on the channel (known only to a validator)
    };
    virtual std::vector<DeviceLink> deviceLinks() const = 0;
};

// The colours of a design from one trace of its channels, by the validator's rules (a trunk carrying several
// rails takes the lowest, foldCableRail; the network of a channel's first end that has one). Knows no issues:
// no link is misaligned.
class TracedColours : public CableColours
{
public:
    explicit TracedColours(const Design &design);
    int railOfCable(int cable) const override;
    Network networkOfCable(int cable) const override;
    std::vector<DeviceLink> deviceLinks() const override { return m_links; }
    // Every cable slot's rail, 0 for none (what cableRails gives).
    std::vector<int> takeRails() { return std::move(m_rails); }

private:
    std::vector<int> m_rails;
    std::vector<Network> m_networks;
    std::vector<DeviceLink> m_links;
};

} // namespace railyard
