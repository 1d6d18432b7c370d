// railyard-bench-views: how the views scale. Builds each synthetic design, sets up the floor plan, rack
// elevations and fabric scenes as the window does, and renders them offscreen at several zoom levels.
//
//   railyard-bench-views [--size S|M|L|XL|all]
//
// "first paint" is setting the scene up plus its first full render at fit-to-window; frames are renders of a
// 1280x800 viewport at fit, 1:1 and 4:1 zoom over positions across the scene.

#include "document/document.h"
#include "elevation/elevationscene.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "syntheticdesign.h"
#include "validationcontroller.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace railyard;
using namespace railyard::bench;

namespace {

QTextStream out(stdout);

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

// Renders the part of `scene` a viewport of `image` shows at `zoom`, centred on `centre`.
void renderFrame(QGraphicsScene &scene, QImage &image, const QPointF &centre, double zoom)
{
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QSizeF size(image.width() / zoom, image.height() / zoom);
    scene.render(&p, QRectF(image.rect()), QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size));
}

void measure(const QString &size, const QString &view, QGraphicsScene &scene, const std::function<void()> &setUp)
{
    QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer t;
    t.start();
    setUp();
    const QRectF all = scene.sceneRect();
    const double fit = std::min(image.width() / all.width(), image.height() / all.height());
    renderFrame(scene, image, all.center(), fit);
    const double first = ms(t);
    std::vector<double> frames;
    for (double zoom : {fit, 1.0, 4.0}) {
        for (int i = 0; i < 10; ++i) {
            const QPointF centre(all.left() + all.width() * (i + 0.5) / 10, all.top() + all.height() * ((i * 7) % 10 + 0.5) / 10);
            t.restart();
            renderFrame(scene, image, centre, zoom);
            frames.push_back(ms(t));
        }
    }
    out << QStringLiteral("| %1 | %2 | %3 | %4 ms | %5 ms | %6 ms | %7 ms |")
               .arg(size, view)
               .arg(scene.items().size())
               .arg(first, 0, 'f', 1)
               .arg(percentile(frames, 0.5), 0, 'f', 1)
               .arg(percentile(frames, 0.95), 0, 'f', 1)
               .arg(percentile(frames, 1.0), 0, 'f', 1)
        << Qt::endl;
}

void run(const SyntheticSize &size)
{
    Document doc(buildSyntheticDesign(size.nodes));
    ValidationController validation;
    validation.setDocument(&doc);
    FloorPlanScene floor;
    measure(size.name, QStringLiteral("floor plan"), floor, [&] { floor.setDocument(&doc, &validation); });
    ElevationScene elevations;
    measure(size.name, QStringLiteral("rack elevations (a row)"), elevations, [&] { elevations.setDocument(&doc, &validation); });
    FabricScene fabric;
    measure(size.name, QStringLiteral("fabric"), fabric, [&] { fabric.setDocument(&doc, &validation); });
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QString which = QStringLiteral("all");
    const int sizeArg = int(args.indexOf(QStringLiteral("--size")));
    if (sizeArg >= 0 && sizeArg + 1 < args.size())
        which = args[sizeArg + 1];
    out << "| size | view | items | first paint | frame p50 | frame p95 | frame max |" << Qt::endl;
    out << "|---|---|---|---|---|---|---|" << Qt::endl;
    for (const SyntheticSize &s : syntheticSizes())
        if (which == QLatin1String("all") || s.name.compare(which, Qt::CaseInsensitive) == 0)
            run(s);
    return 0;
}
