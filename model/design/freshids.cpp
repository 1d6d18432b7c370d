#include "design/freshids.h"

#include "design/design.h"

namespace railyard {

FreshIds::FreshIds(const Design &design, EntityKind space, QString prefix)
    : m_design(design), m_space(space), m_prefix(std::move(prefix))
{
}

QString FreshIds::next()
{
    QString id;
    do
        id = QStringLiteral("%1-%2").arg(m_prefix).arg(m_counter++);
    while (used(id));
    m_given.insert(id);
    return id;
}

bool FreshIds::used(const QString &id) const
{
    if (m_given.contains(id)) return true;
    switch (m_space) {
    case EntityKind::Rack:
        return m_design.racks().find(id) >= 0;
    case EntityKind::Device:
        return m_design.devices().find(id) >= 0;
    default:
        return m_design.cables().find(id) >= 0;
    }
}

QString freshId(const Design &design, EntityKind space, const QString &prefix)
{
    return FreshIds(design, space, prefix).next();
}

} // namespace railyard
