#include "catalog/cabletype.h"

#include <cmath>

namespace railyard {

double CableType::orderedLength(double length) const
{
    double best = -1;
    for (double l : lengthsM)
        if (l >= length && (best < 0 || l < best)) best = l;
    return best >= 0 ? best : std::ceil(length);
}

QString CableType::partNumberFor(double length) const
{
    // Lengths come from the same numbers in the file; a tolerance only guards against arithmetic on them.
    for (auto it = partNumbers.cbegin(); it != partNumbers.cend(); ++it)
        if (std::abs(it.key() - length) < 1e-6) return it.value();
    return id;
}

double CableType::priceFor(double length) const
{
    for (auto it = lengthPrices.cbegin(); it != lengthPrices.cend(); ++it)
        if (std::abs(it.key() - length) < 1e-6) return it.value();
    return price + pricePerM * length;
}

} // namespace railyard
