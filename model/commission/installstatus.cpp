#include "commission/installstatus.h"

#include "design/design.h"
#include "io/jsonout.h"

#include <QHash>
#include <QSet>
#include <QTextStream>

#include <cmath>

namespace railyard {

int StatusCounts::total() const
{
    int sum = 0;
    for (int n : counts)
        sum += n;
    return sum;
}

double StatusCounts::doneFraction() const
{
    const int all = total();
    return all ? double((*this)[CableStatus::Tested] + (*this)[CableStatus::InService]) / all : 1.0;
}

QString percentText(double fraction, QChar space)
{
    const QString sign = (space.isNull() ? QString() : QString(space)) + QLatin1Char('%');
    const double percent = std::floor(100 * fraction + 1e-9);
    if (percent < 1 && fraction > 0) return QStringLiteral("<1") + sign;
    return QString::number(percent, 'f', 0) + sign;
}

InstallProgress installProgress(const Design &design)
{
    InstallProgress progress;
    QHash<QString, int> rowIndex;
    std::vector<int> rackGroup(size_t(design.racks().slotCount()), -1);
    std::vector<int> rowGroup(size_t(design.racks().slotCount()), -1);
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        rackGroup[size_t(r)] = int(progress.racks.size());
        progress.racks.append({rack.id, {}});
        if (rack.row.isEmpty()) continue;
        auto it = rowIndex.constFind(rack.row);
        if (it == rowIndex.cend()) {
            it = rowIndex.insert(rack.row, int(progress.rows.size()));
            progress.rows.append({rack.row, {}});
        }
        rowGroup[size_t(r)] = *it;
    }
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        progress.cables.add(cable.status);
        // The racks and rows this cable ends in, each once (a splitter may end in many).
        QVarLengthArray<int, 4> racks, rows;
        for (const Endpoint &e : cable.ends) {
            if (e.isLoose()) continue;
            const int rack = design.devices().at(e.device).rack;
            if (rack < 0 || racks.contains(rack)) continue;
            racks.append(rack);
            if (const int row = rowGroup[size_t(rack)]; row >= 0 && !rows.contains(row)) rows.append(row);
        }
        for (int rack : racks)
            progress.racks[rackGroup[size_t(rack)]].counts.add(cable.status);
        for (int row : rows)
            progress.rows[row].counts.add(cable.status);
    }
    return progress;
}

namespace {

void writeCounts(JsonOut &out, const StatusCounts &counts)
{
    out.beginObject(true);
    for (int s = 0; s < StatusCounts::statusCount; ++s)
        out.field(enumName(CableStatus(s)).data(), counts.counts[size_t(s)]);
    out.endObject();
}

void writeGroups(JsonOut &out, const QList<InstallProgress::Group> &groups)
{
    out.beginObject();
    for (const InstallProgress::Group &g : groups) {
        out.key(g.name);
        writeCounts(out, g.counts);
    }
    out.endObject();
}

} // namespace

QByteArray installProgressJson(const InstallProgress &progress)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.key("cables");
    writeCounts(out, progress.cables);
    out.key("racks");
    writeGroups(out, progress.racks);
    out.key("rows");
    writeGroups(out, progress.rows);
    out.endObject();
    bytes += '\n';
    return bytes;
}

QString installProgressText(const InstallProgress &progress)
{
    QString text;
    QTextStream out(&text);
    // The first column as wide as the longest rack id or row name.
    int nameWidth = 8;
    for (const QList<InstallProgress::Group> *groups : {&progress.rows, &progress.racks})
        for (const InstallProgress::Group &g : *groups)
            nameWidth = std::max(nameWidth, int(g.name.size()) + 2);
    const auto line = [&out, nameWidth](const QString &name, const StatusCounts &counts) {
        out << qSetFieldWidth(nameWidth) << Qt::left << name << qSetFieldWidth(0);
        for (int n : counts.counts)
            out << qSetFieldWidth(12) << Qt::right << n << qSetFieldWidth(0);
        out << qSetFieldWidth(8) << Qt::right << percentText(counts.doneFraction(), QChar())
            << qSetFieldWidth(0) << '\n';
    };
    out << qSetFieldWidth(nameWidth) << Qt::left << QString() << qSetFieldWidth(0);
    for (int s = 0; s < StatusCounts::statusCount; ++s)
        out << qSetFieldWidth(12) << Qt::right << QString(enumName(CableStatus(s))) << qSetFieldWidth(0);
    out << qSetFieldWidth(8) << Qt::right << QStringLiteral("done") << qSetFieldWidth(0) << '\n';
    line(QStringLiteral("design"), progress.cables);
    if (!progress.rows.isEmpty()) out << "\nrows\n";
    for (const InstallProgress::Group &g : progress.rows)
        line(g.name, g.counts);
    if (!progress.racks.isEmpty()) out << "\nracks\n";
    for (const InstallProgress::Group &g : progress.racks)
        line(g.name, g.counts);
    out.flush();
    return text;
}

} // namespace railyard
