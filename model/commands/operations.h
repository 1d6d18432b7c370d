#pragma once

#include "core/enums.h"
#include "design/device.h"
#include "design/entitykind.h"
#include "design/rack.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace railyard {

class Document;
struct Endpoint;

// What the user asks of the design in one gesture — connect two ports, place a device, put a transceiver in a
// cage, delete objects, paste devices — decided here once, whatever asked (a mouse tool, a menu, a test):
// either one undo command that does it, or why it cannot be done. Nothing is changed until the caller pushes
// the command.
struct Operation
{
    std::unique_ptr<QUndoCommand> command; // null when it cannot be done
    QString refusal;                       // why not, a sentence for the status bar
    QString summary;                       // what the command does, for the status bar
    QStringList added;                     // the ids of the objects the command adds

    explicit operator bool() const { return bool(command); }
    // Pushes the command onto the document's undo stack; false (and nothing done) when there is none.
    bool pushTo(Document &document);
};

namespace operations {

// An operation that cannot be done, and why.
Operation refused(const QString &why);

// A cable from the free connector `from` to a port (its connector `sub`, 0: the first free one; on `side` of
// an adapter), of the type and length the connection check proposes.
Operation connectPorts(Document &document, const Endpoint &from, int device, int port, int sub, Side side);
// A new device of a catalog type with its top at `place`, with a fresh id.
Operation placeDevice(Document &document, int deviceType, const Placement &place);
// A device of the design (one not placed yet, say, from an import) into a rack with its top at `place`.
Operation placeExistingDevice(Document &document, int device, const Placement &place);
// A transceiver of the catalog in a device's cage; the form factors must match.
Operation setTransceiver(Document &document, int device, int port, int transceiver);
// Removes the devices (with their cables) if any are given, else the cables, else the racks (with everything
// in them): what Delete does with a selection.
Operation deleteObjects(Document &document, const QList<int> &racks, const QList<int> &devices,
                        const QList<int> &cables);
// New racks (design/floorlayout.h makes them), each of a rack kit type with its contents placed as ordinary
// devices: one undo step.
Operation addRacks(Document &document, std::vector<Rack> racks);
// The devices of a clipboard (io/deviceclipboard.h) into a rack: fresh ids, each at its old U if free.
Operation pasteDevices(Document &document, const QByteArray &clipboard, int rack);

} // namespace operations

} // namespace railyard
