#include "controllers/overlaycontroller.h"

#include "controllers/validationcontroller.h"
#include "document/document.h"

#include <QTimer>

namespace railyard {

void OverlayController::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // A verification or a counter comparison is of the design it was made against: another design starts
    // without one. The colouring chosen in the View menu is made again from the new design.
    m_maker = {};
    m_overlay = LinkOverlay();
    if (m_document) connect(m_document, &Document::changed, this, &OverlayController::onChanged);
    remake();
}

void OverlayController::setBaseOverlay(OverlayMaker make)
{
    m_base = std::move(make);
    remake();
}

void OverlayController::setOverlay(OverlayMaker make, Source source)
{
    m_maker = std::move(make);
    m_source = source;
    remake();
}

bool OverlayController::shows(Source source) const
{
    if (source == Source::InstallStatus) return !m_maker && m_base;
    return m_maker && m_source == source;
}

void OverlayController::onChanged(const Change &)
{
    // Once after a whole macro, not for each of its commands.
    if ((!m_maker && !m_base) || m_scheduled) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        if (m_maker || m_base) remake();
    });
}

void OverlayController::remake()
{
    const OverlayMaker &make = m_maker ? m_maker : m_base;
    m_overlay = make && m_document ? make(m_document->design()) : LinkOverlay();
    Q_EMIT overlayChanged();
}

Decorations windowDecorations(const ValidationController *validation, const OverlayController *overlay)
{
    Decorations d = validation ? validation->decorations() : Decorations();
    d.overlay = overlay ? overlay->overlay() : nullptr;
    return d;
}

} // namespace railyard
