#include "render/railpalette.h"

#include <array>

namespace railyard {

QColor RailPalette::color(int rail)
{
    // Okabe & Ito, "Color Universal Design" (2008). Black is replaced by a blue-grey that reads on dark and
    // light backgrounds alike.
    static constexpr std::array<QRgb, baseColors> colors{0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                                         0x0072B2, 0xD55E00, 0xCC79A7, 0x5D6D7E};
    if (rail < 1)
        return neutral();
    const QColor base = QColor::fromRgb(colors[size_t((rail - 1) % baseColors)]);
    return (rail - 1) / baseColors % 2 == 0 ? base : base.darker(150);
}

} // namespace railyard
