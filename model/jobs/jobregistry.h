#pragma once

#include "jobs/job.h"

#include <vector>

namespace railyard {

// Every job, in the order `railyard-cli --help` and the window's menus list them. Adding one is its own file
// (a function returning its Job: options, formats, menu items, run) and its two lines in jobregistry.cpp, and
// the file in model/CMakeLists.txt.
const std::vector<Job> &jobRegistry();
// The job of that name, or nullptr.
const Job *findJob(const QString &name);

} // namespace railyard
