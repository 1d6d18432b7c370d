#pragma once

#include <QColor>
#include <QList>
#include <QPair>
#include <QWidget>

namespace railyard {

// A small key of colours and names shown over a view's corner (the rail legend, among others).
class LegendWidget : public QWidget
{
    Q_OBJECT

public:
    explicit LegendWidget(QWidget *parent = nullptr);
    void setEntries(const QString &title, const QList<QPair<QColor, QString>> &entries);
    const QList<QPair<QColor, QString>> &entries() const { return m_entries; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_title;
    QList<QPair<QColor, QString>> m_entries;
};

} // namespace railyard
