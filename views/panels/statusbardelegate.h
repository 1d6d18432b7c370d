#pragma once

#include <QStyledItemDelegate>

namespace railyard {

struct StatusCounts;

// A bar of a row's cables by install status, a segment per status in the format's order (grey planned at the
// right): how far a rack or row is, at a glance. The counts come as a QVariantList of ints in `countsRole`.
class StatusBarDelegate : public QStyledItemDelegate
{
public:
    static constexpr int countsRole = Qt::UserRole + 1;
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static QVariant countsData(const StatusCounts &counts);
    // "Planned 2 · Pulled 12 · Tested 30": the statuses present in the format's order, for a tooltip.
    static QString describe(const StatusCounts &counts);
};

// Draws the bar in `rect`: done statuses first (in service, tested), then terminated, pulled, failed, and the
// planned rest.
void paintStatusBar(QPainter *painter, const QRectF &rect, const StatusCounts &counts);

} // namespace railyard
