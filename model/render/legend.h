#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPair>
#include <QPalette>
#include <QSizeF>
#include <QString>

#include <vector>

class QPainter;

namespace railyard {

// A key of colours and names: a bold title, then a swatch and a name per entry, on a rounded panel. Drawn the
// same over a view's corner (LegendWidget) and on exported drawings.
struct Legend
{
    QString title;
    QList<QPair<QColor, QString>> entries;
    bool inRow = false;  // the title and the entries on one line, rather than one under the other
    double rowWidth = 0; // in a row, the width past which entries go on a new line (0: none)

    bool isEmpty() const { return entries.isEmpty(); }
    QSizeF size(const QFont &font) const;
    void paint(QPainter &painter, const QPointF &topLeft, const QFont &font, const QPalette &palette) const;

private:
    // Where each entry goes from the top left inside the margin, and the whole size.
    std::vector<QPointF> places(const QFont &font, QSizeF &extent) const;
};

} // namespace railyard
