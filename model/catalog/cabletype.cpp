#include "catalog/cabletype.h"

#include <cmath>

namespace railyard {

double CableType::orderedLength(double length) const
{
    double best = -1;
    for (double l : lengthsM)
        if (l >= length && (best < 0 || l < best))
            best = l;
    return best >= 0 ? best : std::ceil(length);
}

} // namespace railyard
