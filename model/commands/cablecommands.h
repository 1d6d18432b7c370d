#pragma once

#include "commands/entitycommands.h"
#include "design/cable.h"

#include <QList>
#include <QUndoCommand>

#include <vector>

namespace railyard {

// Adds cables at the end of the cable list (document order).
using AddCables = AddEntities<CableTraits>;
using RemoveCables = RemoveEntities<CableTraits>;

// Plugs or unplugs cable ends ("connect" and "disconnect"); a loose Endpoint unplugs.
struct EndChange
{
    int cable = -1;
    int end = 0; // 0 = A, 1.. = B legs
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
