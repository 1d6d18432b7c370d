#pragma once

#include "document/document.h"

#include <QList>
#include <QUndoCommand>

#include <functional>

namespace railyard {

// A typed property change on some entities (after Tiled's ChangeValue<>): remembers the old values,
// sets the new ones (one for all entities, or one per entity), and merges with the next change of the
// same property on the same entities, so that typing a length or dragging a rack makes one undo step.
template <typename Value> class ChangeValue : public QUndoCommand
{
public:
    using Getter = std::function<Value(const Design &, int id)>;
    using Setter = std::function<void(Design &, int id, const Value &)>;

    // `values` holds one value for every entity, or a single value for all of them.
    // `kind` and `properties` are what the change event says (ChangeProperty: which property this is).
    ChangeValue(Document *document, int commandId, ChangeKind kind, ChangeProperties properties,
                QList<int> ids, QList<Value> values, Getter get, Setter set, const QString &text,
                QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_document(document), m_commandId(commandId), m_kind(kind),
          m_properties(properties), m_ids(std::move(ids)), m_new(std::move(values)), m_set(std::move(set))
    {
        Q_ASSERT(m_new.size() == 1 || m_new.size() == m_ids.size());
        for (int id : m_ids)
            m_old.append(get(document->design(), id));
    }

    void redo() override { apply(m_new); }
    void undo() override { apply(m_old); }

    int id() const override { return m_commandId; }
    // The entities it changes.
    const QList<int> &ids() const { return m_ids; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const ChangeValue *>(other);
        if (o->m_ids != m_ids) return false;
        m_new = o->m_new;
        return true;
    }

private:
    void apply(const QList<Value> &values)
    {
        Design &design = m_document->designForCommands();
        for (int i = 0; i < int(m_ids.size()); ++i)
            m_set(design, m_ids[i], values[values.size() == 1 ? 0 : i]);
        m_document->notify({m_kind, m_ids, m_properties});
    }

    Document *m_document;
    int m_commandId;
    ChangeKind m_kind;
    ChangeProperties m_properties;
    QList<int> m_ids;
    QList<Value> m_old;
    QList<Value> m_new;
    Setter m_set;
};

} // namespace railyard
