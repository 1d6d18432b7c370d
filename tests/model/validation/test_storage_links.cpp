#include "designbuilder.h"

using namespace railyard;
using namespace railyard::test;

namespace {

void checkNoErrors(const Design &d)
{
    const QList<Issue> issues = validateDesign(d);
    for (const Issue &i : issues) {
        INFO(ruleId(i.rule).data() << ": " << i.message.toStdString());
        CHECK(i.severity != Severity::Error);
    }
}

} // namespace

// The storage and in-band parts a SuperPOD BOM needs (domain.md 7.5), joined the way a real cluster joins
// them.
TEST_CASE("Storage and in-band links built from the bundled catalog validate clean", "[validation][catalog]")
{
    SECTION("a DGX H100 storage port to a storage server over single-mode QSFP112 optics")
    {
        DesignBuilder b;
        const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0);
        const QString nas = b.device(QStringLiteral("storage-server"), QStringLiteral("R1"), 10);
        b.module(dgx, QStringLiteral("storage1"), QStringLiteral("MMS1X00-NS400"));
        b.module(nas, QStringLiteral("nic1"), QStringLiteral("MMS1X00-NS400"));
        b.cable(QStringLiteral("MFP7E30"), 5, DesignBuilder::end(dgx, QStringLiteral("storage1"), 1),
                DesignBuilder::end(nas, QStringLiteral("nic1"), 1));
        checkNoErrors(b.design());
    }

    SECTION("two SN4600C joined by a QSFP28 DAC, and by UPC multimode SR4 optics")
    {
        DesignBuilder b;
        const QString s1 = b.device(QStringLiteral("sn4600c"), QStringLiteral("R1"), 0);
        const QString s2 = b.device(QStringLiteral("sn4600c"), QStringLiteral("R1"), 4);
        b.cable(QStringLiteral("MCP1600-C"), 1, DesignBuilder::end(s1, QStringLiteral("swp1")),
                DesignBuilder::end(s2, QStringLiteral("swp1")));
        b.module(s1, QStringLiteral("swp2"), QStringLiteral("MMA1B00-C100D"));
        b.module(s2, QStringLiteral("swp2"), QStringLiteral("MMA1B00-C100D"));
        b.cable(QStringLiteral("MPO12-CORD-MM-UPC-B"), 3, DesignBuilder::end(s1, QStringLiteral("swp2"), 1),
                DesignBuilder::end(s2, QStringLiteral("swp2"), 1));
        checkNoErrors(b.design());
    }

    SECTION("a 400G QSFP112 DAC does not fit a 100G QSFP28 cage")
    {
        DesignBuilder b;
        const QString s1 = b.device(QStringLiteral("sn4600c"), QStringLiteral("R1"), 0);
        const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 4);
        b.cable(QStringLiteral("MCP1650-N"), 1, DesignBuilder::end(dgx, QStringLiteral("inband1")),
                DesignBuilder::end(s1, QStringLiteral("swp1")));
        CHECK(issuesOf(b.design(), "form-factor-mismatch").size() == 1);
    }

    SECTION("an APC multimode cord on the UPC SR4 optic is caught")
    {
        DesignBuilder b;
        const QString s1 = b.device(QStringLiteral("sn4600c"), QStringLiteral("R1"), 0);
        const QString s2 = b.device(QStringLiteral("sn4600c"), QStringLiteral("R1"), 4);
        b.module(s1, QStringLiteral("swp2"), QStringLiteral("MMA1B00-C100D"));
        b.module(s2, QStringLiteral("swp2"), QStringLiteral("MMA1B00-C100D"));
        b.cable(QStringLiteral("MPO12-TRUNK-MM-B"), 3, DesignBuilder::end(s1, QStringLiteral("swp2"), 1),
                DesignBuilder::end(s2, QStringLiteral("swp2"), 1));
        CHECK_FALSE(issuesOf(b.design(), "polish-mismatch").isEmpty());
    }
}
