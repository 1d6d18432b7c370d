#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace railyard {

class Document;

// Autosaved copies of open designs, in the application data folder. A copy that is still there when Railyard
// starts belongs to a session that did not close cleanly, and is offered for recovery.
class AutosaveStore
{
public:
    struct Entry
    {
        QString path;          // the autosaved native document
        QString originalFile;  // the design's own file, if it had one
        QString name;
        QDateTime savedAt;
    };

    explicit AutosaveStore(QString directory = defaultDirectory());
    static QString defaultDirectory();
    const QString &directory() const { return m_directory; }
    QList<Entry> entries() const;
    static void remove(const Entry &entry);

private:
    QString m_directory;
};

// Saves the open document to the store every few minutes while it has unsaved changes. The design is copied on
// the GUI thread and written on a worker thread, so a large design does not freeze the window.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(AutosaveStore store, QObject *parent = nullptr);
    ~Autosaver() override;

    void setDocument(Document *document);
    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
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
    bool m_busy = false;
    int m_savedIndex = -1;  // undo index of the last autosave
};

} // namespace railyard
