#include "dialogs/joboptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleValidator>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace railyard {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("railyard::JobOptionsDialog", text);
}

} // namespace

bool JobOptionsDialog::hasOptions(const Job &job)
{
    for (const JobOption &o : job.options)
        if (o.label) return true;
    return false;
}

JobOptionsDialog::JobOptionsDialog(const Job &job, const QString &title, QWidget *parent)
    : QDialog(parent), m_job(job.name)
{
    setWindowTitle(title);
    auto *form = new QFormLayout;
    // What was chosen last time, as people export the same way again; else the job's default.
    QSettings settings;
    for (const JobOption &o : job.options) {
        if (!o.label) continue;
        const QString fallback =
            settings
                .value(QStringLiteral("jobs/%1/%2").arg(job.name, o.key()), o.option.defaultValues().value(0))
                .toString();
        QWidget *widget = nullptr;
        switch (o.kind) {
        case JobOption::Kind::Flag: {
            auto *box = new QCheckBox(translated(o.label), this);
            box->setChecked(fallback == QLatin1String("true"));
            form->addRow(QString(), box);
            widget = box;
            break;
        }
        case JobOption::Kind::Choice: {
            auto *list = new QComboBox(this);
            for (qsizetype i = 0; i < o.choices.size(); ++i)
                list->addItem(size_t(i) < o.choiceLabels.size() ? translated(o.choiceLabels[size_t(i)])
                                                                : o.choices[i],
                              o.choices[i]);
            list->setCurrentIndex(std::max(0, list->findData(fallback)));
            form->addRow(translated(o.label), list);
            widget = list;
            break;
        }
        case JobOption::Kind::InputFile: {
            auto *edit = new QLineEdit(fallback, this);
            auto *browse = new QPushButton(tr("Browse…"), this);
            connect(browse, &QPushButton::clicked, this, [this, edit, label = translated(o.label)] {
                const QString file = QFileDialog::getOpenFileName(this, label, edit->text());
                if (!file.isEmpty()) edit->setText(file);
            });
            auto *row = new QHBoxLayout;
            row->addWidget(edit, 1);
            row->addWidget(browse);
            form->addRow(translated(o.label), row);
            widget = edit;
            break;
        }
        case JobOption::Kind::Number:
        case JobOption::Kind::Text:
        case JobOption::Kind::OutputFile: {
            auto *edit = new QLineEdit(fallback, this);
            if (o.kind == JobOption::Kind::Number) edit->setValidator(new QDoubleValidator(edit));
            form->addRow(translated(o.label), edit);
            widget = edit;
            break;
        }
        }
        widget->setToolTip(o.option.description());
        m_fields.push_back({&o, widget});
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void JobOptionsDialog::apply(JobParameters &parameters) const
{
    QSettings settings;
    for (const Field &f : m_fields) {
        const QString key = f.option->key();
        QString remembered;
        if (auto *box = qobject_cast<QCheckBox *>(f.widget)) {
            parameters.set(key, box->isChecked() ? QStringList{QString()} : QStringList());
            remembered = box->isChecked() ? QStringLiteral("true") : QString();
        } else if (auto *list = qobject_cast<QComboBox *>(f.widget)) {
            remembered = list->currentData().toString();
            parameters.set(key, {remembered});
        } else if (auto *edit = qobject_cast<QLineEdit *>(f.widget)) {
            remembered = edit->text();
            parameters.set(key, remembered.isEmpty() ? QStringList() : QStringList{remembered});
        }
        settings.setValue(QStringLiteral("jobs/%1/%2").arg(m_job, key), remembered);
    }
}

} // namespace railyard
