#include "panels/statusbardelegate.h"

#include "commission/installstatus.h"
#include "core/enumtext.h"
#include "render/palette.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>
#include <QStyle>

namespace railyard {

namespace {

// The order of the segments: what is finished from the left, what is still to do at the right.
constexpr CableStatus segmentOrder[] = {CableStatus::InService, CableStatus::Tested, CableStatus::Terminated,
                                        CableStatus::Pulled,    CableStatus::Failed, CableStatus::Planned};

StatusCounts countsOf(const QModelIndex &index)
{
    StatusCounts counts;
    const QVariantList list = index.data(StatusBarDelegate::countsRole).toList();
    for (int s = 0; s < std::min(int(list.size()), StatusCounts::statusCount); ++s)
        counts.counts[size_t(s)] = list[s].toInt();
    return counts;
}

} // namespace

void paintStatusBar(QPainter *painter, const QRectF &rect, const StatusCounts &counts)
{
    const int total = counts.total();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    if (total == 0) {
        painter->setBrush(Palette::cableStatus(CableStatus::Planned).lighter(115));
        painter->drawRect(rect);
    } else {
        double x = rect.left();
        for (CableStatus status : segmentOrder) {
            const int n = counts[status];
            if (n == 0) continue;
            const double w = rect.width() * n / total;
            painter->setBrush(Palette::cableStatus(status));
            painter->drawRect(QRectF(x, rect.top(), w, rect.height()));
            x += w;
        }
    }
    painter->setPen(QPen(QColor(0x70, 0x76, 0x7c), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect.adjusted(0, 0, -1, -1));
    painter->restore();
}

void StatusBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    if (index.data(countsRole).isNull()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's selection background, then the bar inset in it.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &background, painter, widget);
    const QRect r = option.rect.adjusted(3, 4, -3, -4);
    paintStatusBar(painter, r, countsOf(index));
}

QSize StatusBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    return {std::max(size.width(), 120), size.height()};
}

QVariant StatusBarDelegate::countsData(const StatusCounts &counts)
{
    QVariantList list;
    for (int n : counts.counts)
        list << n;
    return list;
}

QString StatusBarDelegate::describe(const StatusCounts &counts)
{
    QStringList parts;
    for (int s = 0; s < StatusCounts::statusCount; ++s)
        if (const int n = counts.counts[size_t(s)]; n > 0)
            parts << QStringLiteral("%1 %2").arg(cableStatusText(CableStatus(s)), QLocale().toString(n));
    return parts.join(QStringLiteral(" · "));
}

} // namespace railyard
