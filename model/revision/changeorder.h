#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace railyard {

class Design;

// One step of the work order that takes the floor from design A to design B (docs/revisions.md).
struct ChangeStep
{
    int step = 0;
    QString action; // "remove", "move", "add", "relabel"
    QString kind;   // "cable", "device", "tray"
    QString id;
    QString rack; // where the work is: a cable's A end's rack, a device's rack (after a move, where it goes)
    QString a, b; // a cable's ends (as its labels name them), a moved device's place before and after, a
                  // tray's nodes
    QString partNumber;
    std::optional<double> lengthM;
    QString label;
};

// The steps in a safe order — remove cables (those gone, and those whose ends, type or length change: they
// come out before anything is plugged where they were), remove trays (those gone, and those whose nodes,
// kind or size change), remove devices, move devices, add devices, add trays, add cables (the new ones and
// the replacements), relabel — each phase grouped by rack. A tray's step names its nodes, its kind and size
// (as its part) and its length. No port is used twice at any
// step. A moved device's cables are taken out before the move and go back after it; a cable B plans to
// replace (docs/revisions.md) is taken out before its replacement goes in.
std::vector<ChangeStep> changeOrder(const Design &a, const Design &b);

// step,action,kind,id,rack,a,b,part_number,length_m,label,done — `done` left empty to tick on paper.
QByteArray changeOrderCsv(const std::vector<ChangeStep> &steps);

} // namespace railyard
