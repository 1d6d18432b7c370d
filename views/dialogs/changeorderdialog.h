#pragma once

#include <QDialog>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace railyard {

// File ▸ Export ▸ Change Order…: where the floor is now — a revision the document keeps, or another design
// file (the as-built one) — for the work order that takes it to the design open in the window.
class ChangeOrderDialog : public QDialog
{
    Q_OBJECT

public:
    // `revisions`: the document's revision names, oldest first (the newest is proposed).
    explicit ChangeOrderDialog(const QStringList &revisions, QWidget *parent = nullptr);

    // The revision chosen (its index), or -1 when a file is.
    int revision() const;
    QString file() const;
    QRadioButton *revisionChoice() const { return m_fromRevision; }
    QRadioButton *fileChoice() const { return m_fromFile; }
    QComboBox *revisionBox() const { return m_revisions; }
    QLineEdit *fileField() const { return m_file; }

private:
    void update();

    QRadioButton *m_fromRevision;
    QComboBox *m_revisions;
    QRadioButton *m_fromFile;
    QLineEdit *m_file;
    QDialogButtonBox *m_buttons;
};

} // namespace railyard
