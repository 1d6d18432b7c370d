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

// The colours laid over the links of the open design — an as-built verification's — with their key. They are
// made again from the design after the edits of each turn of the event loop, so that they follow renames and
// removals, until taken away. Independent of validation: the rack and fabric views ask both.
class OverlayController : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    void setDocument(Document *document);
    // Makes the overlay from the design now and after every edit; an empty function takes it away.
    using OverlayMaker = std::function<LinkOverlay(const Design &)>;
    void setOverlay(OverlayMaker make);
    // The overlay, or nullptr when there is none (or it colours nothing).
    const LinkOverlay *overlay() const { return m_overlay.isEmpty() ? nullptr : &m_overlay; }

Q_SIGNALS:
    void overlayChanged();

private:
    void onChanged(const Change &change);
    void remake();

    Document *m_document = nullptr;
    OverlayMaker m_maker;
    LinkOverlay m_overlay;
    bool m_scheduled = false;
};

// What the painters need from the window's controllers: validation's colours and marks, and the overlay
// (either may be null). The views and the drawings of the window add the selection.
Decorations windowDecorations(const ValidationController *validation, const OverlayController *overlay);

} // namespace railyard
