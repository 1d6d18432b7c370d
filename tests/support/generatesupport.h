// What the generator's tests share: generating a design and reading its tiers back from the design alone.
#pragma once

#include "generate/fabricgenerator.h"
#include "generate/superpodpreset.h"
#include "io/bundledcatalog.h"
#include "testsupport.h"
#include "trace/channeltracer.h"
#include "validation/validator.h"

#include <map>
#include <set>

namespace railyard::test {

// What a device is in the generated fabric, read from the design alone (role and the default names).
inline QString tierOf(const Design &d, int device)
{
    const Device &dev = d.devices().at(device);
    const Role role = d.catalog.deviceTypes.at(dev.type).role;
    if (role == Role::GpuServer) return QStringLiteral("node");
    if (role == Role::Server) return QStringLiteral("ufm");
    const QString &id = dev.id;
    if (id.startsWith(QLatin1String("oob-sw"))) return QStringLiteral("access");
    if (id.startsWith(QLatin1String("oob-agg"))) return QStringLiteral("aggregation");
    const QString net = id.left(3);
    for (const char *tier : {"leaf", "spine", "core", "super"})
        if (id.contains(QLatin1Char('-') + QLatin1String(tier)))
            return net + QLatin1Char('-') + QLatin1String(tier);
    return id;
}

// Logical links per pair of tiers ("cmp-leaf|node"), one per complete channel, found by tracing the cables.
inline std::map<QString, long long> linksByTier(const Design &d)
{
    std::map<QString, long long> links;
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        REQUIRE(c.isComplete());
        QString a = tierOf(d, c.start.device), b = tierOf(d, c.finish.device);
        if (b < a) std::swap(a, b);
        ++links[a + QLatin1Char('|') + b];
    }
    return links;
}

inline std::map<QString, int> devicesByTier(const Design &d)
{
    std::map<QString, int> devices;
    for (int dev : d.devices().live())
        if (d.catalog.deviceTypes.at(d.devices().at(dev).type).role != Role::PatchPanel)
            ++devices[tierOf(d, dev)];
    return devices;
}

// The bundled catalog with leaf `id` and spine `id`-spine: a QM9700 and its spine variant cut down to their
// first `cages` cages (two ports each), so that fabrics of many tiers stay small enough to test; parts of the
// design's own (a design keeps them in its file).
inline Catalog withSmallSwitch(const QString &id, int cages)
{
    Catalog c = bundledCatalog();
    for (const QString &suffix : {QString(), QStringLiteral("-spine")}) {
        DeviceType t = *c.deviceTypes.find(QStringLiteral("qm9700") + suffix);
        t.id = id + suffix;
        std::vector<PortDef> kept;
        int left = cages;
        for (const PortDef &p : t.ports)
            if (p.kind != PortKind::Cage || left-- > 0) kept.push_back(p);
        t.ports = std::move(kept);
        t.rebuildPortIndex();
        c.deviceTypes.upsert(std::move(t), true);
    }
    return c;
}

inline GeneratedFabric generate(const FabricOptions &o, const Catalog &catalog)
{
    Result<GeneratedFabric> r = generateFabric(o, catalog);
    INFO((r.ok() ? QString() : r.error().message).toStdString());
    REQUIRE(r.ok());
    return r.takeValue();
}

inline GeneratedFabric generate(const FabricOptions &o)
{
    return generate(o, bundledCatalog());
}

inline FabricOptions preset(const char *id, int sus)
{
    FabricOptions o;
    o.preset = QLatin1String(id);
    o.sus = sus;
    return o;
}

// A SuperPOD preset generated with trays over its rows (generate --trays).
inline Design podWithTrays(int sus)
{
    FabricOptions o = preset("dgx-h100-superpod", sus);
    o.trays = true;
    return generate(o).design;
}

// The index of a pathway segment the test expects the design to have.
inline int segmentIndexOf(const Design &d, const char *id)
{
    const int s = d.pathways.segmentIndex(QLatin1String(id));
    REQUIRE(s >= 0);
    return s;
}

inline FabricOptions generic(int gpus)
{
    FabricOptions o;
    o.gpus = gpus;
    return o;
}

inline int errorsIn(const Design &d)
{
    int errors = 0;
    for (const Issue &issue : validateDesign(d))
        if (issue.severity == Severity::Error) {
            UNSCOPED_INFO(issue.message.toStdString());
            ++errors;
        }
    return errors;
}

inline QString errorOf(const FabricOptions &o)
{
    const Result<GeneratedFabric> r = generateFabric(o, bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK_FALSE(r.error().cancelled);
    return r.error().message;
}

} // namespace railyard::test
