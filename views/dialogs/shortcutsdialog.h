#pragma once

class QMenuBar;
class QWidget;

namespace railyard {

// Help ▸ Keyboard Shortcuts: every menu action with a shortcut, read from the menus so it is always true, and
// the mouse gestures of the views.
void showShortcutsDialog(QWidget *parent, QMenuBar *menuBar);

} // namespace railyard
