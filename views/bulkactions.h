#pragma once

#include <QObject>

class QWidget;

namespace railyard {

class Document;
class SelectionModel;

// Design ▸ Fill Empty Cages and Design ▸ Connect by Rail: edits of many objects at once on the selected
// devices, each shown before it is made and made as one undo step.
class BulkActions : public QObject
{
    Q_OBJECT

public:
    BulkActions(SelectionModel *selection, QWidget *dialogParent);
    void setDocument(Document *document) { m_document = document; }
    // Each returns whether it changed the design.
    bool fillEmptyCages();
    bool connectByRail();

Q_SIGNALS:
    void message(const QString &text);

private:
    SelectionModel *m_selection;
    QWidget *m_parent;
    Document *m_document = nullptr;
};

} // namespace railyard
