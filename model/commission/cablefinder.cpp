#include "commission/cablefinder.h"

#include "design/design.h"

#include <QSet>

namespace railyard {

CableFinder::CableFinder(const Design &design) : m_design(design)
{
    m_labels.reserve(design.cables().liveCount());
    m_folded.reserve(2 * design.cables().liveCount());
    const auto add = [](QHash<QString, int> &to, const QString &key, int cable) {
        auto it = to.find(key);
        if (it == to.end())
            to.insert(key, cable);
        else if (*it != cable)
            *it = -1;
    };
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        add(m_folded, cable.id.toLower(), c);
        if (cable.label.isEmpty()) continue;
        add(m_labels, cable.label, c);
        add(m_folded, cable.label.toLower(), c);
    }
}

CableFinder::Match CableFinder::find(const QString &scanned) const
{
    const QString entry = scanned.trimmed();
    if (entry.isEmpty()) return {};
    if (const int c = m_design.cables().find(entry); c >= 0) return {Match::Found, c};
    for (const QHash<QString, int> *names : {&m_labels, &m_folded}) {
        const auto it = names->constFind(names == &m_labels ? entry : entry.toLower());
        if (it != names->cend()) return *it >= 0 ? Match{Match::Found, *it} : Match{Match::Ambiguous, -1};
    }
    return {};
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
