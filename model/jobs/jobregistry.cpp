#include "jobs/jobregistry.h"

namespace railyard {

// Each defined in its own file.
namespace jobs {
Job infoJob();
Job convertJob();
Job validateJob();
Job traceJob();
Job bomJob();
Job labelsJob();
Job cableScheduleJob();
Job pullListJob();
Job pullSheetJob();
Job routeJob();
Job renderJob();
Job generateJob();
Job packageJob();
Job verifyJob();
Job importJob();
Job catalogJob();
Job exportNetBoxJob();
Job importNetBoxJob();
Job formatsJob();
Job statusJob();
Job commissionJob();
Job countersJob();
Job diffJob();
Job changeOrderJob();
Job revisionsJob();
} // namespace jobs

const std::vector<Job> &jobRegistry()
{
    using namespace jobs;
    // The order of `railyard-cli --help` and of the window's Import and Export menus.
    static const std::vector<Job> all{
        infoJob(),     convertJob(),       validateJob(),     traceJob(),     bomJob(),
        labelsJob(),   cableScheduleJob(), pullListJob(),     pullSheetJob(), routeJob(),
        renderJob(),   generateJob(),      packageJob(),      verifyJob(),    importJob(),
        catalogJob(),  exportNetBoxJob(),  importNetBoxJob(), statusJob(),    commissionJob(),
        countersJob(), diffJob(),          changeOrderJob(),  revisionsJob(), formatsJob()};
    return all;
}

const Job *findJob(const QString &name)
{
    for (const Job &job : jobRegistry())
        if (job.name == name) return &job;
    return nullptr;
}

} // namespace railyard
