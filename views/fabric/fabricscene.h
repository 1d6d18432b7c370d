#pragma once

#include "validation/validator.h"

#include <QGraphicsScene>
#include <QHash>
#include <QLineF>
#include <QPointF>

namespace railyard {

class Document;
class FabricLayer;
class ValidationController;

// The logical fabric: GPU servers grouped by scalable unit along the bottom, their leaves ordered by rail above
// them, spines and cores on top, and every complete channel a link coloured by the rail it carries. Links that
// break rail alignment are drawn red and thick. Laid out again whenever validation has news.
class FabricScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit FabricScene(QObject *parent = nullptr);
    void setDocument(Document *document, ValidationController *validation);
    // Laying out a large fabric takes a moment: while the view is not shown, edits only mark it out of date.
    void setShown(bool shown);
    Document *document() const { return m_document; }

    struct Node
    {
        int device;
        QPointF pos;
        int tier;  // 0 servers, 1 leaves, 2 spines, 3 cores
    };
    const std::vector<Node> &nodes() const { return m_nodes; }
    const std::vector<Validator::DeviceLink> &links() const { return m_links; }
    // The drawn line of each link, in the order of links().
    const std::vector<QLineF> &linkLines() const { return m_linkLines; }
    std::optional<QPointF> nodePos(int device) const;
    QList<int> railsInUse() const;

Q_SIGNALS:
    void laidOut();

private:
    void layout();
    void onValidation();
    bool m_shown = true;
    bool m_stale = false;

    Document *m_document = nullptr;
    ValidationController *m_validation = nullptr;
    std::vector<Node> m_nodes;
    QHash<int, int> m_nodeIndex;
    std::vector<Validator::DeviceLink> m_links;
    std::vector<QLineF> m_linkLines;
    FabricLayer *m_layer = nullptr;
};

} // namespace railyard
