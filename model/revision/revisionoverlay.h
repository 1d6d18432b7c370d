#pragma once

#include "render/linkoverlay.h"
#include "revision/designdiff.h"

namespace railyard {

class Design;

// A comparison of the open design with one of its revisions as the views show it (Compare with Revision…):
// what is new since the revision, what changed, and the cables it had that are gone, ghosted (dashed) between
// the devices that are still there. Devices and racks are marked too; a rack where anything was added,
// changed or removed is "changed" on the floor plan.
struct RevisionComparison
{
    DesignDiff diff; // from the revision (A) to the design now (B)
    LinkOverlay overlay;
};

// The keys, least notable first: a pair of devices shows the most notable of its links.
enum RevisionKey
{
    RevisionRemoved = 0,
    RevisionChanged = 1,
    RevisionAdded = 2
};

RevisionComparison compareWithRevision(const Design &now, const Design &revision, const QString &name);

} // namespace railyard
