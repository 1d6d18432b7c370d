#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "report/designinfo.h"

#include <QJsonDocument>

namespace railyard::jobs {

Job infoJob()
{
    Job c;
    c.name = QStringLiteral("info");
    c.summary =
        QStringLiteral("Counts of racks, devices by role, ports, cables by kind, channels and fibers");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the counts as JSON.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const DesignInfo info = computeDesignInfo(design.value());
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(QJsonDocument(designInfoToJson(info)).toJson(QJsonDocument::Indented));
        else
            s.out << designInfoToText(info);
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
