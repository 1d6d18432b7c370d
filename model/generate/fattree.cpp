#include "generate/fattree.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

// The smallest divisor d of n with d × capacity ≥ demand, or 0 when even n is too few.
int smallestDivisor(int n, long long capacity, long long demand)
{
    for (int d = 1; d <= n; ++d)
        if (n % d == 0 && d * capacity >= demand) return d;
    return 0;
}

// Where lupdate finds this file's texts: Text::tr() in the FatTree context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FatTree)
};

// The tiers above a tree's spines (spineUp and pods set): a core tier by the divisor rule when a core can
// take every pod, else zones of pods under cores that keep half their ports down and super-cores above them;
// or why four tiers of these switches cannot take them.
QString sizeCores(FatTree &t, int corePorts, const char *what)
{
    t.tiers = 3;
    t.podsPerZone = t.pods;
    t.coresPerGroup = smallestDivisor(t.spineUp, corePorts, (long long)t.pods * t.spineUp);
    if (t.coresPerGroup > 0) return {};
    // Four tiers. As few zones as half a core's ports allow, their pods shared out evenly (the last zone
    // may hold fewer), and the cores of a zone by the divisor rule for its pods.
    const int coreDown = corePorts / 2;
    if (coreDown >= 1) {
        const int zones = (t.pods + coreDown - 1) / coreDown;
        t.podsPerZone = (t.pods + zones - 1) / zones;
        t.zones = (t.pods + t.podsPerZone - 1) / t.podsPerZone;
        t.coresPerGroup = smallestDivisor(t.spineUp, coreDown, (long long)t.podsPerZone * t.spineUp);
        t.tiers = 4;
        // Non-blocking: as many up as come up from a zone's pods, in fours so that they divide evenly
        // among super-cores (23 would need 23 of them).
        const int comingUp = t.podsPerZone * t.linksPerSpineCore();
        t.coreUp = std::min(corePorts - coreDown, (comingUp + 3) / 4 * 4);
        if (t.coresPerGroup > 0)
            t.supersPerGroup = smallestDivisor(t.coreUp, corePorts, (long long)t.zones * t.coreUp);
        if (t.supersPerGroup > 0) return {};
    }
    return QCoreApplication::translate("FatTree", what).arg(t.pods).arg(corePorts);
}

} // namespace

std::variant<FatTree, QString> sizeFatTree(const FatTreeInput &in)
{
    if (in.sus < 1 || in.leavesPerSu < 1 || in.leafDown < 1)
        return Text::tr("a fabric needs at least one leaf");
    FatTree t;
    t.sus = in.sus;
    t.leavesPerSu = in.leavesPerSu;
    t.leafDown = in.leafDown;
    t.pods = 1;
    t.susPerPod = in.sus;
    t.leavesPerPod = t.leaves();
    if (t.leaves() == 1) return t; // one switch: nothing above it
    if (in.leafUp < 1) return Text::tr("the leaves have no ports left for uplinks");
    t.leafUp = in.leafUp;
    const long long leaves = t.leaves();
    if (in.leavesPerGroup > 0) {
        if (t.leaves() % in.leavesPerGroup != 0 || in.leavesPerSu % in.leavesPerGroup != 0)
            return Text::tr("spine-leaf groups must divide the scalable unit's leaves");
        t.leavesPerPod = in.leavesPerGroup;
        t.pods = t.leaves() / in.leavesPerGroup;
        t.susPerPod = 0;
        const int spineDown = in.spinePorts / 2;
        t.spinesPerPod = smallestDivisor(in.leafUp, spineDown, (long long)in.leavesPerGroup * in.leafUp);
        if (t.spinesPerPod == 0) return Text::tr("the spines cannot take the leaves' uplinks");
        t.tiers = 2;
        if (in.sus == 1) return t; // one SU: its groups stand alone
        t.spineUp = in.leavesPerGroup * in.leafUp / t.spinesPerPod;
        const QString error = sizeCores(
            t, in.corePorts,
            QT_TRANSLATE_NOOP("FatTree", "%1 spine-leaf groups need more than four tiers of %2-port "
                                         "switches: choose switches with more ports"));
        if (!error.isEmpty()) return error;
        return t;
    }
    if (leaves <= in.spinePorts) {
        t.tiers = 2;
        t.spinesPerPod = smallestDivisor(in.leafUp, in.spinePorts, leaves * in.leafUp);
        while (t.spinesPerPod > 0 && t.spinesPerPod < in.minSpines && t.spinesPerPod < in.leafUp) {
            // The next divisor of leafUp: each leaf still sends as many links to every spine.
            int d = t.spinesPerPod + 1;
            while (in.leafUp % d != 0)
                ++d;
            t.spinesPerPod = d;
        }
        return t;
    }
    // Three tiers: half of every spine's ports go down to the leaves of its pod.
    t.tiers = 3;
    const int spineDown = in.spinePorts / 2;
    t.spineUp = in.spinePorts - spineDown;
    t.susPerPod = spineDown / in.leavesPerSu;
    if (t.susPerPod < 1)
        return QCoreApplication::translate(
                   "FatTree", "a spine of %1 ports cannot take the %2 leaves of one scalable unit")
            .arg(in.spinePorts)
            .arg(in.leavesPerSu);
    t.pods = (in.sus + t.susPerPod - 1) / t.susPerPod;
    t.leavesPerPod = t.susPerPod * in.leavesPerSu;
    t.spinesPerPod =
        smallestDivisor(in.leafUp, spineDown, (long long)t.susPerPod * in.leavesPerSu * in.leafUp);
    if (t.spinesPerPod == 0) return Text::tr("the spines cannot take the leaves' uplinks");
    const QString error =
        sizeCores(t, in.corePorts,
                  QT_TRANSLATE_NOOP("FatTree", "%1 pods need more than four tiers of %2-port "
                                               "switches: choose switches with more ports or "
                                               "over-subscribe the leaves"));
    if (!error.isEmpty()) return error;
    return t;
}

} // namespace railyard
