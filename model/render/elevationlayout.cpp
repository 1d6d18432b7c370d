#include "render/elevationlayout.h"

#include "design/design.h"
#include "render/elevationgeometry.h"
#include "render/portlayout.h"

#include <algorithm>
#include <cmath>

namespace railyard {

using namespace elevation;

QRectF ElevationLayout::frameRect(int heightU)
{
    return QRectF(0, 0, mountWidth + 2 * railWidth, headerHeight + heightU * unitHeight + 8);
}

int ElevationLayout::columnOf(int rack) const
{
    if (!m_columns) {
        auto columns = std::make_shared<QHash<int, int>>();
        columns->reserve(m_racks.size());
        for (int column = 0; column < m_racks.size(); ++column)
            if (!columns->contains(m_racks[column])) columns->insert(m_racks[column], column); // the first
        m_columns = std::move(columns);
    }
    return m_columns->value(rack, -1);
}

QRectF ElevationLayout::rackRect(int rack) const
{
    const int column = columnOf(rack);
    if (column < 0) return {};
    return frameRect(m_design.racks().at(rack).heightU).translated(column * rackPitch, 0);
}

QRectF ElevationLayout::slotRect(int rack, int u, int heightU) const
{
    const int column = columnOf(rack);
    const int rackHeight = m_design.racks().at(rack).heightU;
    return QRectF(mountLeft(column), uTop(rackHeight, u + heightU - 1), mountWidth, heightU * unitHeight);
}

std::optional<QRectF> ElevationLayout::deviceRect(int device) const
{
    if (!m_design.devices().isLive(device)) return std::nullopt;
    const Device &dev = m_design.devices().at(device);
    if (!dev.isPlaced() || columnOf(dev.rack) < 0) return std::nullopt;
    const int heightU = m_design.catalog.deviceTypes.at(dev.type).heightU;
    return QRectF(slotRect(dev.rack, dev.u, heightU).topLeft(), QSizeF(mountWidth, heightU * unitHeight));
}

std::optional<QPointF> ElevationLayout::portCentre(int device, int port) const
{
    const std::optional<QRectF> rect = deviceRect(device);
    if (!rect) return std::nullopt;
    // Laid out in the device's own coordinates, as its item does, then moved to where the device is.
    const PortLayout layout(m_design.deviceType(device), face(QRectF(QPointF(0, 0), rect->size())));
    const QRectF r = port >= 0 && port < layout.rects().size() ? layout.rects()[port] : QRectF();
    return r.center() + rect->topLeft();
}

std::vector<QPointF> ElevationLayout::portCentres(int device) const
{
    const std::optional<QRectF> rect = deviceRect(device);
    if (!rect) return {};
    const PortLayout layout(m_design.deviceType(device), face(QRectF(QPointF(0, 0), rect->size())));
    std::vector<QPointF> centres;
    centres.reserve(size_t(layout.rects().size()));
    for (const QRectF &r : layout.rects())
        centres.push_back(r.center() + rect->topLeft());
    return centres;
}

QRectF ElevationLayout::bounds() const
{
    QRectF extent;
    for (int column = 0; column < m_racks.size(); ++column)
        extent |= frameRect(m_design.racks().at(m_racks[column]).heightU).translated(column * rackPitch, 0);
    return extent.adjusted(-rackGap, -rackGap, rackGap, rackGap);
}

std::optional<Placement> ElevationLayout::placementAt(const QPointF &p, int heightU) const
{
    const int column = int(std::floor(p.x() / rackPitch));
    if (column < 0 || column >= m_racks.size()) return std::nullopt;
    const int rack = m_racks[column];
    const int rackHeight = m_design.racks().at(rack).heightU;
    // The device's middle at the pointer: its top edge snaps to the nearest U boundary.
    const double top = p.y() - heightU * unitHeight / 2;
    const int topU = rackHeight - int(std::lround((top - headerHeight) / unitHeight));
    // Held over the rack's top or bottom end, the device goes to the highest or lowest slot it can take, as a
    // hand would push it in; a device taller than the rack stays where it is (and does not fit).
    const int lowest = topU - heightU + 1;
    return Placement{rack, heightU <= rackHeight ? std::clamp(lowest, 1, rackHeight - heightU + 1) : lowest};
}

} // namespace railyard
