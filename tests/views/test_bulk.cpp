// Bulk work from the window: Fill Empty Cages and Connect by Rail, each previewed and one undo step (issue
// 9).
#include "commands/devicecommands.h"
#include "controllers/bulkeditcontroller.h"
#include "controllers/editcontroller.h"
#include "controllers/validationcontroller.h"
#include "core/enumtext.h"
#include "designfixtures.h"
#include "dialogs/connectbyraildialog.h"
#include "dialogs/fillcagesdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QTableWidget>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

using namespace railyard;
using namespace railyard::test;

namespace {

void chooseModule(FillCagesDialog *dialog, const QString &id, Network network)
{
    dialog->networkBox()->setCurrentIndex(dialog->networkBox()->findData(int(network)));
    QComboBox *box = dialog->transceiverBox();
    for (int i = 0; i < box->count(); ++i)
        if (box->itemText(i).startsWith(id + QLatin1Char(' '))) box->setCurrentIndex(i);
}

// Two DGX H100 of SU 1 in a rack, nodes 1 and 2.
std::vector<Device> twoServers(const Design &d, int rack)
{
    std::vector<Device> devices;
    for (int n = 1; n <= 2; ++n) {
        Device s;
        s.id = QStringLiteral("dgx-%1").arg(n);
        s.type = d.catalog.deviceTypes.indexOf(QStringLiteral("dgx-h100"));
        s.rack = rack;
        s.u = 2 + (n - 1) * 10;
        s.su = 1;
        s.node = n;
        devices.push_back(s);
    }
    return devices;
}

// A QM9700 leaf of SU 1, of a rail or none.
Device leafAt(const Design &d, const QString &id, int rack, int u, std::optional<int> rail)
{
    Device l;
    l.id = id;
    l.type = d.catalog.deviceTypes.indexOf(QStringLiteral("qm9700"));
    l.rack = rack;
    l.u = u;
    l.su = 1;
    l.rail = rail;
    return l;
}

// A new design's window with a row of two racks, A01 and A02.
struct TwoRacks
{
    MainWindow window;
    Document *doc = nullptr;
    int a01 = -1, a02 = -1;

    TwoRacks()
    {
        window.resize(1280, 800);
        window.show();
        doc = window.document();
        window.controllers().edit->addRow(QStringLiteral("A"), 2, 48, 0, 0);
        a01 = doc->design().racks().find(QStringLiteral("A01"));
        a02 = doc->design().racks().find(QStringLiteral("A02"));
    }
};

} // namespace

TEST_CASE("From empty racks to a cabled rail-optimized pod: fill cages, connect by rail, each one undo step",
          "[views][bulk]")
{
    TwoRacks racks;
    MainWindow &window = racks.window;
    Document *doc = racks.doc;
    const Design &d = doc->design();
    const int a01 = racks.a01, a02 = racks.a02;
    std::vector<Device> devices = twoServers(d, a01);
    for (int r = 1; r <= 8; ++r)
        devices.push_back(leafAt(d, QStringLiteral("leaf-r%1").arg(r), a02, 30 + r, r));
    doc->push(new AddDevices(doc, devices));
    Selection all;
    for (int dev : d.devices().live())
        all.devices.append(dev);
    window.controllers().selection->select(all);
    const int steps = doc->undoStack()->count();

    // The servers' compute cages with the flat-top twin-port module, then one leaf cage each.
    onNextDialog<FillCagesDialog>([](FillCagesDialog *dialog) {
        chooseModule(dialog, QStringLiteral("MMS4X00-NM-FLT"), Network::Compute);
    });
    REQUIRE(window.controllers().bulk->fillEmptyCages());
    CHECK(doc->undoStack()->count() == steps + 1);
    CHECK(d.devices().at(d.devices().find(QStringLiteral("dgx-1"))).modules.size() == 4);
    CHECK(d.devices()
              .at(d.devices().find(QStringLiteral("leaf-r1")))
              .modules.isEmpty()); // OSFP-RHS fits no leaf cage
    window.controllers().selection->select({{}, {d.devices().find(QStringLiteral("leaf-r1"))}, {}});
    onNextDialog<FillCagesDialog>(
        [](FillCagesDialog *dialog) { chooseModule(dialog, QStringLiteral("MMS4X00-NM"), Network::None); });
    REQUIRE(window.controllers().bulk->fillEmptyCages());
    CHECK(d.devices().at(d.devices().find(QStringLiteral("leaf-r1"))).modules.size() == 32);
    doc->undoStack()->undo(); // one step takes all 32 out again
    CHECK(d.devices().at(d.devices().find(QStringLiteral("leaf-r1"))).modules.isEmpty());
    // Every leaf gets one module in its first cage, as a designer does for two servers.
    QList<ModuleChange> first;
    for (int r = 1; r <= 8; ++r)
        first.append({d.devices().find(QStringLiteral("leaf-r%1").arg(r)), 0,
                      d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"))});
    doc->push(new SetTransceivers(doc, first));

    // Connect by Rail shows the 16 cables first, then adds them in one step.
    window.controllers().selection->select(all);
    int previewed = 0;
    onNextDialog<ConnectByRailDialog>(
        [&](ConnectByRailDialog *dialog) { previewed = dialog->table()->rowCount(); });
    const int before = doc->undoStack()->count();
    REQUIRE(window.controllers().bulk->connectByRail());
    CHECK(previewed == 16);
    CHECK(d.cables().liveCount() == 16);
    CHECK(doc->undoStack()->count() == before + 1);
    CHECK(doc->undoStack()->undoText() == QLatin1String("Connect by Rail"));
    window.controllers().validation->flush();
    CHECK(window.controllers().validation->summary().errors == 0);
    doc->undoStack()->undo();
    CHECK(d.cables().liveCount() == 0);
}

TEST_CASE("Fill Empty Cages starts at the network of the empty cages and proposes that network's optic, and "
          "Connect by Rail asks a lone leaf without a rail which rail it serves",
          "[views][bulk][regression]")
{
    TwoRacks racks;
    MainWindow &window = racks.window;
    Document *doc = racks.doc;
    const Design &d = doc->design();
    const int a01 = racks.a01, a02 = racks.a02;
    const int dgx = d.catalog.deviceTypes.indexOf(QStringLiteral("dgx-h100"));
    std::vector<Device> devices = twoServers(d, a01);
    devices.push_back(leafAt(d, QStringLiteral("leaf-x"), a02, 40, std::nullopt));
    doc->push(new AddDevices(doc, devices));
    const int s1 = d.devices().find(QStringLiteral("dgx-1")), s2 = d.devices().find(QStringLiteral("dgx-2"));
    const int l = d.devices().find(QStringLiteral("leaf-x"));
    // Compute cages full, the first server's storage cages hold the single-mode DR4 optic.
    const int flt = d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM-FLT"));
    const int dr4 = d.catalog.transceivers.indexOf(QStringLiteral("MMS1X00-NS400"));
    const int nm = d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    QList<ModuleChange> modules;
    const DeviceType &type = d.catalog.deviceTypes.at(dgx);
    for (int server : {s1, s2})
        for (int p = 0; p < int(type.ports.size()); ++p) {
            if (type.ports[size_t(p)].network == Network::Compute) modules.append({server, p, flt});
            if (server == s1 && type.ports[size_t(p)].network == Network::Storage)
                modules.append({s1, p, dr4});
        }
    modules.append({l, 0, nm});
    doc->push(new SetTransceivers(doc, modules));

    // The second server's empty cages: storage and in-band, storage first.
    window.controllers().selection->select({{}, {s2}, {}});
    QString network, module;
    onNextDialog<FillCagesDialog>([&](FillCagesDialog *dialog) {
        network = dialog->networkBox()->currentText();
        module = dialog->transceiverBox()->currentText();
        dialog->reject();
    });
    CHECK_FALSE(window.controllers().bulk->fillEmptyCages());
    CHECK(network == networkText(Network::Storage));
    CHECK(module.startsWith(QLatin1String("MMS1X00-NS400 ")));

    // One leaf without a rail and both servers: asked, the user says rail 6; rail 6 is cabled, nothing else.
    window.controllers().selection->select({{}, {s1, s2, l}, {}});
    QStringList offered;
    onNextDialog<QInputDialog>([&](QInputDialog *dialog) {
        offered = dialog->comboBoxItems();
        for (const QString &item : dialog->comboBoxItems())
            if (item.startsWith(QLatin1String("Rail 6 "))) dialog->setTextValue(item);
    });
    int previewed = -1;
    onNextDialog<ConnectByRailDialog>(
        [&](ConnectByRailDialog *dialog) { previewed = dialog->table()->rowCount(); });
    REQUIRE(window.controllers().bulk->connectByRail());
    CHECK(offered.size() == 8);
    CHECK(offered.first() == QString::fromUtf8("Rail 1 — 2 free server ports"));
    CHECK(previewed == 2);
    CHECK(d.cables().liveCount() == 2);
    CHECK(d.devices().at(l).rail == 6);
    // The rail the user gave the leaf is part of the one step: undone with the cables.
    CHECK(doc->undoStack()->undoText() == QLatin1String("Connect by Rail"));
    doc->undoStack()->undo();
    CHECK(d.cables().liveCount() == 0);
    CHECK_FALSE(d.devices().at(l).rail.has_value());
}
