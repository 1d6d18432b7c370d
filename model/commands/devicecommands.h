#pragma once

#include "design/device.h"

#include <QList>
#include <QUndoCommand>

#include <vector>

namespace railyard {

class Document;

class AddDevices : public QUndoCommand
{
public:
    AddDevices(Document *document, std::vector<Device> devices, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    const QList<int> &addedSlots() const { return m_slots; }

private:
    Document *m_document;
    std::vector<Device> m_devices;
    QList<int> m_slots;
};

// Removes devices together with every cable plugged into them (one undo step).
class RemoveDevices : public QUndoCommand
{
public:
    RemoveDevices(Document *document, QList<int> deviceSlots, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    QList<int> m_slots;
    std::vector<Device> m_devices;
};

// Where a device sits: rack slot (-1 for none) and lowest U (0 for none).
struct Placement
{
    int rack = -1;
    int u = 0;
    bool operator==(const Placement &) const = default;
};

// Moves devices between U and racks. Consecutive moves of the same devices merge.
class MoveDevices : public QUndoCommand
{
public:
    MoveDevices(Document *document, QList<int> deviceSlots, QList<Placement> to, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const QList<Placement> &placements);
    Document *m_document;
    QList<int> m_slots;
    QList<Placement> m_from;
    QList<Placement> m_to;
};

// Plugs transceivers into cages, or with transceiver -1 takes them out.
struct ModuleChange
{
    int device = -1;
    int port = -1;
    int transceiver = -1;
};

class SetTransceivers : public QUndoCommand
{
public:
    SetTransceivers(Document *document, QList<ModuleChange> changes, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(bool forward);
    Document *m_document;
    QList<ModuleChange> m_changes;
    QList<int> m_old;
};

} // namespace railyard
