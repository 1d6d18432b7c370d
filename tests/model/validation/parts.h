#pragma once

#include <QJsonObject>

// Catalog parts the bundled catalog does not have, for rule tests.
namespace railyard::test::parts {

inline QJsonObject cord(const char *id, const char *polarity, const char *polish = "APC", const char *genderA = "unpinned",
                        const char *genderB = "unpinned", const char *fiber = "OS2", const char *connector = "MPO-12",
                        double loss = 0.35)
{
    return QJsonObject{{"id", id}, {"kind", "fiber"}, {"connector", connector}, {"polish", polish}, {"gender_a", genderA},
                       {"gender_b", genderB}, {"fiber", fiber}, {"polarity", polarity}, {"connector_loss_db", loss},
                       {"lengths_m", QJsonArray{1, 3, 5, 10, 20, 50, 100}}};
}

inline QJsonObject module(const char *id, const char *polish, const char *media, const QJsonObject &reach,
                          const QJsonValue &loss, const char *pmd = "DR4", const char *connector = "MPO-12",
                          const char *formFactor = "OSFP", double rate = 400)
{
    return QJsonObject{{"id", id}, {"form_factor", formFactor}, {"pmd", pmd}, {"rate_gbps", rate}, {"connectors", 1},
                       {"connector", connector}, {"polish", polish}, {"media", media}, {"reach_m", reach},
                       {"max_channel_loss_db", loss}};
}

} // namespace railyard::test::parts
