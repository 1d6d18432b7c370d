#include "controllers/revisioncontroller.h"

#include "commands/revisioncommands.h"
#include "common/backgroundtask.h"
#include "common/exportfile.h"
#include "common/preferences.h"
#include "controllers/overlaycontroller.h"
#include "dialogs/changeorderdialog.h"
#include "dialogs/saverevisiondialog.h"
#include "document/document.h"
#include "revision/changeorder.h"
#include "revision/changeorderwriter.h"
#include "revision/revisionoverlay.h"
#include "revision/revisionstore.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

namespace railyard {

// The revision compared with and the last changes the overlay found, shared with the overlay's maker (which
// runs after every edit) so that the dock lists what the views colour.
struct RevisionController::Comparison
{
    QString name;
    Design revision;
    DesignDiff diff;
};

RevisionController::RevisionController(OverlayController *overlay, QWidget *window)
    : QObject(window), m_window(window), m_overlay(overlay)
{
    connect(m_overlay, &OverlayController::overlayChanged, this, &RevisionController::onOverlayChanged);
}

RevisionController::~RevisionController() = default;

void RevisionController::setDocument(Document *document)
{
    // The overlay controller drops its overlay with the design; the comparison goes with it.
    m_document = document;
    if (m_comparison) {
        m_comparison.reset();
        Q_EMIT comparisonChanged(QString(), DesignDiff());
    }
}

QString RevisionController::proposedName(const Document &document)
{
    for (int n = int(document.design().revisions.size()) + 1;; ++n) {
        const QString name = QStringLiteral("R%1").arg(n);
        if (findRevision(document.design(), name) < 0) return name;
    }
}

bool RevisionController::saveRevision()
{
    if (!m_document) return false;
    const Design &design = m_document->design();
    SaveRevisionDialog dialog(
        proposedName(*m_document),
        [&design](const QString &name) { return revisionNameProblem(design, name); }, m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    const QString name = dialog.name(), note = dialog.note();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // A large design takes a moment to write out and compress: off the GUI thread, on a copy.
    std::optional<Revision> revision =
        runInBackground<Revision>(m_window, tr("Saving revision “%1”…").arg(name),
                                  [copy = Design(design), name, note, now](Feedback &) {
                                      return recordRevision(copy, name, note, now);
                                  });
    if (!revision) return false;
    m_document->push(addRevision(m_document, *revision));
    Q_EMIT message(tr("Revision “%1” kept; it is written with the document when you save it.").arg(name));
    return true;
}

void RevisionController::compareWithChosen()
{
    if (!m_document) return;
    const QList<Revision> &revisions = m_document->design().revisions;
    if (revisions.isEmpty()) {
        QMessageBox::information(m_window, tr("Compare with Revision"),
                                 tr("This document has no revisions yet. File ▸ Save Revision… keeps the "
                                    "design as it is now, to compare with later."));
        return;
    }
    if (revisions.size() == 1) {
        compare(0);
        return;
    }
    QStringList names;
    for (const Revision &r : revisions)
        names << r.name;
    // A dialog of its own rather than QInputDialog::getItem, wide enough for its title.
    QInputDialog dialog(m_window);
    dialog.setWindowTitle(tr("Compare with Revision"));
    dialog.setLabelText(tr("&Revision:"));
    dialog.setComboBoxItems(names);
    dialog.setTextValue(names.last());
    dialog.setMinimumWidth(360);
    if (dialog.exec() == QDialog::Accepted) compare(int(names.indexOf(dialog.textValue())));
}

QString RevisionController::where() const
{
    return m_document->fileName().isEmpty() ? m_document->displayName() : m_document->fileName();
}

std::optional<Design> RevisionController::readRevision(int index, const QString &title)
{
    if (!m_document || index < 0 || index >= m_document->design().revisions.size()) return std::nullopt;
    const Revision revision = m_document->design().revisions.at(index);
    // A large design takes a moment to inflate and read: off the GUI thread.
    std::optional<Result<Design>> read = runInBackground<Result<Design>>(
        m_window, tr("Reading revision “%1”…").arg(revision.name),
        [revision, where = where()](Feedback &) { return revisionDesign(revision, where); });
    if (!read) return std::nullopt;
    if (!read->ok()) {
        QMessageBox::warning(
            m_window, title,
            tr("Cannot read revision “%1”:\n%2").arg(revision.name, read->error().toString()));
        return std::nullopt;
    }
    return std::move(read->value());
}

bool RevisionController::compare(int index)
{
    std::optional<Design> read = readRevision(index, tr("Compare with Revision"));
    if (!read) return false;
    const Revision &revision = m_document->design().revisions.at(index);
    auto comparison = std::make_shared<Comparison>();
    comparison->name = revision.name;
    comparison->revision = std::move(*read);
    m_comparison = comparison;
    m_overlay->setOverlay(
        [comparison](const Design &now) {
            RevisionComparison c = compareWithRevision(now, comparison->revision, comparison->name);
            comparison->diff = std::move(c.diff);
            return std::move(c.overlay);
        },
        OverlayController::Source::Revision);
    return true;
}

void RevisionController::stopComparing()
{
    if (m_overlay->shows(OverlayController::Source::Revision)) m_overlay->setOverlay({});
}

bool RevisionController::isComparing() const
{
    return m_comparison && m_overlay->shows(OverlayController::Source::Revision);
}

QString RevisionController::comparedName() const
{
    return isComparing() ? m_comparison->name : QString();
}

QList<int> RevisionController::devicesNearRemoved(const QString &id) const
{
    QList<int> out;
    if (!isComparing() || !m_document) return out;
    const Design &then = m_comparison->revision, &now = m_document->design();
    const auto add = [&](int deviceThen) {
        if (deviceThen < 0) return;
        const int d = now.devices().find(then.devices().at(deviceThen).id);
        if (d >= 0 && !out.contains(d)) out.append(d);
    };
    if (const int cable = then.cables().find(id); cable >= 0) {
        for (const Endpoint &e : then.cables().at(cable).ends)
            if (!e.isLoose()) add(e.device);
        return out;
    }
    // A device or a rack: whatever of its rack the design still has.
    int rackThen = then.racks().find(id);
    if (const int device = then.devices().find(id); device >= 0) rackThen = then.devices().at(device).rack;
    if (rackThen < 0) return out;
    for (int d : then.devices().live())
        if (then.devices().at(d).rack == rackThen) add(d);
    return out;
}

void RevisionController::onOverlayChanged()
{
    if (!m_comparison) return;
    if (!m_overlay->shows(OverlayController::Source::Revision)) {
        // Another overlay (a verification) or none took its place.
        m_comparison.reset();
        Q_EMIT comparisonChanged(QString(), DesignDiff());
        return;
    }
    Q_EMIT comparisonChanged(m_comparison->name, m_comparison->diff);
}

void RevisionController::restore(int index)
{
    if (!m_document || index < 0 || index >= m_document->design().revisions.size()) return;
    const QString name = m_document->design().revisions.at(index).name;
    if (QMessageBox::question(
            m_window, tr("Restore Revision"),
            tr("Make the design what it was in revision “%1”? Edit ▸ Undo brings the design "
               "back as it is now; every revision is kept.")
                .arg(name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    restoreNow(index);
}

bool RevisionController::restoreNow(int index)
{
    std::optional<Design> read = readRevision(index, tr("Restore Revision"));
    if (!read) return false;
    const Revision &revision = m_document->design().revisions.at(index);
    const QString name = revision.name;
    m_document->push(restoreRevision(m_document, std::move(*read), name));
    Q_EMIT message(tr("Restored revision “%1”; checking the design again.").arg(name));
    return true;
}

void RevisionController::remove(int index)
{
    if (!m_document || index < 0 || index >= m_document->design().revisions.size()) return;
    const QString name = m_document->design().revisions.at(index).name;
    if (QMessageBox::question(m_window, tr("Delete Revision"),
                              tr("Forget revision “%1”? Edit ▸ Undo brings it back until the document is "
                                 "closed.")
                                  .arg(name),
                              QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    removeNow(index);
}

void RevisionController::removeNow(int index)
{
    if (!m_document || index < 0 || index >= m_document->design().revisions.size()) return;
    if (isComparing() && m_comparison->name == m_document->design().revisions.at(index).name) stopComparing();
    m_document->push(removeRevision(m_document, index));
}

void RevisionController::exportChangeOrder()
{
    if (!m_document) return;
    QStringList names;
    for (const Revision &r : m_document->design().revisions)
        names << r.name;
    ChangeOrderDialog dialog(names, m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString from =
        dialog.revision() >= 0 ? names.at(dialog.revision()) : QFileInfo(dialog.file()).baseName();
    const QString path = askExportFile(
        m_window, m_document, tr("Export Change Order"),
        tr("%1 change order from %2.xlsx").arg(exportBaseName(m_document), from),
        tr("Excel workbook (*.xlsx);;PDF to tick off (*.pdf);;CSV (*.csv)"), QStringLiteral("xlsx"));
    if (path.isEmpty()) return;
    exportChangeOrderTo(dialog.revision(), dialog.file(), path);
}

bool RevisionController::exportChangeOrderTo(int revision, const QString &file, const QString &path)
{
    if (!m_document) return false;
    const QList<Revision> &revisions = m_document->design().revisions;
    if (revision >= revisions.size()) return false;
    const QString where = this->where();
    const QString from =
        revision >= 0 ? tr("revision “%1”").arg(revisions.at(revision).name) : QFileInfo(file).fileName();
    const QString title = changeOrderTitle(from, m_document->displayName());
    // Reading the other design and writing the order take a while on a large hall: off the GUI thread.
    const Paper paper = Preferences::load().paper;
    std::optional<Result<int>> written = runInBackground<Result<int>>(
        m_window, tr("Writing the change order…"),
        [after = Design(m_document->design()), stored = revision >= 0 ? revisions.at(revision) : Revision(),
         file, where, path, title, paper](Feedback &) -> Result<int> {
            Result<Design> before =
                stored.content.isEmpty() ? loadDesign(file) : revisionDesign(stored, where);
            if (!before.ok()) return before.error();
            const std::vector<ChangeStep> steps = changeOrder(before.value(), after);
            if (Result<> w = writeChangeOrder(steps, path, title, paper); !w.ok()) return w.error();
            return int(steps.size());
        });
    if (!written) return false;
    if (!written->ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot write the change order"),
            tr("<p>%1</p><p>Nothing was written.</p>").arg(written->error().toString().toHtmlEscaped()));
        return false;
    }
    Q_EMIT message(tr("Change order of %n step(s) written to %1", nullptr, written->value())
                       .arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace railyard
