#include "catalog/cabletype.h"

#include <algorithm>
#include <cmath>

namespace railyard {

double CableType::longestOrderable() const
{
    double longest = 0;
    for (double l : lengthsM)
        longest = std::max(longest, l);
    if (maxLengthM) longest = longest > 0 ? std::min(longest, *maxLengthM) : *maxLengthM;
    return longest;
}

double CableType::orderedLength(double length) const
{
    double best = -1;
    for (double l : lengthsM)
        if (l >= length && (best < 0 || l < best)) best = l;
    return best >= 0 ? best : std::ceil(length);
}

namespace {

// Lengths come from the same numbers in the file; a tolerance only guards against arithmetic on them.
bool sameLength(double a, double b)
{
    return std::abs(a - b) < 1e-6;
}

} // namespace

QString CableType::partNumberFor(double length) const
{
    for (auto it = partNumbers.cbegin(); it != partNumbers.cend(); ++it)
        if (sameLength(it.key(), length)) return it.value();
    return order.partNumber.isEmpty() ? id : order.partNumber;
}

bool CableType::namesLength(double length) const
{
    for (auto it = partNumbers.cbegin(); it != partNumbers.cend(); ++it)
        if (sameLength(it.key(), length)) return true;
    return false;
}

PartNumberStatus CableType::partNumberStatusFor(double length) const
{
    if (!namesLength(length))
        return partNumberStatus(order.partNumber, order.generic, sources, QStringLiteral("part_number"));
    for (double l : confirmedLengthsM)
        if (sameLength(l, length)) return PartNumberStatus::Confirmed;
    return PartNumberStatus::Unconfirmed;
}

double CableType::priceFor(double length) const
{
    for (auto it = lengthPrices.cbegin(); it != lengthPrices.cend(); ++it)
        if (sameLength(it.key(), length)) return it.value();
    return price + pricePerM * length;
}

} // namespace railyard
