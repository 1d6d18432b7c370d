#pragma once

#include <QObject>

#include <optional>

class QWidget;

namespace railyard {

class Document;
class SelectionModel;
struct GeneratedFabric;

// Design ▸ Generate Fabric, Fill Empty Cages and Connect by Rail: edits of many objects at once, each shown
// before it is made and made as one undo step.
class BulkEditController : public QObject
{
    Q_OBJECT

public:
    BulkEditController(SelectionModel *selection, QWidget *dialogParent);
    void setDocument(Document *document) { m_document = document; }
    // Each returns whether it changed the design.
    bool generateFabric();
    // Puts a generated fabric in place of the design (one undo step), keeping its settings, currency and
    // quote; asks first when the design has content.
    bool applyFabric(GeneratedFabric fabric, bool ask = true);
    bool fillEmptyCages();
    // Design ▸ Connect by Rail: the plan for the selected servers and leaves (a lone leaf without a rail: the
    // user is asked which rail it serves), shown, then added in one undo step.
    bool connectByRail();

Q_SIGNALS:
    void message(const QString &text);

private:
    // The one leaf among `devices` when it has no rail set; none when there are several leaves.
    std::optional<int> loneLeafWithoutRail(const QList<int> &devices) const;
    // Which rail of the servers that leaf serves, asked; none when the user cancels.
    std::optional<int> askRail(int leaf, const QList<int> &devices);
    SelectionModel *m_selection;
    QWidget *m_parent;
    Document *m_document = nullptr;
};

} // namespace railyard
