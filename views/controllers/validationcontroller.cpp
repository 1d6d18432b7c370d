#include "controllers/validationcontroller.h"

#include "common/backgroundtask.h"
#include "core/logging.h"
#include "document/document.h"

#include <QElapsedTimer>
#include <QTimer>

namespace railyard {

ValidationController::ValidationController(QObject *parent) : QObject(parent)
{
    // A timer of its own, not a queued call: the window's input is handled between the two passes.
    m_startLater.setSingleShot(true);
    m_startLater.setInterval(0);
    connect(&m_startLater, &QTimer::timeout, this, [this] {
        if (m_fullRunDue) startFullRun();
    });
}

ValidationController::~ValidationController() = default;

void ValidationController::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    if (m_fullRun) {
        // Its result is for the previous document: let it finish unseen.
        m_fullRun->disconnect(this);
        m_fullRun->deleteLater();
        m_fullRun = nullptr;
        m_snapshot.reset();
    }
    m_document = document;
    m_pending = Touched();
    if (m_validator) freeOnPool(std::move(m_validator)); // a million GPUs' takes half a second to free
    m_validator.reset();
    m_fullRunDue = false;
    if (m_document) {
        connect(m_document, &Document::changed, this, &ValidationController::onChanged);
        if (m_document->design().cables().liveCount() >= m_backgroundCables) {
            m_fullRunDue = true;
            m_startLater.start();
        } else {
            m_validator = std::make_shared<Validator>(m_document->design());
        }
    }
    publish();
}

void ValidationController::startFullRun()
{
    // The run reads a copy, so that the user can go on editing the document meanwhile; the copy is cheap next
    // to the run (most of a design is implicitly shared Qt data). It holds every edit so far.
    m_fullRunDue = false;
    m_pending = Touched();
    m_snapshot = std::make_shared<const Design>(m_document->design());
    m_fullRun = new QFutureWatcher<std::shared_ptr<Validator>>(this);
    connect(m_fullRun, &QFutureWatcherBase::finished, this, &ValidationController::adoptFullRun);
    m_fullRun->setFuture(runOnPool<std::shared_ptr<Validator>>([snapshot = m_snapshot] {
        QElapsedTimer timer;
        timer.start();
        auto validator = std::make_shared<Validator>(*snapshot);
        qCDebug(lcValidation) << "full run over" << snapshot->cables().liveCount() << "cables in"
                              << timer.elapsed() << "ms";
        return validator;
    }));
}

void ValidationController::adoptFullRun()
{
    if (!m_fullRun) return;
    m_validator = m_fullRun->result();
    m_fullRun->deleteLater();
    m_fullRun = nullptr;
    // The copy and the document held the same content when the run began; edits since are in m_pending.
    m_validator->rebind(m_document->design());
    m_snapshot.reset();
    if (!m_pending.isEmpty()) m_validator->update(m_pending);
    m_pending = Touched();
    publish();
}

void ValidationController::onChanged(const Change &change)
{
    m_pending.add(change);
    if (m_scheduled || m_fullRun) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, &ValidationController::flush);
}

void ValidationController::recheckAll()
{
    if (!m_document) return;
    m_pending.everything = true;
    if (m_scheduled || m_fullRun) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, &ValidationController::flush);
}

void ValidationController::flush()
{
    m_scheduled = false;
    if (m_fullRunDue) startFullRun();
    if (m_fullRun) {
        m_fullRun->waitForFinished();
        adoptFullRun();
    }
    if (!m_validator || m_pending.isEmpty()) return;
    if (m_pending.everything && m_document->design().cables().liveCount() >= m_backgroundCables) {
        // A change of the catalog or of the settings re-checks everything: in the background, as on opening.
        // The old results refer to what the design was; they go now.
        m_pending = Touched();
        m_validator.reset();
        startFullRun();
        publish();
        return;
    }
    m_validator->update(m_pending);
    m_pending = Touched();
    publish();
}

void ValidationController::publish()
{
    // After an edit only the issues of the units it touched change: keep the sorted list rather than listing
    // and sorting every issue again (100k issues: 0.3 s a time).
    if (!m_validator)
        m_issues.clear();
    else if (!applyIssueDelta(m_document->design(), m_issues, m_validator->takeDelta()))
        m_issues = m_validator->issues();
    m_summary = summarize(m_issues);
    m_marks.assign(m_issues);
    Q_EMIT issuesChanged();
}

} // namespace railyard
