#include "common/lengthspinbox.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/bom.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "panels/propertiespanel.h"
#include "window/mainwindow.h"

#include "controllers/selectionmodel.h"
#include "controllers/validationcontroller.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("The properties panel edits the selected rack through undo commands", "[views][properties]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    PropertiesPanel *panel = window.docks()->propertiesPanel;
    const int a02 = doc->design().racks().find(QStringLiteral("A02"));
    window.views()->floorPlanView->floorPlan()->selectRacks({a02});
    QApplication::processEvents();
    REQUIRE(panel->findChild<QLabel *>()->text() == QLatin1String("Rack A02"));

    QSpinBox *height = nullptr;
    for (QSpinBox *spin : panel->findChildren<QSpinBox *>())
        if (spin->isVisible() && spin->suffix() == QLatin1String(" U")) height = spin;
    REQUIRE(height);
    height->setValue(52);
    QApplication::processEvents();
    CHECK(doc->design().racks().at(a02).heightU == 52);
    CHECK(doc->undoStack()->count() == 1);
    doc->undoStack()->undo();
    CHECK(doc->design().racks().at(a02).heightU == 48);
}

TEST_CASE("A rack renamed in its Id field shows its new name in the title, and its old one after undo",
          "[views][properties][regression]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    PropertiesPanel *panel = window.docks()->propertiesPanel;
    const int a02 = doc->design().racks().find(QStringLiteral("A02"));
    window.views()->floorPlanView->floorPlan()->selectRacks({a02});
    QApplication::processEvents();
    const auto idField = [&] {
        for (QLineEdit *edit : panel->findChildren<QLineEdit *>())
            if (edit->isVisible() && edit->text().startsWith(QLatin1String("A02"))) return edit;
        return static_cast<QLineEdit *>(nullptr);
    };
    QLineEdit *id = idField();
    REQUIRE(id);
    // Typed and committed with the focus still in the field, as Enter leaves it.
    id->setFocus();
    id->setText(QStringLiteral("A02X"));
    id->setModified(true);
    Q_EMIT id->editingFinished();
    QApplication::processEvents();
    CHECK(doc->design().racks().at(a02).id == QLatin1String("A02X"));
    CHECK(panel->findChild<QLabel *>()->text() == QLatin1String("Rack A02X"));
    doc->undoStack()->undo();
    QApplication::processEvents();
    CHECK(panel->findChild<QLabel *>()->text() == QLatin1String("Rack A02"));
    REQUIRE(idField());
    CHECK(idField()->text() == QLatin1String("A02"));
}

TEST_CASE("With nothing selected the properties panel edits the design's settings", "[views][properties]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    PropertiesPanel *panel = window.docks()->propertiesPanel;
    QApplication::processEvents(); // new editors are shown by the event loop
    QLineEdit *name = nullptr;
    for (QLineEdit *edit : panel->findChildren<QLineEdit *>())
        if (edit->isVisible() && edit->text() == doc->design().name) name = edit;
    REQUIRE(name);
    name->setText(QStringLiteral("Hall 3 SU1"));
    Q_EMIT name->editingFinished();
    CHECK(doc->design().name == QLatin1String("Hall 3 SU1"));
    CHECK(doc->isModified());
}

TEST_CASE("Changing a cable's type in Properties is one undo step and validation follows",
          "[views][properties]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    const int trunk = doc->design().cables().find(QStringLiteral("N01-R1-T"));
    window.controllers().selection->select({{}, {}, {trunk}});
    QApplication::processEvents();
    QComboBox *type = nullptr;
    for (QComboBox *box : window.docks()->propertiesPanel->findChildren<QComboBox *>())
        if (box->isVisible() && box->findText(QStringLiteral("MPO12-TRUNK-SM-A")) >= 0) type = box;
    REQUIRE(type);
    CHECK(type->currentText() == QLatin1String("MPO12-TRUNK-SM-B"));
    CHECK(type->findText(QStringLiteral("MCP7Y00-N")) < 0); // a splitter has two legs: not offered
    const int typeA = type->findText(QStringLiteral("MPO12-TRUNK-SM-A"));
    REQUIRE(typeA >= 0);
    type->setCurrentIndex(typeA);
    Q_EMIT type->activated(typeA);
    CHECK(doc->design().cableType(trunk).id == QLatin1String("MPO12-TRUNK-SM-A"));
    window.controllers().validation->flush();
    bool polarity = false;
    for (const Issue &i : window.controllers().validation->issues())
        polarity = polarity || (i.rule == Rule::Polarity && i.cables.contains(trunk));
    CHECK(polarity); // a Type A trunk in a Type B channel
    doc->undoStack()->undo();
    CHECK(doc->design().cableType(trunk).id == QLatin1String("MPO12-TRUNK-SM-B"));
}

TEST_CASE("A cable's 'Orders as' follows its length while the length is typed",
          "[views][properties][regression]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    const int cord = doc->design().cables().find(QStringLiteral("N01-R1-A"));
    window.controllers().selection->select({{}, {}, {cord}});
    QApplication::processEvents();
    PropertiesPanel *panel = window.docks()->propertiesPanel;
    LengthSpinBox *length = nullptr;
    for (LengthSpinBox *box : panel->findChildren<LengthSpinBox *>())
        if (box->isVisible()) length = box;
    REQUIRE(length);
    const auto ordersAs = [&] {
        for (QLabel *label : panel->findChildren<QLabel *>())
            if (label->isVisible() && label->text().contains(QLatin1String("MFP7E30-N")))
                return label->text();
        return QString();
    };
    CHECK(ordersAs() == QLatin1String("3 m, MFP7E30-N003"));
    // Typing: the field has the focus, so the form is not rebuilt, and yet the line follows.
    length->setFocus();
    QApplication::processEvents();
    length->setMetres(4.2);
    QApplication::processEvents();
    CHECK(doc->design().cables().at(cord).lengthM == Approx(4.2));
    CHECK(ordersAs() == QLatin1String("5 m, MFP7E30-N005"));
}

TEST_CASE("A switch's airflow is set in Properties, one undo step, and the BOM orders its SKU",
          "[views][properties][bom]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    const int qm = doc->design().catalog.deviceTypes.indexOf(QStringLiteral("qm9700"));
    QList<int> leaves;
    for (int v : doc->design().devices().live())
        if (doc->design().devices().at(v).type == qm) leaves << v;
    REQUIRE(leaves.size() > 1);
    const auto airflowBox = [&]() -> QComboBox * {
        for (QComboBox *box : window.docks()->propertiesPanel->findChildren<QComboBox *>())
            if (box->isVisible() && box->findText(QStringLiteral("C2P (ports toward the cold aisle)")) >= 0)
                return box;
        return nullptr;
    };
    window.controllers().selection->select({{}, leaves, {}});
    QApplication::processEvents();
    QComboBox *box = airflowBox();
    REQUIRE(box);
    CHECK(box->currentText() == QLatin1String("as the hall (P2C)"));
    const int c2p = box->findText(QStringLiteral("C2P (ports toward the cold aisle)"));
    box->setCurrentIndex(c2p);
    Q_EMIT box->activated(c2p);
    for (int v : leaves)
        CHECK(doc->design().devices().at(v).airflow == Airflow::C2P);
    CHECK(doc->undoStack()->count() == 1);
    bool reverse = false;
    for (const BomLine &l : buildBom(doc->design()).lines)
        reverse = reverse || (l.partNumber == QLatin1String("MQM9700-NS2R") && l.quantity == leaves.size());
    CHECK(reverse);
    // Properties name the part number of that airflow, as the BOM orders it.
    QApplication::processEvents();
    bool shown = false;
    for (QLabel *label : window.docks()->propertiesPanel->findChildren<QLabel *>())
        shown = shown || label->text() == QLatin1String("MQM9700-NS2R (not confirmed)");
    CHECK(shown);
    doc->undoStack()->undo();
    CHECK(doc->design().devices().at(leaves.front()).airflow == Airflow::None);

    // A server has no airflow row; the design's hall setting is one step of its own.
    const int dgx = doc->design().devices().find(QStringLiteral("dgx-su1-n01"));
    REQUIRE(dgx >= 0);
    window.controllers().selection->select({{}, {dgx}, {}});
    QApplication::processEvents();
    CHECK_FALSE(airflowBox());
    // Its part number: none is known, and Properties says so as the quote does, not its catalog id.
    bool toConfirm = false;
    for (QLabel *label : window.docks()->propertiesPanel->findChildren<QLabel *>()) {
        CHECK(label->text() != QLatin1String("dgx-h100 (not confirmed)"));
        toConfirm = toConfirm || label->text() == QLatin1String("order code to confirm");
    }
    CHECK(toConfirm);
    window.controllers().selection->select({{}, {}, {}});
    QApplication::processEvents();
    QComboBox *aisle = nullptr;
    for (QComboBox *b : window.docks()->propertiesPanel->findChildren<QComboBox *>())
        if (b->isVisible() && b->findText(QStringLiteral("cold aisle (C2P)")) >= 0) aisle = b;
    REQUIRE(aisle);
    Q_EMIT aisle->activated(aisle->findText(QStringLiteral("cold aisle (C2P)")));
    CHECK(doc->design().settings.switchPortsFace == PortsFace::ColdAisle);
    CHECK(doc->undoStack()->count() == 1);
}
