#pragma once

// What each fuzz target checks on one input, shared with the regular tests that replay the seeds and every
// input the fuzzers once found (tests/model/test_fuzz_regressions.cpp). Each returns what went wrong, or
// nothing.

#include "asbuilt/fabricimport.h"
#include "asbuilt/lldpverification.h"
#include "asbuilt/verification.h"
#include "commission/countersnapshot.h"
#include "commission/resultcolumns.h"
#include "commission/testresults.h"
#include "core/result.h"
#include "export/labeltemplate.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/ibnetdiscover.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/jsonpartwriter.h"
#include "io/lldp.h"
#include "io/nativereader.h"
#include "io/pricelistfile.h"
#include "netbox/devicetypeyaml.h"
#include "netbox/netboxexport.h"
#include "netbox/netboximport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace railyard::fuzz {

// The one-line contract of cli.md: whatever the input, an error is one bounded line.
inline QString errorLineProblem(const IoError &error)
{
    const QString line = error.toString();
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r')))
        return QStringLiteral("a two-line error");
    if (line.size() > 1000) return QStringLiteral("an error of %1 characters").arg(line.size());
    return {};
}

// The readers that take a path get the input through a file of this process's own.
inline QString inputFile(const QByteArray &bytes, const char *suffix)
{
    const QString path = QDir::tempPath() + QStringLiteral("/railyard-fuzz-%1.%2")
                                                .arg(QCoreApplication::applicationPid())
                                                .arg(QLatin1String(suffix));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) f.write(bytes);
    return path;
}

// Any bytes as JSON: an error is one line; a design that loads writes back as JSON and as a native document
// that both load again (one set of checks for both readers).
inline QString checkJsonReader(const QByteArray &bytes)
{
    Result<Design> design = readJsonDesign(bytes, QStringLiteral("fuzz.json"), bundledCatalog());
    if (!design.ok()) return errorLineProblem(design.error());
    const Result<Design> again =
        readJsonDesign(writeJsonDesign(design.value()), QStringLiteral("again.json"), bundledCatalog());
    if (!again.ok()) return QStringLiteral("written JSON does not load: ") + again.error().toString();
    const QString native = inputFile({}, "railyard");
    if (Result<> s = saveDesign(design.value(), native, FileFormat::Native); !s.ok())
        return QStringLiteral("cannot save as native: ") + s.error().toString();
    const Result<Design> back = loadDesign(native);
    if (!back.ok()) return QStringLiteral("the native copy does not load: ") + back.error().toString();
    return {};
}

inline QString checkNativeReader(const QByteArray &bytes)
{
    const Result<Design> design = readNativeDesign(inputFile(bytes, "railyard"), bundledCatalog());
    return design.ok() ? QString() : errorLineProblem(design.error());
}

inline QString checkPriceListReader(const QByteArray &bytes)
{
    const Result<QList<PriceEntry>> prices =
        parsePriceList(QString::fromUtf8(bytes), QStringLiteral("fuzz.csv"));
    if (!prices.ok()) return errorLineProblem(prices.error());
    priceReportCsv(QStringLiteral("fuzz.csv"), railyard::checkPriceList(bundledCatalog(), prices.value()));
    return {};
}

inline QString checkLabelTemplate(const QByteArray &bytes)
{
    const Result<LabelTemplate> t = loadLabelTemplate(inputFile(bytes, "json"));
    return t.ok() ? QString() : errorLineProblem(t.error());
}

// Any bytes as ibnetdiscover output: an error is one line; a fabric that reads is imported as a design, and
// verifying the fabric against it finds no link missing (every link it reports became a cable).
inline QString checkIbnetdiscoverReader(const QByteArray &bytes)
{
    const Result<IbFabric> fabric = parseIbnetdiscover(bytes, QStringLiteral("fuzz.out"));
    if (!fabric.ok()) return errorLineProblem(fabric.error());
    const Result<Design> imported = importIbFabric(fabric.value(), {}, nullptr);
    if (!imported.ok()) return errorLineProblem(imported.error());
    const Verification v = verifyIbFabric(imported.value(), fabric.value());
    for (const VerifiedLink &l : v.links)
        if (l.status == LinkStatus::Missing)
            return QStringLiteral("imported link %1 -> %2 missing on verifying").arg(l.design.a, l.design.b);
    return {};
}

// Any bytes as an lldpcli report: an error is one line; neighbours that read verify against an empty design.
inline QString checkLldpReader(const QByteArray &bytes)
{
    const Result<std::vector<LldpNeighbor>> read =
        parseLldp(bytes, QStringLiteral("fuzz.json"), QStringLiteral("fuzz"));
    if (!read.ok()) return errorLineProblem(read.error());
    Design design;
    design.catalog = bundledCatalog();
    verifyLldp(design, read.value());
    return {};
}

// A device type as comparable text: the part as the JSON writer writes it.
inline QByteArray deviceTypeText(const DeviceType &t)
{
    QByteArray text;
    JsonOut out(text);
    writeDeviceType(out, t, true);
    return text;
}

// Any bytes as a NetBox device-type YAML: an error is one line; a type that reads is one a design holds, and
// written into a design's catalog it reads back the same.
inline QString checkDeviceTypeYaml(const QByteArray &bytes)
{
    const Result<ImportedDeviceType> read = parseDeviceTypeYaml(bytes, QStringLiteral("fuzz.yaml"));
    if (!read.ok()) return errorLineProblem(read.error());
    if (!read.value().refused.isEmpty()) return {};
    Design design;
    design.catalog = bundledCatalog();
    design.catalog.deviceTypes.upsert(read.value().type, true);
    const Result<Design> back =
        readJsonDesign(writeJsonDesign(design), QStringLiteral("again.json"), bundledCatalog());
    if (!back.ok()) return QStringLiteral("the imported type does not load: ") + back.error().toString();
    const DeviceType *again = back.value().catalog.deviceTypes.find(read.value().type.id);
    if (!again || deviceTypeText(*again) != deviceTypeText(read.value().type))
        return QStringLiteral("the imported type reads back otherwise");
    return {};
}

// Any bytes as a NetBox folder's tables — 07-devices.csv, 08-cables.csv and 05-racks.csv, in that order,
// separated by lines "%%" — over the bundled catalog's types: an error is one line; a design that reads
// exports to NetBox and reads back the same.
inline QString checkNetBoxFolder(const QByteArray &bytes)
{
    QTemporaryDir dir;
    QByteArrayList parts;
    for (QByteArray rest = bytes; !rest.isEmpty();) {
        const qsizetype cut = rest.indexOf("\n%%\n");
        parts << (cut < 0 ? rest : rest.left(cut));
        rest = cut < 0 ? QByteArray() : rest.mid(cut + 4);
    }
    const char *names[] = {"07-devices.csv", "08-cables.csv", "05-racks.csv"};
    for (int i = 0; i < std::min<int>(3, int(parts.size())); ++i) {
        QFile f(QDir(dir.path()).filePath(QLatin1String(names[i])));
        if (f.open(QIODevice::WriteOnly)) f.write(parts[i]);
    }
    const Result<Design> read = readNetBoxFolder(dir.path());
    if (!read.ok()) return errorLineProblem(read.error());
    const QString folder = QDir(dir.path()).filePath(QStringLiteral("again"));
    if (Result<> s = writeNetBoxCsv(read.value(), folder); !s.ok())
        return QStringLiteral("what was imported does not export: ") + s.error().toString();
    const Result<Design> back = readNetBoxFolder(folder);
    if (!back.ok())
        return QStringLiteral("the export of an import does not read: ") + back.error().toString();
    if (writeJsonDesign(back.value()) != writeJsonDesign(read.value()))
        return QStringLiteral("the design changed on its way through NetBox");
    return {};
}

// Any bytes as fiber test results, through Railyard's columns and through those guessed from the file's own
// titles: an error is one line; results that read are kept by a cable of a design that saves and opens again
// with them.
inline QString checkTestResults(const QByteArray &bytes)
{
    const ResultColumns own = railyardResultColumns();
    for (const ResultColumns &columns : {own, guessResultColumns(testResultHeaders(bytes, own))}) {
        if (!columns.columns.contains(QStringLiteral("cable"))) continue; // the guess found no cable column
        const Result<QList<ReadResult>> read = parseTestResults(bytes, QStringLiteral("fuzz.csv"), columns);
        if (!read.ok()) {
            if (const QString problem = errorLineProblem(read.error()); !problem.isEmpty()) return problem;
            continue;
        }
        Result<Design> design =
            readJsonDesign(QByteArray(R"({"format": "railyard", "version": 1, "name": "fuzz",
                           "cables": [{"id": "C1", "type": "MFP7E30", "length_m": 3}]})"),
                           QStringLiteral("fuzz.json"), bundledCatalog());
        if (!design.ok()) return QStringLiteral("the fuzz design does not load");
        for (const ReadResult &r : read.value())
            design.value().cableForEdit(0).editExtras().tests.append(r.record);
        const Result<Design> back =
            readJsonDesign(writeJsonDesign(design.value()), QStringLiteral("again.json"), bundledCatalog());
        if (!back.ok()) return QStringLiteral("results that read do not save: ") + back.error().toString();
        if (!back.value().cables().sameContent(design.value().cables()))
            return QStringLiteral("results that read come back changed");
    }
    return {};
}

// Any bytes as a column profile (with "\n---\n" in them: the profile, then a test-results CSV read through
// it): an error is one line; a profile that reads writes back to itself; and its cable pattern is within the
// bounds that keep a row's match cheap, so that a long cable cell through it is read (or refused) at once —
// a slow pattern shows as the fuzzer's timeout.
inline QString checkColumnProfile(const QByteArray &bytes)
{
    const qsizetype split = bytes.indexOf("\n---\n");
    const QByteArray profileBytes = split < 0 ? bytes : bytes.left(split);
    const Result<ResultColumns> profile = parseResultColumns(profileBytes, QStringLiteral("fuzz.json"));
    if (!profile.ok()) return errorLineProblem(profile.error());
    const QByteArray json = resultColumnsJson(profile.value());
    const Result<ResultColumns> again = parseResultColumns(json, QStringLiteral("again.json"));
    if (!again.ok())
        return QStringLiteral("a profile that reads does not read again: ") + again.error().toString();
    if (resultColumnsJson(again.value()) != json) return QStringLiteral("a profile comes back changed");
    if (profile.value().cablePattern.size() > 200) return QStringLiteral("a cable pattern past its bounds");
    QByteArray csv = split < 0 ? QByteArray() : bytes.mid(split + 5);
    if (csv.isEmpty()) {
        const ResultColumns &c = profile.value();
        csv = c.columns.value(QStringLiteral("cable")).toUtf8() + ",x\n" + QByteArray(20000, 'A') + ",1\n";
    }
    const Result<QList<ReadResult>> read = parseTestResults(csv, QStringLiteral("fuzz.csv"), profile.value());
    if (!read.ok()) return errorLineProblem(read.error());
    return {};
}

// Any bytes as ibdiagnet's db_csv: an error is one line; counters that read survive their snapshot JSON.
inline QString checkIbdiagnetCounters(const QByteArray &bytes)
{
    const Result<CounterSnapshot> read = parseIbdiagnetCounters(bytes, QStringLiteral("fuzz.db_csv"));
    if (!read.ok()) return errorLineProblem(read.error());
    const Result<CounterSnapshot> back =
        parseCounterSnapshot(counterSnapshotJson(read.value()), QStringLiteral("fuzz.json"));
    if (!back.ok())
        return QStringLiteral("a snapshot that was written does not read: ") + back.error().toString();
    if (back.value().ports.size() != read.value().ports.size())
        return QStringLiteral("ports lost in the snapshot");
    for (const PortCounters &p : read.value().ports) {
        const PortCounters *again = back.value().find(p.guid, p.port);
        if (!again || again->values != p.values) return QStringLiteral("counters changed in the snapshot");
    }
    return {};
}

} // namespace railyard::fuzz
