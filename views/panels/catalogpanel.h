#pragma once

#include "common/mimetypes.h"

#include <QStandardItemModel>
#include <QString>
#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTreeView;

namespace railyard {

struct Catalog;

// What a drag from the catalog carries (under catalogMimeType): the kind of part and its id, as
// "device_type:dgx-h100".
struct CatalogItemRef
{
    // device_type, transceiver, cable_type, rack_type; device (one of the design's, from the Design dock)
    QString kind;
    QString id;
    static CatalogItemRef fromMime(const QByteArray &data);
    QByteArray toMime() const { return (kind + QLatin1Char(':') + id).toUtf8(); }
};

// The catalog grouped the way people look for parts; its leaves are drag sources.
class CatalogModel : public QStandardItemModel
{
    Q_OBJECT

public:
    enum DataRole
    {
        KindRole = Qt::UserRole + 1,
        IdRole,
        SearchRole
    };
    explicit CatalogModel(QObject *parent = nullptr);
    void setCatalog(const Catalog &catalog);
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
};

// The catalog dock: a search field over the grouped parts.
class CatalogPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogPanel(QWidget *parent = nullptr);
    void setCatalog(const Catalog &catalog);
    // Wide enough for a part's id and the start of its description (the whole of it is the tooltip).
    QSize sizeHint() const override { return QSize(380, 400); }
    QTreeView *tree() const { return m_tree; }
    QLineEdit *search() const { return m_search; }
    CatalogModel *model() const { return m_model; }

private:
    QLineEdit *m_search;
    QTreeView *m_tree;
    CatalogModel *m_model;
    QSortFilterProxyModel *m_filter;
};

} // namespace railyard
