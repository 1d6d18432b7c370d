#pragma once

#include "render/decorations.h"
#include "render/linkoverlay.h"

#include <QObject>

#include <functional>

namespace railyard {

class Design;
class Document;
class ValidationController;
struct Change;

// The colours laid over the links of the open design — an as-built verification's, or the install status —
// with their key. They are
// made again from the design after the edits of each turn of the event loop, so that they follow renames and
// removals, until taken away. Independent of validation: the rack and fabric views ask both.
class OverlayController : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    void setDocument(Document *document);
    // Where an overlay comes from: a verification or a counter comparison belongs to the design it was made
    // against and lies over everything while shown; the install status is the colouring chosen in the View
    // menu, made from whichever design is open, under the others.
    enum class Source
    {
        Verification,
        InstallStatus,
        Counters,
        Revision // a comparison with one of the document's revisions
    };
    using OverlayMaker = std::function<LinkOverlay(const Design &)>;
    // The View menu's colouring (an empty function: none), kept across designs.
    void setBaseOverlay(OverlayMaker make);
    // A verification's or a comparison's, made from the design now and after every edit, over the base; an
    // empty function takes it away and the base shows again.
    void setOverlay(OverlayMaker make, Source source = Source::Verification);
    // Whether the overlay now shown comes from there.
    bool shows(Source source) const;
    // The overlay, or nullptr when there is none (or it colours nothing).
    const LinkOverlay *overlay() const { return m_overlay.isEmpty() ? nullptr : &m_overlay; }

Q_SIGNALS:
    void overlayChanged();

private:
    void onChanged(const Change &change);
    void remake();

    Document *m_document = nullptr;
    OverlayMaker m_maker; // a verification's or a comparison's
    Source m_source = Source::Verification;
    OverlayMaker m_base; // the View menu's colouring
    LinkOverlay m_overlay;
    bool m_scheduled = false;
};

// What the painters need from the window's controllers: validation's colours and marks, and the overlay
// (either may be null). The views and the drawings of the window add the selection.
Decorations windowDecorations(const ValidationController *validation, const OverlayController *overlay);

} // namespace railyard
