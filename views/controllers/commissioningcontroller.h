#pragma once

#include "commission/resultcolumns.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace railyard {

class Document;

// File ▸ Import ▸ Fiber Test Results…: the tester's file, its columns (TestColumnsDialog, the last profile
// used remembered), then the results kept with their cables and the statuses they give as one undo step, and
// what came of it in a message (docs/commissioning.md).
class CommissioningController : public QObject
{
    Q_OBJECT

public:
    explicit CommissioningController(QWidget *window);
    void setDocument(Document *document);

    void importTestResults();
    // The file's results through these columns, as one undo step, then the summary box; false (with a
    // message box) when the file cannot be read or names no cable. The tests' way in.
    bool importTestResultsFrom(const QString &path, const ResultColumns &columns);

Q_SIGNALS:
    void message(const QString &text);
    // Results were imported: the window shows the Commissioning dock.
    void imported();

private:
    QWidget *m_window;
    QPointer<Document> m_document;
};

} // namespace railyard
