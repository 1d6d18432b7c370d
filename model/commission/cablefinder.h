#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace railyard {

class Design;

// Finds the cable a barcode or QR scanner read: its id (what the labels' QR codes carry) or its label (what
// is printed on them, typed or scanned from a 1D code). Scanners type like a keyboard and end with Enter, so
// surrounding white space is ignored; a scanner set to change case still finds the cable (an exact match
// wins, then one that differs in case only). An id wins over a label; a label that several cables share finds
// none.
class CableFinder
{
public:
    explicit CableFinder(const Design &design);

    struct Match
    {
        enum Outcome
        {
            Found,
            Unknown,
            Ambiguous // a label several cables carry
        };
        Outcome outcome = Unknown;
        int cable = -1; // slot, when found
    };
    Match find(const QString &scanned) const;

private:
    const Design &m_design;
    QHash<QString, int> m_labels; // label → cable slot, or -1 when several carry it
    QHash<QString, int> m_folded; // id and label in lower case → cable slot, or -1 when several have it
};

// What a list of scanned entries found: the cables, each once in the order first scanned, and the entries
// that found none (unknown or ambiguous) with their 1-based line.
struct ScanResult
{
    struct Miss
    {
        int line = 0;
        QString entry;
        CableFinder::Match::Outcome outcome = CableFinder::Match::Unknown;
    };
    QList<int> cables;
    QList<Miss> misses;
};
// Blank lines are skipped (a scanner's stray Enter).
ScanResult findScanned(const Design &design, const QStringList &entries);

} // namespace railyard
