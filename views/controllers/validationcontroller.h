#pragma once

#include "render/decorations.h"
#include "validation/issuemarks.h"
#include "validation/validator.h"

#include <QFutureWatcher>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <functional>
#include <memory>

namespace railyard {

class Document;
struct Change;

// Keeps the validation of the open document live: collects what each edit touched and, once the event loop is
// idle again (after a whole macro, not in the middle of one), brings the issues up to date incrementally.
class ValidationController : public QObject
{
    Q_OBJECT

public:
    explicit ValidationController(QObject *parent = nullptr);
    ~ValidationController() override;

    void setDocument(Document *document);
    const QList<Issue> &issues() const { return m_issues; }
    ValidationSummary summary() const { return m_summary; }
    // Objects named by an error or a warning, for marking them in the views.
    const IssueMarks &marks() const { return m_marks; }
    bool deviceHasError(int device) const { return m_marks.errorDevices.contains(device); }
    bool cableHasError(int cable) const { return m_marks.errorCables.contains(cable); }
    bool rackHasError(int rack) const { return m_marks.errorRacks.contains(rack); }
    bool deviceHasWarning(int device) const { return m_marks.warningDevices.contains(device); }
    bool cableHasWarning(int cable) const { return m_marks.warningCables.contains(cable); }
    // The GPU rail a cable carries, from its channel (0 when none).
    int railOfCable(int cable) const { return m_validator ? m_validator->railOfCable(cable) : 0; }
    const Validator *validator() const { return m_validator.get(); }
    // What the painters need from validation (the views add their selection and the as-built overlay).
    Decorations decorations() const
    {
        return Decorations{m_validator.get(), &m_marks, {}, {}, {}, -1, nullptr};
    }
    std::vector<CableColours::DeviceLink> deviceLinks() const
    {
        return m_validator ? m_validator->deviceLinks() : std::vector<CableColours::DeviceLink>();
    }
    // Brings the issues up to date now, rather than when the event loop is next idle (waiting for a full run
    // in the background to end).
    void flush();
    // Checks the whole design again, as if it had just been opened: after something that changes the texts of
    // the issues rather than the design (the length unit of the preferences).
    void recheckAll();
    // True while the first full validation of a large document runs in the background; issues() is empty
    // until it ends, and edits made meanwhile are applied to its result.
    bool isValidating() const { return m_fullRun != nullptr || m_fullRunDue; }
    // Designs with at least this many cables are validated in the background when opened.
    static constexpr int backgroundCables = 20000;
    void setBackgroundThreshold(int cables) { m_backgroundCables = cables; }

Q_SIGNALS:
    void issuesChanged();

private:
    void onChanged(const Change &change);
    void publish();
    void startFullRun();
    void adoptFullRun();

    Document *m_document = nullptr;
    std::shared_ptr<Validator> m_validator;
    // The background full run: its result, and the copy of the design it validates (kept until the result is
    // rebound to the document: the validator refers into it).
    QFutureWatcher<std::shared_ptr<Validator>> *m_fullRun = nullptr;
    std::shared_ptr<const Design> m_snapshot;
    int m_backgroundCables = backgroundCables;
    // A full run starts from the next pass of the event loop: copying the design takes a while too (a tenth
    // of a second at a million GPUs), not in the same pass as the window's views are made.
    bool m_fullRunDue = false;
    QTimer m_startLater;
    Touched m_pending;
    bool m_scheduled = false;
    QList<Issue> m_issues;
    ValidationSummary m_summary;
    IssueMarks m_marks;
};

} // namespace railyard
