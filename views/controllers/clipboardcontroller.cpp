#include "controllers/clipboardcontroller.h"

#include "commands/operations.h"
#include "common/mimetypes.h"
#include "document/document.h"
#include "io/deviceclipboard.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

#include <algorithm>

namespace railyard {

ClipboardController::ClipboardController(SelectionModel *selection, QObject *parent)
    : QObject(parent), m_selection(selection)
{
}

void ClipboardController::setDocument(Document *document)
{
    m_document = document;
}

bool ClipboardController::canPaste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    return mime && mime->hasFormat(devicesMimeType);
}

bool ClipboardController::copySelection()
{
    QList<int> devices = m_selection->selection().devices;
    if (!m_document || devices.isEmpty()) return false;
    std::sort(devices.begin(), devices.end());
    auto *mime = new QMimeData;
    const QByteArray data = copyDevices(m_document->design(), devices);
    mime->setData(devicesMimeType, data);
    mime->setText(QString::fromUtf8(data));
    QGuiApplication::clipboard()->setMimeData(mime);
    Q_EMIT message(tr("Copied %n device(s) (without their cables)", nullptr, int(devices.size())));
    return true;
}

bool ClipboardController::paste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!m_document || !mime || !mime->hasFormat(devicesMimeType)) return false;
    const Design &d = m_document->design();
    const Selection &s = m_selection->selection();
    int rack = -1;
    if (!s.devices.isEmpty()) rack = d.devices().at(s.devices.last()).rack;
    if (rack < 0 && !s.racks.isEmpty()) rack = s.racks.first();
    if (rack < 0 && pasteRackFallback) rack = pasteRackFallback();
    if (rack < 0) {
        Q_EMIT message(tr("Cannot paste: select the rack to paste into"));
        return false;
    }
    Operation paste = operations::pasteDevices(*m_document, mime->data(devicesMimeType), rack);
    if (!paste) {
        Q_EMIT message(tr("Cannot paste: %1").arg(paste.refusal));
        return false;
    }
    const QStringList ids = paste.added;
    paste.pushTo(*m_document);
    Selection pasted;
    for (const QString &id : ids)
        pasted.devices.append(d.devices().find(id));
    m_selection->select(pasted);
    return true;
}

} // namespace railyard
