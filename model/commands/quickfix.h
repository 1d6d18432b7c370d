#pragma once

#include "validation/issue.h"

#include <QString>

#include <functional>
#include <optional>

class QUndoCommand;

namespace railyard {

class Document;

// A fix for an issue where one is clear, offered from the validation panel: what it does, in words, and the
// undo command that does it. Fixes are offered only where the outcome is certain to remove the issue's cause:
// - length-short: the cable's length set to the route, rounded up to an orderable length;
// - polish-, gender-, connector-, fiber- and form-factor-mismatch and cage-mismatch on a cable whose ends the
//   cable type a drag would choose fits (and the present type does not): the type changed to that one;
// - rack-overlap and rack-overflow: the device moved to the nearest free slot of its rack that fits it;
// - floor-overlap: the second rack moved along its row to the nearest free floor tile.
struct QuickFix
{
    QString text;
    std::function<QUndoCommand *(Document *)> command;
};

std::optional<QuickFix> quickFixFor(const Document &document, const Issue &issue);

} // namespace railyard
