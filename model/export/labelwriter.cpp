#include "export/labelwriter.h"

#include "core/feedback.h"
#include "design/design.h"
#include "export/labelpainter.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "io/atomicfile.h"
#include "io/csv.h"
#include "trace/cablenetworks.h"

#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

// Reports progress every so many labels (a call per label would cost more than the label).
constexpr qint64 progressStep = 256;

bool keepGoing(Feedback *feedback, qint64 done, qint64 total)
{
    return !feedback || done % progressStep != 0 || feedback->setProgress(done, total);
}

} // namespace

PaintResult paintLabelPages(QPagedPaintDevice &device, const LabelTemplate &layout, LabelSource &source,
                            Feedback *feedback, bool outlines, int skip, LabelRecord *doesNotFit)
{
    device.setPageSize(QPageSize(layout.stock.pageMm, QPageSize::Millimeter, layout.stock.description,
                                 QPageSize::ExactMatch));
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(&device)) return PaintResult::Failed;
    painter.setRenderHint(QPainter::Antialiasing);
    // Device units per hundredth of a millimetre.
    const double scale = device.logicalDpiX() / 25.4 / LabelPainter::unitsPerMm;
    painter.scale(scale, scale);
    const LabelPainter labels(layout);
    LabelRecord record;
    qint64 done = 0;
    // A partly used sheet: its first labels are already gone.
    int onPage = layout.stock.roll ? 0 : std::clamp(skip, 0, layout.stock.labelsPerPage() - 1);
    while (source.next(record)) {
        const LabelText text = labels.text(record);
        if (doesNotFit && text.overflow) {
            *doesNotFit = record;
            painter.end();
            return PaintResult::DoesNotFit;
        }
        if (onPage == layout.stock.labelsPerPage()) {
            device.newPage();
            onPage = 0;
        }
        const QPointF origin = labels.labelOrigin(onPage++);
        if (outlines) labels.paintOutline(painter, origin);
        labels.paint(painter, origin, record, text);
        if (!keepGoing(feedback, ++done, source.count())) {
            painter.end();
            return PaintResult::Cancelled;
        }
    }
    if (!painter.end()) return PaintResult::Failed;
    if (feedback) feedback->setProgress(done, source.count());
    return PaintResult::Done;
}

LabelFormat labelFormatForFileName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf")) return LabelFormat::Pdf;
    if (suffix == QLatin1String("zpl")) return LabelFormat::Zpl;
    if (suffix == QLatin1String("csv")) return LabelFormat::Csv;
    return LabelFormat::Unknown;
}

namespace {

IoError cancelled(const QString &path)
{
    return IoError::cancel(path);
}

// A label that does not fit its stock at the smallest size: which, and a built-in template that takes it.
IoError doesNotFitError(const Design &design, const LabelTemplate &layout, const QString &path,
                        const LabelRecord &record)
{
    const std::optional<QString> line = LabelPainter(layout).overflow(record);
    QString suggestion = QStringLiteral("use a wider label stock");
    // Stock of the same kind first: a roll printer's user wants a roll template.
    std::vector<const LabelTemplate *> others;
    for (const LabelTemplate &other : labelTemplates())
        if (other.name != layout.name) others.push_back(&other);
    std::stable_partition(others.begin(), others.end(),
                          [&](const LabelTemplate *t) { return t->stock.roll == layout.stock.roll; });
    for (const LabelTemplate *other : others)
        if (!LabelPainter(*other).overflow(record)) {
            suggestion =
                QStringLiteral("the \"%1\" template (%2) takes it").arg(other->name, other->description);
            break;
        }
    Q_UNUSED(design);
    return IoError{
        path,
        {},
        record.cableId,
        QStringLiteral(
            "the %1 end's label does not fit the \"%2\" template at %3 pt, the least that reads (\"%4\"); %5")
            .arg(record.end, layout.name, QString::number(layout.minFontPt), line.value_or(record.line1),
                 suggestion)};
}

// Text written to a QSaveFile as it is made, committed only when complete (not when `stop` says so).
Result<> writeStreamed(const QString &path, LabelSource &source, Feedback *feedback,
                       const std::function<QByteArray()> &header,
                       const std::function<QByteArray(const LabelRecord &)> &encode,
                       const std::function<bool()> &stop = {})
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return IoError{path, {}, {}, QStringLiteral("cannot write: %1").arg(file.errorString())};
    // Every write checked (unbuffered, so a short write shows in its count): a full disk must leave the
    // previous file, not a truncated one.
    auto failed = [&]() {
        file.cancelWriting();
        return IoError{
            path,
            {},
            {},
            QStringLiteral("cannot write the file completely (is the disk full?); the previous file "
                           "is unchanged")};
    };
    QByteArray buffer = header();
    LabelRecord record;
    qint64 done = 0;
    while (source.next(record)) {
        buffer += encode(record);
        if (stop && stop()) {
            file.cancelWriting();
            return {};
        }
        if (!keepGoing(feedback, ++done, source.count())) {
            file.cancelWriting();
            return cancelled(path);
        }
        if (buffer.size() > (1 << 20)) {
            if (file.write(buffer) != buffer.size()) return failed();
            buffer.clear();
        }
    }
    if (file.write(buffer) != buffer.size() || !file.flush()) return failed();
    if (feedback) feedback->setProgress(done, source.count());
    if (!file.commit()) return failed();
    return {};
}

Result<> writePdf(const Design &design, const LabelTemplate &layout, const QString &path, LabelSource &source,
                  const LabelOptions &options, Feedback *feedback)
{
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        QPdfWriter pdf(file.tempPath());
        pdf.setResolution(600);
        pdf.setTitle(design.name.isEmpty() ? QStringLiteral("Cable labels")
                                           : QStringLiteral("Cable labels — %1").arg(design.name));
        pdf.setCreator(QStringLiteral("Railyard"));
        LabelRecord tooBig;
        switch (paintLabelPages(pdf, layout, source, feedback, false, options.skip, &tooBig)) {
        case PaintResult::Done:
            break;
        case PaintResult::DoesNotFit:
            return doesNotFitError(design, layout, path, tooBig);
        case PaintResult::Cancelled:
            return cancelled(path);
        case PaintResult::Failed:
            return IoError{path, {}, {}, QStringLiteral("cannot write the PDF")};
        }
    }
    return file.commit();
}

// ZPL field data with ^FH: '_' introduces a hex byte, so '_', '^' and '~' are written as hex.
QByteArray zplField(const QString &text)
{
    QByteArray out;
    for (char c : text.toUtf8()) {
        if (c == '_' || c == '^' || c == '~')
            out += '_' + QByteArray::number(uchar(c), 16).toUpper();
        else
            out += c;
    }
    return out;
}

} // namespace

QByteArray labelToZpl(const LabelPainter &labels, const LabelRecord &record, int dpi, const LabelText &text)
{
    const LabelTemplate &layout = labels.labelTemplate();
    const auto dots = [dpi](double mm) { return int(std::lround(mm * dpi / 25.4)); };
    const auto at = [&](double xMm, double yMm) {
        QByteArray field("^FO");
        field += QByteArray::number(dots(xMm));
        field += ',';
        field += QByteArray::number(dots(yMm));
        return field;
    };
    const LabelStock &s = layout.stock;
    QByteArray z = "^XA\n^CI28\n";
    z += "^PW" + QByteArray::number(dots(s.labelMm.width())) + "^LL" +
         QByteArray::number(dots(s.labelMm.height())) + '\n';
    // The panels, band, QR code and lines where the paper label has them.
    for (const QRectF &panel : labelPanels(s)) {
        const LabelPanelParts parts = labelPanelParts(layout, record, panel);
        if (!parts.band.isNull()) {
            // Thermal printers print black: a black band with the rail number in reverse.
            const QRectF &band = parts.band;
            z += at(band.left(), band.top()) + "^GB" + QByteArray::number(dots(band.width())) + ',' +
                 QByteArray::number(dots(band.height())) + ',' + QByteArray::number(dots(band.width())) +
                 "^FS\n";
            const int h = dots(std::min(band.width() * 0.8, 3.0));
            z += at(band.left(), band.top() + 0.5) + "^A0R," + QByteArray::number(h) + ',' +
                 QByteArray::number(h) + "^FR^FB" + QByteArray::number(dots(band.height() - 1)) +
                 ",1,0,C,0^FDR" + QByteArray::number(record.rail) + "^FS\n";
        }
        if (!parts.qrCode.isNull()) {
            // ^BQ: model 2, magnification so that a version-2 code (25 modules) fills about the square.
            const int magnification = std::clamp(dots(parts.qrCode.width()) / 29, 1, 10);
            z += at(parts.qrCode.left(), parts.qrCode.top()) + "^BQN,2," + QByteArray::number(magnification) +
                 "^FH^FDQA," + zplField(record.cableId) + "^FS\n";
        }
        // Font 0 is scalable and narrower than the paper's DejaVu Sans, so a line set for paper fits; ^FB
        // keeps it within the panel whatever the printer's font does.
        double y = parts.text.center().y() - text.heightMm() / 2;
        for (const LabelLine &line : text.lines) {
            const int h = std::max(1, dots(line.points * 25.4 / 72));
            z += at(parts.text.left(), y) + "^A0N," + QByteArray::number(h) + ',' + QByteArray::number(h) +
                 "^FB" + QByteArray::number(dots(parts.text.width())) + ",1,0,L,0^FH^FD" +
                 zplField(line.text) + "^FS\n";
            y += labelLineHeightMm(line.points);
        }
    }
    z += "^XZ\n";
    return z;
}

std::vector<LabelRef> labelsFor(const Design &design, const LabelOptions &options)
{
    std::vector<int> cables = options.cables;
    if (options.network) {
        // Of the cables asked for (all when none were), those of the network.
        const std::vector<Network> networks = cableNetworks(design);
        std::vector<int> of;
        const auto keep = [&](int c) {
            if (networks[size_t(c)] == *options.network) of.push_back(c);
        };
        if (cables.empty())
            for (int c : design.cables().live())
                keep(c);
        for (int c : cables)
            keep(c);
        if (of.empty()) return {};
        cables = std::move(of);
    }
    return labelsInOrder(design, options.order, std::move(cables), options.racks);
}

Result<> writeLabels(const Design &design, const LabelTemplate &layout, const QString &path,
                     const LabelOptions &options, Feedback *feedback)
{
    // Printed labels say which side of a panel port they go on; CSV keeps cli.md's identifiers.
    const LabelFormat format = labelFormatForFileName(path);
    LabelExtras extras = options.extras;
    extras.panelSides = format != LabelFormat::Csv;
    LabelSource source = LabelSource::of(design, layout, labelsFor(design, options), extras);
    switch (format) {
    case LabelFormat::Pdf:
        return writePdf(design, layout, path, source, options, feedback);
    case LabelFormat::Zpl: {
        // The same fit as on paper: a label too large for the stock is not printed smaller than it reads.
        const LabelPainter painter(layout);
        std::optional<LabelRecord> tooBig;
        Result<> status = writeStreamed(
            path, source, feedback, [] { return QByteArray(); },
            [&](const LabelRecord &r) {
                const LabelText text = painter.text(r);
                if (!tooBig && text.overflow) tooBig = r;
                return labelToZpl(painter, r, options.dpi, text);
            },
            [&] { return tooBig.has_value(); });
        if (tooBig) return doesNotFitError(design, layout, path, *tooBig);
        return status;
    }
    case LabelFormat::Csv: {
        // cli.md's columns; the extra lines asked for come after them.
        const int extra = int(options.extras.devices) + int(options.extras.cable);
        return writeStreamed(
            path, source, feedback,
            [extra] {
                QStringList header{QStringLiteral("cable"), QStringLiteral("end"), QStringLiteral("line1"),
                                   QStringLiteral("line2")};
                for (int i = 0; i < extra; ++i)
                    header << QStringLiteral("line%1").arg(i + 3);
                return csvRecord(header).toUtf8();
            },
            [](const LabelRecord &r) {
                return csvRecord(QStringList{r.cableId, r.end, r.line1, r.line2} + r.more).toUtf8();
            });
    }
    case LabelFormat::Unknown:
        break;
    }
    return IoError{path, {}, {}, QStringLiteral("unknown label format; use a .pdf, .zpl or .csv file name")};
}

} // namespace railyard
