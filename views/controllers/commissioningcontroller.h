#pragma once

#include "commission/countermeasure.h"
#include "commission/resultcolumns.h"
#include "commission/testimport.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace railyard {

class Document;

// Commissioning from the window (docs/commissioning.md). File ▸ Import ▸ Fiber Test Results…: the tester's
// file, its columns (TestColumnsDialog, the last profile used remembered), then the results kept with their
// cables and the statuses they give as one undo step, and what came of it in a message. File ▸ Record
// Baseline… and Compare Counters…: the fabric's port counters saved, or compared with those saved.
class CommissioningController : public QObject
{
    Q_OBJECT

public:
    explicit CommissioningController(QWidget *window);
    void setDocument(Document *document);

    void importTestResults();
    // File ▸ Export ▸ Commissioning Report…: the results kept in the design, judged, as XLSX, PDF or CSV,
    // with the results this session's imports could not place; exportReportTo is the tests' way in.
    void exportReport();
    bool exportReportTo(const QString &path);
    // The file's results through these columns, as one undo step, then the summary box; false (with a
    // message box) when the file cannot be read or names no cable. The tests' way in.
    bool importTestResultsFrom(const QString &path, const ResultColumns &columns);

    // File ▸ Record Baseline…: the counters read now (CounterInputsDialog), saved as a snapshot to compare
    // with.
    void recordBaseline();
    // File ▸ Compare Counters…: the counters read now against a baseline; the result goes to
    // countersCompared.
    void compareCounters();
    // The tests' ways in: false (with a message box) when an input cannot be read or the file not written.
    bool recordBaselineTo(const CounterInputs &inputs, const QString &snapshot);
    bool compareCountersWith(const CounterInputs &inputs);

Q_SIGNALS:
    void message(const QString &text);
    // A comparison of the counters, for the Commissioning dock and the views (`baseline`: what it compared
    // with, for people).
    void countersCompared(const railyard::CounterComparison &comparison, const QString &baseline);
    // Results were imported: the window shows the Commissioning dock.
    void imported();

private:
    QWidget *m_window;
    QPointer<Document> m_document;
    QList<UnmatchedResult> m_unmatched; // of this design's imports
};

} // namespace railyard
