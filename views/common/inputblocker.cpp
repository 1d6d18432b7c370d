#include "common/inputblocker.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace railyard {

namespace {

int active = 0; // blockers alive (GUI thread only)

// Events by which a user edits, navigates or closes: what a busy window must not take.
bool isUserInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::ShortcutOverride:
    case QEvent::Shortcut:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::ContextMenu:
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TabletPress:
    case QEvent::TabletMove:
    case QEvent::TabletRelease:
    case QEvent::NativeGesture:
    case QEvent::Gesture:
    case QEvent::Close:
        return true;
    default:
        return false;
    }
}

// The window a receiver belongs to: a widget's; for a shortcut, its action's (the window it was added to).
QWidget *windowOf(QObject *receiver)
{
    if (auto *widget = qobject_cast<QWidget *>(receiver)) return widget->window();
    if (auto *action = qobject_cast<QAction *>(receiver)) {
        for (QObject *object : action->associatedObjects())
            if (auto *widget = qobject_cast<QWidget *>(object)) return widget->window();
    }
    // A QShortcut, or an action added to no widget: the widget it belongs to.
    for (QObject *parent = receiver->parent(); parent; parent = parent->parent())
        if (auto *widget = qobject_cast<QWidget *>(parent)) return widget->window();
    return nullptr;
}

} // namespace

InputBlocker::InputBlocker(QWidget *window) : m_window(window ? window->window() : nullptr)
{
    if (!m_window) return;
    ++active;
    qApp->installEventFilter(this);
}

InputBlocker::~InputBlocker()
{
    if (!m_window) return;
    qApp->removeEventFilter(this);
    --active;
}

bool InputBlocker::isActive()
{
    return active > 0;
}

bool InputBlocker::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_window || !isUserInput(event->type()) || windowOf(watched) != m_window)
        return QObject::eventFilter(watched, event);
    // Taken as handled: an accepted shortcut override means "no shortcut" to Qt, and a close is refused.
    if (event->type() == QEvent::Close)
        event->ignore();
    else
        event->accept();
    return true;
}

} // namespace railyard
