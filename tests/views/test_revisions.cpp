// Revisions in the window (issue 33 §4): File ▸ Save Revision…, the Revisions dock, Compare with Revision…
// colouring every view, the changes listed and shown on double-click, restore and delete as undo steps.
#include "commands/designcommands.h"
#include "commands/operations.h"
#include "commands/revisioncommands.h"
#include "commands/valuecommands.h"
#include "common/designview.h"
#include "common/legendwidget.h"
#include "controllers/overlaycontroller.h"
#include "controllers/revisioncontroller.h"
#include "controllers/selectionmodel.h"
#include "controllers/validationcontroller.h"
#include "dialogs/changeorderdialog.h"
#include "dialogs/labeloptionsdialog.h"
#include "dialogs/saverevisiondialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/rackitem.h"
#include "menusupport.h"
#include "panels/propertiespanel.h"
#include "panels/revisionspanel.h"
#include "revision/revisionstore.h"
#include "testsupport.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"
#include "window/windowcontrollers.h"
#include "window/windowdocks.h"
#include "window/windowviews.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace railyard;
using namespace railyard::test;

namespace {

QStringList legendNames(const DesignView *view)
{
    QStringList names;
    if (view->overlayLegend())
        for (const auto &entry : view->overlayLegend()->entries())
            names << entry.second;
    return names;
}

QTreeWidgetItem *changeItem(QTreeWidget *tree, const QString &id)
{
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i)
            if (tree->topLevelItem(g)->child(i)->text(0).contains(id)) return tree->topLevelItem(g)->child(i);
    return nullptr;
}

} // namespace

TEST_CASE("Save Revision, then Compare with Revision colours and lists what changed", "[views][revision]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    Document *doc = window.document();
    RevisionsPanel *panel = window.docks()->revisionsPanel;
    CHECK(panel->revisionList()->topLevelItemCount() == 0);

    QAction *save = menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Save Revision…")});
    QAction *compare =
        menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Compare with Revision…")});
    REQUIRE(save);
    REQUIRE(compare);
    QString proposed;
    onNextDialog<SaveRevisionDialog>([&](SaveRevisionDialog *d) {
        proposed = d->nameField()->text();
        d->noteField()->setPlainText(QStringLiteral("issued for quote"));
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    save->trigger();
    CHECK(proposed == QLatin1String("R1"));
    REQUIRE(doc->design().revisions.size() == 1);
    CHECK(doc->design().revisions[0].note == QLatin1String("issued for quote"));
    CHECK(doc->undoStack()->undoText() == QString::fromUtf8("Save Revision “R1”"));
    REQUIRE(panel->revisionList()->topLevelItemCount() == 1);
    CHECK(panel->revisionList()->topLevelItem(0)->text(0) == QLatin1String("R1"));
    CHECK(panel->revisionList()->topLevelItem(0)->text(2) == QLatin1String("issued for quote"));

    // A name taken is refused in the dialog itself.
    bool okEnabled = true;
    onNextDialog<SaveRevisionDialog>([&](SaveRevisionDialog *d) {
        d->nameField()->setText(QStringLiteral("R1"));
        okEnabled = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
        d->reject();
    });
    save->trigger();
    CHECK_FALSE(okEnabled);
    CHECK(doc->design().revisions.size() == 1);

    // Edits after the revision: a cable relabelled, another deleted.
    QList<int> cables;
    for (int c : doc->design().cables().live())
        cables << c;
    const QString relabelled = doc->design().cables().at(cables[0]).id;
    const QString deleted = doc->design().cables().at(cables[1]).id;
    doc->push(setCableLabel(doc, {cables[0]}, QStringLiteral("NEW-LABEL")));
    REQUIRE(operations::deleteObjects(*doc, {}, {}, {cables[1]}).pushTo(*doc));

    compare->trigger(); // one revision: compared at once
    QApplication::processEvents();
    OverlayController *overlay = window.controllers().overlay;
    CHECK(overlay->shows(OverlayController::Source::Revision));
    CHECK(window.docks()->revisionsDock->isVisible());
    CHECK(panel->comparisonText().contains(QString::fromUtf8("Since revision “R1”: 2 changes")));
    QTreeWidgetItem *changed = changeItem(panel->changeTree(), relabelled);
    REQUIRE(changed);
    CHECK(changed->text(0).contains(QLatin1String("label")));
    REQUIRE(changeItem(panel->changeTree(), deleted));
    CHECK(changeItem(panel->changeTree(), deleted)->text(0).contains(QLatin1String("removed")));
    // Every view has the key; the floor plan tints the racks where something changed.
    auto *fabricView = qobject_cast<DesignView *>(window.views()->fabric->views().first());
    auto *floorView = qobject_cast<DesignView *>(window.views()->floorPlan->views().first());
    REQUIRE(fabricView);
    REQUIRE(floorView);
    CHECK(legendNames(fabricView).contains(QStringLiteral("Changed")));
    CHECK(legendNames(floorView).contains(QStringLiteral("Changed")));
    const LinkOverlay *o = overlay->overlay();
    REQUIRE(o);
    const int rack = doc->design().devices().at(doc->design().cables().at(cables[0]).ends[0].device).rack;
    CHECK(o->keyOfRack(rack) >= 0);
    CHECK(o->keyOfCable(cables[0]) >= 0);
    CHECK_FALSE(o->extraLinks.empty());

    // Double-click on a change selects the object; on a removed one, says so.
    Q_EMIT panel->changeTree()->itemDoubleClicked(changed, 0);
    QApplication::processEvents();
    CHECK(window.controllers().selection->selection().cables == QList<int>{cables[0]});

    // A removed cable is shown where it was: the devices at its ends.
    CHECK(window.controllers().revisions->devicesNearRemoved(deleted).size() == 2);

    // The comparison follows the edits.
    doc->push(setCableLabel(doc, {cables[2]}, QStringLiteral("OTHER")));
    QApplication::processEvents();
    CHECK(panel->comparisonText().contains(QLatin1String("3 changes")));

    // Saved and opened again: the revision is in the file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(doc->saveAs(path).ok());
    REQUIRE(window.openFile(path));
    QApplication::processEvents();
    doc = window.document();
    CHECK_FALSE(overlay->shows(OverlayController::Source::Revision)); // it was of the other document
    CHECK(panel->changeTree()->isHidden());
    REQUIRE(panel->revisionList()->topLevelItemCount() == 1);

    // Restore: the design as it was, one undo step; the checks run again (a Reset).
    RevisionController *revisions = window.controllers().revisions;
    REQUIRE(revisions->compare(0));
    QApplication::processEvents();
    CHECK(panel->comparisonText().contains(QLatin1String("3 changes")));
    onNextDialog<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
    panel->revisionList()->setCurrentItem(panel->revisionList()->topLevelItem(0));
    panel->findChild<QPushButton *>(QString(), Qt::FindChildrenRecursively); // the dock is built
    revisions->restore(0);
    QApplication::processEvents();
    CHECK(doc->design().cables().find(deleted) >= 0);
    CHECK(panel->comparisonText().contains(QString::fromUtf8("Nothing changed since revision “R1”")));
    CHECK(doc->design().revisions.size() == 1);
    doc->undoStack()->undo();
    QApplication::processEvents();
    CHECK(doc->design().cables().find(deleted) < 0);

    // Delete, after asking; undo brings it back.
    onNextDialog<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
    revisions->remove(0);
    QApplication::processEvents();
    CHECK(doc->design().revisions.isEmpty());
    CHECK(panel->revisionList()->topLevelItemCount() == 0);
    CHECK_FALSE(overlay->shows(OverlayController::Source::Revision));
    doc->undoStack()->undo();
    CHECK(panel->revisionList()->topLevelItemCount() == 1);
}

TEST_CASE("Compare with Revision without revisions says how to make one", "[views][revision]")
{
    MainWindow window;
    window.show();
    QString said;
    onNextDialog<QMessageBox>([&](QMessageBox *box) {
        said = box->text();
        box->accept();
    });
    window.controllers().revisions->compareWithChosen();
    CHECK(said.contains(QLatin1String("Save Revision")));
}

TEST_CASE("File ▸ Export ▸ Change Order writes the work order from a revision or a file", "[views][revision]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    Document *doc = window.document();
    RevisionController *revisions = window.controllers().revisions;
    QAction *item = menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Export"),
                                                  QStringLiteral("Change Order…")});
    REQUIRE(item);
    // The dialog proposes the newest revision; without one, a file.
    int chosen = 0;
    bool okWithoutFile = true;
    onNextDialog<ChangeOrderDialog>([&](ChangeOrderDialog *d) {
        chosen = d->revision();
        okWithoutFile = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
        d->reject();
    });
    item->trigger();
    CHECK(chosen == -1);
    CHECK_FALSE(okWithoutFile);

    doc->push(addRevision(
        doc, recordRevision(doc->design(), QStringLiteral("as built"), {}, QDateTime::currentDateTimeUtc())));
    QList<int> cables;
    for (int c : doc->design().cables().live())
        cables << c;
    doc->push(setCableLabel(doc, {cables[0]}, QStringLiteral("NEW-LABEL")));
    REQUIRE(operations::deleteObjects(*doc, {}, {}, {cables[1]}).pushTo(*doc));
    onNextDialog<ChangeOrderDialog>([&](ChangeOrderDialog *d) {
        chosen = d->revision();
        d->reject();
    });
    item->trigger();
    CHECK(chosen == 0);

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("order.csv"));
    REQUIRE(revisions->exportChangeOrderTo(0, {}, csv));
    const QByteArray text = readFile(csv);
    CHECK(text.startsWith("step,action,kind,id,rack,a,b,part_number,length_m,label,done\r\n"));
    CHECK(text.contains(",remove,cable,"));
    CHECK(text.contains(",relabel,cable,"));
    const QString pdf = dir.filePath(QStringLiteral("order.pdf"));
    REQUIRE(revisions->exportChangeOrderTo(0, {}, pdf));
    CHECK(readFile(pdf).startsWith("%PDF"));
    // From another file: the sample itself, so the order removes one cable and relabels one.
    const QString xlsx = dir.filePath(QStringLiteral("order.xlsx"));
    REQUIRE(revisions->exportChangeOrderTo(-1, QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH), xlsx));
    CHECK(readFile(xlsx).startsWith("PK"));
    // A file that is no design: said, nothing written.
    const QString junk = dir.filePath(QStringLiteral("junk.json"));
    writeFile(junk, "not json");
    QString said;
    onNextDialog<QMessageBox>([&](QMessageBox *box) {
        said = box->text();
        box->accept();
    });
    const QString never = dir.filePath(QStringLiteral("never.csv"));
    CHECK_FALSE(revisions->exportChangeOrderTo(-1, junk, never));
    CHECK(said.contains(QLatin1String("junk.json")));
    CHECK_FALSE(QFileInfo::exists(never));
}

TEST_CASE("Cable labels for only the cables changed since a revision", "[views][revision][labels]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    Document *doc = window.document();
    doc->push(addRevision(
        doc, recordRevision(doc->design(), QStringLiteral("R1"), {}, QDateTime::currentDateTimeUtc())));
    QList<int> cables;
    for (int c : doc->design().cables().live())
        cables << c;
    const QString relabelled = doc->design().cables().at(cables[3]).id;
    const QString lengthened = doc->design().cables().at(cables[4]).id;
    doc->push(setCableLabel(doc, {cables[3]}, QStringLiteral("NEW-LABEL")));
    doc->push(setCableLength(doc, {cables[4]}, doc->design().cables().at(cables[4]).lengthM + 10));
    QAction *item = menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Export"),
                                                  QStringLiteral("Cable Labels…")});
    REQUIRE(item);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("changed.csv"));
    const auto exportSince = [&](bool partOnLabel) {
        onNextDialog<LabelOptionsDialog>([&](LabelOptionsDialog *d) {
            REQUIRE(d->sinceChoice()->isEnabled());
            d->sinceChoice()->setChecked(true);
            d->formatBox()->setCurrentIndex(d->formatBox()->findData(int(LabelFormat::Csv)));
            for (QCheckBox *box : d->findChildren<QCheckBox *>())
                if (box->text().contains(QLatin1String("part number"))) box->setChecked(partOnLabel);
            onNextDialog<QDialog>([&](QDialog *f) {
                REQUIRE(qobject_cast<QFileDialog *>(f));
                f->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(path);
            });
        });
        item->trigger();
    };
    exportSince(false);
    QString text = QString::fromUtf8(readFile(path));
    CHECK(text.contains(QLatin1String("NEW-LABEL")));
    CHECK_FALSE(text.contains(lengthened));    // a length is not on the label
    CHECK(text.count(QLatin1Char('\n')) == 3); // the header and the label of each end
    QFile::remove(path);                       // else the file dialog asks whether to replace it
    exportSince(true);
    text = QString::fromUtf8(readFile(path));
    CHECK(text.contains(QLatin1String("NEW-LABEL")));
    CHECK(text.contains(lengthened)); // with part number and length on the label, it changed
    CHECK_FALSE(relabelled.isEmpty());

    // Nothing changed since a revision of now: said, nothing written.
    doc->push(addRevision(
        doc, recordRevision(doc->design(), QStringLiteral("R2"), {}, QDateTime::currentDateTimeUtc())));
    QFile::remove(path);
    QString said;
    onNextDialog<LabelOptionsDialog>([&](LabelOptionsDialog *d) {
        d->sinceChoice()->setChecked(true);
        CHECK(d->revisionBox()->currentText() == QLatin1String("R2"));
        onNextDialog<QMessageBox>([&](QMessageBox *box) { said = box->text(); });
    });
    item->trigger();
    CHECK(said.contains(QLatin1String("No cable's label changed since revision R2")));
    CHECK_FALSE(QFileInfo::exists(path));
}

TEST_CASE("Properties ▸ Replaces plans a cable to replace another, and validation follows",
          "[views][revision][replaces]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    Document *doc = window.document();
    QList<int> cables;
    for (int c : doc->design().cables().live())
        cables << c;
    const QString oldId = doc->design().cables().at(cables[0]).id;
    // A second cable on the same ports: a port conflict until it is said to replace the first.
    Cable copy = doc->design().cables().at(cables[0]);
    copy.id = QStringLiteral("NEW-CORD");
    copy.label.clear();
    Design edited = doc->design();
    edited.insertCable(edited.cables().nextSlot(), copy);
    doc->push(new ReplaceDesign(doc, edited, QStringLiteral("add")));
    const int added = doc->design().cables().find(QStringLiteral("NEW-CORD"));
    window.controllers().validation->flush();
    const auto conflicts = [&] {
        int n = 0;
        for (const Issue &i : window.controllers().validation->issues())
            n += i.rule == Rule::PortConflict ? 1 : 0;
        return n;
    };
    CHECK(conflicts() > 0);
    window.controllers().selection->select({{}, {}, {added}});
    QApplication::processEvents();
    PropertiesPanel *panel = window.docks()->propertiesPanel;
    QLineEdit *replaces = nullptr;
    for (QLineEdit *edit : panel->findChildren<QLineEdit *>())
        if (edit->isVisible() && edit->placeholderText().startsWith(QLatin1String("none"))) replaces = edit;
    REQUIRE(replaces);
    replaces->setText(QStringLiteral("NO-SUCH-CABLE"));
    Q_EMIT replaces->editingFinished();
    CHECK(doc->design().cables().at(added).replaces().isEmpty());
    replaces->setText(oldId);
    Q_EMIT replaces->editingFinished();
    CHECK(doc->design().cables().at(added).replaces() == oldId);
    CHECK(doc->design().isReplaced(cables[0]));
    window.controllers().validation->flush();
    CHECK(conflicts() == 0);
    doc->undoStack()->undo();
    window.controllers().validation->flush();
    CHECK(conflicts() > 0);
}
