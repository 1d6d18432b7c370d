#include "dialogs/testcolumnsdialog.h"

#include "commission/testresults.h"
#include "io/atomicfile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard {

namespace {

// What each field is, as the dialog names it.
QString fieldLabel(const QString &field)
{
    if (field == QLatin1String("cable")) return TestColumnsDialog::tr("Cable (id or label):");
    if (field == QLatin1String("fiber")) return TestColumnsDialog::tr("Fiber:");
    if (field == QLatin1String("wavelength_nm")) return TestColumnsDialog::tr("Wavelength (nm):");
    if (field == QLatin1String("loss_db")) return TestColumnsDialog::tr("Loss (dB):");
    if (field == QLatin1String("limit_db")) return TestColumnsDialog::tr("Tester's limit (dB):");
    if (field == QLatin1String("length_m")) return TestColumnsDialog::tr("Length:");
    if (field == QLatin1String("result")) return TestColumnsDialog::tr("Result (pass or fail):");
    if (field == QLatin1String("date")) return TestColumnsDialog::tr("Date:");
    return TestColumnsDialog::tr("Tester or operator:");
}

QStringList words(const QLineEdit *edit)
{
    QStringList out;
    for (const QString &w : edit->text().split(QLatin1Char(',')))
        if (!w.trimmed().isEmpty()) out << w.trimmed();
    return out;
}

} // namespace

TestColumnsDialog::TestColumnsDialog(const QByteArray &file, const QString &fileName,
                                     const ResultColumns &initial, QWidget *parent)
    : QDialog(parent), m_file(file), m_fileName(fileName), m_wavelengths(new QTableWidget(0, 3, this)),
      m_lengthUnit(new QComboBox(this)), m_pattern(new QLineEdit(this)), m_pass(new QLineEdit(this)),
      m_fail(new QLineEdit(this)), m_preview(new QLabel(this))
{
    setWindowTitle(tr("Columns of %1").arg(QFileInfo(fileName).fileName()));
    m_headers = testResultHeaders(file, initial);
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("Which column of the tester's export holds what. Only the cable and the loss (or "
                      "the result) are needed."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *fields = new QGroupBox(tr("Columns"), this);
    auto *form = new QFormLayout(fields);
    for (const QString &field : ResultColumns::fields()) {
        QComboBox *list = columnList(QString());
        list->setObjectName(QStringLiteral("column_") + field);
        m_fields.insert(field, list);
        form->addRow(fieldLabel(field), list);
        connect(list, &QComboBox::currentIndexChanged, this, &TestColumnsDialog::updatePreview);
    }
    layout->addWidget(fields);

    auto *perWavelength = new QGroupBox(tr("A column per wavelength"), this);
    auto *wl = new QVBoxLayout(perWavelength);
    m_wavelengths->setObjectName(QStringLiteral("wavelengths"));
    m_wavelengths->setHorizontalHeaderLabels({tr("nm"), tr("Loss column"), tr("Limit column")});
    m_wavelengths->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_wavelengths->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_wavelengths->verticalHeader()->hide();
    m_wavelengths->setMinimumHeight(90);
    wl->addWidget(m_wavelengths);
    auto *wlButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add Wavelength"), this);
    auto *remove = new QPushButton(tr("Re&move"), this);
    connect(add, &QPushButton::clicked, this, [this] { addWavelengthRow({1310, {}, {}}); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_wavelengths->currentRow() >= 0) m_wavelengths->removeRow(m_wavelengths->currentRow());
        updatePreview();
    });
    wlButtons->addWidget(add);
    wlButtons->addWidget(remove);
    wlButtons->addStretch();
    wl->addLayout(wlButtons);
    layout->addWidget(perWavelength);

    auto *more = new QFormLayout;
    m_lengthUnit->addItem(tr("metres"), false);
    m_lengthUnit->addItem(tr("feet"), true);
    more->addRow(tr("Lengths without a unit are in:"), m_lengthUnit);
    m_pattern->setPlaceholderText(tr("optional, e.g. ^(.*)-F\\d+$ (the first group is the cable)"));
    more->addRow(tr("Cable pattern:"), m_pattern);
    more->addRow(tr("Words for a pass:"), m_pass);
    more->addRow(tr("Words for a fail:"), m_fail);
    layout->addLayout(more);
    for (QLineEdit *edit : {m_pattern, m_pass, m_fail})
        connect(edit, &QLineEdit::textChanged, this, &TestColumnsDialog::updatePreview);
    connect(m_lengthUnit, &QComboBox::currentIndexChanged, this, &TestColumnsDialog::updatePreview);

    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setWordWrap(true);
    layout->addWidget(m_preview);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Import"));
    QPushButton *load = buttons->addButton(tr("&Load Profile…"), QDialogButtonBox::ResetRole);
    QPushButton *save = buttons->addButton(tr("&Save Profile…"), QDialogButtonBox::ResetRole);
    connect(load, &QPushButton::clicked, this, &TestColumnsDialog::loadProfile);
    connect(save, &QPushButton::clicked, this, &TestColumnsDialog::saveProfile);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setColumns(initial);
}

QComboBox *TestColumnsDialog::columnList(const QString &current) const
{
    auto *list = new QComboBox;
    list->addItem(tr("(none)"), QString());
    for (const QString &h : m_headers)
        list->addItem(h, h);
    list->setCurrentIndex(std::max(0, list->findData(current, Qt::UserRole, Qt::MatchFixedString)));
    return list;
}

void TestColumnsDialog::addWavelengthRow(const ResultColumns::Wavelength &w)
{
    const int row = m_wavelengths->rowCount();
    m_wavelengths->insertRow(row);
    auto *nm = new QSpinBox;
    nm->setRange(1, 100000);
    nm->setValue(w.nm);
    m_wavelengths->setCellWidget(row, 0, nm);
    QComboBox *loss = columnList(w.lossColumn), *limit = columnList(w.limitColumn);
    m_wavelengths->setCellWidget(row, 1, loss);
    m_wavelengths->setCellWidget(row, 2, limit);
    connect(nm, &QSpinBox::valueChanged, this, &TestColumnsDialog::updatePreview);
    connect(loss, &QComboBox::currentIndexChanged, this, &TestColumnsDialog::updatePreview);
    connect(limit, &QComboBox::currentIndexChanged, this, &TestColumnsDialog::updatePreview);
    updatePreview();
}

void TestColumnsDialog::setColumns(const ResultColumns &c)
{
    m_name = c.name;
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it) {
        QComboBox *list = it.value();
        const QSignalBlocker block(list);
        list->setCurrentIndex(
            std::max(0, list->findData(c.columns.value(it.key()), Qt::UserRole, Qt::MatchFixedString)));
    }
    m_wavelengths->setRowCount(0);
    for (const ResultColumns::Wavelength &w : c.wavelengths)
        addWavelengthRow(w);
    m_lengthUnit->setCurrentIndex(c.lengthInFeet ? 1 : 0);
    m_pattern->setText(c.cablePattern);
    m_pass->setText(c.passWords.join(QStringLiteral(", ")));
    m_fail->setText(c.failWords.join(QStringLiteral(", ")));
    updatePreview();
}

ResultColumns TestColumnsDialog::columns() const
{
    ResultColumns c;
    c.name = m_name;
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        if (const QString title = it.value()->currentData().toString(); !title.isEmpty())
            c.columns.insert(it.key(), title);
    for (int r = 0; r < m_wavelengths->rowCount(); ++r) {
        const auto *nm = static_cast<QSpinBox *>(m_wavelengths->cellWidget(r, 0));
        const auto *loss = static_cast<QComboBox *>(m_wavelengths->cellWidget(r, 1));
        const auto *limit = static_cast<QComboBox *>(m_wavelengths->cellWidget(r, 2));
        if (loss->currentData().toString().isEmpty()) continue;
        c.wavelengths.append({nm->value(), loss->currentData().toString(), limit->currentData().toString()});
    }
    c.lengthInFeet = m_lengthUnit->currentData().toBool();
    c.cablePattern = m_pattern->text().trimmed();
    c.passWords = words(m_pass);
    c.failWords = words(m_fail);
    if (c.passWords.isEmpty()) c.passWords << QStringLiteral("PASS");
    if (c.failWords.isEmpty()) c.failWords << QStringLiteral("FAIL");
    return c;
}

QString TestColumnsDialog::previewText() const
{
    return m_preview->text();
}

void TestColumnsDialog::updatePreview()
{
    if (!m_ok) return; // still being built
    const ResultColumns c = columns();
    QString problem;
    if (!c.columns.contains(QStringLiteral("cable")))
        problem = tr("Choose the column of the cable.");
    else if (!c.columns.contains(QStringLiteral("loss_db")) &&
             !c.columns.contains(QStringLiteral("result")) && c.wavelengths.isEmpty())
        problem = tr("Choose the column of the loss or of the result.");
    int count = 0;
    if (problem.isEmpty()) {
        // The profile checks its own pattern; the reader checks the file.
        Result<ResultColumns> checked = parseResultColumns(resultColumnsJson(c), m_fileName);
        Result<QList<ReadResult>> read = checked.ok() ? parseTestResults(m_file, m_fileName, c)
                                                      : Result<QList<ReadResult>>(checked.error());
        if (read.ok())
            count = int(read.value().size());
        else
            problem = read.error().path.isEmpty()
                          ? read.error().message
                          : read.error().path + QStringLiteral(": ") + read.error().message;
    }
    m_preview->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #d62728"));
    m_preview->setText(problem.isEmpty() ? tr("%n result(s) read.", nullptr, count) : problem);
    m_ok->setEnabled(problem.isEmpty() && count > 0);
}

void TestColumnsDialog::loadProfile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Column Profile"), QString(),
                                                      tr("Column profiles (*.json)"));
    if (path.isEmpty()) return;
    Result<ResultColumns> profile = readResultColumns(path);
    if (!profile.ok()) {
        QMessageBox::critical(this, tr("Cannot load the column profile"), profile.error().toString());
        return;
    }
    setColumns(profile.value());
}

void TestColumnsDialog::saveProfile()
{
    // Beside the results file, named after it: the profile of that tester's exports.
    const QFileInfo results(m_fileName);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Column Profile"),
        results.dir().filePath(results.completeBaseName() + QStringLiteral(" columns.json")),
        tr("Column profiles (*.json)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    ResultColumns c = columns();
    if (c.name.isEmpty()) c.name = QFileInfo(path).completeBaseName();
    if (Result<> saved = writeFileAtomically(path, resultColumnsJson(c)); !saved.ok())
        QMessageBox::critical(this, tr("Cannot save the column profile"), saved.error().toString());
}

} // namespace railyard
