#include "trace/cablerails.h"

#include "trace/cablecolours.h"

namespace railyard {

std::vector<int> cableRails(const Design &design)
{
    // The rule is TracedColours's; one trace gives the rails with the networks and links beside them.
    return TracedColours(design).takeRails();
}

} // namespace railyard
