#pragma once

#include "commission/countermeasure.h"

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace railyard {

// What File ▸ Record Baseline… and File ▸ Compare Counters… ask for: the ibnetdiscover dump that places the
// ports (and its maps), ibdiagnet's db_csv with the counters, and to compare the baseline snapshot and
// optionally thresholds. The files chosen last are offered again.
class CounterInputsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Purpose
    {
        Record,
        Compare
    };
    explicit CounterInputsDialog(Purpose purpose, QWidget *parent = nullptr);

    CounterInputs inputs() const;
    void setInputs(const CounterInputs &inputs);
    void accept() override;

private:
    QLineEdit *fileField(const QString &title, const QString &filter, const QString &placeholder);
    void updateButtons();

    Purpose m_purpose;
    QLineEdit *m_dump;
    QLineEdit *m_hcaMap;
    QLineEdit *m_nodeNameMap;
    QLineEdit *m_ibdiagnet;
    QLineEdit *m_baseline = nullptr;
    QLineEdit *m_thresholds = nullptr;
    QDialogButtonBox *m_buttons;
};

} // namespace railyard
