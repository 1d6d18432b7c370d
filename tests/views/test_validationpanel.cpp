#include "commands/cablecommands.h"
#include "commands/valuecommands.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "io/designfile.h"
#include "panels/catalogpanel.h"
#include "panels/validationpanel.h"
#include "window/mainwindow.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("The validation panel lists the issues of a broken design and follows edits", "[views][validation]")
{
    MainWindow window;
    REQUIRE(window.openFile(dataPath(QStringLiteral("sample-with-mistakes.json"))));
    ValidationPanel *panel = window.docks()->validationPanel;
    QTableView *table = panel->table();
    REQUIRE(table->model()->rowCount() == 11);
    CHECK(table->model()->index(0, 1).data().toString() == QLatin1String("fiber-mismatch"));
    CHECK(table->model()->index(0, 0).data().toString() == QLatin1String("Error"));

    SECTION("filter by severity and by rule")
    {
        auto buttons = panel->findChildren<QToolButton *>();
        REQUIRE(buttons.size() >= 3);
        buttons[0]->setChecked(false); // hide errors
        CHECK(panel->visibleIssueCount() == 5);
        buttons[0]->setChecked(true);
        auto *rules = panel->findChild<QComboBox *>();
        const int polarity = rules->findText(QStringLiteral("polarity (1)"));
        REQUIRE(polarity > 0);
        rules->setCurrentIndex(polarity);
        CHECK(panel->visibleIssueCount() == 1);
    }
    SECTION("activating an issue names its objects")
    {
        QSignalSpy activated(panel, &ValidationPanel::issueActivated);
        table->setCurrentIndex(table->model()->index(4, 0));
        QTest::keyClick(table, Qt::Key_Return);
        REQUIRE(activated.size() == 1);
        const Issue issue = activated.first().first().value<Issue>();
        CHECK(ruleId(issue.rule) == QLatin1String("polarity"));
        CHECK(window.statusBar()->currentMessage().contains(QLatin1String("N01-R1-A")));
    }
    SECTION("after an edit the panel stays on the issue the user was on")
    {
        table->setCurrentIndex(table->model()->index(6, 0));
        const QString rule = table->model()->index(6, 1).data().toString();
        const QString objects = table->model()->index(6, 2).data().toString();
        // An edit elsewhere (the design's name) re-validates; the list is replaced.
        window.document()->push(setDesignName(window.document(), QStringLiteral("renamed")));
        window.controllers().validation->flush();
        const QModelIndex current = table->currentIndex();
        REQUIRE(current.isValid());
        CHECK(table->model()->index(current.row(), 1).data().toString() == rule);
        CHECK(table->model()->index(current.row(), 2).data().toString() == objects);
    }
    SECTION("an edit that fixes a mistake updates the panel through incremental validation")
    {
        Document *doc = window.document();
        const int cable = doc->design().cables().find(QStringLiteral("N04-R8-T"));
        const int panelDevice = doc->design().devices().find(QStringLiteral("pp-A03-46"));
        const int p16 = doc->design().deviceType(panelDevice).portIndex(u"P16");
        doc->push(new SetCableEnds(doc, {EndChange{cable, 1, Endpoint{panelDevice, p16, 0, Side::Rear}}}));
        window.controllers().validation->flush();
        CHECK(table->model()->rowCount() == 9); // both incomplete-channel warnings are gone
        doc->undoStack()->undo();
        window.controllers().validation->flush();
        CHECK(table->model()->rowCount() == 11);
    }
}

TEST_CASE("The validation panel shows an empty state for a clean design", "[views][validation]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    CHECK(window.docks()->validationPanel->table()->model()->rowCount() == 0);
    CHECK(window.controllers().validation->summary() == ValidationSummary{});
}

TEST_CASE("Catalog items drag their kind and id", "[views][catalog]")
{
    MainWindow window;
    CatalogPanel *catalog = window.docks()->catalogPanel;
    catalog->search()->setText(QStringLiteral("QM9700"));
    QAbstractItemModel *model = catalog->tree()->model();
    REQUIRE(model->rowCount() == 1); // only the switches group is left
    const QModelIndex group = model->index(0, 0);
    REQUIRE(model->rowCount(group) == 2);
    const QModelIndex leaf = model->index(0, 0, group);
    CHECK(leaf.data().toString() == QLatin1String("qm9700"));
    std::unique_ptr<QMimeData> mime(model->mimeData({leaf}));
    REQUIRE(mime);
    const CatalogItemRef ref = CatalogItemRef::fromMime(mime->data(catalogMimeType));
    CHECK(ref.kind == QLatin1String("device_type"));
    CHECK(ref.id == QLatin1String("qm9700"));
}

TEST_CASE("Activating an issue in the rack elevations selects its devices there", "[views][validation]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(dataPath(QStringLiteral("sample-with-mistakes.json"))));
    const Design &d = window.document()->design();
    window.showRackElevation(d.racks().find(QStringLiteral("A02")));
    QTableView *table = window.docks()->validationPanel->table();
    int overlap = -1;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (table->model()->index(row, 1).data().toString() == QLatin1String("rack-overlap")) overlap = row;
    REQUIRE(overlap >= 0);
    table->setCurrentIndex(table->model()->index(overlap, 0));
    QTest::keyClick(table, Qt::Key_Return);
    ElevationScene *elevations = window.views()->elevationView->elevations();
    REQUIRE(elevations->deviceItem(d.devices().find(QStringLiteral("dgx-su1-n01"))));
    CHECK(elevations->deviceItem(d.devices().find(QStringLiteral("dgx-su1-n01")))->isSelected());
    CHECK(elevations->deviceItem(d.devices().find(QStringLiteral("dgx-su1-n02")))->isSelected());
}

TEST_CASE("A large design is validated in the background, and edits made meanwhile count",
          "[views][validation]")
{
    Result<Design> loaded = loadDesign(dataPath(QStringLiteral("sample-with-mistakes.json")));
    REQUIRE(loaded.ok());
    Document doc(loaded.takeValue());
    ValidationController controller;
    controller.setBackgroundThreshold(1); // every design counts as large
    controller.setDocument(&doc);
    CHECK(controller.isValidating());
    CHECK(controller.issues().isEmpty());

    // Edits before the run's result is taken (that happens in the event loop): the fix of the test above,
    // and a trunk made too long for its optics.
    const int cable = doc.design().cables().find(QStringLiteral("N04-R8-T"));
    const int panelDevice = doc.design().devices().find(QStringLiteral("pp-A03-46"));
    const int p16 = doc.design().deviceType(panelDevice).portIndex(u"P16");
    doc.push(new SetCableEnds(&doc, {EndChange{cable, 1, Endpoint{panelDevice, p16, 0, Side::Rear}}}));
    doc.push(setCableLength(&doc, {doc.design().cables().find(QStringLiteral("N01-R1-T"))}, 900));

    for (int i = 0; i < 1000 && controller.isValidating(); ++i)
        QTest::qWait(10);
    REQUIRE_FALSE(controller.isValidating());
    const QList<Issue> expected = Validator(doc.design()).issues();
    CHECK(controller.issues() == expected);
    CHECK(controller.issues().size() == 10); // 11 - 2 incomplete channels + 1 reach
    CHECK(
        std::any_of(expected.begin(), expected.end(), [](const Issue &i) { return i.rule == Rule::Reach; }));

    SECTION("a change of the settings checks everything again, in the background too")
    {
        Settings settings = doc.design().settings;
        settings.lossMarginDb = 3; // more than any channel's budget leaves
        doc.push(setSettings(&doc, settings));
        controller.flush();
        CHECK(controller.isValidating());
        for (int i = 0; i < 1000 && controller.isValidating(); ++i)
            QTest::qWait(10);
        REQUIRE_FALSE(controller.isValidating());
        const QList<Issue> now = Validator(doc.design()).issues();
        CHECK(controller.issues() == now);
        CHECK(now.size() > expected.size());
    }
    SECTION("a new name checks nothing again")
    {
        doc.push(setDesignName(&doc, QStringLiteral("renamed")));
        controller.flush();
        CHECK_FALSE(controller.isValidating());
        CHECK(controller.issues() == expected);
    }
    SECTION("flush() waits for a run in progress")
    {
        controller.setDocument(&doc);
        REQUIRE(controller.isValidating());
        controller.flush();
        CHECK_FALSE(controller.isValidating());
        CHECK(controller.issues() == expected);
    }
}
