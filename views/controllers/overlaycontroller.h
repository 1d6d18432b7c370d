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
    // What the overlay shows: a verification belongs to the design it was made against; the install status
    // (View ▸ Colour Cables By) is made from whichever design is open.
    enum class Source
    {
        Verification,
        InstallStatus,
        Counters // a comparison of port counters, of the design it was made against
    };
    // Makes the overlay from the design now and after every edit; an empty function takes it away.
    using OverlayMaker = std::function<LinkOverlay(const Design &)>;
    void setOverlay(OverlayMaker make, Source source = Source::Verification);
    // Whether the overlay now shown comes from there.
    bool shows(Source source) const { return m_maker && m_source == source; }
    // The overlay, or nullptr when there is none (or it colours nothing).
    const LinkOverlay *overlay() const { return m_overlay.isEmpty() ? nullptr : &m_overlay; }

Q_SIGNALS:
    void overlayChanged();

private:
    void onChanged(const Change &change);
    void remake();

    Document *m_document = nullptr;
    OverlayMaker m_maker;
    Source m_source = Source::Verification;
    LinkOverlay m_overlay;
    bool m_scheduled = false;
};

// What the painters need from the window's controllers: validation's colours and marks, and the overlay
// (either may be null). The views and the drawings of the window add the selection.
Decorations windowDecorations(const ValidationController *validation, const OverlayController *overlay);

} // namespace railyard
