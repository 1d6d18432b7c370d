#pragma once

#include "jobs/job.h"

#include <vector>

namespace railyard {

// A format of the registry: a job's format and the job (the CLI command) that reads or writes it.
struct FormatInfo : JobFormat
{
    QString command;
};

// Every file format Railyard reads or writes, from the jobs that declare them, in the registry's order: what
// `railyard-cli formats` lists and what the tests iterate (every writer under a file-size limit, onto its
// input, into a missing folder; every reader on a FIFO).
const std::vector<FormatInfo> &formatRegistry();

// "read", "write" or "both".
QString formatDirectionName(FormatDirection direction);

} // namespace railyard
