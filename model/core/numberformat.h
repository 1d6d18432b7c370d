#pragma once

#include <QString>

namespace railyard {

// A number as short as it can be read in a message: 12.5, 0.35, 100.
inline QString formatNumber(double value)
{
    return QString::number(value, 'g', 4);
}

} // namespace railyard
