#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QToolBar;

namespace railyard {

class ElevationScene;
class ElevationView;

// The Rack elevations tab: a bar to choose the row shown (or all racks, for small designs) above the view.
// The list of rows follows the design as racks are added, renamed into other rows or removed.
class ElevationPage : public QWidget
{
    Q_OBJECT

public:
    ElevationPage(ElevationScene *scene, ElevationView *view, QWidget *parent = nullptr);
    ElevationView *view() const { return m_view; }
    QComboBox *rowChooser() const { return m_rows; }
    // Where the window puts its Front/Rear toggle and other view actions.
    QToolBar *toolBar() const { return m_bar; }
    // "All racks" is offered up to this many racks: more do not fit on one screen readably.
    static constexpr int allRacksLimit = 40;

private:
    void fillRows();
    void choose(int index);

    ElevationScene *m_scene;
    ElevationView *m_view;
    QToolBar *m_bar;
    QComboBox *m_rows;
    bool m_filling = false;
};

} // namespace railyard
