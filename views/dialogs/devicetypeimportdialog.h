#pragma once

#include "netbox/devicetypeyaml.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace railyard {

struct Catalog;

// Catalog ▸ Import Device Types…: what was read from NetBox devicetype-library files, one row per type, with
// what NetBox does not say to set before adding — the role, the network of the cages and the rails per cage
// (GPU servers) — and, below, every value that was skipped or assumed, by file and YAML path. Types the
// catalog already has, and 0 U types, cannot be added and say why. A type of a product the catalog has under
// another id (NetBox's nvidia-qm9700 is the bundled qm9700) is flagged as such and left out unless the user
// checks Add: the bundled type, with its rails and sources, is what designs use.
class DeviceTypeImportDialog : public QDialog
{
    Q_OBJECT

public:
    DeviceTypeImportDialog(std::vector<ImportedDeviceType> types, const Catalog &catalog,
                           QWidget *parent = nullptr);

    // The checked types with the choices made.
    std::vector<DeviceType> chosenTypes() const;
    int rowCount() const;
    // For tests and scripts: a row's choices.
    void setChoices(int row, bool add, Role role, Network network, int railsPerCage);

private:
    std::vector<ImportedDeviceType> m_types;
    QTableWidget *m_table;
};

} // namespace railyard
