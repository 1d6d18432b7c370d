#pragma once

#include "catalog/accessorytype.h"
#include "catalog/cabletype.h"
#include "catalog/devicetype.h"
#include "catalog/racktype.h"
#include "catalog/transceiver.h"

#include <QHash>
#include <QString>

#include <vector>

namespace railyard {

// Parts, indexed by their id. Instances (devices, cables, transceivers in cages) refer to parts by
// index, so parts are never removed or reordered while a design is open.
template <typename Part> class PartList
{
public:
    int size() const { return int(m_parts.size()); }
    const Part &at(int i) const { return m_parts[size_t(i)]; }
    Part &at(int i) { return m_parts[size_t(i)]; }
    int indexOf(const QString &id) const { return m_index.value(id, -1); }
    const Part *find(const QString &id) const
    {
        const int i = indexOf(id);
        return i < 0 ? nullptr : &m_parts[size_t(i)];
    }
    // True when the part was defined by the design file rather than taken from the bundled catalog.
    bool isFromDesign(int i) const { return m_fromDesign[size_t(i)]; }
    void setFromDesign(int i, bool fromDesign) { m_fromDesign[size_t(i)] = fromDesign; }

    // Adds the part or replaces the one with the same id (keeping its index). Returns the index.
    int upsert(Part part, bool fromDesign)
    {
        const int existing = indexOf(part.id);
        if (existing >= 0) {
            m_parts[size_t(existing)] = std::move(part);
            m_fromDesign[size_t(existing)] = fromDesign;
            return existing;
        }
        m_index.insert(part.id, size());
        m_parts.push_back(std::move(part));
        m_fromDesign.push_back(fromDesign);
        return size() - 1;
    }

    // Takes the last part away: only to undo adding it, when nothing can refer to it any more.
    void removeLast()
    {
        m_index.remove(m_parts.back().id);
        m_parts.pop_back();
        m_fromDesign.pop_back();
    }

    auto begin() const { return m_parts.begin(); }
    auto end() const { return m_parts.end(); }

    bool operator==(const PartList &o) const
    {
        return m_parts == o.m_parts && m_fromDesign == o.m_fromDesign;
    }

private:
    std::vector<Part> m_parts;
    std::vector<bool> m_fromDesign;
    QHash<QString, int> m_index;
};

struct Catalog
{
    PartList<DeviceType> deviceTypes;
    PartList<Transceiver> transceivers;
    PartList<CableType> cableTypes;
    PartList<RackType> rackTypes;
    PartList<AccessoryType> accessoryTypes;

    bool operator==(const Catalog &) const = default;
};

} // namespace railyard
