#include "dialogs/saverevisiondialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace railyard {

SaveRevisionDialog::SaveRevisionDialog(const QString &proposedName,
                                       std::function<QString(const QString &)> problem, QWidget *parent)
    : QDialog(parent), m_problem(std::move(problem)), m_name(new QLineEdit(proposedName, this)),
      m_note(new QPlainTextEdit(this)), m_why(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Save Revision"));
    auto *intro =
        new QLabel(tr("Keeps the design as it is now inside the document, to compare with, to order "
                      "the changes from and to restore later. It is written with the document "
                      "when you save it."),
                   this);
    intro->setWordWrap(true);
    m_note->setPlaceholderText(tr("What this state is: \"as built\", \"issued for quote\"…"));
    m_note->setTabChangesFocus(true);
    m_note->setMinimumHeight(70);
    m_why->setStyleSheet(QStringLiteral("color: #b00020"));
    m_why->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Save Revision"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_why);
    form->addRow(tr("N&ote:"), m_note);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_name, &QLineEdit::textChanged, this, &SaveRevisionDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_name->selectAll();
    resize(440, sizeHint().height());
    check();
}

QString SaveRevisionDialog::name() const
{
    return m_name->text();
}

QString SaveRevisionDialog::note() const
{
    return m_note->toPlainText().trimmed();
}

void SaveRevisionDialog::check()
{
    const QString why = m_problem(m_name->text());
    m_why->setText(why);
    m_why->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace railyard
