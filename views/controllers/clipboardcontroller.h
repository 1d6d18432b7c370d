#pragma once

#include "controllers/selectionmodel.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace railyard {

class Document;

// Copy and Paste of devices through the system clipboard (io/deviceclipboard.h, under devicesMimeType): the
// selected devices without their cables; a paste is one undo step into the rack of the selection.
class ClipboardController : public QObject
{
    Q_OBJECT

public:
    explicit ClipboardController(SelectionModel *selection, QObject *parent = nullptr);
    void setDocument(Document *document);

    // Set by the window from its current view: the rack a paste goes to when no rack or device is selected
    // (-1 for none).
    std::function<int()> pasteRackFallback;

    // Puts the selected devices on the clipboard (without their cables).
    bool copySelection();
    // Adds the clipboard's devices to the rack of the selection, and selects them.
    bool paste();
    // Whether the clipboard holds devices.
    static bool canPaste();

Q_SIGNALS:
    // A sentence for the status bar about what an action did or why it could not.
    void message(const QString &text);

private:
    SelectionModel *m_selection;
    QPointer<Document> m_document;
};

} // namespace railyard
