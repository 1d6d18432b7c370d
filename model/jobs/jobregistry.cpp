#include "jobs/jobregistry.h"

namespace railyard {

const std::vector<Job> &jobRegistry()
{
    using namespace jobs;
    static const std::vector<Job> all{infoJob(),         convertJob(),      validateJob(), traceJob(),
                                      bomJob(),          labelsJob(),       renderJob(),   generateJob(),
                                      packageJob(),      verifyJob(),       importJob(),   catalogJob(),
                                      exportNetBoxJob(), importNetBoxJob(), pullListJob(), formatsJob()};
    return all;
}

const Job *findJob(const QString &name)
{
    for (const Job &job : jobRegistry())
        if (job.name == name) return &job;
    return nullptr;
}

} // namespace railyard
