#include "jobs/jobregistry.h"

#include "core/feedback.h"
#include "core/idproblem.h"
#include "core/platform.h"

#include "generate/fabricgenerator.h"
#include "generate/superpodpreset.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"

#include <QFileInfo>

namespace railyard::jobs {

namespace {

struct NumberOption
{
    const char *name;
    const char *help;
    const char *value;
};

// Reads a whole number option; false (and a message) when it is not one.
bool intOption(const JobParameters &p, const char *name, int *out, QString *error)
{
    if (!p.isSet(QLatin1String(name))) return true;
    bool ok = false;
    const int v = p.value(QLatin1String(name)).toInt(&ok);
    if (!ok) {
        bool whole = false;
        p.value(QLatin1String(name)).toLongLong(&whole);
        *error = whole ? QStringLiteral("generate: --%1 is too large: \"%2\"")
                             .arg(QLatin1String(name), p.value(QLatin1String(name)))
                       : QStringLiteral("generate: --%1 must be a whole number, not \"%2\"")
                             .arg(QLatin1String(name), p.value(QLatin1String(name)));
        return false;
    }
    *out = v;
    return true;
}

bool doubleOption(const JobParameters &p, const char *name, double *out, QString *error)
{
    if (!p.isSet(QLatin1String(name))) return true;
    bool ok = false;
    const double v = p.value(QLatin1String(name)).toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        *error = QStringLiteral("generate: --%1 must be a number, not \"%2\"")
                     .arg(QLatin1String(name), p.value(QLatin1String(name)));
        return false;
    }
    *out = v;
    return true;
}

// An option whose absence means "the preset's value".
bool optionalDoubleOption(const JobParameters &p, const char *name, std::optional<double> *out,
                          QString *error)
{
    double v = 0;
    if (!p.isSet(QLatin1String(name))) return true;
    if (!doubleOption(p, name, &v, error)) return false;
    *out = v;
    return true;
}

void stringOption(const JobParameters &p, const char *name, QString *out)
{
    if (p.isSet(QLatin1String(name))) *out = p.value(QLatin1String(name));
}

QString presetHelp()
{
    QStringList lines;
    for (const SuperPodPreset &preset : superPodPresets())
        lines << QStringLiteral("%1 (%2 SUs)").arg(preset.id, preset.sizesText());
    return lines.join(QStringLiteral(", "));
}

// "1 leaf", "2 leaves".
QString count(long long n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
}

void printCounts(QTextStream &out, const FabricCounts &c)
{
    out << count(c.nodes, "node", "nodes") << ", " << count(c.gpus, "GPU", "GPUs") << " in "
        << count(c.sus, "scalable unit", "scalable units") << "\n";
    static const char *names[] = {"compute", "storage", "in-band", "oob"};
    for (int n = 0; n < fabricNetCount; ++n) {
        const NetworkCounts &k = c.networks[size_t(n)];
        out << QString::fromLatin1(names[n]).leftJustified(9);
        if (k.tiers == 0) {
            out << "not generated\n";
            continue;
        }
        if (n == int(FabricNet::Oob)) {
            out << k.leaves << " access, " << k.spines << " aggregation switches; "
                << count(k.nodeLinks, "management link", "management links") << ", "
                << count(k.leafSpineLinks, "uplink", "uplinks");
            if (k.spineCoreLinks)
                out << ", " << count(k.spineCoreLinks, "link", "links") << " between aggregation switches";
        } else {
            out << count(k.tiers, "tier", "tiers");
            if (k.planes > 1) out << " in " << k.planes << " planes";
            out << ": " << count(k.leaves, "leaf", "leaves") << ", " << count(k.spines, "spine", "spines")
                << ", " << count(k.cores, "core", "cores") << "; " << k.nodeLinks << " node-leaf, "
                << k.leafSpineLinks << " leaf-spine, " << k.spineCoreLinks << " spine-core links";
            // Four tiers: appended, so that the three-tier line reads as it always has.
            if (k.supers)
                out << ", " << count(k.supers, "super-core", "super-cores") << ", " << k.coreSuperLinks
                    << " core-super links";
        }
        out << "; " << count(k.cables, "cable", "cables") << "\n";
    }
    if (c.ufm) out << "ufm      " << count(c.ufm, "appliance", "appliances") << "\n";
    out << "racks    " << c.computeRacks + c.networkRacks << " (" << c.computeRacks << " compute, "
        << c.networkRacks << " network) in " << c.rows << " rows; " << c.panels << " patch panels\n";
    out << "cables   " << c.cables() << ": " << c.cords << " fiber cords, " << c.trunks << " trunks, "
        << c.dacs << " direct-attach, " << c.copper << " copper; " << c.transceivers << " transceivers, "
        << c.fibers << " fibers\n";
    if (c.traySegments > 0)
        out << "trays    " << count(c.traySegments, "segment", "segments") << ", "
            << QString::number(c.trayMetres, 'f', 0) << " m, the fullest "
            << QString::number(c.fullestTrayPercent, 'f', 0) << " % full\n";
    out << "power    " << QString::number(c.powerKw, 'f', 1) << " kW, at most "
        << QString::number(c.maxRackKw, 'f', 1) << " kW in one rack\n";
    for (const QString &note : c.notes)
        out << "note     " << printableText(note) << "\n";
}

} // namespace

Job generateJob()
{
    Job c;
    c.name = QStringLiteral("generate");
    c.summary = QStringLiteral("Generate a rail-optimized cluster: a SuperPOD preset or a generic fabric");
    c.positional = QString();
    c.positionalCount = 0;
    c.options = declareOptions([](JobOptionList &p) {
        auto add = [&](const char *name, const QString &help, const char *value = nullptr) {
            p.addOption(value ? QCommandLineOption(QLatin1String(name), help, QLatin1String(value))
                              : QCommandLineOption(QLatin1String(name), help));
        };
        const FabricOptions d;
        const FabricNames n;
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The design to write: .json (interchange) or .railyard (native)."),
                     QStringLiteral("OUT")});
        add("preset", QStringLiteral("A reference architecture: ") + presetHelp() + QLatin1Char('.'), "NAME");
        add("sus", QStringLiteral("Scalable units of the preset."), "N");
        add("racks",
            QStringLiteral("NVL72 presets: compute racks to populate, the last SU's partly (its leaves and "
                           "leaf-spine cabling are still built for the full SU); default all."),
            "N");
        add("gpus", QStringLiteral("Generic mode: the number of GPUs (rounded up to whole nodes)."), "N");
        add("gpus-per-node", QStringLiteral("Generic mode: checked against the node type's GPU ports."), "N");
        add("node", QStringLiteral("Generic mode: node device type (default %1).").arg(d.nodeType), "TYPE");
        add("leaf", QStringLiteral("Generic mode: leaf switch type (default %1).").arg(d.leafType), "TYPE");
        add("spine", QStringLiteral("Generic mode: spine switch type (default %1).").arg(d.spineType),
            "TYPE");
        add("core",
            QStringLiteral("Generic mode: core switch type, used from three tiers and for the super-cores of "
                           "four (default: the spine type given, else %1).")
                .arg(d.coreType),
            "TYPE");
        add("oversubscription",
            QStringLiteral("Generic mode: leaf downlinks per uplink, 1 (non-blocking, default) to 16."),
            "RATIO");
        add("planes",
            QStringLiteral(
                "Generic mode: independent compute planes, 1 (default) to 8; each one-rail compute "
                "cage splits into a port per plane, a node whose cages carry several rails shares its "
                "rails out among the planes."),
            "N");
        add("no-storage", QStringLiteral("Leave out the storage network."));
        add("no-inband", QStringLiteral("Leave out the in-band management network."));
        add("no-oob", QStringLiteral("Leave out the out-of-band management network."));
        add("trays", QStringLiteral("Lay trays over every row and between rows, and route the cables between "
                                    "racks over them (their lengths follow the routes)."));
        add("storage-switch",
            QStringLiteral("Storage leaf and spine type (default: the preset's, else %1; in generic mode the "
                           "compute leaf type).")
                .arg(FabricOptions::defaultStorageSwitch),
            "TYPE");
        add("inband-switch",
            QStringLiteral("In-band leaf and spine type (default: the preset's, else %1).")
                .arg(FabricOptions::defaultInbandSwitch),
            "TYPE");
        add("oob-switch", QStringLiteral("Out-of-band access switch type (default %1).").arg(d.oobSwitch),
            "TYPE");
        add("oob-aggregation",
            QStringLiteral("Out-of-band aggregation switch type (default %1).").arg(d.oobCoreSwitch), "TYPE");
        add("media", QStringLiteral("Optics: smf (single-mode DR4, default) or mmf (multimode SR4, 50 m)."),
            "MEDIA");
        add("row-length",
            QStringLiteral("Row length, in compute racks' widths (default: a roughly square hall)."), "N");
        add("rack-power",
            QStringLiteral(
                "Power limit per rack in kW; sets nodes per rack (default: the preset's, else %1).")
                .arg(FabricOptions::defaultRackPowerKw),
            "KW");
        add("cold-aisle", QStringLiteral("Cold aisle width in m (default %1).").arg(d.coldAisleM), "M");
        add("hot-aisle", QStringLiteral("Hot aisle width in m (default %1).").arg(d.hotAisleM), "M");
        add("network-racks",
            QStringLiteral(
                "Where each SU's network racks stand: auto (default: in the middle of an SU of more "
                "than two compute racks, which shortens its longest runs), end or middle."),
            "PLACE");
        add("rack-type", QStringLiteral("Compute rack type (default %1).").arg(d.computeRackType), "TYPE");
        add("network-rack-type", QStringLiteral("Network rack type (default %1).").arg(d.networkRackType),
            "TYPE");
        add("catalog",
            QStringLiteral("Take the parts from this design's catalog instead of the bundled one."),
            "DESIGN");
        add("name", QStringLiteral("The design's name."), "TEXT");
        add("spares",
            QStringLiteral("Spares on the BOM, in percent of transceivers and cables (default %1).")
                .arg(d.sparesPercent),
            "PERCENT");
        add("node-names", QStringLiteral("Node names, from {su} {n} {i} (default %1).").arg(n.node),
            "PATTERN");
        add("leaf-names", QStringLiteral("Leaf names, from {net} {su} {l} {i} (default %1).").arg(n.leaf),
            "PATTERN");
        add("spine-names", QStringLiteral("Spine names, from {net} {pod} {i} (default %1).").arg(n.spine),
            "PATTERN");
        add("core-names", QStringLiteral("Core names, from {net} {i} (default %1).").arg(n.core), "PATTERN");
        add("super-names",
            QStringLiteral("Super-core (fourth tier) names, from {net} {i} (default %1).").arg(n.super),
            "PATTERN");
        add("rack-names", QStringLiteral("Rack ids, from {row} {pos} (default %1).").arg(n.rack), "PATTERN");
        add("panel-names", QStringLiteral("Patch panel names, from {rack} {p} (default %1).").arg(n.panel),
            "PATTERN");
        add("labels",
            QStringLiteral("Cable labels (and ids), from {net} {NET} {n} {part} (default %1).").arg(n.label),
            "PATTERN");
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString out = p.value(QStringLiteral("output"));
        if (out.isEmpty())
            return fail(s,
                        QStringLiteral("generate: -o OUT is required (see 'railyard-cli generate --help')"));
        const FileFormat format = formatForFileName(out);
        if (format == FileFormat::Unknown)
            return fail(
                s, QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
        if (const QString problem = outputProblem(QStringList{p.value(QStringLiteral("catalog"))}, out);
            !problem.isEmpty())
            return fail(s, problem);
        FabricOptions o;
        QString error;
        stringOption(p, "preset", &o.preset);
        const bool preset = !o.preset.isEmpty();
        if (preset == p.isSet(QStringLiteral("gpus")))
            return fail(s, QStringLiteral("generate: give either --preset NAME --sus N or --gpus N"));
        if (preset && !findSuperPodPreset(o.preset))
            return fail(
                s, QStringLiteral("generate: unknown preset \"%1\": one of %2").arg(o.preset, presetHelp()));
        if (preset && !p.isSet(QStringLiteral("sus")))
            return fail(s, QStringLiteral("generate: --preset needs --sus N"));
        if (preset && p.isSet(QStringLiteral("planes")))
            return fail(s,
                        QStringLiteral("generate: --planes goes with --gpus; a preset has its own planes"));
        if (!preset && p.isSet(QStringLiteral("racks")))
            return fail(s, QStringLiteral("generate: --racks goes with an NVL72 --preset"));
        if (!preset && p.isSet(QStringLiteral("sus")))
            return fail(s,
                        QStringLiteral("generate: --sus goes with --preset; a generic fabric takes --gpus"));
        if (!intOption(p, "sus", &o.sus, &error) || !intOption(p, "racks", &o.racks, &error) ||
            !intOption(p, "gpus", &o.gpus, &error) ||
            !intOption(p, "gpus-per-node", &o.gpusPerNode, &error) ||
            !doubleOption(p, "oversubscription", &o.oversubscription, &error) ||
            !intOption(p, "planes", &o.planes, &error) || !intOption(p, "row-length", &o.rowLength, &error) ||
            !optionalDoubleOption(p, "rack-power", &o.rackPowerKw, &error) ||
            !doubleOption(p, "cold-aisle", &o.coldAisleM, &error) ||
            !doubleOption(p, "hot-aisle", &o.hotAisleM, &error) ||
            !doubleOption(p, "spares", &o.sparesPercent, &error))
            return fail(s, error);
        stringOption(p, "node", &o.nodeType);
        stringOption(p, "leaf", &o.leafType);
        stringOption(p, "spine", &o.spineType);
        // Cores are spines of a third tier: without --core, of the spine's type.
        if (p.isSet(QStringLiteral("spine")) && !p.isSet(QStringLiteral("core"))) o.coreType = o.spineType;
        stringOption(p, "core", &o.coreType);
        o.storage = !p.isSet(QStringLiteral("no-storage"));
        o.inband = !p.isSet(QStringLiteral("no-inband"));
        o.oob = !p.isSet(QStringLiteral("no-oob"));
        o.trays = p.isSet(QStringLiteral("trays"));
        stringOption(p, "storage-switch", &o.storageSwitch);
        stringOption(p, "inband-switch", &o.inbandSwitch);
        stringOption(p, "oob-switch", &o.oobSwitch);
        stringOption(p, "oob-aggregation", &o.oobCoreSwitch);
        stringOption(p, "rack-type", &o.computeRackType);
        stringOption(p, "network-rack-type", &o.networkRackType);
        stringOption(p, "name", &o.designName);
        if (const QString problem = idProblem(o.designName); !problem.isEmpty())
            return fail(s, QStringLiteral("generate: --name %1").arg(problem));
        stringOption(p, "node-names", &o.names.node);
        stringOption(p, "leaf-names", &o.names.leaf);
        stringOption(p, "spine-names", &o.names.spine);
        stringOption(p, "core-names", &o.names.core);
        stringOption(p, "super-names", &o.names.super);
        stringOption(p, "rack-names", &o.names.rack);
        stringOption(p, "panel-names", &o.names.panel);
        stringOption(p, "labels", &o.names.label);
        if (p.isSet(QStringLiteral("media"))) {
            const QString m = p.value(QStringLiteral("media"));
            if (m == QLatin1String("smf"))
                o.media = FabricMedia::SingleMode;
            else if (m == QLatin1String("mmf"))
                o.media = FabricMedia::Multimode;
            else
                return fail(s, QStringLiteral("generate: --media is smf or mmf, not \"%1\"").arg(m));
        }
        if (p.isSet(QStringLiteral("network-racks"))) {
            const QString m = p.value(QStringLiteral("network-racks"));
            if (m == QLatin1String("auto"))
                o.networkRacks = NetworkRackPlace::Auto;
            else if (m == QLatin1String("end"))
                o.networkRacks = NetworkRackPlace::RowEnd;
            else if (m == QLatin1String("middle"))
                o.networkRacks = NetworkRackPlace::MidRow;
            else
                return fail(
                    s, QStringLiteral("generate: --network-racks is auto, end or middle, not \"%1\"").arg(m));
        }
        Catalog catalog;
        if (p.isSet(QStringLiteral("catalog"))) {
            Result<Design> source = loadDesign(p.value(QStringLiteral("catalog")));
            if (!source.ok()) return fail(s, source.error().toString());
            catalog = source.value().catalog;
        } else {
            catalog = bundledCatalog();
        }

        // Progress on a terminal only: scripts read stderr for the one-line errors.
        Feedback feedback;
        const bool terminal = platform::stderrIsTerminal();
        QString shown;
        if (terminal)
            feedback.setListener([&](const Feedback &f) {
                const QString line = QStringLiteral("%1 %2%").arg(f.phase()).arg(f.perMille() / 10);
                if (line == shown) return;
                shown = line;
                s.err << "\r" << line << "   " << Qt::flush;
            });
        const Result<GeneratedFabric> result = generateFabric(o, catalog, &feedback);
        if (terminal) s.err << "\r" << QString(30, QLatin1Char(' ')) << "\r" << Qt::flush;
        if (!result.ok()) return fail(s, QStringLiteral("generate: ") + result.error().message);
        if (Result<> status = saveDesign(result.value().design, out, format); !status.ok())
            return fail(s, status.error().toString());
        printCounts(s.out, result.value().counts);
        s.out << "wrote " << printableText(QFileInfo(out).fileName()) << "\n";
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
