#pragma once

#include "design/entitykind.h"

#include <QSet>
#include <QString>

namespace railyard {

class Design;

// Ids not used yet in one collection of a design, handed out one at a time: `prefix-1`, `prefix-2`, …,
// skipping those the design has and those handed out before. The one naming scheme of every gesture that adds
// objects — a cable dragged, Connect by Rail, a device dropped — so that they read alike (C-1, C-2).
class FreshIds
{
public:
    FreshIds(const Design &design, EntityKind space, QString prefix);
    QString next();

private:
    bool used(const QString &id) const;

    const Design &m_design;
    EntityKind m_space;
    QString m_prefix;
    int m_counter = 1;
    QSet<QString> m_given;
};

// One such id.
QString freshId(const Design &design, EntityKind space, const QString &prefix);

} // namespace railyard
