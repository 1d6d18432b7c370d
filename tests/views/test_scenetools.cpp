// The one dispatcher of mouse gestures and Catalog drags (issue 31): the order tools are offered a press,
// the gesture that belongs to the tool that took it, Escape, and drags.
#include "common/scenetools.h"

#include <catch2/catch.hpp>

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QStringList>

#include <memory>

using namespace railyard;

namespace {

// Writes what it is given into a shared log; takes presses and drags as told.
class LoggingTool : public SceneTool
{
public:
    LoggingTool(QString name, QStringList *log, bool takesPress, bool takesDrag)
        : m_name(std::move(name)), m_log(log), m_takesPress(takesPress), m_takesDrag(takesDrag)
    {
    }
    bool mousePressed(QGraphicsSceneMouseEvent *) override
    {
        return note(QStringLiteral("press"), m_takesPress);
    }
    void mouseMoved(QGraphicsSceneMouseEvent *) override { note(QStringLiteral("move"), true); }
    void mouseReleased(QGraphicsSceneMouseEvent *) override { note(QStringLiteral("release"), true); }
    void cancel() override { note(QStringLiteral("cancel"), true); }
    bool dragHovered(const QMimeData *, const QPointF &) override
    {
        return note(QStringLiteral("hover"), m_takesDrag);
    }
    bool dropped(const QMimeData *, const QPointF &) override
    {
        return note(QStringLiteral("drop"), m_takesDrag);
    }
    void dragLeft() override { note(QStringLiteral("left"), true); }

private:
    bool note(const QString &what, bool result)
    {
        m_log->append(m_name + QLatin1Char(' ') + what);
        return result;
    }

    QString m_name;
    QStringList *m_log;
    bool m_takesPress;
    bool m_takesDrag;
};

struct Fixture
{
    QStringList log;
    SceneTools tools;
    QStringList said;

    Fixture()
    {
        tools.add(std::make_unique<LoggingTool>(QStringLiteral("a"), &log, false, false));
        tools.add(std::make_unique<LoggingTool>(QStringLiteral("b"), &log, true, true));
        tools.add(std::make_unique<LoggingTool>(QStringLiteral("c"), &log, true, true));
        QObject::connect(&tools, &SceneTools::message, [this](const QString &text) { said.append(text); });
    }
};

} // namespace

TEST_CASE("SceneTools gives a press to the first tool that takes it and the whole gesture to that tool",
          "[views][tools]")
{
    Fixture f;
    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    press.ignore();
    CHECK(f.tools.mousePressed(&press));
    CHECK(press.isAccepted());
    CHECK(f.tools.busy());
    CHECK(f.log == QStringList{QStringLiteral("a press"), QStringLiteral("b press")});

    // A second button during the gesture belongs to it: no tool is asked.
    f.log.clear();
    QGraphicsSceneMouseEvent second(QEvent::GraphicsSceneMousePress);
    CHECK(f.tools.mousePressed(&second));
    CHECK(f.log.isEmpty());

    QGraphicsSceneMouseEvent move(QEvent::GraphicsSceneMouseMove);
    QGraphicsSceneMouseEvent release(QEvent::GraphicsSceneMouseRelease);
    CHECK(f.tools.mouseMoved(&move));
    CHECK(f.tools.mouseReleased(&release));
    CHECK(f.log == QStringList{QStringLiteral("b move"), QStringLiteral("b release")});
    CHECK_FALSE(f.tools.busy());

    // With no gesture, moves and releases are the scene's.
    CHECK_FALSE(f.tools.mouseMoved(&move));
    CHECK_FALSE(f.tools.mouseReleased(&release));
}

TEST_CASE("Escape cancels the gesture in progress and says so, and is the scene's otherwise",
          "[views][tools]")
{
    Fixture f;
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    CHECK_FALSE(f.tools.keyPressed(&escape));

    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    REQUIRE(f.tools.mousePressed(&press));
    QKeyEvent other(QEvent::KeyPress, Qt::Key_A, Qt::NoModifier);
    CHECK_FALSE(f.tools.keyPressed(&other));
    CHECK(f.tools.keyPressed(&escape));
    CHECK(f.log.last() == QLatin1String("b cancel"));
    CHECK(f.said == QStringList{QStringLiteral("Cancelled")});
    CHECK_FALSE(f.tools.busy());

    // A rebuild of the scene cancels without a word; nothing to cancel is no call.
    REQUIRE(f.tools.mousePressed(&press));
    f.log.clear();
    f.tools.cancelGesture();
    f.tools.cancelGesture();
    CHECK(f.log == QStringList{QStringLiteral("b cancel")});
    CHECK(f.said.size() == 1);
}

TEST_CASE("A Catalog drag goes to the first tool that takes it, the later ones put their ghosts away",
          "[views][tools]")
{
    Fixture f;
    QMimeData mime;
    CHECK(f.tools.dragHovered(&mime, QPointF(1, 2)));
    CHECK(f.log ==
          QStringList{QStringLiteral("a hover"), QStringLiteral("b hover"), QStringLiteral("c left")});

    f.log.clear();
    CHECK(f.tools.dropped(&mime, QPointF(1, 2)));
    CHECK(f.log == QStringList{QStringLiteral("a drop"), QStringLiteral("b drop"), QStringLiteral("a left"),
                               QStringLiteral("b left"), QStringLiteral("c left")});

    f.log.clear();
    f.tools.dragLeft();
    CHECK(f.log.size() == 3);
}

TEST_CASE("A scene without tools takes no drag", "[views][tools]")
{
    SceneTools tools;
    QMimeData mime;
    CHECK_FALSE(tools.dragHovered(&mime, QPointF()));
    CHECK_FALSE(tools.dropped(&mime, QPointF()));
    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    CHECK_FALSE(tools.mousePressed(&press));
}
