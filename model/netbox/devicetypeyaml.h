#pragma once

#include "catalog/devicetype.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

// A device type read from a NetBox devicetype-library YAML file (formats.md §B2), as Railyard's catalog
// holds it, with what did not fit: each skipped or assumed value named by its file and YAML path
// ("QM9700.yaml: interfaces[12].type: …").
struct ImportedDeviceType
{
    DeviceType type;    // id: the file's slug; manufacturer, model, height, power, ports; role guessed
    QString partNumber; // `part_number`, kept in the type's extra keys too
    bool fullDepth = true;
    QString file;
    QStringList notes; // what was skipped or assumed, one line each
    QString refused;   // why the type cannot be added (a 0 U device), or empty
};

// One YAML document. A file that is not YAML, or lacks what NetBox requires (manufacturer, model, slug), is
// an error naming the file and, where known, the line. A missing u_height is 1 U (noted).
Result<ImportedDeviceType> parseDeviceTypeYaml(const QByteArray &text, const QString &fileName);

// A .yaml/.yml file, or every such file under a folder (sorted by path). The first broken file is the error;
// nothing is returned then. A value a design cannot hold (designlimits: a slug, model or port name with a
// control character or over 256 characters, more than 60 U, 1,024 ports or 10 MW) is an error naming the key.
Result<std::vector<ImportedDeviceType>> readDeviceTypeYaml(const QString &path);

// Two files of one slug, or of one manufacturer and model, as an error naming both (which one would win is
// nobody's guess).
Result<> checkDistinctTypes(const std::vector<ImportedDeviceType> &types);

// How a NetBox interface type is a Railyard port: a cage of a form factor ("400gbase-x-osfp" → OSFP), a fixed
// RJ45 port ("1000base-t"), or nothing known (empty kind text). Also used to name the types on export.
struct InterfaceTypeMapping
{
    PortKind kind = PortKind::Fixed;
    QString formFactor; // cage
    QString connector;  // fixed
    bool known = false;
    bool assumed = false; // the form factor is a guess (InfiniBand types name a rate, not a cage)
};
InterfaceTypeMapping mapInterfaceType(const QString &netboxType);

// What NetBox does not say and the import dialog asks: the network of every cage (None leaves them as they
// are) and, for GPU servers, how many rails each cage carries — cage k (in port order) takes rails
// (k-1)·n+1 … k·n; 0 takes the rails away.
void setCagePlan(DeviceType &type, Network network, int railsPerCage);

} // namespace railyard
