#pragma once

#include "core/result.h"
#include "design/change.h"
#include "design/design.h"
#include "io/designfile.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <utility>

namespace railyard {

// An open design: its content, its undo stack, its file and whether it has unsaved changes. The one
// QObject of the model. Every edit goes through an undo command that calls notify(), so views and
// validation learn exactly what changed.
class Document : public QObject
{
    Q_OBJECT

public:
    // Spares a design made with File ▸ New starts with (percent of transceivers and cables).
    static constexpr double newDesignSparesPercent = Settings::newDesignSparesPercent;

    // A new, empty design on top of the bundled catalog.
    explicit Document(QObject *parent = nullptr);
    explicit Document(Design design, QObject *parent = nullptr);
    ~Document() override;

    static Result<std::unique_ptr<Document>> open(const QString &path);
    // Saves to `path` (native or JSON by its extension). On success the document takes that file name
    // if it is native, and is no longer modified.
    Result<> saveAs(const QString &path);
    // After this design, as it was at undo index `savedIndex`, was written to `path` (saveDesign, on another
    // thread): a native document is now that file, unmodified if nothing was done or undone since.
    void savedAs(const QString &path, int savedIndex);

    const Design &design() const { return m_design; }
    // For undo commands only: everything else edits through commands.
    Design &designForCommands() { return m_design; }
    // The design, taken out of a document that is closing (nothing reads it any more), to be freed elsewhere:
    // a million-GPU design takes a second to free.
    Design takeDesign() { return std::exchange(m_design, Design()); }
    void notify(const Change &change);

    QUndoStack *undoStack() const { return m_undoStack; }
    // Pushes a command (which runs its redo()).
    void push(QUndoCommand *command) { m_undoStack->push(command); }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    // A short name for titles: the design's name, else the file's base name, else "Untitled".
    QString displayName() const;
    bool isModified() const { return !m_undoStack->isClean(); }
    // Marks the document as holding changes not in its file (a recovered autosave).
    void markUnsaved() { m_undoStack->resetClean(); }

Q_SIGNALS:
    void changed(const railyard::Change &change);
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);

private:
    Design m_design;
    // A child, so that it moves with the document: a design is read on the thread pool and handed to the
    // GUI thread, and a stack left behind would take the Undo action's signal as a queued call to a
    // thread that has ended.
    QUndoStack *m_undoStack;
    QString m_fileName;
};

} // namespace railyard
