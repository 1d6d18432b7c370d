#include "quotepackage.h"

#include "document/document.h"
#include "drawingexport.h"
#include "export/bomwriter.h"
#include "export/labeltemplate.h"
#include "info/designinfo.h"
#include "io/atomicfile.h"
#include "io/designfile.h"
#include "validationcontroller.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

namespace railyard {

namespace {

const char *const designFile = "design.railyard";

QString readme(const Design &d, const QString &fileName)
{
    const DesignInfo info = computeDesignInfo(d);
    QString text;
    text += QStringLiteral("Railyard quote package\r\n======================\r\n\r\n");
    text += QStringLiteral("Design:   %1\r\n").arg(d.name.isEmpty() ? QStringLiteral("(untitled)") : d.name);
    if (!fileName.isEmpty())
        text += QStringLiteral("File:     %1\r\n").arg(fileName);
    text += QStringLiteral("Date:     %1\r\n\r\n").arg(QDateTime::currentDateTime().toString(Qt::ISODate));
    text += QStringLiteral("Racks:    %1\r\nDevices:  %2\r\nCables:   %3\r\nFibers:   %4\r\nChannels: %5\r\n\r\n")
                .arg(info.racks)
                .arg(info.devices)
                .arg(info.cables)
                .arg(info.fibers)
                .arg(info.channels);
    text += QStringLiteral("Contents\r\n--------\r\n"
                           "design.railyard   the design (open it with Railyard, or railyard-cli convert to JSON)\r\n"
                           "bom.csv           bill of materials, one line per part and ordered length (prices in %1)\r\n"
                           "bom.xlsx          the same as a spreadsheet, with totals and the cable schedule\r\n"
                           "labels.pdf        cable labels, two per cable (A4 sheets, 3 x 7)\r\n"
                           "floor-plan.pdf    racks and cable bundles between them\r\n"
                           "fabric.pdf        the logical fabric, links coloured by rail\r\n")
                .arg(d.currency);
    return text;
}

bool addFile(QuaZip &zip, const QString &name, const QString &source)
{
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly))
        return false;
    QuaZipFile out(&zip);
    QuaZipNewInfo info(name, source);
    info.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    if (!out.open(QIODevice::WriteOnly, info))
        return false;
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(1 << 20);
        if (out.write(chunk) != chunk.size())
            return false;
    }
    out.close();
    return out.getZipError() == ZIP_OK;
}

} // namespace

QStringList quotePackageContents()
{
    return {QLatin1String(designFile),     QStringLiteral("bom.csv"),        QStringLiteral("bom.xlsx"), QStringLiteral("labels.pdf"),
            QStringLiteral("floor-plan.pdf"), QStringLiteral("fabric.pdf"), QStringLiteral("README.txt")};
}

IoStatus writeQuotePackage(Document &document, ValidationController &validation, const QString &path, const ExportProgress &progress)
{
    QTemporaryDir work;
    if (!work.isValid())
        return IoError{path, {}, {}, QStringLiteral("cannot create a temporary folder")};
    const Design &d = document.design();
    const QStringList names = quotePackageContents();
    const qint64 parts = names.size() + 1;  // each file, then the zip
    qint64 done = 0;
    const auto step = [&]() { return !progress || progress(++done, parts); };
    const auto cancelled = [&] { return IoError{path, {}, {}, cancelledMessage()}; };
    const auto fail = [&](const IoError &e) { return IoError{path, {}, {}, QStringLiteral("%1: %2").arg(e.file.section(QLatin1Char('/'), -1), e.message)}; };

    if (IoStatus s = saveDesign(d, work.filePath(QLatin1String(designFile)), FileFormat::Native))
        return fail(*s);
    if (!step())
        return cancelled();
    const Bom bom = buildBom(d);
    if (IoStatus s = writeFileAtomically(work.filePath(QStringLiteral("bom.csv")), bomToCsv(bom)))
        return fail(*s);
    if (!step())
        return cancelled();
    if (IoStatus s = writeBomXlsx(d, bom, work.filePath(QStringLiteral("bom.xlsx"))))
        return fail(*s);
    if (!step())
        return cancelled();
    LabelOptions labels;
    if (IoStatus s = writeLabels(d, *findLabelTemplate(QStringLiteral("default")), work.filePath(QStringLiteral("labels.pdf")), labels))
        return fail(*s);
    if (!step())
        return cancelled();
    if (IoStatus s = exportDrawing(document, validation, {DrawingView::Kind::Floor, {}}, work.filePath(QStringLiteral("floor-plan.pdf"))))
        return fail(*s);
    if (!step())
        return cancelled();
    if (IoStatus s = exportDrawing(document, validation, {DrawingView::Kind::Fabric, {}}, work.filePath(QStringLiteral("fabric.pdf"))))
        return fail(*s);
    if (!step())
        return cancelled();
    if (IoStatus s = writeFileAtomically(work.filePath(QStringLiteral("README.txt")), readme(d, document.fileName()).toUtf8()))
        return fail(*s);
    if (!step())
        return cancelled();

    AtomicFile file(path);
    if (IoStatus status = file.begin())
        return status;
    {
        QuaZip zip(file.tempPath());
        if (!zip.open(QuaZip::mdCreate))
            return IoError{path, {}, {}, QStringLiteral("cannot create the zip (error %1)").arg(zip.getZipError())};
        zip.setComment(QStringLiteral("Railyard quote package: %1").arg(d.name));
        for (const QString &name : names)
            if (!addFile(zip, name, work.filePath(name)))
                return IoError{path, {}, {}, QStringLiteral("cannot add %1 to the zip").arg(name)};
        zip.close();
        if (zip.getZipError() != ZIP_OK)
            return IoError{path, {}, {}, QStringLiteral("cannot finish the zip (error %1)").arg(zip.getZipError())};
    }
    if (!step())
        return cancelled();
    return file.commit();
}

} // namespace railyard
