#include "controllers/catalogcontroller.h"

#include "commands/catalogcommands.h"
#include "dialogs/devicetypeimportdialog.h"
#include "document/document.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSettings>

namespace railyard {

namespace {

const QString folderKey = QStringLiteral("catalog/deviceTypeFolder");

} // namespace

CatalogController::CatalogController(QWidget *window) : QObject(window), m_window(window) {}

void CatalogController::setDocument(Document *document)
{
    m_document = document;
}

void CatalogController::importDeviceTypeFiles()
{
    QSettings settings;
    const QStringList files = QFileDialog::getOpenFileNames(
        m_window, tr("Import Device Types"), settings.value(folderKey).toString(),
        tr("NetBox device types (*.yaml *.yml);;All files (*)"));
    if (files.isEmpty()) return;
    settings.setValue(folderKey, QFileInfo(files.first()).absolutePath());
    importDeviceTypes(files);
}

void CatalogController::importDeviceTypeFolder()
{
    QSettings settings;
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Import Device Types from Folder"),
                                                             settings.value(folderKey).toString());
    if (folder.isEmpty()) return;
    settings.setValue(folderKey, folder);
    importDeviceTypes({folder});
}

bool CatalogController::importDeviceTypes(const QStringList &paths)
{
    if (!m_document) return false;
    std::vector<ImportedDeviceType> types;
    for (const QString &path : paths) {
        Result<std::vector<ImportedDeviceType>> read = readDeviceTypeYaml(path);
        if (!read.ok()) {
            QMessageBox::critical(
                m_window, tr("Cannot import the device types"),
                tr("<p>%1</p><p>No type was added.</p>").arg(read.error().toString().toHtmlEscaped()));
            return false;
        }
        for (ImportedDeviceType &t : read.value())
            types.push_back(std::move(t));
    }
    DeviceTypeImportDialog dialog(std::move(types), m_document->design().catalog, m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    const std::vector<DeviceType> chosen = dialog.chosenTypes();
    auto *command = new AddDeviceTypes(m_document, chosen);
    if (command->count() == 0) {
        delete command;
        return false;
    }
    m_document->push(command);
    QStringList ids;
    for (const DeviceType &t : chosen)
        ids << t.id;
    Q_EMIT message(tr("Added to the design's catalog: %1").arg(ids.join(QStringLiteral(", "))));
    return true;
}

} // namespace railyard
