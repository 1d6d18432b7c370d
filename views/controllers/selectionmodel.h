#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace railyard {

class Document;
struct Change;

// What the user has selected, by entity slot. One per window, shared by every view and panel, so that a rack
// picked on the floor plan is the rack the Properties dock edits and Delete removes.
struct Selection
{
    QList<int> racks;
    QList<int> devices;
    QList<int> cables;
    // Pathway segments and nodes, by id (pathways have ids, not slots: docs/pathways.md).
    QStringList segments = {};
    QStringList nodes = {};

    bool isEmpty() const
    {
        return racks.isEmpty() && devices.isEmpty() && cables.isEmpty() && segments.isEmpty() &&
               nodes.isEmpty();
    }
    bool hasPathways() const { return !segments.isEmpty() || !nodes.isEmpty(); }
    friend bool operator==(const Selection &, const Selection &) = default;
};

// Holds the window's selection and says when it changes. Objects the document removes leave the selection; a
// newly loaded design starts with nothing selected.
class SelectionModel : public QObject
{
    Q_OBJECT

public:
    explicit SelectionModel(QObject *parent = nullptr);
    void setDocument(Document *document);
    const Selection &selection() const { return m_selection; }
    // Replaces the selection (duplicates dropped, order kept); emits changed() only if it differs.
    void select(const Selection &selection);
    void clear() { select({}); }

Q_SIGNALS:
    void changed();

private:
    void onChanged(const Change &change);

    QPointer<Document> m_document;
    Selection m_selection;
};

} // namespace railyard
