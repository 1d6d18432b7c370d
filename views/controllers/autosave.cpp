#include "controllers/autosave.h"

#include "core/logging.h"
#include "document/document.h"
#include "io/nativewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QThreadPool>
#include <QUuid>

#include <memory>

namespace railyard {

namespace {

QString sidecarOf(const QString &path)
{
    return path + QStringLiteral(".json");
}

} // namespace

AutosaveStore::AutosaveStore(QString directory) : m_directory(std::move(directory)) {}

QString AutosaveStore::defaultDirectory()
{
    // An explicit folder (portable setups, and tests that run side by side) before the platform's.
    if (const QString dir = qEnvironmentVariable("RAILYARD_AUTOSAVE_DIR"); !dir.isEmpty()) return dir;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QList<AutosaveStore::Entry> AutosaveStore::entries() const
{
    QList<Entry> list;
    const QDir dir(m_directory);
    for (const QString &file : dir.entryList({QStringLiteral("*.railyard")}, QDir::Files, QDir::Time)) {
        Entry e;
        e.path = dir.filePath(file);
        QFile sidecar(sidecarOf(e.path));
        if (sidecar.open(QIODevice::ReadOnly)) {
            const QJsonObject meta = QJsonDocument::fromJson(sidecar.readAll()).object();
            e.originalFile = meta.value(QStringLiteral("file")).toString();
            e.name = meta.value(QStringLiteral("name")).toString();
            e.savedAt = QDateTime::fromString(meta.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
        }
        list.append(e);
    }
    return list;
}

QList<AutosaveStore::Entry> AutosaveStore::orphans() const
{
    QList<Entry> list = entries();
    for (qsizetype i = list.size() - 1; i >= 0; --i) {
        auto lock = std::make_shared<QLockFile>(lockPathOf(list[i].path));
        // A lock is never stale by age (a window may stay open for days), only when its process is gone; then
        // tryLock takes it over.
        lock->setStaleLockTime(0);
        if (lock->tryLock(0))
            list[i].lock = std::move(lock);
        else
            list.removeAt(i);
    }
    return list;
}

QString AutosaveStore::lockPathOf(const QString &path)
{
    return path + QStringLiteral(".lock");
}

void AutosaveStore::remove(const Entry &entry)
{
    QFile::remove(entry.path);
    QFile::remove(sidecarOf(entry.path));
    if (entry.lock) entry.lock->unlock(); // removes the lock file
}

Autosaver::Autosaver(AutosaveStore store, QObject *parent) : QObject(parent), m_store(std::move(store))
{
    m_writer.setMaxThreadCount(1);
    m_timer.setInterval(3 * 60 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::tick);
    m_timer.start();
}

Autosaver::~Autosaver()
{
    // Wait for a save in flight: it refers to nothing of ours, but its file should be complete. The lock is
    // released with us, so the copy (if the window did not close on purpose) is offered at the next start.
    m_writer.waitForDone();
}

void Autosaver::setDocument(Document *document)
{
    discard();
    m_document = document;
    m_savedIndex = document ? document->undoStack()->index() : -1;
    m_path = m_store.directory() + QStringLiteral("/") + QUuid::createUuid().toString(QUuid::WithoutBraces) +
             QStringLiteral(".railyard");
    // The lock is taken before the first copy is written, so no other instance ever sees the copy unowned.
    QDir().mkpath(m_store.directory());
    m_lock = std::make_unique<QLockFile>(AutosaveStore::lockPathOf(m_path));
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0)) Q_EMIT failed(tr("cannot lock %1").arg(AutosaveStore::lockPathOf(m_path)));
}

void Autosaver::writeSidecar() const
{
    QJsonObject meta{{"file", m_document->fileName()},
                     {"name", m_document->displayName()},
                     {"saved_at", QDateTime::currentDateTime().toString(Qt::ISODate)}};
    QFile sidecar(sidecarOf(m_path));
    if (sidecar.open(QIODevice::WriteOnly | QIODevice::Truncate)) sidecar.write(QJsonDocument(meta).toJson());
}

void Autosaver::tick()
{
    if (!m_document || m_busy || !m_document->isModified() ||
        m_document->undoStack()->index() == m_savedIndex)
        return;
    QDir().mkpath(m_store.directory());
    writeSidecar();
    m_busy = true;
    m_savedIndex = m_document->undoStack()->index();
    auto copy = std::make_shared<Design>(m_document->design());
    const QString path = m_path;
    QPointer<Autosaver> self(this);
    m_writer.start([copy, path, self] {
        const Result<> status = saveNativeDesign(*copy, path);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, path, status] {
                if (!self) return;
                self->m_busy = false;
                if (!status.ok()) {
                    qCWarning(lcAutosave) << "cannot save the recovery copy:" << status.error().toString();
                    Q_EMIT self->failed(status.error().toString());
                } else {
                    qCDebug(lcAutosave) << "saved" << path;
                    Q_EMIT self->saved(path);
                }
            },
            Qt::QueuedConnection);
    });
}

bool Autosaver::saveNow()
{
    if (!m_document) return false;
    m_writer.waitForDone();
    QDir().mkpath(m_store.directory());
    writeSidecar();
    m_savedIndex = m_document->undoStack()->index();
    const Result<> status = saveNativeDesign(m_document->design(), m_path);
    if (!status.ok())
        Q_EMIT failed(status.error().toString());
    else
        Q_EMIT saved(m_path);
    return status.ok();
}

void Autosaver::discard()
{
    m_writer.waitForDone();
    if (!m_path.isEmpty()) AutosaveStore::remove({m_path, {}, {}, {}, {}});
    m_savedIndex = m_document ? m_document->undoStack()->index() : -1;
}

} // namespace railyard
