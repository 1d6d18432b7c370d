#pragma once

#include "asbuilt/fabricinputs.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace railyard {

struct Catalog;

// What File ▸ Verify Against Discovered Topology and File ▸ Import ▸ Discovered Topology ask for: the
// ibnetdiscover dump, and optionally the HCA map and the node-name map real fabrics need; to import, also the
// GPU server type the hosts become. The files chosen last are offered again.
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
    QString hostType() const; // empty when verifying
    void setHostType(const QString &type);

    void accept() override;

private:
    QLineEdit *fileField(const QString &title, const QString &filter, const QString &placeholder);
    void updateButtons();

    Purpose m_purpose;
    QLineEdit *m_dump;
    QLineEdit *m_hcaMap;
    QLineEdit *m_nodeNameMap;
    QComboBox *m_hostType = nullptr;
    QDialogButtonBox *m_buttons;
};

} // namespace railyard
