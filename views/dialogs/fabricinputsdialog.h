#pragma once

#include "asbuilt/fabricinputs.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace railyard {

struct Catalog;

// What File ▸ Verify Against Discovered Topology and File ▸ Import ▸ Discovered Topology ask for: the
// ibnetdiscover dump, and optionally the HCA map and the node-name map real fabrics need; to verify, also (or
// instead) LLDP reports of the Ethernet networks and an interface-name map; to import, the GPU server type
// the hosts become and the switch types of leaves and spines. The files and types chosen last are offered
// again.
class FabricInputsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Purpose
    {
        Verify,
        Import
    };
    // `catalog` offers the GPU server types (only to import).
    FabricInputsDialog(Purpose purpose, const Catalog &catalog, QWidget *parent = nullptr);

    FabricInputs inputs() const;
    void setInputs(const FabricInputs &inputs);
    QString hostType() const;  // empty when verifying
    QString leafType() const;  // the switches that reach hosts (import)
    QString spineType() const; // the switches above them (import)
    void setHostType(const QString &type);

    void accept() override;

private:
    // A path with a Browse… button; an empty filter browses for a folder.
    QLineEdit *fileField(const QString &title, const QString &filter, const QString &placeholder);
    void updateButtons();
    std::vector<QLineEdit *> fields() const;

    Purpose m_purpose;
    QLineEdit *m_dump;
    QLineEdit *m_hcaMap;
    QLineEdit *m_nodeNameMap;
    QLineEdit *m_lldp = nullptr;
    QLineEdit *m_ifnameMap = nullptr;
    QComboBox *m_hostType = nullptr;
    QComboBox *m_leafType = nullptr;
    QComboBox *m_spineType = nullptr;
    QDialogButtonBox *m_buttons;
};

} // namespace railyard
