#pragma once

#include "export/bom.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace railyard {

// Design ▸ Bill of Materials: the BOM as a table with its totals, before it is exported. It can be grouped by
// network or SU and turned into a request for quotation (bom --group, --rfq); Export… writes it so.
class BomDialog : public QDialog
{
    Q_OBJECT

public:
    using Builder = std::function<Bom(const BomOptions &)>;
    explicit BomDialog(Builder build, QWidget *parent = nullptr);

    BomOptions options() const;
    void setOptions(const BomOptions &options);
    QTableWidget *table() const { return m_table; }
    // The height at which the table shows `rows` lines without scrolling.
    int sizeForRows(int rows) const;

Q_SIGNALS:
    void exportRequested(const railyard::BomOptions &options);

protected:
    // Remembers the size the user left it at.
    void hideEvent(QHideEvent *event) override;

private:
    void rebuild();

    Builder m_build;
    QComboBox *m_group;
    QCheckBox *m_rfq;
    QTableWidget *m_table;
    QLabel *m_totals;
};

} // namespace railyard
