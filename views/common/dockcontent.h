#pragma once

#include <QScrollArea>

namespace railyard {

// What a dock holds: its panel in a frameless scroll area that asks for the same size whatever the panel
// shows, so that docks keep the size the user gave them and the view beside them does not jump when a
// selection or the issue list changes. What does not fit scrolls.
class DockContent : public QScrollArea
{
    Q_OBJECT

public:
    DockContent(QWidget *panel, QSize preferred, QWidget *parent = nullptr);
    QSize sizeHint() const override { return m_preferred; }
    QSize minimumSizeHint() const override { return QSize(140, 80); }

private:
    QSize m_preferred;
};

} // namespace railyard
