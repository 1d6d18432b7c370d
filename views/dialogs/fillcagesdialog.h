#pragma once

#include "core/enums.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QPushButton;

namespace railyard {

class Design;

// Design ▸ Fill Empty Cages: which transceiver goes into every empty cage (of a network, or all) of the
// selected devices. Lists only the modules that fit a cage there, with how many cages each fills.
class FillCagesDialog : public QDialog
{
    Q_OBJECT

public:
    FillCagesDialog(const Design &design, const QList<int> &devices, QWidget *parent = nullptr);
    int transceiver() const; // -1 when none fits
    Network network() const;
    QComboBox *transceiverBox() const { return m_modules; }
    QComboBox *networkBox() const { return m_network; }

private:
    void fillModules();

    const Design &m_design;
    QList<int> m_devices;
    QComboBox *m_network;
    QComboBox *m_modules;
    QLabel *m_summary;
    QPushButton *m_ok;
};

} // namespace railyard
