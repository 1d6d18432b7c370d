// libFuzzer target: the column_profile check of fuzzchecks.h on any bytes; a problem it reports is a finding.
#include "fuzzchecks.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (!railyard::fuzz::checkColumnProfile(bytes).isEmpty()) std::abort();
    return 0;
}
