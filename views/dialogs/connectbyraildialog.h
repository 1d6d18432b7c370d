#pragma once

#include "plan/railcabling.h"

#include <QDialog>

class QTableWidget;

namespace railyard {

class Design;

// Design ▸ Connect by Rail: the cables the plan would add, one row each (server connector, rail, leaf
// connector, type, length), what the plan decided and what it could not cable, before anything is changed.
class ConnectByRailDialog : public QDialog
{
    Q_OBJECT

public:
    ConnectByRailDialog(const Design &design, const RailPlan &plan, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace railyard
