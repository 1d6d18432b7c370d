#pragma once

#include <QJsonObject>

// Catalog parts the bundled catalog does not have, for rule tests.
namespace railyard::test::parts {

inline QJsonObject cord(const char *id, const char *polarity, const char *polish = "APC",
                        const char *genderA = "unpinned", const char *genderB = "unpinned",
                        const char *fiber = "OS2", const char *connector = "MPO-12", double loss = 0.35)
{
    return QJsonObject{{"id", id},
                       {"kind", "fiber"},
                       {"connector", connector},
                       {"polish", polish},
                       {"gender_a", genderA},
                       {"gender_b", genderB},
                       {"fiber", fiber},
                       {"polarity", polarity},
                       {"connector_loss_db", loss},
                       {"lengths_m", QJsonArray{1, 3, 5, 10, 20, 50, 100}}};
}

inline QJsonObject module(const char *id, const char *polish, const char *media, const QJsonObject &reach,
                          const QJsonValue &loss, const char *pmd = "DR4", const char *connector = "MPO-12",
                          const char *formFactor = "OSFP", double rate = 400)
{
    return QJsonObject{
        {"id", id},         {"form_factor", formFactor},  {"pmd", pmd},       {"rate_gbps", rate},
        {"connectors", 1},  {"connector", connector},     {"polish", polish}, {"media", media},
        {"reach_m", reach}, {"max_channel_loss_db", loss}};
}

} // namespace railyard::test::parts

#include "designbuilder.h"

namespace railyard::test {

// A QM9700 leaf with a twin-port DR4 module whose first connector fans out through an MFP7E40 1:2 splitter to
// two HGX servers with the given modules ("dr2-200" is a 200G DR2 test module). Returns leaf, server 1,
// server 2.
inline QStringList splitterToServers(DesignBuilder &b, double length, const QString &leg1,
                                     const QString &leg2)
{
    b.part("transceivers",
           parts::module("dr2-200", "APC", "SMF", {{"OS2", 100}}, 3.0, "DR2", "MPO-12", "OSFP-RHS", 200));
    const QString leaf = b.device(QStringLiteral("qm9700"));
    const QString h1 = b.device(QStringLiteral("hgx-8gpu"));
    const QString h2 = b.device(QStringLiteral("hgx-8gpu"));
    b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(h1, QStringLiteral("nic1"), leg1);
    b.module(h2, QStringLiteral("nic1"), leg2);
    b.cable(QStringLiteral("MFP7E40"), length, DesignBuilder::end(leaf, QStringLiteral("osfp1"), 1),
            QJsonArray{DesignBuilder::end(h1, QStringLiteral("nic1")),
                       DesignBuilder::end(h2, QStringLiteral("nic1"))});
    return {leaf, h1, h2};
}

} // namespace railyard::test
