#include "export/pulllist.h"

#include "core/naturalorder.h"
#include "design/describe.h"
#include "design/design.h"
#include "export/pulllistpdf.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"
#include "io/csv.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <map>
#include <tuple>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PullList)
};

} // namespace

std::vector<PullListRow> buildPullList(const Design &design, const QStringList &racks)
{
    const QSet<QString> only(racks.cbegin(), racks.cend());
    using Key = std::tuple<QString, QString, int, double>; // rack, far rack, type, ordered length
    std::map<Key, QStringList> groups;
    for (int c : design.cables().live()) {
        if (design.isReplaced(c)) continue; // not pulled: in place already, and on its way out
        const Cable &cable = design.cables().at(c);
        const CableType &type = design.catalog.cableTypes.at(cable.type);
        const double length = type.orderedLength(cable.lengthM);
        const QString label = cable.label.isEmpty() ? cable.id : cable.label;
        // The racks at the A end and at the B ends (a splitter's legs may land in several).
        const QString a = rackOfEnd(design, cable.ends[0]);
        QStringList b;
        for (int leg : cable.bEnds())
            if (const QString r = rackOfEnd(design, cable.ends[leg]); !r.isEmpty() && !b.contains(r)) b << r;
        std::sort(b.begin(), b.end(), naturalLess);
        QSet<QString> listed;
        const auto add = [&](const QString &rack, const QString &far) {
            if (rack.isEmpty() || listed.contains(rack) || (!only.isEmpty() && !only.contains(rack))) return;
            listed.insert(rack);
            groups[Key{rack, far, cable.type, length}] << label;
        };
        add(a, b.join(QLatin1Char(' ')));
        for (const QString &r : b)
            add(r, a);
    }
    std::vector<PullListRow> rows;
    rows.reserve(groups.size());
    for (auto &[key, labels] : groups) {
        const auto &[rack, far, type, length] = key;
        const CableType &t = design.catalog.cableTypes.at(type);
        std::sort(labels.begin(), labels.end(), naturalLess);
        rows.push_back({rack, far, t.id, t.partNumberFor(length), length, qint64(labels.size()), labels});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const PullListRow &x, const PullListRow &y) {
        if (x.rack != y.rack) return naturalLess(x.rack, y.rack);
        if (x.farRack != y.farRack) return naturalLess(x.farRack, y.farRack);
        if (x.cableType != y.cableType) return x.cableType < y.cableType;
        return x.lengthM < y.lengthM;
    });
    return rows;
}

QStringList unknownRacks(const Design &design, const QStringList &racks)
{
    QStringList unknown;
    for (const QString &id : racks)
        if (design.racks().find(id) < 0) unknown << id;
    return unknown;
}

QByteArray pullListToCsv(const std::vector<PullListRow> &rows)
{
    QString out = csvRecord({QStringLiteral("rack"), QStringLiteral("far_rack"), QStringLiteral("cable_type"),
                             QStringLiteral("part_number"), QStringLiteral("length_m"),
                             QStringLiteral("count"), QStringLiteral("labels")});
    for (const PullListRow &r : rows)
        out += csvRecord({r.rack, r.farRack, r.cableType, r.partNumber, exportNumber(r.lengthM),
                          QString::number(r.count), r.labels.join(QLatin1Char(' '))});
    return out.toUtf8();
}

namespace {

Result<> writePullListXlsx(const std::vector<PullListRow> &rows, const QString &path, const QString &title)
{
    return writeXlsx(path, title, [&](const XlsxLibrary &x, lxw_workbook *book) {
        lxw_format *header = addHeaderFormat(x, book);
        lxw_format *metres = addMetresFormat(x, book);
        lxw_worksheet *sheet = x.workbook_add_worksheet(book, "Pull lists");
        const char *titles[] = {
            QT_TRANSLATE_NOOP("PullList", "Rack"),       QT_TRANSLATE_NOOP("PullList", "Far rack"),
            QT_TRANSLATE_NOOP("PullList", "Cable type"), QT_TRANSLATE_NOOP("PullList", "Part number"),
            QT_TRANSLATE_NOOP("PullList", "Length"),     QT_TRANSLATE_NOOP("PullList", "Count"),
            QT_TRANSLATE_NOOP("PullList", "Labels")};
        const double widths[] = {10, 12, 22, 22, 9, 8, 80};
        for (lxw_col_t c = 0; c < 7; ++c) {
            x.worksheet_set_column(sheet, c, c, widths[c], nullptr);
            x.worksheet_write_string(sheet, 0, c, Text::tr(titles[c]).toUtf8().constData(), header);
        }
        x.worksheet_freeze_panes(sheet, 1, 0);
        lxw_row_t row = 1;
        for (const PullListRow &r : rows) {
            x.worksheet_write_string(sheet, row, 0, r.rack.toUtf8().constData(), nullptr);
            x.worksheet_write_string(sheet, row, 1, r.farRack.toUtf8().constData(), nullptr);
            x.worksheet_write_string(sheet, row, 2, r.cableType.toUtf8().constData(), nullptr);
            x.worksheet_write_string(sheet, row, 3, r.partNumber.toUtf8().constData(), nullptr);
            x.worksheet_write_number(sheet, row, 4, r.lengthM, metres);
            x.worksheet_write_number(sheet, row, 5, double(r.count), nullptr);
            x.worksheet_write_string(sheet, row, 6, r.labels.join(QLatin1Char(' ')).toUtf8().constData(),
                                     nullptr);
            ++row;
        }
        x.worksheet_autofilter(sheet, 0, 0, std::max<lxw_row_t>(row - 1, 1), 6);
        x.worksheet_set_landscape(sheet);
        x.worksheet_fit_to_pages(sheet, 1, 0);
        x.worksheet_repeat_rows(sheet, 0, 0);
    });
}

} // namespace

Result<> writePullList(const Design &design, const std::vector<PullListRow> &rows, const QString &path,
                       Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString title =
        Text::tr("Pull lists — %1").arg(design.name.isEmpty() ? QFileInfo(path).baseName() : design.name);
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, pullListToCsv(rows));
    if (suffix == QLatin1String("xlsx")) return writePullListXlsx(rows, path, title);
    if (suffix == QLatin1String("pdf")) return writePullListPdf(rows, path, title, paper);
    return IoError{
        path, {}, {}, QStringLiteral("unknown pull list format; use a .csv, .xlsx or .pdf file name")};
}

} // namespace railyard
