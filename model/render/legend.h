#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPair>
#include <QPalette>
#include <QSizeF>
#include <QString>

class QPainter;

namespace railyard {

// A key of colours and names: a bold title, then a swatch and a name per entry, on a rounded panel. Drawn the
// same over a view's corner (LegendWidget) and on exported drawings.
struct Legend
{
    QString title;
    QList<QPair<QColor, QString>> entries;

    bool isEmpty() const { return entries.isEmpty(); }
    QSizeF size(const QFont &font) const;
    void paint(QPainter &painter, const QPointF &topLeft, const QFont &font, const QPalette &palette) const;
};

} // namespace railyard
