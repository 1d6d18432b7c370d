#include "dialogs/fabricpreview.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTreeWidget>

namespace railyard {

namespace {

// The wizard's texts: lupdate finds them as GenerateFabricDialog's, as they were.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(railyard::GenerateFabricDialog)
};

} // namespace

QString previewNumber(long long n)
{
    return QLocale().toString(n);
}

void showFabricCounts(QTreeWidget *tree, const FabricCounts &c)
{
    tree->clear();
    auto add = [tree](const QString &what, const QString &value, bool heading = false) {
        auto *item = new QTreeWidgetItem(tree, {what, value});
        item->setToolTip(1, value); // the whole of a value the column cuts short
        if (heading) {
            QFont f = item->font(0);
            f.setBold(true);
            item->setFont(0, f);
        }
    };
    add(Text::tr("Nodes"),
        c.sus == 1 ? Text::tr("%1 (%2 GPUs, 1 SU)").arg(previewNumber(c.nodes), previewNumber(c.gpus))
                   : Text::tr("%1 (%2 GPUs, %3 SUs)")
                         .arg(previewNumber(c.nodes), previewNumber(c.gpus), previewNumber(c.sus)),
        true);
    const QString names[] = {Text::tr("Compute"), Text::tr("Storage"), Text::tr("In-band"),
                             Text::tr("Out-of-band")};
    for (int n = 0; n < fabricNetCount; ++n) {
        const NetworkCounts &k = c.networks[size_t(n)];
        if (k.tiers == 0) {
            add(names[n], Text::tr("not generated"), true);
            continue;
        }
        if (n == int(FabricNet::Oob)) {
            add(names[n],
                Text::tr("%1, %2").arg(Text::tr("%Ln access switch(es)", nullptr, int(k.leaves)),
                                       Text::tr("%Ln aggregation switch(es)", nullptr, int(k.spines))),
                true);
            add(Text::tr("  management links"), previewNumber(k.nodeLinks));
            if (k.leafSpineLinks) add(Text::tr("  uplinks"), previewNumber(k.leafSpineLinks));
            if (k.spineCoreLinks)
                add(Text::tr("  between aggregation switches"), previewNumber(k.spineCoreLinks));
        } else {
            QString switches = Text::tr("%Ln leaf/leaves", nullptr, int(k.leaves));
            if (k.spines)
                switches = Text::tr("%1, %2").arg(switches, Text::tr("%Ln spine(s)", nullptr, int(k.spines)));
            if (k.cores)
                switches = Text::tr("%1, %2").arg(switches, Text::tr("%Ln core(s)", nullptr, int(k.cores)));
            const QString tiers = Text::tr("%Ln tier(s)", nullptr, int(k.tiers));
            add(names[n], k.planes > 1 ? Text::tr("%1 in %Ln plane(s)", nullptr, k.planes).arg(tiers) : tiers,
                true);
            add(Text::tr("  switches"), switches);
            // Four tiers: a row of their own, as the switches' row is full with three.
            if (k.supers) add(Text::tr("  super-cores"), previewNumber(k.supers));
            add(Text::tr("  node–leaf links"), previewNumber(k.nodeLinks));
            if (k.leafSpineLinks) add(Text::tr("  leaf–spine links"), previewNumber(k.leafSpineLinks));
            if (k.spineCoreLinks) add(Text::tr("  spine–core links"), previewNumber(k.spineCoreLinks));
            if (k.coreSuperLinks) add(Text::tr("  core–super-core links"), previewNumber(k.coreSuperLinks));
        }
        add(Text::tr("  cables"), previewNumber(k.cables));
    }
    if (c.ufm) add(Text::tr("UFM appliances"), previewNumber(c.ufm), true);
    add(Text::tr("Racks"),
        Text::tr("%1 compute, %2 network in %Ln row(s)", nullptr, int(c.rows))
            .arg(previewNumber(c.computeRacks), previewNumber(c.networkRacks)),
        true);
    add(Text::tr("Patch panels"), previewNumber(c.panels));
    add(Text::tr("Cables"), previewNumber(c.cables()), true);
    add(Text::tr("  fiber"), Text::tr("%1, %2").arg(Text::tr("%Ln cord(s)", nullptr, int(c.cords)),
                                                    Text::tr("%Ln trunk(s)", nullptr, int(c.trunks))));
    add(Text::tr("  copper"),
        Text::tr("%1 direct-attach, %2 RJ45").arg(previewNumber(c.dacs), previewNumber(c.copper)));
    add(Text::tr("Transceivers"), previewNumber(c.transceivers), true);
    add(Text::tr("Fibers"), previewNumber(c.fibers), true);
    if (c.traySegments > 0)
        add(Text::tr("Trays"),
            Text::tr("%Ln segment(s), %1 m, the fullest %2 % full", nullptr, c.traySegments)
                .arg(QLocale().toString(c.trayMetres, 'f', 0),
                     QLocale().toString(c.fullestTrayPercent, 'f', 0)),
            true);
    add(Text::tr("Power"),
        Text::tr("%1 kW, at most %2 kW per rack")
            .arg(QLocale().toString(c.powerKw, 'f', 1), QLocale().toString(c.maxRackKw, 'f', 1)),
        true);
}

} // namespace railyard
