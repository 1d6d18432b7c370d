#include "designfixtures.h"
#include "document/document.h"
#include "io/jsondesignwriter.h"
#include "randomeditor.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Random edit sequences undo to the exact initial document and redo to the same result",
          "[commands][property]")
{
    for (unsigned seed : {1u, 2u, 3u, 42u, 2026u}) {
        INFO("seed " << seed);
        Document doc(loadDataDesign(QStringLiteral("two-racks.json")));
        const Design initial = doc.design();
        const QByteArray initialJson = writeJsonDesign(initial);
        RandomEditor editor(doc, seed);
        for (int i = 0; i < 250; ++i) {
            editor.step();
            const QString problem = doc.design().checkInvariants();
            INFO("step " << i << ": " << doc.undoStack()->text(doc.undoStack()->index() - 1).toStdString());
            REQUIRE(problem.toStdString() == std::string());
        }
        const QByteArray editedJson = writeJsonDesign(doc.design());
        const int steps = doc.undoStack()->index();
        REQUIRE(steps > 100);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        CHECK(doc.design().checkInvariants().isEmpty());
        CHECK(doc.design().sameContent(initial));
        CHECK(writeJsonDesign(doc.design()) == initialJson);
        CHECK(doc.design().racks().slotCount() == initial.racks().slotCount());
        CHECK(doc.design().cables().slotCount() == initial.cables().slotCount());
        CHECK_FALSE(doc.isModified());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        CHECK(writeJsonDesign(doc.design()) == editedJson);
        CHECK(doc.design().checkInvariants().isEmpty());
    }
}
