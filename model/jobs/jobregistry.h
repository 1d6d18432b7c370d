#pragma once

#include "jobs/job.h"

#include <vector>

namespace railyard {

// Every job, in the order `railyard-cli --help` lists them. Adding one is its own file (a function returning
// its Job) and a line here and in jobregistry.cpp (and the file in model/CMakeLists.txt).
const std::vector<Job> &jobRegistry();
// The job of that name, or nullptr.
const Job *findJob(const QString &name);

namespace jobs {
Job infoJob();
Job convertJob();
Job validateJob();
Job traceJob();
Job bomJob();
Job labelsJob();
Job pullListJob();
Job renderJob();
Job generateJob();
Job packageJob();
Job verifyJob();
Job importJob();
Job catalogJob();
Job exportNetBoxJob();
Job importNetBoxJob();
Job formatsJob();
} // namespace jobs

} // namespace railyard
