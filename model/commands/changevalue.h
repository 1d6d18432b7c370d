#pragma once

#include "document/document.h"

#include <QList>
#include <QUndoCommand>

#include <functional>

namespace railyard {

// A typed property change on some entities (after Tiled's ChangeValue<>): remembers the old values,
// sets the new one, and merges with the next change of the same property on the same entities, so
// that typing a length or nudging a value makes one undo step.
template <typename Value>
class ChangeValue : public QUndoCommand
{
public:
    using Getter = std::function<Value(const Design &, int id)>;
    using Setter = std::function<void(Design &, int id, const Value &)>;

    ChangeValue(Document *document, int commandId, ChangeKind kind, QList<int> ids, Value value, Getter get,
                Setter set, const QString &text, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_document(document), m_commandId(commandId), m_kind(kind),
          m_ids(std::move(ids)), m_new(std::move(value)), m_set(std::move(set))
    {
        for (int id : m_ids)
            m_old.append(get(document->design(), id));
    }

    void redo() override
    {
        Design &design = m_document->designForCommands();
        for (int id : m_ids)
            m_set(design, id, m_new);
        m_document->notify({m_kind, m_ids});
    }

    void undo() override
    {
        Design &design = m_document->designForCommands();
        for (int i = 0; i < int(m_ids.size()); ++i)
            m_set(design, m_ids[i], m_old[i]);
        m_document->notify({m_kind, m_ids});
    }

    int id() const override { return m_commandId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeValue *>(other);
        if (o->m_ids != m_ids)
            return false;
        m_new = o->m_new;
        return true;
    }

private:
    Document *m_document;
    int m_commandId;
    ChangeKind m_kind;
    QList<int> m_ids;
    QList<Value> m_old;
    Value m_new;
    Setter m_set;
};

} // namespace railyard
