// railyard-bench-views: how the views scale. Builds each synthetic design, sets up the floor plan, rack
// elevations and fabric scenes as the window does, and renders them offscreen at several zoom levels.
//
//   railyard-bench-views [--size S|M|L|XL|all] [--view floor|elevations|fabric|all]
//   railyard-bench-views window FILE
//   railyard-bench-views fabric-zoom FILE
//
// "first paint" is setting the scene up plus its first full render at fit-to-window; frames are renders of a
// 1280x800 viewport at fit, 1:1 and 4:1 zoom over positions across the scene.
//
// `window FILE` drives the real MainWindow (offscreen) as a user opening FILE: the times from launch to the
// window, to the file read, to the floor plan's first paint with the design, to the validation list filled,
// and then an autosave; for each phase the longest the GUI thread did not answer (a 5 ms timer's largest
// gap), which is what a user feels as a frozen window.
//
// `fabric-zoom FILE` paints the fabric of FILE from fit to the closest zoom in wheel steps
// (fabriczoombench.h).

#include "commands/valuecommands.h"
#include "common/designview.h"
#include "controllers/autosave.h"
#include "controllers/validationcontroller.h"
#include "document/document.h"
#include "elevation/elevationscene.h"
#include "fabric/fabricscene.h"
#include "fabriczoombench.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "measure.h"
#include "panels/validationpanel.h"
#include "syntheticdesign.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTableView>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <functional>

using namespace railyard;
using namespace railyard::bench;

namespace {

QTextStream out(stdout);

double ms(const QElapsedTimer &t)
{
    return 1000 * seconds(t);
}

// Paints what the view's viewport shows at `zoom` around `centre` into `image`, through the view's own paint
// event, so that items get the exposed area and the render hints they get on screen.
void renderFrame(DesignView &view, QImage &image, const QPointF &centre, double zoom)
{
    view.setTransform(QTransform::fromScale(zoom, zoom));
    view.centerOn(centre);
    image.fill(Qt::white);
    view.viewport()->render(&image);
}

void measure(const QString &size, const QString &viewName, QGraphicsScene &scene,
             const std::function<void()> &setUp)
{
    QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
    DesignView view;
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setFrameShape(QFrame::NoFrame);
    view.resize(image.size());
    QElapsedTimer t;
    t.start();
    setUp();
    view.setScene(&scene);
    const QRectF all = scene.sceneRect();
    const double fit = std::min(image.width() / all.width(), image.height() / all.height());
    renderFrame(view, image, all.center(), fit);
    const double first = ms(t);
    std::vector<double> frames;
    for (double zoom : {fit, 1.0, 4.0}) {
        for (int i = 0; i < 10; ++i) {
            const QPointF centre(all.left() + all.width() * (i + 0.5) / 10,
                                 all.top() + all.height() * ((i * 7) % 10 + 0.5) / 10);
            t.restart();
            renderFrame(view, image, centre, zoom);
            frames.push_back(ms(t));
        }
    }
    out << QStringLiteral("| %1 | %2 | %3 | %4 ms | %5 ms | %6 ms | %7 ms |")
               .arg(size, viewName)
               .arg(scene.items().size())
               .arg(first, 0, 'f', 1)
               .arg(percentile(frames, 0.5), 0, 'f', 1)
               .arg(percentile(frames, 0.95), 0, 'f', 1)
               .arg(percentile(frames, 1.0), 0, 'f', 1)
        << Qt::endl;
}

void run(const SyntheticSize &size, const QString &view)
{
    Document doc(buildSyntheticDesign(size.nodes));
    ValidationController validation;
    validation.setDocument(&doc);
    const auto wanted = [&](const char *name) {
        return view == QLatin1String("all") || view == QLatin1String(name);
    };
    if (wanted("floor")) {
        FloorPlanScene floor;
        measure(size.name, QStringLiteral("floor plan"), floor,
                [&] { floor.setDocument(&doc, &validation); });
    }
    if (wanted("elevations")) {
        ElevationScene elevations;
        measure(size.name, QStringLiteral("rack elevations (a row)"), elevations,
                [&] { elevations.setDocument(&doc, &validation); });
    }
    if (wanted("fabric")) {
        FabricScene fabric;
        measure(size.name, QStringLiteral("fabric"), fabric, [&] { fabric.setDocument(&doc, &validation); });
    }
}

// The longest gap between the ticks of a 5 ms timer since the last reset: how long the GUI thread was busy.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            m_worst = std::max(m_worst, ms(m_since));
            m_since.restart();
        });
        m_timer.start();
        m_since.start();
    }
    double take()
    {
        const double worst = std::max(m_worst, ms(m_since));
        m_worst = 0;
        m_since.restart();
        return worst;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    double m_worst = 0;
};

// Catches the first paint of a widget from the moment it is armed.
class PaintWatch : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) painted = true;
        return false;
    }
};

void waitUntil(const std::function<bool()> &done)
{
    while (!done())
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
}

int runWindow(const QString &path)
{
    QElapsedTimer t;
    t.start();
    StallMeter stalls;
    MainWindow window;
    window.show();
    PaintWatch paint;
    window.views()->floorPlanView->viewport()->installEventFilter(&paint);
    waitUntil([&] { return paint.painted; });
    const double shown = ms(t);
    const double shownStall = stalls.take();

    paint.painted = false;
    if (!window.openFile(path)) return 2;
    const double opened = ms(t);
    const double openStall = stalls.take();
    waitUntil([&] { return paint.painted; });
    const double painted = ms(t);
    const double paintStall = stalls.take();
    waitUntil([&] {
        return !window.controllers().validation->isValidating() &&
               window.docks()->validationPanel->table()->model()->rowCount() ==
                   window.controllers().validation->issues().size();
    });
    const double validated = ms(t);
    const double validateStall = stalls.take();

    // An edit, then the autosave it calls for, written in the background.
    Document *doc = window.document();
    doc->push(setDesignName(doc, doc->design().name + QStringLiteral(" (edited)")));
    bool saved = false;
    QObject::connect(window.controllers().autosaver, &Autosaver::saved, [&] { saved = true; });
    // What the edit itself costs the window settles first (the design panel and the status follow it).
    QElapsedTimer settle;
    settle.start();
    waitUntil([&] { return settle.elapsed() > 500; });
    const double editStall = stalls.take();
    t.restart();
    window.controllers().autosaver->setInterval(1);
    waitUntil([&] { return saved; });
    const double autosave = ms(t);
    const double autosaveStall = stalls.take();
    window.controllers().autosaver->discard();

    out << "| step | at | longest GUI stall in the step |" << Qt::endl << "|---|---|---|" << Qt::endl;
    const auto row = [](const char *step, double at, double stall) {
        out << QStringLiteral("| %1 | %2 ms | %3 ms |")
                   .arg(QLatin1String(step))
                   .arg(at, 0, 'f', 0)
                   .arg(stall, 0, 'f', 0)
            << Qt::endl;
    };
    row("window shown", shown, shownStall);
    row("file read, views built", opened, openStall);
    row("floor plan painted", painted, paintStall);
    row("validation list filled", validated, validateStall);
    row("an edit (the design's name)", 0, editStall);
    row("autosave written (from its start)", autosave, autosaveStall);
    out << window.controllers().validation->issues().size() << " issues; peak "
        << QString::number(peakMemoryMiB(), 'f', 0) << " MiB" << Qt::endl;
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() == 2 && args[0] == QLatin1String("window")) return runWindow(args[1]);
    if (args.size() >= 2 && args[0] == QLatin1String("fabric-zoom")) return runFabricZoom(args[1]);
    const auto option = [&](const char *name, const QString &fallback) {
        const int i = int(args.indexOf(QLatin1String(name)));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    const QString which = option("--size", QStringLiteral("all"));
    const QString view = option("--view", QStringLiteral("all"));
    out << "| size | view | items | first paint | frame p50 | frame p95 | frame max |" << Qt::endl;
    out << "|---|---|---|---|---|---|---|" << Qt::endl;
    for (const SyntheticSize &s : syntheticSizes())
        if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0) run(s, view);
    return 0;
}
