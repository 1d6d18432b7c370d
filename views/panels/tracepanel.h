#pragma once

#include <QPointer>
#include <QWidget>

class QTextBrowser;

namespace railyard {

class Document;

// The Trace dock: the channel through the selected cable, element by element — modules, cords, adapters,
// trunks with their loss so far — then length against reach, loss against budget and margin, polarity and the
// channel's issues, as `railyard-cli trace` prints them, with what is wrong in red.
class TracePanel : public QWidget
{
    Q_OBJECT

public:
    explicit TracePanel(QWidget *parent = nullptr);
    void setDocument(Document *document);
    // The cable to trace, -1 for none.
    void showCable(int cable);
    int cable() const { return m_cable; }
    QString html() const;
    // Traces the cable again (after an edit, or a change of the length unit).
    void refresh();

private:
    QPointer<Document> m_document;
    int m_cable = -1;
    QTextBrowser *m_view;
};

} // namespace railyard
