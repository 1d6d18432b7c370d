#include "controllers/overlaycontroller.h"

#include "controllers/validationcontroller.h"
#include "document/document.h"

#include <QTimer>

namespace railyard {

void OverlayController::setDocument(Document *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // A verification is of the design it was made against: another design starts without one. The install
    // status is made again from the new design.
    if (m_source != Source::InstallStatus) m_maker = {};
    m_overlay = LinkOverlay();
    if (m_document) {
        connect(m_document, &Document::changed, this, &OverlayController::onChanged);
        if (m_maker) {
            remake();
            return;
        }
    }
    Q_EMIT overlayChanged();
}

void OverlayController::setOverlay(OverlayMaker make, Source source)
{
    m_maker = std::move(make);
    m_source = source;
    remake();
}

void OverlayController::onChanged(const Change &)
{
    // Once after a whole macro, not for each of its commands.
    if (!m_maker || m_scheduled) return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        if (m_maker) remake();
    });
}

void OverlayController::remake()
{
    m_overlay = m_maker && m_document ? m_maker(m_document->design()) : LinkOverlay();
    Q_EMIT overlayChanged();
}

Decorations windowDecorations(const ValidationController *validation, const OverlayController *overlay)
{
    Decorations d = validation ? validation->decorations() : Decorations();
    d.overlay = overlay ? overlay->overlay() : nullptr;
    return d;
}

} // namespace railyard
