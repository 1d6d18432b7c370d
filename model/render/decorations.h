#pragma once

#include "core/enums.h"
#include "render/linkoverlay.h"
#include "validation/issuemarks.h"
#include "validation/validator.h"

#include <QSet>

namespace railyard {

// What the painters show over the design that the design itself does not hold: the rail and network each
// cable carries (from a validator's channels), the objects the issues name, and the selection. The window
// fills it from its live validation and selection; a drawing from one validation run and no selection.
// Pointers, because the validator and the marks of a 100k-GPU design are not copied for every paint.
struct Decorations
{
    const Validator *validator = nullptr; // none: every cable unrailed
    const IssueMarks *issues = nullptr;   // none: nothing marked
    QSet<int> selectedDevices;
    QSet<int> selectedRacks;
    QSet<int> markedRacks;                // holding something selected elsewhere
    int highlightedCable = -1;            // picked on its curve in the elevations
    const LinkOverlay *overlay = nullptr; // shown instead of the rail colours (as-built verification)

    int railOfCable(int cable) const { return validator ? validator->railOfCable(cable) : 0; }
    Network networkOfCable(int cable) const
    {
        return validator ? validator->networkOfCable(cable) : Network::None;
    }
    bool deviceHasError(int device) const { return issues && issues->errorDevices.contains(device); }
    bool deviceHasWarning(int device) const { return issues && issues->warningDevices.contains(device); }
    bool cableHasError(int cable) const { return issues && issues->errorCables.contains(cable); }
    bool cableHasWarning(int cable) const { return issues && issues->warningCables.contains(cable); }
    bool rackHasError(int rack) const { return issues && issues->errorRacks.contains(rack); }
};

// A design validated once, with the decorations that validation gives: what drawings made without the window
// (the CLI, the quote package of a saved file) are painted with.
class ValidatedDecorations
{
public:
    explicit ValidatedDecorations(const Design &design)
        : m_validator(design),
          m_marks(m_validator.issues()), m_decorations{&m_validator, &m_marks, {}, {}, {}, -1}
    {
    }
    ValidatedDecorations(const ValidatedDecorations &) = delete;
    ValidatedDecorations &operator=(const ValidatedDecorations &) = delete;
    const Decorations &decorations() const { return m_decorations; }

private:
    Validator m_validator;
    IssueMarks m_marks;
    Decorations m_decorations;
};

} // namespace railyard
