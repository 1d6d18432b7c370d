#pragma once

#include "commission/resultcolumns.h"

#include <QByteArray>
#include <QDialog>
#include <QMap>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace railyard {

// File ▸ Import ▸ Fiber Test Results…: which column of the tester's export is which (a column profile,
// docs/commissioning.md). Each field has a list of the file's column titles; wavelengths whose loss has a
// column of its own are rows of a table; the profile loads from and saves to JSON. What the mapping reads is
// shown as it changes — how many results, or why the file cannot be read — and OK waits until it reads.
class TestColumnsDialog : public QDialog
{
    Q_OBJECT

public:
    TestColumnsDialog(const QByteArray &file, const QString &fileName, const ResultColumns &initial,
                      QWidget *parent = nullptr);

    ResultColumns columns() const;
    void setColumns(const ResultColumns &columns);
    // What the preview says ("301 results read"), for the tests.
    QString previewText() const;

private:
    void updatePreview();
    void addWavelengthRow(const ResultColumns::Wavelength &wavelength);
    QComboBox *columnList(const QString &current) const;
    void loadProfile();
    void saveProfile();

    QByteArray m_file;
    QString m_fileName;
    QStringList m_headers;
    QString m_name;
    QMap<QString, QComboBox *> m_fields;
    QTableWidget *m_wavelengths;
    QComboBox *m_lengthUnit;
    QLineEdit *m_pattern;
    QLineEdit *m_pass;
    QLineEdit *m_fail;
    QLabel *m_preview;
    QPushButton *m_ok;
};

} // namespace railyard
