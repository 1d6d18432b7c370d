#include "dialogs/changeorderdialog.h"

#include "common/filefield.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace railyard {

ChangeOrderDialog::ChangeOrderDialog(const QStringList &revisions, QWidget *parent)
    : QDialog(parent), m_fromRevision(new QRadioButton(tr("A &revision of this document:"), this)),
      m_revisions(new QComboBox(this)), m_fromFile(new QRadioButton(tr("Another design &file:"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Change Order"));
    auto *intro =
        new QLabel(tr("The steps that take the floor from what it is now to the design open in this "
                      "window, in a safe order: cables out, devices moved, removed and added, cables "
                      "in, labels changed. Where is the floor now?"),
                   this);
    intro->setWordWrap(true);
    m_revisions->addItems(revisions);
    m_revisions->setCurrentIndex(int(revisions.size()) - 1);
    m_file = makeFileField(this, tr("The Design as Built"), tr("Designs (*.railyard *.json)"),
                           tr("A .railyard or .json design"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Continue…"));
    auto *form = new QFormLayout;
    form->addRow(m_fromRevision, m_revisions);
    form->addRow(m_fromFile, m_file->parentWidget());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    (revisions.isEmpty() ? m_fromFile : m_fromRevision)->setChecked(true);
    m_fromRevision->setEnabled(!revisions.isEmpty());
    for (QRadioButton *b : {m_fromRevision, m_fromFile})
        connect(b, &QRadioButton::toggled, this, &ChangeOrderDialog::update);
    connect(m_file, &QLineEdit::textChanged, this, &ChangeOrderDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, sizeHint().height());
    update();
}

int ChangeOrderDialog::revision() const
{
    return m_fromRevision->isChecked() ? m_revisions->currentIndex() : -1;
}

QString ChangeOrderDialog::file() const
{
    return m_fromFile->isChecked() ? m_file->text().trimmed() : QString();
}

void ChangeOrderDialog::update()
{
    m_revisions->setEnabled(m_fromRevision->isChecked());
    m_file->parentWidget()->setEnabled(m_fromFile->isChecked());
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_fromRevision->isChecked() || QFileInfo(m_file->text().trimmed()).isFile());
}

} // namespace railyard
