#pragma once

#include "jobs/job.h"

#include <QDialog>

#include <vector>

namespace railyard {

// The options of a job the window runs straight from the registry (a File ▸ Export item without a dialog of
// its own): a field for each option the job offers the window (JobOption::label), set to its default — a
// check box for a flag, a list for a choice, a text field for a text or a number, a file field with Browse…
// for an input. The values go to the job as its parameters, the way a command line's would.
class JobOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    JobOptionsDialog(const Job &job, const QString &title, QWidget *parent = nullptr);

    // Whether the job offers the window any option: without one, no dialog is needed.
    static bool hasOptions(const Job &job);
    // Sets the values chosen on `parameters` (an option left at its default is left unset), and keeps them as
    // the next run's defaults.
    void apply(JobParameters &parameters) const;

private:
    struct Field
    {
        const JobOption *option;
        QWidget *widget; // QCheckBox, QComboBox or QLineEdit
    };
    std::vector<Field> m_fields;
    QString m_job;
};

} // namespace railyard
