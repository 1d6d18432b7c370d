#include "commands/operations.h"

#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "core/numberformat.h"
#include "design/freshids.h"
#include "design/rackkit.h"
#include "design/rackspace.h"
#include "document/document.h"
#include "io/deviceclipboard.h"
#include "validation/connectioncheck.h"

#include <QCoreApplication>

namespace railyard {

Operation operations::refused(const QString &why)
{
    Operation op;
    op.refusal = why;
    return op;
}

bool Operation::pushTo(Document &document)
{
    if (!command) return false;
    document.push(command.release());
    return true;
}

namespace operations {

Operation connectPorts(Document &document, const Endpoint &from, int device, int port, int sub, Side side)
{
    const Design &d = document.design();
    const ConnectionCheck check = checkConnection(d, from, device, port, sub, side);
    if (check.fit != ConnectionCheck::Fit::Fits) return refused(check.reason);
    const Cable cable = cableFor(d, check);
    Operation op;
    op.summary = QCoreApplication::translate("Operations", "Added %1: %2, %3")
                     .arg(cable.id, d.catalog.cableTypes.at(cable.type).id, formatLength(cable.lengthM));
    op.added = {cable.id};
    op.command = std::make_unique<AddCables>(&document, std::vector<Cable>{cable});
    return op;
}

Operation placeExistingDevice(Document &document, int device, const Placement &place)
{
    const Design &d = document.design();
    const Device &dev = d.devices().at(device);
    const DeviceType &type = d.deviceType(device);
    if (!fitsInRack(d, place.rack, place.u, type.heightU, device))
        return refused(
            QCoreApplication::translate(
                "Operations", "%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack")
                .arg(dev.id)
                .arg(type.heightU)
                .arg(place.u)
                .arg(d.racks().at(place.rack).id));
    Operation op;
    op.summary = QCoreApplication::translate("Operations", "Placed %1 at U%2 of %3")
                     .arg(dev.id)
                     .arg(place.u)
                     .arg(d.racks().at(place.rack).id);
    op.command = std::make_unique<MoveDevices>(&document, QList<int>{device}, QList<Placement>{place});
    return op;
}

Operation placeDevice(Document &document, int deviceType, const Placement &place)
{
    const Design &d = document.design();
    const DeviceType &type = d.catalog.deviceTypes.at(deviceType);
    if (!fitsInRack(d, place.rack, place.u, type.heightU))
        return refused(
            QCoreApplication::translate(
                "Operations", "%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack")
                .arg(type.id)
                .arg(type.heightU)
                .arg(place.u)
                .arg(d.racks().at(place.rack).id));
    Device device;
    device.id = freshId(d, EntityKind::Device, type.id);
    device.type = deviceType;
    device.rack = place.rack;
    device.u = place.u;
    Operation op;
    op.summary = QCoreApplication::translate("Operations", "Added %1 at U%2 of %3")
                     .arg(device.id)
                     .arg(place.u)
                     .arg(d.racks().at(place.rack).id);
    op.added = {device.id};
    op.command = std::make_unique<AddDevices>(&document, std::vector<Device>{device});
    return op;
}

Operation setTransceiver(Document &document, int device, int port, int transceiver)
{
    const Design &d = document.design();
    const PortDef &cage = d.deviceType(device).ports[size_t(port)];
    if (cage.kind != PortKind::Cage)
        return refused(QCoreApplication::translate("Operations", "drop a transceiver on a cage"));
    const Transceiver &t = d.catalog.transceivers.at(transceiver);
    // Form factors must match, as form-factor-mismatch would say: refused here rather than flagged later.
    if (!t.formFactor.isEmpty() && !cage.formFactor.isEmpty() && t.formFactor != cage.formFactor)
        return refused(QCoreApplication::translate("Operations", "%1 is a module for %2; %3 %4 takes %5")
                           .arg(t.id, t.formFactor, d.devices().at(device).id, cage.name, cage.formFactor));
    Operation op;
    op.summary = QCoreApplication::translate("Operations", "%1 in %2 %3")
                     .arg(t.id, d.devices().at(device).id, cage.name);
    op.command =
        std::make_unique<SetTransceivers>(&document, QList<ModuleChange>{{device, port, transceiver}});
    return op;
}

Operation deleteObjects(Document &document, const QList<int> &racks, const QList<int> &devices,
                        const QList<int> &cables)
{
    Operation op;
    if (!devices.isEmpty())
        op.command = std::make_unique<RemoveDevices>(&document, devices);
    else if (!cables.isEmpty())
        op.command = std::make_unique<RemoveCables>(&document, cables);
    else if (!racks.isEmpty())
        op.command = std::make_unique<RemoveRacks>(&document, racks);
    else
        op.refusal = QCoreApplication::translate("Operations", "nothing is selected");
    return op;
}

Operation addRacks(Document &document, std::vector<Rack> racks)
{
    if (racks.empty()) return refused(QCoreApplication::translate("Operations", "no racks to add"));
    Operation op;
    for (const Rack &r : racks)
        op.added << r.id;
    const int count = int(racks.size());
    auto command = std::make_unique<QUndoCommand>(
        count == 1 ? QCoreApplication::translate("Commands", "Add Rack %1").arg(racks.front().id)
                   : QCoreApplication::translate("Commands", "Add %n Rack(s)", nullptr, count));
    auto *addRacks = new AddRacks(&document, racks, command.get());
    std::vector<Device> contents = rackKitDevices(document.design(), racks, addRacks->addedSlots());
    const int devices = int(contents.size());
    if (!contents.empty()) new AddDevices(&document, std::move(contents), command.get());
    op.command = std::move(command);
    const bool oneRow =
        std::all_of(racks.begin(), racks.end(), [&](const Rack &r) { return r.row == racks.front().row; });
    const QString what =
        count == 1 ? QCoreApplication::translate("Operations", "Added rack %1").arg(racks.front().id)
        : oneRow   ? QCoreApplication::translate("Operations", "Added %n rack(s) in row %1", nullptr, count)
                       .arg(racks.front().row)
                 : QCoreApplication::translate("Operations", "Added %n rack(s)", nullptr, count);
    op.summary =
        devices == 0 ? what
        : count == 1
            ? QCoreApplication::translate("Operations", "%1 and placed the %n device(s) of its rack kit",
                                          nullptr, devices)
                  .arg(what)
            : QCoreApplication::translate("Operations", "%1 and placed the %n device(s) of their rack kits",
                                          nullptr, devices)
                  .arg(what);
    return op;
}

Operation pasteDevices(Document &document, const QByteArray &clipboard, int rack)
{
    QString error;
    std::vector<Device> devices = railyard::pasteDevices(document.design(), clipboard, rack, &error);
    if (devices.empty()) return refused(error);
    Operation op;
    for (const Device &dev : devices)
        op.added << dev.id;
    op.command = std::make_unique<AddDevices>(&document, std::move(devices));
    op.command->setText(QCoreApplication::translate("Operations", "Paste Devices"));
    op.summary =
        QCoreApplication::translate("Operations", "Pasted %n device(s)", nullptr, int(op.added.size()));
    return op;
}

} // namespace operations

} // namespace railyard
