#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace railyard {

// File ▸ Save Revision…: a name for the design as it is now (proposed: the next "R<n>"), and a note. OK is
// offered only for a name the document can take; the reason shows under the field.
class SaveRevisionDialog : public QDialog
{
    Q_OBJECT

public:
    // `problem` says why a name cannot be taken (empty: it can).
    SaveRevisionDialog(const QString &proposedName, std::function<QString(const QString &)> problem,
                       QWidget *parent = nullptr);
    QString name() const;
    QString note() const;
    QLineEdit *nameField() const { return m_name; }
    QPlainTextEdit *noteField() const { return m_note; }

private:
    void check();

    std::function<QString(const QString &)> m_problem;
    QLineEdit *m_name;
    QPlainTextEdit *m_note;
    QLabel *m_why;
    QDialogButtonBox *m_buttons;
};

} // namespace railyard
