#include "commands/valuecommands.h"

#include "commands/changevalue.h"
#include "commands/commandids.h"
#include "document/document.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Commands context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Commands)
};

} // namespace

QUndoCommand *setDesignName(Document *document, const QString &name)
{
    return new ChangeValue<QString>(
        document, CmdSetDesignName, ChangeKind::DesignChanged, ChangeProperty::Name, {0}, {name},
        [](const Design &d, int) { return d.name; }, [](Design &d, int, const QString &v) { d.name = v; },
        Text::tr("Rename Design"));
}

QUndoCommand *setCurrency(Document *document, const QString &currency)
{
    return new ChangeValue<QString>(
        document, CmdSetCurrency, ChangeKind::DesignChanged, ChangeProperty::Name, {0}, {currency},
        [](const Design &d, int) { return d.currency; },
        [](Design &d, int, const QString &v) { d.currency = v; }, Text::tr("Change Currency"));
}

QUndoCommand *setSettings(Document *document, const Settings &settings)
{
    return new ChangeValue<Settings>(
        document, CmdSetSettings, ChangeKind::DesignChanged, ChangeProperty::Settings, {0}, {settings},
        [](const Design &d, int) { return d.settings; },
        [](Design &d, int, const Settings &v) { d.settings = v; }, Text::tr("Change Settings"));
}

QUndoCommand *setPathways(Document *document, const Pathways &pathways, const QString &text, int mergeId)
{
    return new ChangeValue<Pathways>(
        document, mergeId, ChangeKind::DesignChanged, ChangeProperty::Pathways, {0}, {pathways},
        [](const Design &d, int) { return d.pathways; },
        [](Design &d, int, const Pathways &v) { d.pathways = v; }, text);
}

QUndoCommand *setQuoteInfo(Document *document, const QuoteInfo &quote)
{
    return new ChangeValue<QuoteInfo>(
        document, CmdSetQuote, ChangeKind::QuoteChanged, ChangeProperty::All, {0}, {quote},
        [](const Design &d, int) { return d.quote; }, [](Design &d, int, const QuoteInfo &v) { d.quote = v; },
        Text::tr("Change Quote Details"));
}

QUndoCommand *setRackType(Document *document, QList<int> racks, int rackType)
{
    // The type and the dimensions it supplies change together, so undo gives back both.
    struct Typed
    {
        int type;
        int heightU;
        std::optional<int> widthMm, depthMm;
        bool operator==(const Typed &) const = default;
    };
    const Design &design = document->design();
    QList<Typed> values;
    for (int r : racks) {
        const Rack &rack = design.racks().at(r);
        Typed t{rackType, rack.heightU, rack.widthMm, rack.depthMm};
        if (rackType >= 0) {
            const RackType &type = design.catalog.rackTypes.at(rackType);
            t.heightU = type.heightU;
            t.widthMm = type.widthMm ? type.widthMm : rack.widthMm;
            t.depthMm = type.depthMm ? type.depthMm : rack.depthMm;
        }
        values.append(t);
    }
    return new ChangeValue<Typed>(
        document, CmdSetRackType, ChangeKind::RacksChanged, ChangeProperty::Type | ChangeProperty::Size,
        std::move(racks), values,
        [](const Design &d, int r) {
            const Rack &rack = d.racks().at(r);
            return Typed{rack.type, rack.heightU, rack.widthMm, rack.depthMm};
        },
        [](Design &d, int r, const Typed &v) {
            Rack &rack = d.rack(r);
            rack.type = v.type;
            rack.heightU = v.heightU;
            rack.widthMm = v.widthMm;
            rack.depthMm = v.depthMm;
        },
        Text::tr("Change Rack Type"));
}

QUndoCommand *setRackId(Document *document, int rack, const QString &id)
{
    return new ChangeValue<QString>(
        document, CmdSetRackId, ChangeKind::RacksChanged, ChangeProperty::Id, {rack}, {id},
        [](const Design &d, int r) { return d.racks().at(r).id; },
        [](Design &d, int r, const QString &v) { d.renameRack(r, v); }, Text::tr("Rename Rack"));
}

QUndoCommand *setRackRow(Document *document, QList<int> racks, const QString &row)
{
    return new ChangeValue<QString>(
        document, CmdSetRackRow, ChangeKind::RacksChanged, ChangeProperty::Placement, std::move(racks), {row},
        [](const Design &d, int r) { return d.racks().at(r).row; },
        [](Design &d, int r, const QString &v) { d.rack(r).row = v; }, Text::tr("Change Rack Row"));
}

QUndoCommand *setRackHeight(Document *document, QList<int> racks, int heightU)
{
    return new ChangeValue<int>(
        document, CmdSetRackHeight, ChangeKind::RacksChanged, ChangeProperty::Size, std::move(racks),
        {heightU}, [](const Design &d, int r) { return d.racks().at(r).heightU; },
        [](Design &d, int r, const int &v) { d.rack(r).heightU = v; }, Text::tr("Change Rack Height"));
}

QUndoCommand *setDeviceId(Document *document, int device, const QString &id)
{
    return new ChangeValue<QString>(
        document, CmdSetDeviceId, ChangeKind::DevicesChanged, ChangeProperty::Id, {device}, {id},
        [](const Design &d, int i) { return d.devices().at(i).id; },
        [](Design &d, int i, const QString &v) { d.renameDevice(i, v); }, Text::tr("Rename Device"));
}

namespace {

using OptionalInt = std::optional<int>;

QUndoCommand *setDeviceInt(Document *document, int commandId, QList<int> devices, OptionalInt value,
                           OptionalInt Device::*member, const char *text)
{
    return new ChangeValue<OptionalInt>(
        document, commandId, ChangeKind::DevicesChanged, ChangeProperty::Attributes, std::move(devices),
        {value}, [member](const Design &d, int i) { return d.devices().at(i).*member; },
        [member](Design &d, int i, const OptionalInt &v) { d.device(i).*member = v; }, Text::tr(text));
}

} // namespace

QUndoCommand *setDeviceSu(Document *document, QList<int> devices, std::optional<int> su)
{
    return setDeviceInt(document, CmdSetDeviceSu, std::move(devices), su, &Device::su,
                        QT_TRANSLATE_NOOP("Commands", "Change Scalable Unit"));
}

QUndoCommand *setDeviceNode(Document *document, QList<int> devices, std::optional<int> node)
{
    return setDeviceInt(document, CmdSetDeviceNode, std::move(devices), node, &Device::node,
                        QT_TRANSLATE_NOOP("Commands", "Change Node Number"));
}

QUndoCommand *setDeviceRail(Document *document, QList<int> devices, std::optional<int> rail)
{
    return setDeviceInt(document, CmdSetDeviceRail, std::move(devices), rail, &Device::rail,
                        QT_TRANSLATE_NOOP("Commands", "Change Rail"));
}

QUndoCommand *setDeviceAirflow(Document *document, QList<int> devices, Airflow airflow)
{
    return new ChangeValue<Airflow>(
        document, CmdSetDeviceAirflow, ChangeKind::DevicesChanged, ChangeProperty::Attributes,
        std::move(devices), {airflow}, [](const Design &d, int i) { return d.devices().at(i).airflow; },
        [](Design &d, int i, const Airflow &v) { d.device(i).airflow = v; }, Text::tr("Change Airflow"));
}

QUndoCommand *setCableId(Document *document, int cable, const QString &id)
{
    return new ChangeValue<QString>(
        document, CmdSetCableId, ChangeKind::CablesChanged, ChangeProperty::Id, {cable}, {id},
        [](const Design &d, int c) { return d.cables().at(c).id; },
        [](Design &d, int c, const QString &v) { d.renameCable(c, v); }, Text::tr("Rename Cable"));
}

QUndoCommand *setCableLabel(Document *document, QList<int> cables, const QString &label)
{
    return new ChangeValue<QString>(
        document, CmdSetCableLabel, ChangeKind::CablesChanged, ChangeProperty::Label, std::move(cables),
        {label}, [](const Design &d, int c) { return d.cables().at(c).label; },
        [](Design &d, int c, const QString &v) { d.cableForEdit(c).label = v; },
        Text::tr("Change Cable Label"));
}

QUndoCommand *setCableStatus(Document *document, QList<int> cables, CableStatus status)
{
    return new ChangeValue<CableStatus>(
        document, CmdSetCableStatus, ChangeKind::CablesChanged, ChangeProperty::Status, std::move(cables),
        {status}, [](const Design &d, int c) { return d.cables().at(c).status; },
        [](Design &d, int c, const CableStatus &v) { d.cableForEdit(c).status = v; },
        Text::tr("Set Cable Status"));
}

QUndoCommand *setCableCommissioning(Document *document, QList<int> cables, QList<CableCommissioning> values)
{
    return new ChangeValue<CableCommissioning>(
        document, CmdSetCableCommissioning, ChangeKind::CablesChanged,
        ChangeProperty::Status | ChangeProperty::Tests, std::move(cables), std::move(values),
        [](const Design &d, int c) {
            const Cable &cable = d.cables().at(c);
            return CableCommissioning{cable.tests(), cable.status};
        },
        [](Design &d, int c, const CableCommissioning &v) {
            Cable &cable = d.cableForEdit(c);
            cable.editExtras().tests = v.tests;
            cable.status = v.status;
        },
        Text::tr("Import Test Results"));
}

QUndoCommand *setCableLength(Document *document, QList<int> cables, double lengthM)
{
    return new ChangeValue<double>(
        document, CmdSetCableLength, ChangeKind::CablesChanged, ChangeProperty::Length, std::move(cables),
        {lengthM}, [](const Design &d, int c) { return d.cables().at(c).lengthM; },
        [](Design &d, int c, const double &v) { d.cableForEdit(c).lengthM = v; },
        Text::tr("Change Cable Length"));
}

QUndoCommand *setCableType(Document *document, QList<int> cables, int cableType)
{
    return new ChangeValue<int>(
        document, CmdSetCableType, ChangeKind::CablesChanged, ChangeProperty::Type, std::move(cables),
        {cableType}, [](const Design &d, int c) { return d.cables().at(c).type; },
        [](Design &d, int c, const int &v) { d.cableForEdit(c).type = v; }, Text::tr("Change Cable Type"));
}

bool isIdFree(const Document &document, EntityKind kind, const QString &id)
{
    if (id.isEmpty()) return false;
    const Design &d = document.design();
    switch (kind) {
    case EntityKind::Rack:
        return d.racks().find(id) < 0;
    case EntityKind::Device:
        return d.devices().find(id) < 0;
    case EntityKind::Cable:
        return d.cables().find(id) < 0;
    case EntityKind::None:
        break;
    }
    return false;
}

bool canSetCableType(const Document &document, const QList<int> &cables, int cableType)
{
    const Design &d = document.design();
    if (cableType < 0 || cableType >= d.catalog.cableTypes.size()) return false;
    // The ends stay as they are: a type of as many legs, or of as many connectors for a trunk assembly.
    const CableType &type = d.catalog.cableTypes.at(cableType);
    for (int c : cables)
        if (d.cables().at(c).legs() != type.legs || d.cables().at(c).connectors != type.connectors)
            return false;
    return true;
}

} // namespace railyard
