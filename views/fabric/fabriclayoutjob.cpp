#include "fabric/fabriclayoutjob.h"

#include "common/backgroundtask.h"
#include "controllers/validationcontroller.h"
#include "document/document.h"
#include "render/fabricblocks.h"
#include "validation/validator.h"

#include <cmath>

namespace railyard {

FabricLayoutJob::FabricLayoutJob(QObject *parent) : QObject(parent)
{
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &FabricLayoutJob::gatherSlice);
}

FabricLayoutJob::~FabricLayoutJob()
{
    dropRun();
}

void FabricLayoutJob::start(const Document *document, const ValidationController *validation)
{
    cancel();
    m_document = document;
    m_validation = validation;
    m_validator = validation ? validation->validator() : nullptr;
    m_slots = m_validator ? m_validator->channelSlots() : 0;
    m_running = true;
    m_slice.start();
}

void FabricLayoutJob::cancel()
{
    m_slice.stop();
    dropRun();
    m_links = {};
    m_next = 0;
    m_running = false;
}

void FabricLayoutJob::dropRun()
{
    if (!m_run) return;
    // Its result is for a design as it was: let it finish unseen (it owns everything it reads).
    m_run->disconnect(this);
    connect(m_run, &QFutureWatcherBase::finished, m_run, &QObject::deleteLater);
    if (m_run->isFinished()) m_run->deleteLater();
    m_run->setParent(nullptr);
    m_run = nullptr;
}

void FabricLayoutJob::gatherSlice()
{
    if (!m_document) return cancel();
    const Validator *validator = m_validation ? m_validation->validator() : nullptr;
    if (validator != m_validator || (validator && validator->channelSlots() != m_slots)) {
        // Validation moved on between two slices: what was gathered may be stale.
        start(m_document, m_validation);
        return;
    }
    if (validator && m_next < m_slots) {
        validator->appendDeviceLinks(m_next, m_next + m_sliceSlots, m_links);
        m_next += m_sliceSlots;
        if (m_next < m_slots) {
            m_slice.start();
            return;
        }
    }
    layOut();
}

void FabricLayoutJob::layOut()
{
    // The copy shares the design's data until either changes; it is freed on the pool with the work.
    auto design = std::make_shared<const Design>(m_document->design());
    m_run = new QFutureWatcher<std::shared_ptr<FabricLayout>>(this);
    connect(m_run, &QFutureWatcherBase::finished, this, [this] {
        std::shared_ptr<FabricLayout> layout = m_run->result();
        m_run->deleteLater();
        m_run = nullptr;
        m_running = false;
        Q_EMIT finished(std::move(layout));
    });
    m_run->setFuture(runOnPool<std::shared_ptr<FabricLayout>>(
        [design = std::move(design), links = std::move(m_links)]() mutable {
            auto layout = std::make_shared<FabricLayout>(*design, std::move(links));
            // What drawing it asks for, made now rather than on the first frames that need it: the link
            // index, and the blocks of every level from the first merged groups to the whole fabric in one.
            layout->linkIndex();
            if (!layout->nodes().empty())
                for (double width = std::exp2(std::ceil(std::log2(8 * layout->spacing())));
                     width < 2 * layout->bounds().width(); width *= 2)
                    FabricBlocks::of(*design, *layout, width);
            return layout;
        }));
    m_links = {};
    m_next = 0;
}

} // namespace railyard
