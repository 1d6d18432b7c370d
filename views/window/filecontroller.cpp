#include "window/filecontroller.h"

#include "asbuilt/fabricimport.h"
#include "common/backgroundtask.h"
#include "common/exportfile.h"
#include "controllers/autosave.h"
#include "controllers/exportcontroller.h"
#include "design/design.h"
#include "dialogs/fabricinputsdialog.h"
#include "document/document.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "netbox/netboximport.h"
#include "window/recentfiles.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QThread>

#include <algorithm>

namespace railyard {

FileController::FileController(QWidget *window, Autosaver *autosaver, DocumentSetter setDocument)
    : QObject(window), m_window(window), m_autosaver(autosaver), m_setDocument(std::move(setDocument))
{
}

void FileController::setDocument(Document *document)
{
    m_document = document;
}

void FileController::addRecentFile(const QString &path)
{
    recentfiles::add(path);
}

void FileController::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList files = recentfiles::list();
    for (const QString &file : files) {
        QAction *a = menu->addAction(QDir::toNativeSeparators(file), this, [this, file] {
            if (maybeSave()) openFile(file);
        });
        a->setEnabled(QFileInfo::exists(file));
    }
    if (files.isEmpty()) menu->addAction(tr("No recent designs"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("&Clear List"), this, [] { recentfiles::clear(); });
}

bool FileController::offerRecovery()
{
    // Only copies no running window holds: a second Railyard must not offer (or delete) the first one's.
    QList<AutosaveStore::Entry> entries = AutosaveStore().orphans();
    entries.erase(
        std::remove_if(entries.begin(), entries.end(),
                       [this](const AutosaveStore::Entry &e) { return e.path == m_autosaver->path(); }),
        entries.end());
    if (entries.isEmpty()) return false;
    const AutosaveStore::Entry &newest = entries.first();
    const auto answer = QMessageBox::question(
        m_window, tr("Recover unsaved changes"),
        tr("<p>Railyard did not close normally last time. An autosaved copy of <b>%1</b> from %2 was "
           "found.</p>"
           "<p>Open it to recover the changes?</p>")
            .arg(newest.name.toHtmlEscaped(), QLocale().toString(newest.savedAt, QLocale::ShortFormat)),
        QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Open);
    if (answer == QMessageBox::Ignore) return false; // keep the copies for the next start
    bool opened = false;
    if (answer == QMessageBox::Open) {
        Result<std::unique_ptr<Document>> recovered = Document::open(newest.path);
        if (recovered.ok()) {
            std::unique_ptr<Document> doc = recovered.takeValue();
            doc->setFileName(newest.originalFile);
            doc->markUnsaved();
            m_setDocument(std::move(doc));
            opened = true;
        } else {
            QMessageBox::warning(m_window, tr("Recover unsaved changes"),
                                 recovered.error().toString().toHtmlEscaped());
        }
    }
    for (const AutosaveStore::Entry &e : entries)
        AutosaveStore::remove(e);
    return opened;
}

bool FileController::openFile(const QString &path)
{
    // Read on the thread pool, so that the window keeps painting through the seconds a 100k-GPU design takes;
    // the document is handed to this thread before the task ends.
    QThread *gui = thread();
    std::optional<std::shared_ptr<Result<std::unique_ptr<Document>>>> loaded =
        runInBackground<std::shared_ptr<Result<std::unique_ptr<Document>>>>(
            m_window, tr("Opening %1…").arg(QFileInfo(path).fileName()), [path, gui](Feedback &) {
                auto result = std::make_shared<Result<std::unique_ptr<Document>>>(Document::open(path));
                if (result->ok()) result->value()->moveToThread(gui);
                return result;
            });
    if (!loaded) {
        Q_EMIT message(tr("Opening %1 was cancelled").arg(QDir::toNativeSeparators(path)), 4000);
        return false;
    }
    Result<std::unique_ptr<Document>> &opened = **loaded;
    if (!opened.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot open the design"),
            tr("<p>%1 could not be opened.</p><p>%2</p><p>Nothing was changed.</p>")
                .arg(QFileInfo(path).fileName().toHtmlEscaped(), opened.error().toString().toHtmlEscaped()));
        return false;
    }
    m_setDocument(opened.takeValue());
    if (!path.startsWith(QLatin1Char(':'))) addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT message(path.startsWith(QLatin1Char(':')) ? tr("Opened the sample design")
                                                     : tr("Opened %1").arg(QDir::toNativeSeparators(path)),
                   4000);
    return true;
}

void FileController::newDesign()
{
    if (maybeSave()) m_setDocument(std::make_unique<Document>());
}

void FileController::open()
{
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Design"), QString(), tr("Railyard designs (*.railyard *.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void FileController::openSample(const QString &path)
{
    if (maybeSave()) openFile(path);
}

void FileController::importJson()
{
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import JSON Design"), QString(),
                                                      tr("Interchange JSON (*.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void FileController::importDiscoveredTopology()
{
    FabricInputsDialog dialog(FabricInputsDialog::Purpose::Import, bundledCatalog(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        importFabric(dialog.inputs(), dialog.hostType(), dialog.leafType(), dialog.spineType());
}

bool FileController::importFabric(const FabricInputs &inputs, const QString &hostType,
                                  const QString &leafType, const QString &spineType)
{
    const QString name = QFileInfo(inputs.dump).fileName();
    std::optional<std::shared_ptr<std::pair<Result<Design>, QStringList>>> done =
        runInBackground<std::shared_ptr<std::pair<Result<Design>, QStringList>>>(
            m_window, tr("Importing %1…").arg(name),
            [inputs, hostType, leafType, spineType, reading = tr("Reading %1…").arg(name),
             building = tr("Making the design of what the fabric reports…")](Feedback &feedback) {
                auto result =
                    std::make_shared<std::pair<Result<Design>, QStringList>>(Design(), QStringList());
                feedback.setPhase(reading);
                Result<LoadedFabric> loaded = loadFabricInputs(inputs);
                if (!loaded.ok() || feedback.isCancelled()) {
                    result->first = loaded.ok() ? IoError::cancel(inputs.dump) : loaded.error();
                    return result;
                }
                feedback.setPhase(building);
                FabricImportOptions options;
                options.hostType = hostType;
                options.leafType = leafType;
                options.spineType = spineType;
                options.hcaPorts = loaded.value().hcaPorts;
                result->first = importIbFabric(loaded.value().fabric, options, &result->second);
                if (!result->first.ok() && result->first.error().file.isEmpty()) {
                    IoError e = result->first.error();
                    e.file = inputs.dump;
                    result->first = e;
                }
                return result;
            });
    if (!done) {
        Q_EMIT message(tr("Importing %1 was cancelled").arg(name), 4000);
        return false;
    }
    auto &[imported, notes] = **done;
    if (!imported.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot import the fabric"),
            tr("<p>%1</p><p>Nothing was changed.</p>").arg(imported.error().toString().toHtmlEscaped()));
        return false;
    }
    Design design = imported.takeValue();
    design.name = tr("Discovered from %1").arg(name);
    const int devices = design.devices().liveCount(), cables = design.cables().liveCount();
    if (!adoptImported(std::move(design))) return false;
    Q_EMIT message(tr("Imported %1: %2, %3")
                       .arg(name, tr("%Ln device(s)", nullptr, devices), tr("%Ln cable(s)", nullptr, cables)),
                   6000);
    // What could not be mapped is worth a look before the design is trusted: said once, in full.
    if (!notes.isEmpty()) {
        QMessageBox box(QMessageBox::Information, tr("Discovered topology imported"),
                        tr("<p>%1 is now a design of %2 devices and %3 cables, not placed in racks yet.</p>"
                           "<p>Some of what the fabric reports needs a look; see the details.</p>")
                            .arg(name.toHtmlEscaped())
                            .arg(devices)
                            .arg(cables),
                        QMessageBox::Ok, m_window);
        box.setDetailedText(notes.join(QLatin1Char('\n')));
        box.exec();
    }
    return true;
}

bool FileController::adoptImported(Design design)
{
    if (!maybeSave()) return false;
    auto document = std::make_unique<Document>(std::move(design));
    document->markUnsaved(); // it has no file yet: closing asks to save it
    m_setDocument(std::move(document));
    return true;
}

void FileController::importNetBoxFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Import NetBox CSV"));
    if (!folder.isEmpty()) importNetBox(folder);
}

bool FileController::importNetBox(const QString &folder)
{
    QStringList notes;
    Result<Design> imported = readNetBoxFolder(folder, &notes);
    if (!imported.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot import from NetBox"),
            tr("<p>%1</p><p>Nothing was changed.</p>").arg(imported.error().toString().toHtmlEscaped()));
        return false;
    }
    Design design = imported.takeValue();
    const int devices = design.devices().liveCount(), cables = design.cables().liveCount();
    if (!adoptImported(std::move(design))) return false;
    Q_EMIT message(tr("Imported from NetBox: %1, %2. %3")
                       .arg(tr("%Ln device(s)", nullptr, devices), tr("%Ln cable(s)", nullptr, cables),
                            notes.join(QLatin1Char(' '))),
                   8000);
    return true;
}

Result<> FileController::writeTo(const QString &path)
{
    // On the thread pool behind a modal progress dialog (a 100k-GPU design takes seconds): the window
    // repaints but takes no input until the save ends, and the save writes its own copy of the design as it
    // was when Save was chosen (the copy shares the data until one side writes). A half-written save cannot
    // be cancelled; the file it replaces stays whole until the new one is complete (atomic save).
    auto design = std::make_shared<const Design>(m_document->design());
    const int savedIndex = m_document->undoStack()->index();
    const FileFormat format = formatForFileName(path);
    const Result<> status = runWithProgress<Result<>>(
        m_window, tr("Saving %1…").arg(QFileInfo(path).fileName()),
        [design, path, format](Feedback &) { return saveDesign(*design, path, format); }, false);
    if (status.ok()) m_document->savedAs(path, savedIndex);
    return status;
}

bool FileController::save()
{
    if (m_document->fileName().isEmpty()) return saveAs();
    if (Result<> status = writeTo(m_document->fileName()); !status.ok()) {
        QMessageBox::critical(m_window, tr("Cannot save the design"),
                              status.error().toString().toHtmlEscaped());
        return false;
    }
    m_autosaver->discard();
    addRecentFile(m_document->fileName());
    Q_EMIT message(tr("Saved"), 3000);
    return true;
}

bool FileController::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Design As"), fileNameFrom(m_document->displayName()) + QStringLiteral(".railyard"),
        tr("Railyard documents (*.railyard)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".railyard"))) path += QStringLiteral(".railyard");
    if (Result<> status = writeTo(path); !status.ok()) {
        QMessageBox::critical(m_window, tr("Cannot save the design"),
                              status.error().toString().toHtmlEscaped());
        return false;
    }
    m_autosaver->discard();
    addRecentFile(path);
    return true;
}

void FileController::exportJson()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export JSON"), fileNameFrom(m_document->displayName()) + QStringLiteral(".json"),
        tr("Interchange JSON (*.json)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".json");
    if (Result<> status = writeTo(path); !status.ok())
        QMessageBox::critical(m_window, tr("Cannot export the design"),
                              status.error().toString().toHtmlEscaped());
}

bool FileController::maybeSave()
{
    if (!m_document || !m_document->isModified()) return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

} // namespace railyard
