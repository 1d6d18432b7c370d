#pragma once

#include <QDoubleSpinBox>

namespace railyard {

// A length edited in the unit the preferences show (metres, or feet for US users). The design stores metres:
// setMetres() and metres() convert, and the range is given in metres too. The unit is the one in force when
// the box is made; a preference change rebuilds the panels that hold one.
class LengthSpinBox : public QDoubleSpinBox
{
public:
    explicit LengthSpinBox(QWidget *parent = nullptr);
    void setRangeMetres(double minimum, double maximum);
    void setMinimumMetres(double minimum);
    void setMetres(double metres);
    double metres() const;
};

} // namespace railyard
