#include "generate/fabricgenerator.h"

#include "core/feedback.h"
#include "core/idproblem.h"
#include "generate/fabricgeneratorstate.h"
#include "generate/traylayout.h"
#include "route/routereport.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace generatedetail {

Result<GeneratedFabric> Generator::run()
{
    auto report = [&](int percent, const char *phase) {
        if (!m_feedback) return;
        m_feedback->setPhase(GeneratorText::tr(phase));
        m_feedback->setProgress(percent, 100);
    };
    report(0, QT_TRANSLATE_NOOP("FabricGenerator", "Sizing the fabric"));
    m_storage.net = FabricNet::Storage;
    m_inband.net = FabricNet::Inband;
    bool ok = resolveTypes() && sizeCompute() &&
              sizeSide(m_storage, m_o.storage, m_storageSwitch, m_storagePorts) &&
              sizeSide(m_inband, m_o.inband, m_inbandSwitch, m_inbandPorts);
    if (ok) {
        report(3, QT_TRANSLATE_NOOP("FabricGenerator", "Placing racks and devices"));
        ok = createAndPack() && placeHall();
    }
    if (ok) {
        report(10, QT_TRANSLATE_NOOP("FabricGenerator", "Cabling"));
        ok = cableEverything();
    }
    if (!ok) return m_cancelled ? IoError::cancel({}) : IoError{{}, {}, {}, m_error};
    countEverything();
    m_d.settings.sparesPercent = m_o.sparesPercent;
    // The hall's budget per rack stays with the design: rack-power checks it after every later edit.
    m_d.settings.rackPowerKw = m_rackPowerKw;
    m_d.name = !m_o.designName.isEmpty() ? m_o.designName
               : m_preset                ? (m_o.sus == 1 ? GeneratorText::tr("%1, 1 SU").arg(m_preset->title)
                                                         : GeneratorText::tr("%1, %2 SUs").arg(m_preset->title).arg(m_o.sus))
                          : QCoreApplication::translate("FabricGenerator", "Rail-optimized cluster, %1 GPUs")
                                .arg(m_counts.gpus);
    if (m_o.trays) {
        // Trays over the rows and between them, and every cable between racks as long as its route.
        m_d.pathways = layTrays(m_d);
        const Routing routing = routeCables(m_d);
        applyRoutedLengths(m_d, routing);
        m_counts.traySegments = int(m_d.pathways.segments.size());
        for (int s = 0; s < m_d.pathways.segments.size(); ++s) {
            m_counts.trayMetres += m_d.pathways.lengthM(m_d.pathways.segments[s]);
            m_counts.fullestTrayPercent = std::max(m_counts.fullestTrayPercent, routing.fillPercent(m_d, s));
        }
    }
    report(100, QT_TRANSLATE_NOOP("FabricGenerator", "Done"));
    return GeneratedFabric{std::move(m_d), m_counts};
}

} // namespace generatedetail

bool isGeneratedName(const QString &name)
{
    for (const SuperPodPreset &p : superPodPresets())
        if (name.startsWith(p.title + QLatin1Char(','))) return true;
    const QString generic = QCoreApplication::translate("FabricGenerator", "Rail-optimized cluster, %1 GPUs");
    const qsizetype at = generic.indexOf(QLatin1String("%1"));
    return at >= 0 && name.startsWith(generic.left(at)) && name.endsWith(generic.mid(at + 2));
}

Result<GeneratedFabric> generateFabric(const FabricOptions &options, const Catalog &catalog,
                                       Feedback *feedback)
{
    Result<GeneratedFabric> result = generatedetail::Generator(options, catalog, feedback).run();
    // Whatever the name patterns made must be names every reader opens (racks, rows, panels, labels).
    if (result.ok()) {
        const Design &d = result.value().design;
        QString problem, name;
        const auto check = [&](const QString &text) {
            if (problem.isEmpty() && !(problem = idProblem(text)).isEmpty()) name = text;
        };
        for (int r : d.racks().live()) {
            check(d.racks().at(r).id);
            check(d.racks().at(r).row);
        }
        for (int v : d.devices().live())
            check(d.devices().at(v).id);
        for (int c : d.cables().live()) {
            check(d.cables().at(c).id);
            check(d.cables().at(c).label);
        }
        if (!problem.isEmpty())
            return IoError{
                {},
                {},
                {},
                QCoreApplication::translate("FabricGenerator",
                                            "a name pattern gives \"%1\", which cannot be a name: it %2")
                    .arg(name.left(60), problem)};
    }
    return result;
}

} // namespace railyard
