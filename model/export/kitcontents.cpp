#include "export/kitcontents.h"

#include "design/design.h"

namespace railyard {

KitContents::KitContents(const Design &design) : m_design(design)
{
    const Catalog &catalog = design.catalog;
    m_included.resize(size_t(catalog.rackTypes.size()));
    for (int i = 0; i < catalog.rackTypes.size(); ++i)
        if (catalog.rackTypes.at(i).contentsIncluded)
            for (const RackContent &content : catalog.rackTypes.at(i).contents)
                m_included[size_t(i)].insert({catalog.deviceTypes.indexOf(content.type), content.u});
}

bool KitContents::isKitRack(int rack) const
{
    const int type = m_design.racks().at(rack).type;
    return type >= 0 && m_design.catalog.rackTypes.at(type).contentsIncluded;
}

bool KitContents::comesWithRack(const Device &device) const
{
    if (device.rack < 0) return false;
    const int type = m_design.racks().at(device.rack).type;
    return type >= 0 && m_included[size_t(type)].contains({device.type, device.u});
}

} // namespace railyard
