#pragma once

#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "commands/valuecommands.h"
#include "document/document.h"

#include <random>

namespace railyard::test {

// Makes random edits through the undo commands, the way a user (or a script) would.
class RandomEditor
{
public:
    RandomEditor(Document &doc, unsigned seed) : m_doc(doc), m_rng(seed) {}

    void step()
    {
        switch (pick(12)) {
        case 0:
            addRack();
            break;
        case 1:
            removeSome(
                m_doc.design().racks(), [this](QList<int> s) { return new RemoveRacks(&m_doc, s); }, 1);
            break;
        case 2:
            moveRack();
            break;
        case 3:
            addDevice();
            break;
        case 4:
            removeSome(
                m_doc.design().devices(), [this](QList<int> s) { return new RemoveDevices(&m_doc, s); }, 2);
            break;
        case 5:
            moveDevice();
            break;
        case 6:
            setModule();
            break;
        case 7:
        case 8:
            addCables();
            break;
        case 9:
            removeSome(
                m_doc.design().cables(), [this](QList<int> s) { return new RemoveCables(&m_doc, s); }, 4);
            break;
        case 10:
            setEnd();
            break;
        default:
            editValue();
            break;
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }

    template <typename Store> int randomLive(const Store &store)
    {
        if (store.liveCount() == 0) return -1;
        for (;;) {
            const int s = pick(store.slotCount());
            if (store.isLive(s)) return s;
        }
    }

    QString freshId(const char *prefix)
    {
        return QStringLiteral("%1-%2").arg(QLatin1String(prefix)).arg(++m_counter);
    }

    void addRack()
    {
        Rack r;
        r.id = freshId("rack");
        r.xM = pick(20) * 0.6;
        r.yM = pick(5) * 1.2;
        r.heightU = 42 + pick(7);
        m_doc.push(new AddRacks(&m_doc, {r}));
    }

    void moveRack()
    {
        const int r = randomLive(m_doc.design().racks());
        if (r >= 0) m_doc.push(new MoveRacks(&m_doc, {r}, {QPointF(pick(30) * 0.6, pick(4) * 1.2)}));
    }

    template <typename Store, typename Make> void removeSome(const Store &store, Make make, int most)
    {
        QList<int> chosen;
        for (int i = 0, n = 1 + pick(most); i < n; ++i) {
            const int s = randomLive(store);
            if (s >= 0 && !chosen.contains(s)) chosen.append(s);
        }
        if (!chosen.isEmpty()) m_doc.push(make(chosen));
    }

    void addDevice()
    {
        const Catalog &c = m_doc.design().catalog;
        std::vector<Device> devices;
        for (int i = 0, n = 1 + pick(3); i < n; ++i) {
            Device d;
            d.id = freshId("dev");
            d.type = pick(c.deviceTypes.size());
            d.rack = pick(3) == 0 ? -1 : randomLive(m_doc.design().racks());
            d.u = d.rack >= 0 ? 1 + pick(40) : 0;
            if (pick(2)) d.su = 1 + pick(4);
            const DeviceType &t = c.deviceTypes.at(d.type);
            for (int p = 0; p < int(t.ports.size()); ++p)
                if (t.ports[size_t(p)].kind == PortKind::Cage && pick(2))
                    d.setModule(p, pick(c.transceivers.size()));
            devices.push_back(d);
        }
        m_doc.push(new AddDevices(&m_doc, devices));
    }

    void moveDevice()
    {
        const int d = randomLive(m_doc.design().devices());
        if (d >= 0)
            m_doc.push(
                new MoveDevices(&m_doc, {d}, {Placement{randomLive(m_doc.design().racks()), 1 + pick(40)}}));
    }

    void setModule()
    {
        const int d = randomLive(m_doc.design().devices());
        if (d < 0) return;
        const DeviceType &t = m_doc.design().deviceType(d);
        for (int p = 0; p < int(t.ports.size()); ++p) {
            if (t.ports[size_t(p)].kind == PortKind::Cage) {
                const int module = pick(3) == 0 ? -1 : pick(m_doc.design().catalog.transceivers.size());
                m_doc.push(new SetTransceivers(&m_doc, {ModuleChange{d, p, module}}));
                return;
            }
        }
    }

    Endpoint randomEndpoint()
    {
        // Most of the time, somewhere a cable already is: the other side of its adapter, another connector
        // of its module, or the very same place (a port conflict). That is where channels form and break.
        const int near = randomLive(m_doc.design().cables());
        if (near >= 0 && pick(10) < 6) {
            const Cable &c = m_doc.design().cables().at(near);
            Endpoint e = c.ends[pick(int(c.ends.size()))];
            if (!e.isLoose()) {
                switch (pick(3)) {
                case 0:
                    break;
                case 1:
                    if (e.side != Side::None) e.side = e.side == Side::Front ? Side::Rear : Side::Front;
                    break;
                default:
                    if (e.side == Side::None) e.sub = pick(3);
                    break;
                }
                return e;
            }
        }
        Endpoint e;
        const int d = randomLive(m_doc.design().devices());
        if (d < 0 || pick(6) == 0) return e;
        const DeviceType &t = m_doc.design().deviceType(d);
        if (t.ports.empty()) return e;
        e.device = d;
        e.port = pick(int(t.ports.size()));
        e.sub = pick(3);
        if (t.ports[size_t(e.port)].kind == PortKind::Adapter) e.side = pick(2) ? Side::Front : Side::Rear;
        return e;
    }

    void addCables()
    {
        const Catalog &c = m_doc.design().catalog;
        std::vector<Cable> cables;
        for (int i = 0, n = 1 + pick(4); i < n; ++i) {
            Cable cable;
            cable.id = freshId("cab");
            cable.type = pick(c.cableTypes.size());
            cable.lengthM = 0.5 + pick(40);
            if (pick(2)) cable.label = freshId("L");
            for (int e = 0; e <= c.cableTypes.at(cable.type).legs; ++e)
                cable.ends.append(randomEndpoint());
            cables.push_back(cable);
        }
        m_doc.push(new AddCables(&m_doc, cables));
    }

    void setEnd()
    {
        const int c = randomLive(m_doc.design().cables());
        if (c >= 0)
            m_doc.push(new SetCableEnds(
                &m_doc,
                {EndChange{c, pick(int(m_doc.design().cables().at(c).ends.size())), randomEndpoint()}}));
    }

    void editValue()
    {
        const int c = randomLive(m_doc.design().cables());
        const int d = randomLive(m_doc.design().devices());
        const int r = randomLive(m_doc.design().racks());
        switch (pick(6)) {
        case 0:
            if (c >= 0) m_doc.push(setCableLength(&m_doc, {c}, 1 + pick(100)));
            break;
        case 1:
            if (c >= 0) m_doc.push(setCableLabel(&m_doc, {c}, freshId("lbl")));
            break;
        case 2:
            if (c >= 0) m_doc.push(setCableId(&m_doc, c, freshId("ren")));
            break;
        case 3:
            if (d >= 0)
                m_doc.push(
                    setDeviceRail(&m_doc, {d}, pick(2) ? std::optional<int>(1 + pick(8)) : std::nullopt));
            break;
        case 4:
            if (r >= 0) m_doc.push(setRackRow(&m_doc, {r}, freshId("row")));
            break;
        default:
            m_doc.push(setDesignName(&m_doc, freshId("name")));
            break;
        }
    }

    Document &m_doc;
    std::mt19937 m_rng;
    int m_counter = 0;
};

} // namespace railyard::test
