#include "jobs/jobregistry.h"

#include "catalog/catalog.h"
#include "catalog/productmatch.h"
#include "core/enums.h"
#include "io/atomicfile.h"
#include "io/bundledcatalog.h"
#include "io/jsonout.h"
#include "io/jsonpartwriter.h"
#include "netbox/devicetypeyaml.h"

#include <QFileInfo>

#include <algorithm>

namespace railyard::jobs {

namespace {

// The device types as the catalog object of design-format.md: {"device_types": [...]}.
QByteArray catalogJson(const std::vector<ImportedDeviceType> &types)
{
    QByteArray text;
    JsonOut out(text);
    out.beginObject();
    out.key("device_types");
    out.beginArray();
    for (const ImportedDeviceType &t : types)
        if (t.refused.isEmpty()) writeDeviceType(out, t.type);
    out.endArray();
    out.endObject();
    text += '\n';
    return text;
}

} // namespace

Job catalogJob()
{
    Job c;
    c.name = QStringLiteral("catalog");
    c.summary = QStringLiteral("Import NetBox device types (devicetype-library YAML) as catalog parts");
    c.positional = QStringLiteral("import PATH...");
    c.positionalHelp = {
        QStringLiteral("The word import."),
        QStringLiteral("Device-type YAML files, or folders of them (a manufacturer's folder of "
                       "the devicetype-library).")};
    c.positionalCount = -2; // "import" and at least one file or folder
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("Write the device types as a catalog JSON ({\"device_types\": [...]})."),
                     QStringLiteral("CATALOG.json")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        QStringList args = p.positionalArguments();
        if (args.takeFirst() != QLatin1String("import"))
            return fail(s, QStringLiteral("catalog: expected 'catalog import PATH...'"));
        const QString output = p.value(QStringLiteral("output"));
        if (!output.isEmpty() && QFileInfo(output).suffix().toLower() != QLatin1String("json"))
            return fail(s, QStringLiteral("%1: the catalog is written as .json").arg(output));
        // A file or folder given twice is read once.
        QStringList unique;
        for (const QString &path : args)
            if (const QString key = QFileInfo(path).canonicalFilePath();
                std::none_of(unique.cbegin(), unique.cend(), [&](const QString &u) {
                    return QFileInfo(u).canonicalFilePath() == key && !key.isEmpty();
                }))
                unique << path;
        args = unique;
        for (const QString &path : args)
            if (const QString problem = outputProblem(path, output); !output.isEmpty() && !problem.isEmpty())
                return fail(s, problem);
        std::vector<ImportedDeviceType> types;
        for (const QString &path : args) {
            Result<std::vector<ImportedDeviceType>> read = readDeviceTypeYaml(path);
            if (!read.ok()) return fail(s, read.error().toString());
            for (ImportedDeviceType &t : read.value())
                types.push_back(std::move(t));
        }
        if (Result<> twice = checkDistinctTypes(types); !twice.ok()) return fail(s, twice.error().toString());
        int usable = 0;
        const Catalog &bundled = bundledCatalog();
        for (const ImportedDeviceType &t : types) {
            if (!t.refused.isEmpty()) {
                s.out << "refused: " << printableText(t.refused) << "\n";
                continue;
            }
            ++usable;
            s.out << QStringLiteral("%1  %2, %3 U, %4 ports  (%5)\n")
                         .arg(t.type.id, enumName(t.type.role))
                         .arg(t.type.heightU)
                         .arg(t.type.ports.size())
                         .arg(printableText(QFileInfo(t.file).fileName()));
            if (const int same = sameProduct(bundled, t.type); same >= 0)
                s.out << "  note: the same product as the bundled " << bundled.deviceTypes.at(same).id
                      << ", which designs can use as it is\n";
            for (const QString &note : t.notes)
                s.out << "  note: " << printableText(note) << "\n";
        }
        if (!output.isEmpty()) {
            if (Result<> status = writeFileAtomically(output, catalogJson(types)); !status.ok())
                return fail(s, status.error().toString());
            s.out << "wrote " << printableText(QFileInfo(output).fileName()) << ": " << usable
                  << " device types\n";
        }
        s.out.flush();
        return int(ExitOk);
    };
    c.formats = {
        jobFormat("catalog-json",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Catalog parts, JSON ({\"device_types\": [...]})"),
                  {"json"}, FormatDirection::Write, "-o"),
        jobFormat("devicetype-yaml",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "NetBox devicetype-library YAML"), {"yaml", "yml"},
                  FormatDirection::Read, "import"),
    };
    return c;
}

} // namespace railyard::jobs
