#include "jobs/formatregistry.h"

#include "jobs/jobregistry.h"

namespace railyard {

const std::vector<FormatInfo> &formatRegistry()
{
    static const std::vector<FormatInfo> formats = [] {
        std::vector<FormatInfo> all;
        for (const Job &job : jobRegistry())
            for (const JobFormat &f : job.formats)
                all.push_back({f, job.name});
        return all;
    }();
    return formats;
}

QString formatDirectionName(FormatDirection direction)
{
    switch (direction) {
    case FormatDirection::Read:
        return QStringLiteral("read");
    case FormatDirection::Write:
        return QStringLiteral("write");
    case FormatDirection::Both:
        return QStringLiteral("both");
    }
    return {};
}

} // namespace railyard
