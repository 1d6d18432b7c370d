#pragma once

#include "document/document.h"

#include <QCoreApplication>
#include <QList>
#include <QUndoCommand>

#include <algorithm>
#include <vector>

namespace railyard {

// What adding and removing needs to know about one kind of entity.
struct RackTraits
{
    using Entity = Rack;
    static const SlotStore<Rack> &store(const Design &d) { return d.racks(); }
    static void insert(Design &d, int slot, Rack r) { d.insertRack(slot, std::move(r)); }
    static Rack take(Design &d, int slot) { return d.takeRack(slot); }
    static constexpr ChangeKind added = ChangeKind::RacksAdded;
    static constexpr ChangeKind removed = ChangeKind::RacksRemoved;
    // What Edit ▸ Undo names: "Undo Delete Rack X" for one, "Undo Delete 3 Racks" for several.
    static constexpr const char *texts[4] = {QT_TRANSLATE_NOOP("Commands", "Add Rack %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Add %n Rack(s)"),
                                             QT_TRANSLATE_NOOP("Commands", "Delete Rack %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Delete %n Rack(s)")};
};

struct DeviceTraits
{
    using Entity = Device;
    static const SlotStore<Device> &store(const Design &d) { return d.devices(); }
    static void insert(Design &d, int slot, Device v) { d.insertDevice(slot, std::move(v)); }
    static Device take(Design &d, int slot) { return d.takeDevice(slot); }
    static constexpr ChangeKind added = ChangeKind::DevicesAdded;
    static constexpr ChangeKind removed = ChangeKind::DevicesRemoved;
    // What Edit ▸ Undo names: "Undo Delete Device X" for one, "Undo Delete 3 Devices" for several.
    static constexpr const char *texts[4] = {QT_TRANSLATE_NOOP("Commands", "Add Device %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Add %n Device(s)"),
                                             QT_TRANSLATE_NOOP("Commands", "Delete Device %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Delete %n Device(s)")};
};

struct CableTraits
{
    using Entity = Cable;
    static const SlotStore<Cable> &store(const Design &d) { return d.cables(); }
    static void insert(Design &d, int slot, Cable v) { d.insertCable(slot, std::move(v)); }
    static Cable take(Design &d, int slot) { return d.takeCable(slot); }
    static constexpr ChangeKind added = ChangeKind::CablesAdded;
    static constexpr ChangeKind removed = ChangeKind::CablesRemoved;
    // What Edit ▸ Undo names: "Undo Delete Cable X" for one, "Undo Delete 3 Cables" for several.
    static constexpr const char *texts[4] = {QT_TRANSLATE_NOOP("Commands", "Add Cable %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Add %n Cable(s)"),
                                             QT_TRANSLATE_NOOP("Commands", "Delete Cable %1"),
                                             QT_TRANSLATE_N_NOOP("Commands", "Delete %n Cable(s)")};
};

// Puts entities into their slots (redo of an add, undo of a remove) or takes them out. Taking goes from the
// back so that trailing slots are trimmed as they empty, and putting back from the front restores them.
template <typename Traits> class EntitySlots
{
public:
    using Entity = typename Traits::Entity;

    void put(Document *document, const QList<int> &ids)
    {
        Design &design = document->designForCommands();
        for (int i = 0; i < int(ids.size()); ++i)
            Traits::insert(design, ids[i], std::move(m_held[size_t(i)]));
        m_held.clear();
        document->notify({Traits::added, ids});
    }
    void take(Document *document, const QList<int> &ids)
    {
        Design &design = document->designForCommands();
        m_held.resize(size_t(ids.size()));
        for (int i = int(ids.size()) - 1; i >= 0; --i)
            m_held[size_t(i)] = Traits::take(design, ids[i]);
        document->notify({Traits::removed, ids});
    }
    std::vector<Entity> &held() { return m_held; }

private:
    std::vector<Entity> m_held; // the entities while they are out of the design
};

// Appends entities at the end of their list (document order).
template <typename Traits> class AddEntities : public QUndoCommand
{
public:
    AddEntities(Document *document, std::vector<typename Traits::Entity> entities,
                QUndoCommand *parent = nullptr)
        : QUndoCommand(parent), m_document(document)
    {
        setText(
            entities.size() == 1
                ? QCoreApplication::translate("Commands", Traits::texts[0]).arg(entities.front().id)
                : QCoreApplication::translate("Commands", Traits::texts[1], nullptr, int(entities.size())));
        const int first = Traits::store(document->design()).nextSlot();
        for (int i = 0; i < int(entities.size()); ++i)
            m_slots.append(first + i);
        m_entities.held() = std::move(entities);
    }
    void redo() override
    {
        m_entities.put(m_document, m_slots);
        QUndoCommand::redo();
    }
    void undo() override
    {
        QUndoCommand::undo();
        m_entities.take(m_document, m_slots);
    }
    const QList<int> &addedSlots() const { return m_slots; }

private:
    Document *m_document;
    QList<int> m_slots;
    EntitySlots<Traits> m_entities;
};

// Removes entities. Dependants (a rack's devices, a device's cables) are removed first by child commands
// that subclasses add, and come back after the entities on undo.
template <typename Traits> class RemoveEntities : public QUndoCommand
{
public:
    RemoveEntities(Document *document, QList<int> ids, QUndoCommand *parent = nullptr)
        : QUndoCommand(parent), m_document(document), m_slots(std::move(ids))
    {
        std::sort(m_slots.begin(), m_slots.end());
        m_slots.erase(std::unique(m_slots.begin(), m_slots.end()), m_slots.end());
        setText(
            m_slots.size() == 1 && Traits::store(document->design()).isLive(m_slots.front())
                ? QCoreApplication::translate("Commands", Traits::texts[2])
                      .arg(Traits::store(document->design()).at(m_slots.front()).id)
                : QCoreApplication::translate("Commands", Traits::texts[3], nullptr, int(m_slots.size())));
    }
    void redo() override
    {
        QUndoCommand::redo();
        m_entities.take(m_document, m_slots);
    }
    void undo() override
    {
        m_entities.put(m_document, m_slots);
        QUndoCommand::undo();
    }
    const QList<int> &removedSlots() const { return m_slots; }

protected:
    Document *m_document;
    QList<int> m_slots;

private:
    EntitySlots<Traits> m_entities;
};

} // namespace railyard
