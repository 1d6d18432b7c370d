#include "design/device.h"

#include <algorithm>

namespace railyard {

void Device::setModule(int port, int transceiver)
{
    auto it = std::lower_bound(modules.begin(), modules.end(), port,
                               [](const CageModule &m, int p) { return m.port < p; });
    const bool present = it != modules.end() && it->port == port;
    if (transceiver < 0) {
        if (present) modules.erase(it);
    } else if (present) {
        it->transceiver = transceiver;
    } else {
        modules.insert(it, CageModule{port, transceiver});
    }
}

} // namespace railyard
