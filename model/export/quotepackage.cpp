#include "export/quotepackage.h"

#include "core/feedback.h"
#include "design/floorlayout.h"
#include "export/bomwriter.h"
#include "export/cableschedule.h"
#include "export/drawingexport.h"
#include "export/labeltemplate.h"
#include "export/quotepdf.h"
#include "io/atomicfile.h"
#include "io/designfile.h"
#include "report/designinfo.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

namespace railyard {

namespace {

const char *const designFile = "design.railyard";

QString readme(const Design &d, const QString &fileName, Paper paper)
{
    const DesignInfo info = computeDesignInfo(d);
    QString text;
    text += QStringLiteral("Railyard quote package\r\n======================\r\n\r\n");
    text += QStringLiteral("Design:   %1\r\n").arg(d.name.isEmpty() ? QStringLiteral("(untitled)") : d.name);
    if (!fileName.isEmpty()) text += QStringLiteral("File:     %1\r\n").arg(fileName);
    text += QStringLiteral("Date:     %1\r\n\r\n").arg(QDateTime::currentDateTime().toString(Qt::ISODate));
    text +=
        QStringLiteral("Racks:    %1\r\nDevices:  %2\r\nCables:   %3\r\nFibers:   %4\r\nChannels: %5\r\n\r\n")
            .arg(info.racks)
            .arg(info.devices)
            .arg(info.cables)
            .arg(info.fibers)
            .arg(info.channels);
    text +=
        QStringLiteral(
            "Contents\r\n--------\r\n"
            "quote.pdf           the quote: title block, parts by category with subtotals, total (prices in "
            "%1)\r\n"
            "bom.xlsx            the same as a spreadsheet, with the cable schedule\r\n"
            "bom.csv             bill of materials, one line per part and ordered length\r\n"
            "cable-schedule.csv  every cable with its part number and ends, in installation order\r\n"
            "                    (by rack, then from the top of the rack down)\r\n"
            "labels.pdf          cable labels, two per cable (%2), in installation order\r\n"
            "floor-plan.pdf      racks and cable bundles between them\r\n"
            "elevations.pdf      the racks of every row, front and rear, a page each\r\n"
            "fabric.pdf          the logical fabric, links coloured by rail\r\n"
            "design.railyard     the design (open it with Railyard, or railyard-cli convert to JSON)\r\n"
            "manifest.sha256     SHA-256 of every other file (check with: sha256sum -c manifest.sha256)\r\n")
            .arg(d.currency, paper == Paper::Letter ? QStringLiteral("US Letter sheets, 3 x 10")
                                                    : QStringLiteral("A4 sheets, 3 x 7"));
    return text;
}

bool addFile(QuaZip &zip, const QString &name, const QString &source)
{
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly)) return false;
    QuaZipFile out(&zip);
    QuaZipNewInfo info(name, source);
    info.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                        QFileDevice::ReadOther);
    if (!out.open(QIODevice::WriteOnly, info)) return false;
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(1 << 20);
        if (out.write(chunk) != chunk.size()) return false;
    }
    out.close();
    return out.getZipError() == ZIP_OK;
}

} // namespace

QStringList quotePackageContents()
{
    return {QStringLiteral("quote.pdf"),      QStringLiteral("bom.xlsx"),
            QStringLiteral("bom.csv"),        QStringLiteral("cable-schedule.csv"),
            QStringLiteral("labels.pdf"),     QStringLiteral("floor-plan.pdf"),
            QStringLiteral("elevations.pdf"), QStringLiteral("fabric.pdf"),
            QLatin1String(designFile),        QStringLiteral("README.txt"),
            QStringLiteral("manifest.sha256")};
}

Result<> writeQuotePackage(const Design &d, const QString &fileName, const Decorations &decorations,
                           const QString &path, Feedback *feedback, Paper paper)
{
    QTemporaryDir work;
    if (!work.isValid()) return IoError{path, {}, {}, QStringLiteral("cannot create a temporary folder")};
    const QStringList names = quotePackageContents();
    const qint64 parts = names.size() + 1; // each file, then the zip
    qint64 done = 0;
    const auto step = [&]() { return !feedback || feedback->setProgress(++done, parts); };
    const auto cancelled = [&] { return IoError::cancel(path); };
    const auto fail = [&](const IoError &e) {
        return IoError{
            path, {}, {}, QStringLiteral("%1: %2").arg(e.file.section(QLatin1Char('/'), -1), e.message)};
    };

    // Each file into the folder, in the order of the package; a step of progress each.
    const Bom bom = buildBom(d);
    QList<DrawingView> elevations;
    for (const QString &row : rowNames(d))
        for (bool rear : {false, true})
            elevations.append({DrawingView::Kind::Row, row, rear, {}});
    // The label sheets of the paper: A4 3 × 7, or US Letter 3 × 10.
    const QString labelTemplateName =
        paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("default");
    LabelOptions labels;
    labels.order = CableOrder::Installation;
    const auto make = [&](const QString &name) -> Result<> {
        const QString to = work.filePath(name);
        if (name == QLatin1String("quote.pdf")) return writeQuotePdf(bom, to, paper);
        if (name == QLatin1String("bom.xlsx")) return writeBomXlsx(d, bom, to, paper);
        if (name == QLatin1String("bom.csv")) return writeFileAtomically(to, bomToCsv(bom));
        if (name == QLatin1String("cable-schedule.csv"))
            return writeFileAtomically(to, cableScheduleCsv(d, CableOrder::Installation));
        if (name == QLatin1String("labels.pdf"))
            return writeLabels(d, *findLabelTemplate(labelTemplateName), to, labels);
        if (name == QLatin1String("floor-plan.pdf"))
            return exportDrawing(d, decorations, {DrawingView::Kind::Floor, {}, false, {}}, to, paper);
        if (name == QLatin1String("elevations.pdf"))
            return elevations.isEmpty()
                       ? exportDrawing(d, decorations, {DrawingView::Kind::Floor, {}, false, {}}, to, paper)
                       : exportDrawings(d, decorations, elevations, to, paper);
        if (name == QLatin1String("fabric.pdf"))
            return exportDrawing(d, decorations, {DrawingView::Kind::Fabric, {}, false, {}}, to, paper);
        if (name == QLatin1String(designFile)) return saveDesign(d, to, FileFormat::Native);
        if (name == QLatin1String("README.txt"))
            return writeFileAtomically(to, readme(d, fileName, paper).toUtf8());
        // Last: the checksums of everything before it.
        QByteArray manifest;
        for (const QString &other : names)
            if (other != name) {
                QFile f(work.filePath(other));
                if (!f.open(QIODevice::ReadOnly))
                    return IoError{to, {}, other, QStringLiteral("cannot read it back")};
                QCryptographicHash hash(QCryptographicHash::Sha256);
                if (!hash.addData(&f)) return IoError{to, {}, other, QStringLiteral("cannot read it back")};
                manifest += hash.result().toHex() + "  " + other.toUtf8() + "\n";
            }
        return writeFileAtomically(to, manifest);
    };
    for (const QString &name : names) {
        if (Result<> s = make(name); !s.ok()) return fail(s.error());
        if (!step()) return cancelled();
    }

    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        QuaZip zip(file.tempPath());
        if (!zip.open(QuaZip::mdCreate))
            return IoError{
                path, {}, {}, QStringLiteral("cannot create the zip (error %1)").arg(zip.getZipError())};
        zip.setComment(QStringLiteral("Railyard quote package: %1").arg(d.name));
        for (const QString &name : names)
            if (!addFile(zip, name, work.filePath(name)))
                return IoError{path, {}, {}, QStringLiteral("cannot add %1 to the zip").arg(name)};
        zip.close();
        if (zip.getZipError() != ZIP_OK)
            return IoError{
                path, {}, {}, QStringLiteral("cannot finish the zip (error %1)").arg(zip.getZipError())};
    }
    if (!step()) return cancelled();
    return file.commit();
}

} // namespace railyard
