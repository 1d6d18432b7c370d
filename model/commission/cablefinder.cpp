#include "commission/cablefinder.h"

#include "design/design.h"

#include <QSet>

namespace railyard {

CableFinder::CableFinder(const Design &design) : m_design(design)
{
    m_labels.reserve(design.cables().liveCount());
    for (int c : design.cables().live()) {
        const QString &label = design.cables().at(c).label;
        if (label.isEmpty()) continue;
        auto it = m_labels.find(label);
        if (it == m_labels.end())
            m_labels.insert(label, c);
        else
            *it = -1;
    }
}

CableFinder::Match CableFinder::find(const QString &scanned) const
{
    const QString entry = scanned.trimmed();
    if (entry.isEmpty()) return {};
    if (const int c = m_design.cables().find(entry); c >= 0) return {Match::Found, c};
    const auto it = m_labels.constFind(entry);
    if (it == m_labels.cend()) return {};
    return *it >= 0 ? Match{Match::Found, *it} : Match{Match::Ambiguous, -1};
}

ScanResult findScanned(const Design &design, const QStringList &entries)
{
    const CableFinder finder(design);
    ScanResult result;
    QSet<int> seen;
    for (int i = 0; i < int(entries.size()); ++i) {
        if (entries[i].trimmed().isEmpty()) continue;
        const CableFinder::Match m = finder.find(entries[i]);
        if (m.outcome != CableFinder::Match::Found) {
            result.misses.append({i + 1, entries[i].trimmed(), m.outcome});
            continue;
        }
        if (!seen.contains(m.cable)) {
            seen.insert(m.cable);
            result.cables.append(m.cable);
        }
    }
    return result;
}

} // namespace railyard
