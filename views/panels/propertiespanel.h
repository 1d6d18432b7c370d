#pragma once

#include "design/entitykind.h"

#include <QPointer>
#include <QStringList>

#include <functional>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace railyard {

class Document;
struct Pathways;
struct Change;

// The Properties dock: the fields of what is selected, each edit an undo command. With nothing selected it
// shows the design's own settings. Fields that are edited by other means (a rack's floor position, a device's
// slot) are shown read-only.
class PropertiesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PropertiesPanel(QWidget *parent = nullptr);
    void setDocument(Document *document);
    // Shows objects of one kind (or the design for EntityKind::None / an empty list).
    void showObjects(EntityKind kind, const QList<int> &ids);
    // Shows pathway segments or nodes, by id (in pathwayproperties.cpp).
    void showPathways(const QStringList &segments, const QStringList &nodes);
    // Builds the fields again (the length unit changed).
    void refresh() { rebuild(); }

Q_SIGNALS:
    // The user picked cables in a form (a tray's list of cables): the window selects them.
    void cablesPicked(const QList<int> &cables);
    // A sentence for the status bar (why an entry was refused).
    void message(const QString &text);

private:
    void rebuild();
    void buildDesign();
    // One object or several: fields all of them share are shown, others read "mixed"; an edit sets all of
    // them.
    void buildRacks(const QList<int> &racks);
    void buildDevices(const QList<int> &devices);
    void buildAirflow(const QList<int> &devices); // the airflow row of switches sold in both
    void buildCables(const QList<int> &cables);   // in cableproperties.cpp
    void buildReplacement(int cable);
    void buildSegments(const QStringList &segments); // in pathwayproperties.cpp
    void buildNodes(const QStringList &nodes);
    // One edit of the pathways, one undo step named `text`; nothing when it changes nothing.
    void editPathways(const std::function<void(Pathways &)> &edit, const QString &text);
    void onChanged(const Change &change);

    QPointer<Document> m_document;
    EntityKind m_kind = EntityKind::None;
    QList<int> m_ids;
    QStringList m_segments, m_nodes;
    // Set while a field pushes its finished edit: the form is rebuilt under it (a tray's width moves its
    // fill), keeping the focus on the field's row.
    bool m_committing = false;
    QLabel *m_title;
    QWidget *m_form = nullptr;
    QFormLayout *m_layout = nullptr;
};

} // namespace railyard
