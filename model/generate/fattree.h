#pragma once

#include <QString>

#include <variant>

namespace railyard {

// The shape of a folded-Clos (fat-tree) fabric of leaves, spines and cores, in numbers only.
//
// Leaves come in scalable units (SUs) of `leavesPerSu` (one per rail in a rail-optimized compute fabric).
// Every leaf has `leafDown` connectors towards the endpoints and `leafUp` towards the spines.
// - Two tiers when every spine can reach every leaf: spines = the smallest divisor d of leafUp with
//   d × spinePorts ≥ leaves × leafUp, each leaf sending leafUp / d links to each spine. This reproduces the
//   spine counts of NVIDIA's SuperPOD tables (domain.md 7.1, 7.2).
// - Three tiers otherwise: spines keep half their ports for leaves; a pod is as many whole SUs as those ports
//   reach, with its own spines (the same divisor rule within the pod); spine j of every pod joins core group
//   j, whose cores share the spines' uplinks evenly.
// - Four tiers when there are more pods than a core has ports: cores keep half their ports for spines, as
//   spines do for leaves; a zone is as many pods as those reach, with its own cores (core group j of a zone
//   takes spine j of its pods, the divisor rule within the zone); core c of group j of every zone joins
//   super-core group (j, c), whose super-cores share the cores' uplinks evenly. Super-cores are of the core
//   type.
// - Spine-leaf groups (`leavesPerGroup` > 0, the DGX GB200 SuperPOD): every run of that many leaves is a pod
//   of its own with its own spines (same divisor rule, half a spine's ports down), whose uplinks match what
//   comes up (non-blocking); with more than one SU the pods' spine j join core group j.
// One leaf alone is a single tier.
struct FatTreeInput
{
    int sus = 0;
    int leavesPerSu = 0;
    int leafDown = 0;
    int leafUp = 0;
    int spinePorts = 0;     // connectors of a spine
    int corePorts = 0;      // connectors of a core switch
    int leavesPerGroup = 0; // spine-leaf groups of this many leaves; 0: pods of whole SUs
    int minSpines = 1;      // two tiers: at least this many spines (two: one may fail), where leafUp allows
};

struct FatTree
{
    int tiers = 1;
    int sus = 0;
    int leavesPerSu = 0;
    int leafDown = 0;
    int leafUp = 0;
    int susPerPod = 0; // two tiers: every SU is in the one pod
    int leavesPerPod = 0;
    int pods = 0;
    int spinesPerPod = 0;
    int spineUp = 0; // three tiers: uplinks of every spine
    int coresPerGroup = 0;
    int podsPerZone = 0; // pods whose spines share cores (three tiers: every pod)
    int zones = 1;
    int coreUp = 0; // four tiers: uplinks of every core
    int supersPerGroup = 0;

    int leaves() const { return sus * leavesPerSu; }
    int spines() const { return pods * spinesPerPod; }
    // The cores of one zone: core group j of it is cores j × coresPerGroup … (j + 1) × coresPerGroup - 1.
    int coresPerZone() const { return tiers >= 3 ? spinesPerPod * coresPerGroup : 0; }
    int cores() const { return zones * coresPerZone(); }
    // Super-core group g takes core g of every zone's cores.
    int supers() const { return tiers == 4 ? coresPerZone() * supersPerGroup : 0; }
    int linksPerLeafSpine() const { return spinesPerPod ? leafUp / spinesPerPod : 0; }
    int linksPerSpineCore() const { return coresPerGroup ? spineUp / coresPerGroup : 0; }
    int linksPerCoreSuper() const { return supersPerGroup ? coreUp / supersPerGroup : 0; }
    long long leafSpineLinks() const { return tiers >= 2 ? (long long)leaves() * leafUp : 0; }
    long long spineCoreLinks() const { return (long long)spines() * (tiers >= 3 ? spineUp : 0); }
    long long coreSuperLinks() const { return (long long)cores() * (tiers == 4 ? coreUp : 0); }
    // The pod of a leaf (0-based, leaves numbered SU by SU).
    int podOfLeaf(int leaf) const { return leavesPerPod ? leaf / leavesPerPod : 0; }
    // The zone of a pod.
    int zoneOfPod(int pod) const { return podsPerZone ? pod / podsPerZone : 0; }
};

// The fabric for these numbers, or why none of at most four tiers exists.
std::variant<FatTree, QString> sizeFatTree(const FatTreeInput &in);

} // namespace railyard
