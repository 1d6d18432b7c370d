#include "commands/valuecommands.h"
#include "document/document.h"
#include "io/designfile.h"
#include "window/filecontroller.h"
#include "window/instancechannel.h"
#include "window/mainwindow.h"
#include "window/recentfiles.h"
#include "window/windowcontrollers.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <chrono>
#include <future>

using namespace railyard;

namespace {

QList<MainWindow *> mainWindows()
{
    QList<MainWindow *> windows;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *window = qobject_cast<MainWindow *>(w); window && window->isVisible())
            windows.append(window);
    return windows;
}

// Lets the event loop run until `done` holds (or 10 s pass).
template <typename Done> bool waitFor(Done done)
{
    for (int i = 0; i < 1000 && !done(); ++i) {
        QApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(10);
    }
    return done();
}

} // namespace

TEST_CASE("Design files dropped on the window open: the first there, the others in new windows",
          "[views][desktop]")
{
    QTemporaryDir dir;
    const QString second = dir.filePath(QStringLiteral("second copy.json"));
    REQUIRE(QFile::copy(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH), second));
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    QFile(notes).open(QIODevice::WriteOnly);

    MainWindow window;
    window.show();
    CHECK(window.acceptDrops());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QStringLiteral(RAILYARD_SAMPLE_PATH)), QUrl::fromLocalFile(notes),
                  QUrl::fromLocalFile(second)});
    CHECK(MainWindow::designFiles(&mime) == QStringList{QStringLiteral(RAILYARD_SAMPLE_PATH), second});

    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    CHECK(drop.isAccepted());
    // JSON designs are imported (they have no native file name yet): told apart by their names.
    const auto named = [](MainWindow *w, const char *prefix) {
        return w->document()->design().name.startsWith(QLatin1String(prefix));
    };
    REQUIRE(waitFor([&] { return mainWindows().size() == 2 && named(&window, "SU1 slice"); }));
    MainWindow *other = mainWindows().at(mainWindows().at(0) == &window ? 1 : 0);
    REQUIRE(waitFor([&] { return named(other, "NVIDIA DGX SuperPOD"); }));
    CHECK(other->testAttribute(Qt::WA_DeleteOnClose));
    other->close();

    // Anything else dragged over the window is refused.
    QMimeData text;
    text.setUrls({QUrl::fromLocalFile(notes)});
    QDragEnterEvent refused(QPoint(50, 50), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &refused);
    CHECK_FALSE(refused.isAccepted());
}

TEST_CASE("A second railyard hands its files to the running one, which answers only when it listens",
          "[views][desktop]")
{
    const QString name = QStringLiteral("railyard-test-%1").arg(QApplication::applicationPid());
    // Nobody listening: the second process opens the files itself.
    CHECK_FALSE(InstanceChannel::sendToRunning({QStringLiteral("/tmp/a.railyard")}, name, 300));

    // A socket file left behind by a Railyard that crashed is taken over.
    QFile stale(QDir(QDir::tempPath()).filePath(name));
    REQUIRE(stale.open(QIODevice::WriteOnly));
    stale.close();
    InstanceChannel first(name);
    REQUIRE(first.listen());
    InstanceChannel third(name);
    CHECK_FALSE(third.listen()); // one Railyard answers

    QStringList received;
    QObject::connect(&first, &InstanceChannel::filesReceived,
                     [&](const QStringList &files) { received = files; });
    const QStringList files{QStringLiteral("/designs/hall 3.railyard"), QStringLiteral("/designs/ü.json")};
    // The sender waits for the answer; here it runs on another thread so that this one can answer.
    std::future<bool> sent =
        std::async(std::launch::async, [&] { return InstanceChannel::sendToRunning(files, name); });
    REQUIRE(waitFor([&] { return sent.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }));
    CHECK(sent.get());
    REQUIRE(waitFor([&] { return !received.isEmpty(); }));
    CHECK(received == files);
}

TEST_CASE("One Railyard per user and display, and files handed over wait for a modal dialog to close",
          "[views][desktop][regression]")
{
    // The channel's name carries the display: a Railyard on another X display starts its own there.
    const QByteArray display = qgetenv("DISPLAY"), wayland = qgetenv("WAYLAND_DISPLAY");
    qunsetenv("WAYLAND_DISPLAY");
    qputenv("DISPLAY", ":0");
    const QString first = InstanceChannel::defaultName();
    qputenv("DISPLAY", "localhost:10.0");
    const QString second = InstanceChannel::defaultName();
    CHECK(first.endsWith(QLatin1String("-0")));
    CHECK(second.endsWith(QLatin1String("-localhost-10.0")));
    CHECK(first != second);
    qputenv("DISPLAY", display);
    if (!wayland.isEmpty()) qputenv("WAYLAND_DISPLAY", wayland);

    const QString name = QStringLiteral("railyard-test-modal-%1").arg(QApplication::applicationPid());
    InstanceChannel channel(name);
    REQUIRE(channel.listen());
    QStringList received;
    QObject::connect(&channel, &InstanceChannel::filesReceived,
                     [&](const QStringList &files) { received = files; });
    QWidget window;
    window.show();
    QDialog question(&window);
    question.setModal(true);
    question.show();
    REQUIRE(QApplication::activeModalWidget() == &question);
    const QStringList files{QStringLiteral("/designs/hall 3.railyard")};
    std::future<bool> sent =
        std::async(std::launch::async, [&] { return InstanceChannel::sendToRunning(files, name); });
    REQUIRE(waitFor([&] { return sent.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }));
    CHECK(sent.get()); // taken
    QTest::qWait(600);
    CHECK(received.isEmpty()); // but not opened over the question
    question.close();
    REQUIRE(waitFor([&] { return !received.isEmpty(); }));
    CHECK(received == files);
}

TEST_CASE("Open Recent lists the files this Railyard opened or saved, not what another one wrote since",
          "[views][desktop][regression]")
{
    recentfiles::clear();
    recentfiles::add(QStringLiteral("/designs/a.railyard"));
    recentfiles::add(QStringLiteral("/designs/b.railyard"));
    recentfiles::add(QStringLiteral("/designs/a.railyard"));
    CHECK(recentfiles::list() == QStringList{"/designs/a.railyard", "/designs/b.railyard"});
    // Another Railyard (another display, another person on a shared account) writes its own list.
    QSettings().setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/elsewhere/x.railyard")});
    CHECK(recentfiles::list() == QStringList{"/designs/a.railyard", "/designs/b.railyard"});
    recentfiles::clear();
    CHECK(recentfiles::list().isEmpty());
}

TEST_CASE("Save writes the design behind a progress dialog and leaves the document clean", "[views][desktop]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.railyard"));
    const Result<Design> sample = loadDesign(QStringLiteral(RAILYARD_SAMPLE_PATH));
    REQUIRE(sample.ok());
    REQUIRE(saveDesign(sample.value(), path, FileFormat::Native).ok());
    MainWindow window;
    REQUIRE(window.openFile(path));
    Document *doc = window.document();
    const int cable = *doc->design().cables().live().begin();
    doc->push(setCableLength(doc, {cable}, 42));
    REQUIRE(doc->isModified());
    REQUIRE(window.controllers().files->save());
    CHECK_FALSE(doc->isModified());
    CHECK(doc->fileName() == path);
    const Result<Design> reread = loadDesign(path);
    REQUIRE(reread.ok());
    CHECK(reread.value().sameContent(doc->design()));
    CHECK(reread.value()
              .cables()
              .at(reread.value().cables().find(doc->design().cables().at(cable).id))
              .lengthM == 42);
}
