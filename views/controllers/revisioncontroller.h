#pragma once

#include "design/design.h"
#include "revision/designdiff.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QWidget;

namespace railyard {

class Document;
class OverlayController;

// A document's revisions from the window (docs/revisions.md): File ▸ Save Revision… keeps the design as it is
// now; Compare with Revision… colours what changed since one in every view (through the overlay) and hands
// the changes to the Revisions dock, again after every edit; a revision can be restored or deleted, each an
// undo step.
class RevisionController : public QObject
{
    Q_OBJECT

public:
    RevisionController(OverlayController *overlay, QWidget *window);
    ~RevisionController() override;
    void setDocument(Document *document);

    // The dialog, then the revision kept (one undo step); false when cancelled.
    bool saveRevision();
    // File ▸ Compare with Revision…: the revision to compare with, asked when there are several.
    void compareWithChosen();
    // Compares the design with the revision at `index`; false (with a message box) when it cannot be read.
    bool compare(int index);
    void stopComparing();
    bool isComparing() const;
    // The revision compared with, while comparing.
    QString comparedName() const;
    // Where an object the revision had and the design has not was: the devices of the design (slots) at a
    // removed cable's ends, or in a removed rack; a removed device's neighbours in its rack. Empty when none
    // is left.
    QList<int> devicesNearRemoved(const QString &id) const;
    // After asking: the design becomes the revision (undoable), or the revision is forgotten.
    void restore(int index);
    void remove(int index);
    // The tests' ways in, without asking.
    bool restoreNow(int index);
    void removeNow(int index);
    // File ▸ Export ▸ Change Order…: from a revision or another design file (ChangeOrderDialog) to the design
    // open now, as CSV, XLSX or PDF.
    void exportChangeOrder();
    // The same once chosen (the tests' way in): `revision` ≥ 0 names a revision, else `file` is read; false
    // (with a message box) when the revision or file cannot be read or the order not written.
    bool exportChangeOrderTo(int revision, const QString &file, const QString &path);
    // The name the dialog proposes: R1, R2, … the first not taken.
    static QString proposedName(const Document &document);

Q_SIGNALS:
    void message(const QString &text);
    // The changes since the revision compared with, after every edit; an empty name: comparing stopped.
    void comparisonChanged(const QString &name, const railyard::DesignDiff &diff);

private:
    struct Comparison;
    void onOverlayChanged();
    // How errors name the document: its file, else its name.
    QString where() const;
    // The revision's design, read off the GUI thread; nullopt when cancelled or unreadable (said in a box
    // titled `title`).
    std::optional<Design> readRevision(int index, const QString &title);

    QWidget *m_window;
    OverlayController *m_overlay;
    QPointer<Document> m_document;
    std::shared_ptr<Comparison> m_comparison; // while comparing
};

} // namespace railyard
