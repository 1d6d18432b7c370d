#pragma once

#include <QDialog>

namespace railyard {

struct Bom;

// Design ▸ Bill of Materials: the BOM as a table with its totals, before it is exported (the Export button
// runs File ▸ Export ▸ Bill of Materials).
class BomDialog : public QDialog
{
    Q_OBJECT

public:
    BomDialog(const Bom &bom, QWidget *parent = nullptr);

Q_SIGNALS:
    void exportRequested();
};

} // namespace railyard
