#pragma once

#include "commands/operations.h"
#include "controllers/selectionmodel.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace railyard {

class Document;

// The Edit and Design menu commands that work on the document and the shared selection: Delete, Select All,
// Add Rack, Add Row. Each edit is one undo step. The clipboard is ClipboardController's; which view shows
// what, the Navigator's.
class EditController : public QObject
{
    Q_OBJECT

public:
    explicit EditController(SelectionModel *selection, QObject *parent = nullptr);
    void setDocument(Document *document);
    Document *document() const;

    // Set by the window from its current view: what Select All selects.
    std::function<Selection()> everythingShown;

    // Removes the selected devices, else cables, else racks (with what is in them). False if nothing was
    // selected.
    bool deleteSelection();
    void selectAll();
    // A new rack at the end of the selected rack's row (or of the last row); selects it and returns its slot.
    int addRack();
    // `count` racks of one row side by side.
    void addRow(const QString &row, int count, int heightU, double x, double y, int rackType = -1);
    // Design ▸ Drop Racks into Trays: every rack without a drop gets one into the tray over it.
    void dropRacksIntoTrays();
    // Design ▸ Combine into Trunk Assemblies: the selected trunks into one assembly, or every trunk between
    // the two selected devices (patch panels) into the largest assemblies of the catalog; selects them.
    void combineTrunks();
    // Design ▸ Split Trunk Assembly: the selected assembly back into single trunks; selects them.
    void splitAssembly();

Q_SIGNALS:
    // A sentence for the status bar about what an action did or why it could not.
    void message(const QString &text);

private:
    // Pushes an operation that adds cables, selects them and says what it did.
    void selectAdded(Operation op);
    SelectionModel *m_selection;
    QPointer<Document> m_document;
};

} // namespace railyard
