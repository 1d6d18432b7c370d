#pragma once

#include "core/enums.h"
#include "render/linkoverlay.h"
#include "trace/cablecolours.h"
#include "validation/issuemarks.h"
#include "validation/validator.h"

#include <QSet>

namespace railyard {

// What the painters show over the design that the design itself does not hold: the rail and network each
// cable carries, the objects the issues name, and the selection. The window fills it from its live validation
// and selection; a drawing from one trace of the channels (TracedDecorations), or from one validation run
// when it marks the issues (ValidatedDecorations), and no selection. Pointers, because the colours and the
// marks of a 100k-GPU design are not copied for every paint.
struct Decorations
{
    const CableColours *colours = nullptr; // none: every cable unrailed
    const IssueMarks *issues = nullptr;    // none: nothing marked
    QSet<int> selectedDevices;
    QSet<int> selectedRacks;
    QSet<int> markedRacks;                // holding something selected elsewhere
    int highlightedCable = -1;            // picked on its curve in the elevations
    const LinkOverlay *overlay = nullptr; // shown instead of the rail colours (as-built verification)

    int railOfCable(int cable) const { return colours ? colours->railOfCable(cable) : 0; }
    Network networkOfCable(int cable) const
    {
        return colours ? colours->networkOfCable(cable) : Network::None;
    }
    bool deviceHasError(int device) const { return issues && issues->errorDevices.contains(device); }
    bool deviceHasWarning(int device) const { return issues && issues->warningDevices.contains(device); }
    bool cableHasError(int cable) const { return issues && issues->errorCables.contains(cable); }
    bool cableHasWarning(int cable) const { return issues && issues->warningCables.contains(cable); }
    bool rackHasError(int rack) const { return issues && issues->errorRacks.contains(rack); }
};

// A design's colours from one trace of its channels, no issues marked: what drawings made without the window
// (the CLI, the quote package) are painted with — a small part of the time a validation takes.
class TracedDecorations
{
public:
    explicit TracedDecorations(const Design &design) : m_colours(design)
    {
        m_decorations.colours = &m_colours;
    }
    TracedDecorations(const TracedDecorations &) = delete;
    TracedDecorations &operator=(const TracedDecorations &) = delete;
    const Decorations &decorations() const { return m_decorations; }

private:
    TracedColours m_colours;
    Decorations m_decorations;
};

// A design validated once, with the decorations that validation gives, its issues marked: what
// `railyard-cli render --issues` paints with.
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
