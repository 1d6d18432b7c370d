#pragma once

#include "common/designview.h"

namespace railyard {

class FabricScene;
class LegendWidget;

// The logical fabric with the key of its links' rail colours in a band along its top (on two lines or more in
// a narrow view), which a fit leaves free. An overlay colours the links by its own keys: its key (lower left)
// then replaces it.
class FabricView : public DesignView
{
    Q_OBJECT

public:
    explicit FabricView(FabricScene *scene, QWidget *parent = nullptr);
    FabricScene *fabric() const { return m_scene; }
    LegendWidget *legend() const { return m_legend; }
    void setOverlayLegend(const QString &title, const QList<QPair<QColor, QString>> &entries) override;
    int reservedTop() const override;
    double lowestZoom() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateLegend();
    void reachAround();
    void placeLegend();

    FabricScene *m_scene;
    LegendWidget *m_legend;
};

} // namespace railyard
