#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <memory>

class QLockFile;

namespace railyard {

class Document;

// Autosaved copies of open designs, in the application data folder. Each running window holds a lock file
// beside its copy, so a copy whose lock is free belongs to a session that did not close cleanly, and is
// offered for recovery; a copy that another running Railyard still holds is never offered nor deleted.
class AutosaveStore
{
public:
    struct Entry
    {
        QString path;         // the autosaved native document
        QString originalFile; // the design's own file, if it had one
        QString name;
        QDateTime savedAt;
        std::shared_ptr<QLockFile> lock; // held while this entry is being offered (orphans())
    };

    explicit AutosaveStore(QString directory = defaultDirectory());
    static QString defaultDirectory();
    const QString &directory() const { return m_directory; }
    // Every autosaved copy, newest first, whoever holds it.
    QList<Entry> entries() const;
    // The copies no running Railyard holds, newest first, each locked for the caller until the entry goes.
    QList<Entry> orphans() const;
    static QString lockPathOf(const QString &path);
    static void remove(const Entry &entry);

private:
    QString m_directory;
};

// Saves the open document to the store every few minutes while it has unsaved changes. The design is copied
// on the GUI thread and written on a worker thread, so a large design does not freeze the window.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(AutosaveStore store, QObject *parent = nullptr);
    ~Autosaver() override;

    void setDocument(Document *document);
    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
    int interval() const { return m_timer.interval(); }
    QString path() const { return m_path; }
    // Writes the autosave now and waits for it (tests, and before a risky operation). False on failure.
    bool saveNow();
    // Forgets this document's autosave: it was saved for real, or closed on purpose.
    void discard();

Q_SIGNALS:
    void saved(const QString &path);
    void failed(const QString &message);

private:
    void tick();
    void writeSidecar() const;

    AutosaveStore m_store;
    QPointer<Document> m_document;
    QTimer m_timer;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock; // says "a running window owns this copy" to other instances
    bool m_busy = false;
    // Its own thread for the writes: waiting for a write must not wait for other work on the global pool
    // (the background validation of a design just opened).
    QThreadPool m_writer;
    int m_savedIndex = -1; // undo index of the last autosave
};

} // namespace railyard
