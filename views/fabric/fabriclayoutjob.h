#pragma once

#include "render/fabriclayout.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

namespace railyard {

class Document;
class ValidationController;
class Validator;

// Lays out a large fabric without stopping the window. A million GPUs have 4.4M links: the validator's list
// of them takes a third of a second, laying them out half a second, and the blocks and index drawing asks for
// a second more. The links are gathered from the validator a slice per turn of the event loop (an edit
// between two slices starts the gathering over), then laid out with a copy of the design on the thread pool,
// which also makes every level of blocks and the link index before the layout is handed over.
class FabricLayoutJob : public QObject
{
    Q_OBJECT

public:
    explicit FabricLayoutJob(QObject *parent = nullptr);
    ~FabricLayoutJob() override;
    // Starts over for the document's design and its validation as they are now; the work under way is
    // dropped (what runs on the pool ends unseen).
    void start(const Document *document, const ValidationController *validation);
    void cancel();
    bool isRunning() const { return m_running; }

    // Channel slots gathered per turn of the event loop (about 30 ms' worth).
    static constexpr size_t defaultSliceSlots = 400000;
    void setSliceSlots(size_t slots) { m_sliceSlots = slots; }

Q_SIGNALS:
    void finished(std::shared_ptr<FabricLayout> layout);

private:
    void gatherSlice();
    void layOut();
    void dropRun();

    QPointer<const Document> m_document;
    QPointer<const ValidationController> m_validation;
    const Validator *m_validator = nullptr; // the one being gathered from
    size_t m_slots = 0;                     // its channel slots when gathering began
    size_t m_next = 0;
    size_t m_sliceSlots = defaultSliceSlots;
    std::vector<CableColours::DeviceLink> m_links;
    QTimer m_slice;
    QFutureWatcher<std::shared_ptr<FabricLayout>> *m_run = nullptr;
    bool m_running = false;
};

} // namespace railyard
