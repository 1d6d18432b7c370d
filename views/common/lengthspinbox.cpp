#include "common/lengthspinbox.h"

#include "core/numberformat.h"

namespace railyard {

LengthSpinBox::LengthSpinBox(QWidget *parent) : QDoubleSpinBox(parent)
{
    setDecimals(2);
    setSingleStep(displayLengthUnit() == LengthUnit::Feet ? 1.0 : 0.1);
    setSuffix(QLatin1Char(' ') + lengthUnitSymbol());
}

void LengthSpinBox::setRangeMetres(double minimum, double maximum)
{
    setRange(toDisplayLength(minimum), toDisplayLength(maximum));
}

void LengthSpinBox::setMinimumMetres(double minimum)
{
    setMinimum(toDisplayLength(minimum));
}

void LengthSpinBox::setMetres(double metres)
{
    setValue(toDisplayLength(metres));
}

double LengthSpinBox::metres() const
{
    return fromDisplayLength(value());
}

} // namespace railyard
