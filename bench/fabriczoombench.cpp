#include "fabriczoombench.h"

#include "io/designfile.h"
#include "measure.h"
#include "render/fabricpainter.h"
#include "trace/cablecolours.h"
#include "validation/validator.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace railyard::bench {

namespace {

double ms(const QElapsedTimer &t)
{
    return 1000 * seconds(t);
}

} // namespace

int runFabricZoom(const QString &path)
{
    QTextStream out(stdout);
    QElapsedTimer t;
    t.start();
    Result<Design> loaded = loadDesign(path);
    if (!loaded.ok()) {
        out << loaded.error().message << Qt::endl;
        return 2;
    }
    const Design &design = loaded.value();
    out << "loaded in " << ms(t) << " ms" << Qt::endl;
    t.restart();
    std::vector<CableColours::DeviceLink> links = TracedColours(design).deviceLinks();
    out << "channels traced in " << ms(t) << " ms" << Qt::endl;
    if (qEnvironmentVariableIsSet("RAILYARD_BENCH_VALIDATE")) {
        t.restart();
        const Validator validator(design);
        out << "validated in " << ms(t) << " ms" << Qt::endl;
        t.restart();
        links = validator.deviceLinks();
        out << "the validator's links in " << ms(t) << " ms" << Qt::endl;
    }
    t.restart();
    const FabricLayout layout(design, std::move(links));
    out << layout.nodes().size() << " nodes, " << layout.links().size() << " links, laid out in " << ms(t)
        << " ms" << Qt::endl;

    // A leaf near the middle of its row: where a user would zoom in.
    std::vector<QPointF> leaves;
    for (const FabricLayout::Node &n : layout.nodes())
        if (n.tier == 1) leaves.push_back(n.pos);
    std::sort(leaves.begin(), leaves.end(), [](QPointF a, QPointF b) { return a.x() < b.x(); });
    const QPointF centre = leaves.empty() ? layout.bounds().center() : leaves[leaves.size() * 3 / 7];

    QImage image(1600, 900, QImage::Format_ARGB32_Premultiplied);
    const QRectF all = layout.bounds();
    const double fit = std::min(image.width() / all.width(), image.height() / all.height());
    // The zooms asked for, or every wheel step from fit to the closest.
    std::vector<double> zooms;
    for (const QString &zoom : QCoreApplication::arguments().mid(3))
        zooms.push_back(zoom.toDouble());
    if (zooms.empty())
        for (double z = fit; z <= 40; z *= 1.2)
            zooms.push_back(z);
    const QPalette palette;
    const auto frame = [&](double zoom) {
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.translate(image.width() / 2.0, image.height() / 2.0);
        painter.scale(zoom, zoom);
        painter.translate(-centre.x(), -centre.y());
        const QRectF exposed = painter.worldTransform().inverted().mapRect(QRectF(image.rect()));
        QElapsedTimer f;
        f.start();
        fabric::paint(painter, design, layout, {}, nullptr, zoom, exposed, palette, true);
        const double took = ms(f);
        // RAILYARD_BENCH_FRAMES=DIR keeps each frame to look at.
        if (const QString dir = qEnvironmentVariable("RAILYARD_BENCH_FRAMES"); !dir.isEmpty()) {
            painter.end();
            image.save(QStringLiteral("%1/zoom-%2.png").arg(dir).arg(zoom, 0, 'g', 3));
        }
        return took;
    };
    out << "| zoom | drawn as | first paint | again |" << Qt::endl << "|---|---|---|---|" << Qt::endl;
    std::vector<double> first;
    for (double zoom : zooms)
        first.push_back(frame(zoom));
    for (size_t i = 0; i < zooms.size(); ++i) {
        const auto blocks = fabric::blocksAt(design, layout, zooms[i]);
        out << QStringLiteral("| %1 | %2 | %3 ms | %4 ms |")
                   .arg(zooms[i], 0, 'g', 3)
                   .arg(blocks ? QStringLiteral("%1 blocks, %2 bundles")
                                     .arg(blocks->blocks().size())
                                     .arg(blocks->bundles().size())
                               : QStringLiteral("devices"))
                   .arg(first[i], 0, 'f', 1)
                   .arg(frame(zooms[i]), 0, 'f', 1)
            << Qt::endl;
    }
    out << "peak " << QString::number(peakMemoryMiB(), 'f', 0) << " MiB" << Qt::endl;
    return 0;
}

} // namespace railyard::bench
