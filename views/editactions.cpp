#include "editactions.h"

#include "commands/rackcommands.h"
#include "design/floorlayout.h"
#include "document/document.h"
#include "document/operations.h"
#include "io/deviceclipboard.h"
#include "mimetypes.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

#include <algorithm>

namespace railyard {

EditActions::EditActions(SelectionModel *selection, QObject *parent) : QObject(parent), m_selection(selection)
{
}

void EditActions::setDocument(Document *document)
{
    m_document = document;
}

bool EditActions::deleteSelection()
{
    const Selection &s = m_selection->selection();
    if (!m_document || s.isEmpty()) return false;
    return operations::deleteObjects(*m_document, s.racks, s.devices, s.cables).pushTo(*m_document);
}

bool EditActions::copySelection()
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

bool EditActions::paste()
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

void EditActions::selectAll()
{
    if (everythingShown) m_selection->select(everythingShown());
}

int EditActions::addRack()
{
    if (!m_document) return -1;
    const Design &d = m_document->design();
    // The row of the selected rack, else the row of the last rack; the next free tile at its end.
    int like = m_selection->selection().racks.isEmpty() ? -1 : m_selection->selection().racks.last();
    if (like < 0)
        for (int r : d.racks().live())
            like = r;
    const QString row = like >= 0 ? d.racks().at(like).row : QStringLiteral("A");
    std::optional<double> lastX;
    for (int r : d.racks().live())
        if (d.racks().at(r).row == row && d.racks().at(r).xM)
            lastX = std::max(lastX.value_or(*d.racks().at(r).xM), *d.racks().at(r).xM);
    // Like its neighbour: the same cabinet, height and width, side by side.
    const RowProposal proposal = proposeRow(d);
    const double width = like >= 0 ? d.racks().at(like).widthMm.value_or(defaultRackWidthMm) / 1000.0 : 0.6;
    const std::vector<Rack> racks =
        rowOfRacks(d, row, 1, like >= 0 ? d.racks().at(like).heightU : proposal.heightU,
                   lastX ? *lastX + width : 0.0, like >= 0 ? d.racks().at(like).yM.value_or(0) : 0,
                   like >= 0 ? d.racks().at(like).type : proposal.rackType);
    m_document->push(new AddRacks(m_document, racks));
    const int added = d.racks().find(racks.front().id);
    m_selection->select({{added}, {}, {}});
    Q_EMIT message(tr("Added rack %1").arg(racks.front().id));
    return added;
}

void EditActions::addRow(const QString &row, int count, int heightU, double x, double y, int rackType)
{
    if (!m_document) return;
    const Design &d = m_document->design();
    const std::vector<Rack> racks = rowOfRacks(d, row, count, heightU, x, y, rackType);
    m_document->push(new AddRacks(m_document, racks));
    Selection added;
    for (const Rack &r : racks)
        added.racks.append(d.racks().find(r.id));
    m_selection->select(added);
    Q_EMIT message(tr("Added %1 racks in row %2").arg(count).arg(row));
}

} // namespace railyard
