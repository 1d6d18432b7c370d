#pragma once

#include "design/cable.h"

#include <QList>
#include <QUndoCommand>

#include <vector>

namespace railyard {

class Document;

// Adds cables at the end of the cable list (document order).
class AddCables : public QUndoCommand
{
public:
    AddCables(Document *document, std::vector<Cable> cables, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    const QList<int> &addedSlots() const { return m_slots; }

private:
    Document *m_document;
    std::vector<Cable> m_cables;  // held while the cables are not in the design
    QList<int> m_slots;
};

class RemoveCables : public QUndoCommand
{
public:
    RemoveCables(Document *document, QList<int> cableSlots, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    QList<int> m_slots;
    std::vector<Cable> m_cables;
};

// Plugs or unplugs cable ends ("connect" and "disconnect"); a loose Endpoint unplugs.
struct EndChange
{
    int cable = -1;
    int end = 0;  // 0 = A, 1.. = B legs
    Endpoint endpoint;
};

class SetCableEnds : public QUndoCommand
{
public:
    SetCableEnds(Document *document, QList<EndChange> changes, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(bool forward);
    Document *m_document;
    QList<EndChange> m_changes;
    QList<Endpoint> m_old;
};

} // namespace railyard
