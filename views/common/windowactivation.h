#pragma once

#include <QEvent>

namespace railyard {

// Whether a scene should let this event pass by: its window becoming active or inactive. Qt's scene answers
// it by listing every item in stacking order and telling each top-level one (55k racks of a million-GPU
// floor: 100 ms at every switch back to the window). Railyard's items have no panels and take no keyboard
// focus, which is all that activation serves, so the floor plan and the elevations skip it.
inline bool isWindowActivation(const QEvent *event)
{
    return event->type() == QEvent::WindowActivate || event->type() == QEvent::WindowDeactivate;
}

} // namespace railyard
