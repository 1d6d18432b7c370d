#pragma once

#include "render/legend.h"

#include <QWidget>

namespace railyard {

// A small key of colours and names shown over a view's corner (the rail legend, among others).
class LegendWidget : public QWidget
{
    Q_OBJECT

public:
    explicit LegendWidget(QWidget *parent = nullptr);
    void setEntries(const QString &title, const QList<QPair<QColor, QString>> &entries);
    // The title and entries on one line (a band over the view), on more where they reach past `width` (0:
    // one line however long), rather than one under the other.
    void setInRow(bool inRow, double width = 0);
    const QList<QPair<QColor, QString>> &entries() const { return m_legend.entries; }
    const Legend &legend() const { return m_legend; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Legend m_legend;
};

} // namespace railyard
