#pragma once

#include "asbuilt/fabricinputs.h"
#include "core/result.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace railyard {

class Autosaver;
class Design;
class Document;

// Opens, saves and recovers designs for the window: File ▸ New, Open, Open Recent, Open Sample, Import JSON,
// Save, Save As, Export ▸ Design as JSON, the unsaved-changes question, and the offer to recover what an
// unclean exit left behind. The window owns the document; this hands it new ones.
class FileController : public QObject
{
    Q_OBJECT

public:
    using DocumentSetter = std::function<void(std::unique_ptr<Document>)>;
    FileController(QWidget *window, Autosaver *autosaver, DocumentSetter setDocument);
    // The document shown now (the window tells after every change of document).
    void setDocument(Document *document);

    // Opens a design (native or JSON); shows an error dialog and keeps the current design on failure.
    bool openFile(const QString &path);
    // After a crash: offers the autosaved designs the last session left behind. Whether one was opened.
    bool offerRecovery();
    void newDesign();
    void open();
    void openSample(const QString &path);
    void importJson();
    // File ▸ Import ▸ Discovered Topology…: asks for the dump (FabricInputsDialog), then importFabric.
    void importDiscoveredTopology();
    // A running fabric as a new, unsaved design in this window, with a note of what could not be mapped.
    // False (with a message box, the current design kept) when a file is unusable.
    // Empty leaf and spine types: Quantum-2 (qm9700, qm9700-spine).
    bool importFabric(const FabricInputs &inputs, const QString &hostType, const QString &leafType = {},
                      const QString &spineType = {});
    // File ▸ Import ▸ NetBox CSV…: asks for the folder, then importNetBox.
    void importNetBoxFolder();
    // NetBox bulk-import files as a new, unsaved design in this window. False (with a message box naming the
    // file, row and column, the current design kept) when a value cannot be mapped.
    bool importNetBox(const QString &folder);
    bool save();
    bool saveAs();
    void exportJson();
    // Asks what to do with unsaved changes; false when the user cancels (or saving fails).
    bool maybeSave();
    // File ▸ Open Recent, filled as it opens.
    void fillRecentMenu(QMenu *menu);

Q_SIGNALS:
    // A sentence for the status bar, shown for `timeout` ms.
    void message(const QString &text, int timeout);

private:
    // Writes the document to `path` (native or JSON by its extension) with progress; see Document::savedAs.
    Result<> writeTo(const QString &path);
    void addRecentFile(const QString &path);
    // An imported design as this window's new, unsaved document, once the current one is saved or given up.
    bool adoptImported(Design design);

    QWidget *m_window;
    Autosaver *m_autosaver;
    DocumentSetter m_setDocument;
    QPointer<Document> m_document;
};

} // namespace railyard
