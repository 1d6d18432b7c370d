#pragma once

#include "design/device.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>

#include <memory>
#include <optional>
#include <vector>

namespace railyard {

class Design;

// Where things are in the rack elevations: the chosen racks side by side, left to right (see
// elevationgeometry.h for the units), their devices in their slots and the ports on the devices' faces.
class ElevationLayout
{
public:
    ElevationLayout(const Design &design, const QList<int> &racks) : m_design(design), m_racks(racks) {}
    const QList<int> &racks() const { return m_racks; }
    // The frame of a rack: its id above the mounting area and the U numbers beside it.
    QRectF rackRect(int rack) const;
    // The rectangle a device `heightU` high takes at that rack and U.
    QRectF slotRect(int rack, int u, int heightU) const;
    // A device's rectangle, if the elevations show it (live, placed, in a shown rack).
    std::optional<QRectF> deviceRect(int device) const;
    // Where a port's centre is, if its device is shown.
    std::optional<QPointF> portCentre(int device, int port) const;
    // The centres of all a device's ports, by port (empty when it is not shown).
    std::vector<QPointF> portCentres(int device) const;
    // Every rack frame, with room around it.
    QRectF bounds() const;
    // Where a device `heightU` high would go with its centre at `point`: the rack under it and the U.
    std::optional<Placement> placementAt(const QPointF &point, int heightU) const;

    // The face of a device drawn in `rect`: what its name and ports are laid out in.
    static QRectF face(const QRectF &rect) { return rect.adjusted(2, 1, -2, -1); }
    // A rack frame `heightU` high, in its own coordinates.
    static QRectF frameRect(int heightU);

private:
    // The column of a rack, -1 when not shown: a table made at the first question, as one layout answers
    // thousands (the curves of every cable of a 432-rack row).
    int columnOf(int rack) const;

    const Design &m_design;
    QList<int> m_racks;
    mutable std::shared_ptr<const QHash<int, int>> m_columns;
};

} // namespace railyard
