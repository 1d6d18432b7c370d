#pragma once

#include "design/rack.h"

#include <QList>
#include <QPointF>
#include <QUndoCommand>

#include <vector>

namespace railyard {

class Document;

class AddRacks : public QUndoCommand
{
public:
    AddRacks(Document *document, std::vector<Rack> racks, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    const QList<int> &addedSlots() const { return m_slots; }

private:
    Document *m_document;
    std::vector<Rack> m_racks;
    QList<int> m_slots;
};

// Removes racks with every device in them and every cable plugged into those devices (one undo step).
class RemoveRacks : public QUndoCommand
{
public:
    RemoveRacks(Document *document, QList<int> rackSlots, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    QList<int> m_slots;
    std::vector<Rack> m_racks;
};

// Moves racks on the floor (centre positions in metres). Consecutive moves of the same racks merge.
class MoveRacks : public QUndoCommand
{
public:
    MoveRacks(Document *document, QList<int> rackSlots, QList<QPointF> to, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    struct Position
    {
        std::optional<double> x;
        std::optional<double> y;
    };
    void apply(const QList<Position> &positions);
    Document *m_document;
    QList<int> m_slots;
    QList<Position> m_from;
    QList<Position> m_to;
};

} // namespace railyard
