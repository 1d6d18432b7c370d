#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace railyard {

// Keeps the user's input away from a window while work on its design runs behind a progress dialog, from the
// first moment: a window-modal dialog blocks input only once it is shown, and the progress dialogs appear
// after a moment so that quick work does not flash one. Until then keys, shortcuts, clicks, the wheel, drops
// and closing the window are swallowed (a Delete pressed just after Ctrl+S must not edit the design the save
// is writing); the progress dialog itself, and other windows, keep theirs. While one is alive, `isActive()`
// says so: a file handed over by another Railyard waits for it (InstanceChannel).
class InputBlocker : public QObject
{
public:
    // `window`: the window whose widgets take no input (its top-level window is used); none blocks nothing.
    explicit InputBlocker(QWidget *window);
    ~InputBlocker() override;
    InputBlocker(const InputBlocker &) = delete;
    InputBlocker &operator=(const InputBlocker &) = delete;

    static bool isActive();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_window;
};

} // namespace railyard
