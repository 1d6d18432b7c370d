#include "common/legendwidget.h"

#include <QPainter>

#include <cmath>

namespace railyard {

LegendWidget::LegendWidget(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void LegendWidget::setEntries(const QString &title, const QList<QPair<QColor, QString>> &entries)
{
    m_legend.title = title;
    m_legend.entries = entries;
    setVisible(!entries.isEmpty());
    resize(sizeHint());
    update();
}

void LegendWidget::setInRow(bool inRow, double width)
{
    m_legend.inRow = inRow;
    m_legend.rowWidth = width;
    resize(sizeHint());
    update();
}

QSize LegendWidget::sizeHint() const
{
    const QSizeF size = m_legend.size(font());
    return {int(std::ceil(size.width())), int(std::ceil(size.height()))};
}

void LegendWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_legend.paint(p, QPointF(0, 0), font(), palette());
}

} // namespace railyard
