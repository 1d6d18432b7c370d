#pragma once

#include "jobs/job.h"

#include <QStringList>
#include <QTextStream>

namespace railyard::cli {

// Where the CLI writes: normal output and the one-line error messages (and no feedback: a job that reports
// progress draws it on a terminal itself).
using Streams = JobContext;

// Runs the CLI on arguments (without the program name): the job the first names, its options parsed as the
// job declares them (model/jobs/jobregistry). Returns the exit code of cli.md.
int run(const QStringList &arguments, Streams &streams);

} // namespace railyard::cli
