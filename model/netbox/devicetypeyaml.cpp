#include "netbox/devicetypeyaml.h"

#include "io/designlimits.h"
#include "io/inputfile.h"
#include "io/jsonout.h"
#include "io/jsonpartwriter.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace railyard {

namespace {

QString text(const YAML::Node &node)
{
    return node && node.IsScalar() ? QString::fromStdString(node.Scalar()).trimmed() : QString();
}

std::optional<double> number(const YAML::Node &node)
{
    bool ok = false;
    const double v = text(node).toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// A front or rear port: its connector and polish from NetBox's port type ("lc-apc", "mpo", "8p8c").
std::pair<QString, Polish> portConnector(const QString &type)
{
    static const std::map<QString, QString> connectors{
        {QStringLiteral("lc"), QStringLiteral("LC")},     {QStringLiteral("mpo"), QStringLiteral("MPO-12")},
        {QStringLiteral("sc"), QStringLiteral("SC")},     {QStringLiteral("mtrj"), QStringLiteral("MT-RJ")},
        {QStringLiteral("8p8c"), QStringLiteral("RJ45")}, {QStringLiteral("cs"), QStringLiteral("CS")},
        {QStringLiteral("sn"), QStringLiteral("SN")},     {QStringLiteral("mdc"), QStringLiteral("MDC")},
        {QStringLiteral("st"), QStringLiteral("ST")},     {QStringLiteral("fc"), QStringLiteral("FC")}};
    QString base = type;
    Polish polish = Polish::None;
    for (const auto &[suffix, p] :
         {std::pair{QStringLiteral("-apc"), Polish::Apc}, std::pair{QStringLiteral("-upc"), Polish::Upc},
          std::pair{QStringLiteral("-pc"), Polish::Upc}})
        if (base.endsWith(suffix)) {
            base.chop(suffix.size());
            polish = p;
            break;
        }
    const auto it = connectors.find(base);
    return {it == connectors.end() ? QString() : it->second, polish};
}

class Reader
{
public:
    Reader(const QString &fileName) : m_file(QFileInfo(fileName).fileName()) { m_result.file = fileName; }

    Result<ImportedDeviceType> read(const YAML::Node &root)
    {
        if (!root.IsMap())
            return fail({}, QStringLiteral("not a device type: the file is not a YAML mapping"));
        DeviceType &t = m_result.type;
        t.manufacturer = text(root["manufacturer"]);
        t.model = text(root["model"]);
        t.id = text(root["slug"]);
        for (const auto &[value, key] : {std::pair{t.manufacturer, "manufacturer"},
                                         std::pair{t.model, "model"}, std::pair{t.id, "slug"}})
            if (value.isEmpty())
                return fail(QLatin1String(key), QStringLiteral("missing: NetBox requires it"));
        m_result.partNumber = text(root["part_number"]);
        if (!m_result.partNumber.isEmpty()) t.order.partNumber = m_result.partNumber;
        readHeight(root);
        m_result.fullDepth = text(root["is_full_depth"]) != QLatin1String("false");
        readInterfaces(root["interfaces"]);
        readPanelPorts(root);
        readFixed(root["console-ports"], QStringLiteral("console-ports"), Network::Oob);
        readPower(root["power-ports"]);
        for (const char *key :
             {"module-bays", "device-bays", "power-outlets", "console-server-ports", "inventory-items"})
            if (root[key] && root[key].IsSequence() && root[key].size() > 0)
                note(QLatin1String(key), QStringLiteral("%1 %2 skipped: Railyard does not model them")
                                             .arg(root[key].size())
                                             .arg(QLatin1String(key)));
        t.role = guessRole();
        t.rebuildPortIndex();
        if (m_error) return *m_error;
        if (Result<> e = checkLimits(); !e.ok()) return e.error();
        return std::move(m_result);
    }

private:
    IoError fail(const QString &path, const QString &message) const
    {
        return IoError{m_result.file, path, m_result.type.id, message};
    }
    void note(const QString &path, const QString &message)
    {
        m_result.notes << QStringLiteral("%1: %2: %3").arg(m_file, path, message);
    }

    void readHeight(const YAML::Node &root)
    {
        DeviceType &t = m_result.type;
        const std::optional<double> u = number(root["u_height"]);
        if (!u && root["u_height"] && !(root["u_height"].IsScalar() && text(root["u_height"]).isEmpty())) {
            t.heightU = 1;
            badValue(QStringLiteral("u_height"), root["u_height"]);
        } else if (!u) {
            t.heightU = 1;
            note(QStringLiteral("u_height"), QStringLiteral("missing: 1 U assumed"));
        } else if (*u < 0) {
            t.heightU = 1;
            badValue(QStringLiteral("u_height"), root["u_height"]);
        } else if (*u == 0) {
            t.heightU = 1;
            m_result.refused = QStringLiteral("%1: 0 U (mounted beside the rack, not in a slot): Railyard "
                                              "places only rack-mounted devices")
                                   .arg(m_file);
        } else if (*u > limits::maxHeightU) {
            t.heightU = limits::maxHeightU + 1; // refused by checkLimits, naming the height read
            m_height = *u;
        } else {
            t.heightU = int(std::ceil(*u));
            if (t.heightU != *u)
                note(QStringLiteral("u_height"), QStringLiteral("%1 U taken as %2 U").arg(*u).arg(t.heightU));
        }
    }

    // A value that is not what NetBox's schema takes there (a number of watts or units): refused, naming it.
    void badValue(const QString &path, const YAML::Node &value)
    {
        if (!m_error)
            m_error =
                fail(path, QStringLiteral("\"%1\" is not a number of 0 or more")
                               .arg(value.IsScalar() ? text(value) : QStringLiteral("a list or mapping")));
    }

    // What a design may hold (model/io/designlimits.h): a file beyond it is refused, naming the key.
    Result<> checkLimits() const
    {
        const DeviceType &t = m_result.type;
        for (const auto &[value, key] :
             {std::pair{t.id, "slug"}, std::pair{t.manufacturer, "manufacturer"}, std::pair{t.model, "model"},
              std::pair{m_result.partNumber, "part_number"}})
            if (const QString problem = idProblem(value); !problem.isEmpty())
                return fail(QLatin1String(key), problem);
        if (t.heightU > limits::maxHeightU)
            return fail(QStringLiteral("u_height"),
                        QStringLiteral("%1 U is more than a rack holds (at most %2)")
                            .arg(m_height)
                            .arg(limits::maxHeightU));
        if (t.powerW > limits::maxPowerW)
            return fail(
                QStringLiteral("power-ports"),
                QStringLiteral("a maximum draw of %1 W is above %2 W").arg(t.powerW).arg(limits::maxPowerW));
        // Any other text of the type (a port's connector, an interface type kept for export): a byte-order
        // mark is what the design readers refuse anywhere.
        QByteArray json;
        JsonOut out(json);
        writeDeviceType(out, t, true);
        if (json.contains("\xEF\xBB\xBF"))
            return fail(QString(),
                        QStringLiteral("holds U+FEFF (a byte-order mark), which a design cannot hold"));
        if (t.ports.size() > size_t(limits::maxPortsPerType))
            return fail(QStringLiteral("interfaces"), QStringLiteral("%1 ports; a device type has at most %2")
                                                          .arg(t.ports.size())
                                                          .arg(limits::maxPortsPerType));
        return {};
    }

    void addPort(PortDef port, const QString &path)
    {
        if (const QString problem = idProblem(port.name); !problem.isEmpty()) {
            if (!m_error) m_error = fail(path + QLatin1String(".name"), problem);
            return;
        }
        if (m_names.contains(port.name)) {
            note(path, QStringLiteral("a second port named \"%1\": skipped").arg(port.name));
            return;
        }
        m_names.insert(port.name);
        m_result.type.ports.push_back(std::move(port));
    }

    // Interfaces: cages by form factor, RJ45 ports; a twin-port cage listed as two interfaces (P0.0 and P0.1,
    // sw1p1 and sw1p2) becomes one cage with two connectors.
    void readInterfaces(const YAML::Node &list)
    {
        if (!list) return;
        if (!list.IsSequence()) {
            note(QStringLiteral("interfaces"), QStringLiteral("not a list: skipped"));
            return;
        }
        struct Item
        {
            QString name, type, path;
            bool mgmt = false;
        };
        std::vector<Item> items;
        for (size_t i = 0; i < list.size(); ++i) {
            const QString path = QStringLiteral("interfaces[%1]").arg(i);
            Item item{text(list[i]["name"]), text(list[i]["type"]), path,
                      text(list[i]["mgmt_only"]) == QLatin1String("true")};
            if (item.name.isEmpty()) {
                note(path, QStringLiteral("no name: skipped"));
                continue;
            }
            if (item.type == QLatin1String("virtual") || item.type == QLatin1String("lag") ||
                item.type == QLatin1String("bridge")) {
                note(path + QStringLiteral(".type"),
                     QStringLiteral("\"%1\" is not a physical port: %2 skipped").arg(item.type, item.name));
                continue;
            }
            items.push_back(item);
        }
        // Twin halves: exactly two interfaces of one type whose names differ only in a last number after
        // "." or "p" (0/1 or 1/2).
        static const QRegularExpression half(QStringLiteral("^(.*\\d)(?:\\.|p)(\\d)$"));
        std::map<QString, std::vector<size_t>> groups;
        for (size_t i = 0; i < items.size(); ++i)
            if (const QRegularExpressionMatch m = half.match(items[i].name); m.hasMatch())
                groups[m.captured(1) + QLatin1Char('\n') + items[i].type].push_back(i);
        std::vector<bool> merged(items.size(), false);
        std::map<size_t, QString> cageOf; // first half → cage name
        std::map<size_t, size_t> twinOf;  // first half → second
        for (const auto &[key, members] : groups)
            if (members.size() == 2) {
                cageOf[members[0]] = key.section(QLatin1Char('\n'), 0, 0);
                twinOf[members[0]] = members[1];
                merged[members[1]] = true;
            }
        for (size_t i = 0; i < items.size(); ++i) {
            if (merged[i]) continue;
            const Item &item = items[i];
            const InterfaceTypeMapping m = mapInterfaceType(item.type);
            PortDef port;
            port.name = cageOf.count(i) ? cageOf[i] : item.name;
            port.kind = m.kind;
            port.formFactor = m.formFactor;
            port.connector = m.connector;
            if (item.mgmt) port.network = Network::Oob;
            if (!m.known) {
                port.kind = PortKind::Fixed;
                port.connector = item.type;
                note(item.path + QStringLiteral(".type"),
                     QStringLiteral("\"%1\" is no interface type Railyard knows: %2 kept as a fixed port")
                         .arg(item.type, item.name));
            } else if (m.assumed) {
                note(item.path + QStringLiteral(".type"),
                     QStringLiteral("\"%1\" names a rate, not a cage: %2 taken as %3")
                         .arg(item.type, item.name, m.formFactor));
            }
            if (cageOf.count(i)) {
                // The two NetBox names, for writing the cage back as NetBox's two interfaces.
                port.extra.insert(QStringLiteral("netbox_interfaces"),
                                  QJsonArray{item.name, items[twinOf[i]].name});
                note(item.path, QStringLiteral("%1 and its twin taken as the two connectors of cage %2")
                                    .arg(item.name, port.name));
            }
            addPort(std::move(port), item.path);
        }
    }

    // Front ports with their rear ports: one adapter each, when the mapping is one to one.
    void readPanelPorts(const YAML::Node &root)
    {
        const YAML::Node fronts = root["front-ports"];
        const YAML::Node rears = root["rear-ports"];
        if (!fronts || !fronts.IsSequence() || fronts.size() == 0) {
            if (rears && rears.IsSequence() && rears.size() > 0)
                note(QStringLiteral("rear-ports"), QStringLiteral("rear ports without front ports: skipped"));
            return;
        }
        std::map<QString, std::pair<QString, int>> rearInfo; // name → type, positions
        if (rears && rears.IsSequence())
            for (size_t i = 0; i < rears.size(); ++i)
                rearInfo[text(rears[i]["name"])] = {text(rears[i]["type"]),
                                                    int(number(rears[i]["positions"]).value_or(1))};
        // Front port → rear port, from NetBox 4.5's port-mappings or the older inline rear_port.
        std::map<QString, QString> rearOf;
        if (const YAML::Node mappings = root["port-mappings"]; mappings && mappings.IsSequence())
            for (size_t i = 0; i < mappings.size(); ++i)
                rearOf[text(mappings[i]["front_port"])] = text(mappings[i]["rear_port"]);
        std::map<QString, int> frontsPerRear;
        for (size_t i = 0; i < fronts.size(); ++i) {
            const QString name = text(fronts[i]["name"]);
            if (!rearOf.count(name) && fronts[i]["rear_port"]) rearOf[name] = text(fronts[i]["rear_port"]);
            if (rearOf.count(name)) ++frontsPerRear[rearOf[name]];
        }
        for (size_t i = 0; i < fronts.size(); ++i) {
            const QString path = QStringLiteral("front-ports[%1]").arg(i);
            const QString name = text(fronts[i]["name"]);
            const QString type = text(fronts[i]["type"]);
            if (name.isEmpty()) {
                note(path, QStringLiteral("no name: skipped"));
                continue;
            }
            const auto [connector, polish] = portConnector(type);
            PortDef port;
            port.name = name;
            port.kind = PortKind::Adapter;
            port.connector = connector.isEmpty() ? type : connector;
            port.polish = polish;
            port.adapter = AdapterMode::Aligned;
            if (connector.isEmpty())
                note(path + QStringLiteral(".type"),
                     QStringLiteral("\"%1\" is no port type Railyard knows: kept as its name").arg(type));
            const auto rear = rearOf.find(name);
            if (rear == rearOf.end()) {
                note(path, QStringLiteral("%1 maps to no rear port: an adapter through to the rear assumed")
                               .arg(name));
            } else if (frontsPerRear[rear->second] > 1 || rearInfo[rear->second].second > 1) {
                note(path,
                     QStringLiteral("%1 shares rear port %2 with other front ports (a cassette): Railyard "
                                    "models one adapter per front port")
                         .arg(name, rear->second));
            } else if (const QString rearType = rearInfo[rear->second].first;
                       !rearType.isEmpty() && portConnector(rearType).first != connector) {
                note(path, QStringLiteral("%1 is %2 at the front and %3 at the rear: Railyard's adapters are "
                                          "the same on both sides")
                               .arg(name, type, rearType));
            }
            addPort(std::move(port), path);
        }
        note(QStringLiteral("front-ports"),
             QStringLiteral("adapter polarity is not in NetBox: key-up/key-down "
                            "(aligned) assumed; set it in the catalog"));
    }

    void readFixed(const YAML::Node &list, const QString &key, Network network)
    {
        if (!list || !list.IsSequence()) return;
        for (size_t i = 0; i < list.size(); ++i) {
            const QString path = QStringLiteral("%1[%2]").arg(key).arg(i);
            PortDef port;
            port.name = text(list[i]["name"]);
            if (port.name.isEmpty()) {
                note(path, QStringLiteral("no name: skipped"));
                continue;
            }
            port.kind = PortKind::Fixed;
            const QString type = text(list[i]["type"]);
            port.connector = type == QLatin1String("rj-45") ? QStringLiteral("RJ45") : type;
            port.network = network;
            addPort(std::move(port), path);
        }
    }

    void readPower(const YAML::Node &list)
    {
        if (!list || !list.IsSequence()) return;
        double draw = 0;
        for (size_t i = 0; i < list.size(); ++i) {
            const YAML::Node value = list[i]["maximum_draw"];
            const std::optional<double> w = number(value);
            if ((value && !w && !text(value).isEmpty()) || (w && *w < 0))
                badValue(QStringLiteral("power-ports[%1].maximum_draw").arg(i), value);
            draw += w.value_or(0);
        }
        m_result.type.powerW = draw;
        if (draw == 0 && list.size() > 0)
            note(QStringLiteral("power-ports"), QStringLiteral("no maximum_draw: power not known"));
    }

    // A role from the ports: adapters make a patch panel, many cages a switch, a few cages a server.
    Role guessRole() const
    {
        int cages = 0, adapters = 0, fixed = 0;
        for (const PortDef &p : m_result.type.ports) {
            cages += p.kind == PortKind::Cage ? 1 : 0;
            adapters += p.kind == PortKind::Adapter ? 1 : 0;
            fixed += p.kind == PortKind::Fixed && p.network != Network::Oob ? 1 : 0;
        }
        if (adapters > 0 && cages == 0) return Role::PatchPanel;
        if (cages >= 16) return Role::Leaf;
        // A network vendor's box with a management port and a few cages is a switch too (a trimmed file).
        static const QStringList switchMakers{QStringLiteral("nvidia"),  QStringLiteral("mellanox"),
                                              QStringLiteral("arista"),  QStringLiteral("cisco"),
                                              QStringLiteral("juniper"), QStringLiteral("edgecore")};
        const bool hasMgmt = std::any_of(m_result.type.ports.cbegin(), m_result.type.ports.cend(),
                                         [](const PortDef &p) { return p.network == Network::Oob; });
        if (cages >= 4 && hasMgmt && switchMakers.contains(m_result.type.manufacturer.toLower()))
            return Role::Leaf;
        if (fixed >= 24) return Role::Switch;
        if (cages > 0) return Role::Server;
        return Role::Other;
    }

    QString m_file;
    ImportedDeviceType m_result;
    QSet<QString> m_names;
    double m_height = 0;            // a u_height above the limits, as written
    std::optional<IoError> m_error; // the first port name a design cannot hold
};

} // namespace

InterfaceTypeMapping mapInterfaceType(const QString &t)
{
    InterfaceTypeMapping m;
    m.known = true;
    m.kind = PortKind::Cage;
    // Longest names first: osfp-rhs before osfp, qsfpdd before qsfp.
    static const std::pair<const char *, const char *> cages[] = {
        {"osfp1600-rhs", "OSFP-RHS"}, {"osfp-rhs", "OSFP-RHS"}, {"osfp1600", "OSFP"},   {"osfp", "OSFP"},
        {"qsfpdd1600", "QSFP-DD"},    {"qsfpdd", "QSFP-DD"},    {"qsfp112", "QSFP112"}, {"qsfp56", "QSFP56"},
        {"qsfp28", "QSFP28"},         {"qsfpp", "QSFP+"},       {"sfp112", "SFP112"},   {"sfp56", "SFP56"},
        {"sfp28", "SFP28"},           {"sfpp", "SFP+"},         {"sfp", "SFP"}};
    for (const auto &[suffix, formFactor] : cages)
        if (t.endsWith(QLatin1Char('-') + QLatin1String(suffix))) {
            m.formFactor = QLatin1String(formFactor);
            return m;
        }
    if (t.endsWith(QLatin1String("base-t")) || t.endsWith(QLatin1String("base-tx"))) {
        m.kind = PortKind::Fixed;
        m.connector = QStringLiteral("RJ45");
        return m;
    }
    // InfiniBand types name a rate: the cage NVIDIA builds for it.
    if (t.startsWith(QLatin1String("infiniband-"))) {
        const QString rate = t.mid(11);
        m.formFactor = rate == QLatin1String("ndr") || rate == QLatin1String("xdr") ? QStringLiteral("OSFP")
                       : rate == QLatin1String("hdr")                               ? QStringLiteral("QSFP56")
                                                      : QStringLiteral("QSFP28");
        m.assumed = true;
        return m;
    }
    m.known = false;
    m.kind = PortKind::Fixed;
    return m;
}

void setCagePlan(DeviceType &type, Network network, int railsPerCage)
{
    int cage = 0;
    for (PortDef &p : type.ports) {
        if (p.kind != PortKind::Cage) continue;
        if (network != Network::None) p.network = network;
        p.rails.clear();
        for (int r = 1; r <= railsPerCage; ++r)
            p.rails.append(cage * railsPerCage + r);
        ++cage;
    }
}

namespace {

// Whether anything but nothing follows the first document. Parsed event by event, two documents at most:
// yaml-cpp 0.7's LoadAll never ends on some broken input (each call makes another empty document).
bool hasSecondDocument(const QByteArray &bytes)
{
    struct Content : YAML::EventHandler
    {
        bool any = false;
        void OnDocumentStart(const YAML::Mark &) override {}
        void OnDocumentEnd() override {}
        void OnNull(const YAML::Mark &, YAML::anchor_t) override {}
        void OnAlias(const YAML::Mark &, YAML::anchor_t) override { any = true; }
        void OnScalar(const YAML::Mark &, const std::string &, YAML::anchor_t, const std::string &) override
        {
            any = true;
        }
        void OnSequenceStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                             YAML::EmitterStyle::value) override
        {
            any = true;
        }
        void OnSequenceEnd() override {}
        void OnMapStart(const YAML::Mark &, const std::string &, YAML::anchor_t,
                        YAML::EmitterStyle::value) override
        {
            any = true;
        }
        void OnMapEnd() override {}
    };
    std::istringstream in(bytes.toStdString());
    YAML::Parser parser(in);
    Content first, second;
    return parser.HandleNextDocument(first) && parser.HandleNextDocument(second) && second.any;
}

} // namespace

Result<ImportedDeviceType> parseDeviceTypeYaml(const QByteArray &bytes, const QString &fileName)
{
    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &e) {
        return IoError{fileName,
                       e.mark.is_null() ? QString() : QStringLiteral("line %1").arg(e.mark.line + 1),
                       {},
                       QStringLiteral("not YAML: %1").arg(QString::fromStdString(e.msg))};
    }
    // NetBox (PyYAML) takes the last of two equal keys, yaml-cpp the first: a file saying a value twice is
    // refused rather than read otherwise than NetBox reads it. So is a second document, which NetBox reads as
    // another device type.
    try {
        if (root.IsMap()) {
            QSet<QString> keys;
            for (const auto &item : root) {
                const QString key =
                    item.first.IsScalar() ? QString::fromStdString(item.first.Scalar()) : QString();
                if (!key.isEmpty() && keys.contains(key))
                    return IoError{fileName,
                                   item.first.Mark().is_null()
                                       ? key
                                       : QStringLiteral("line %1").arg(item.first.Mark().line + 1),
                                   {},
                                   QStringLiteral("%1 is given twice").arg(key)};
                keys.insert(key);
            }
        }
        if (root.IsMap() && hasSecondDocument(bytes))
            return IoError{
                fileName, {}, {}, QStringLiteral("holds more than one YAML document; a device type is one")};
        return Reader(fileName).read(root);
    } catch (const YAML::Exception &e) {
        return IoError{fileName,
                       e.mark.is_null() ? QString() : QStringLiteral("line %1").arg(e.mark.line + 1),
                       {},
                       QStringLiteral("not a device type: %1").arg(QString::fromStdString(e.msg))};
    }
}

Result<std::vector<ImportedDeviceType>> readDeviceTypeYaml(const QString &path)
{
    QStringList files;
    if (QFileInfo(path).isDir()) {
        // Special files too, so that a FIFO or a device among them is refused by name, not skipped.
        QDirIterator it(path, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        if (files.isEmpty())
            return IoError{path, {}, {}, QStringLiteral("no .yaml or .yml file in the folder")};
    } else {
        files << path;
    }
    std::vector<ImportedDeviceType> types;
    for (const QString &file : files) {
        const Result<QByteArray> bytes = readInputFile(file, maxTableBytes);
        if (!bytes.ok()) return bytes.error();
        Result<ImportedDeviceType> t = parseDeviceTypeYaml(bytes.value(), file);
        if (!t.ok()) return t.error();
        types.push_back(t.takeValue());
    }
    if (Result<> twice = checkDistinctTypes(types); !twice.ok()) return twice.error();
    return types;
}

Result<> checkDistinctTypes(const std::vector<ImportedDeviceType> &types)
{
    QHash<QString, const ImportedDeviceType *> bySlug;
    QHash<QString, const ImportedDeviceType *> byModel;
    for (const ImportedDeviceType &t : types) {
        const QString model = t.type.manufacturer + QLatin1Char('\n') + t.type.model;
        if (const ImportedDeviceType *first = bySlug.value(t.type.id))
            return IoError{t.file, QStringLiteral("slug"), t.type.id,
                           QStringLiteral("%1 has the same slug").arg(first->file)};
        if (const ImportedDeviceType *first = byModel.value(model))
            return IoError{t.file, QStringLiteral("model"), t.type.id,
                           QStringLiteral("%1 describes the same model, %2 %3")
                               .arg(first->file, t.type.manufacturer, t.type.model)};
        bySlug.insert(t.type.id, &t);
        byModel.insert(model, &t);
    }
    return {};
}

} // namespace railyard
