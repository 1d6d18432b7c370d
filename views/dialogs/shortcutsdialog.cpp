#include "dialogs/shortcutsdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include <functional>

namespace railyard {

void showShortcutsDialog(QWidget *parent, QMenuBar *menuBar)
{
    // Every menu action that has a shortcut, by menu: always true to what the menus do.
    QString html = QStringLiteral("<table cellspacing='4'>");
    for (QAction *menuAction : menuBar->actions()) {
        QMenu *menu = menuAction->menu();
        if (!menu) continue;
        QString rows;
        std::function<void(QMenu *)> collect = [&](QMenu *m) {
            for (QAction *a : m->actions()) {
                if (a->menu())
                    collect(a->menu());
                else if (!a->shortcut().isEmpty())
                    rows += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                                .arg(a->text()
                                         .remove(QLatin1Char('&'))
                                         .remove(QStringLiteral("…"))
                                         .toHtmlEscaped(),
                                     a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
            }
        };
        collect(menu);
        if (!rows.isEmpty())
            html += QStringLiteral("<tr><td colspan='2'><br><i>%1</i></td></tr>")
                        .arg(menuAction->text().remove(QLatin1Char('&'))) +
                    rows;
    }
    html += QStringLiteral("<tr><td colspan='2'><br><i>%1</i></td></tr>")
                .arg(QCoreApplication::translate("Shortcuts", "Views"));
    html += QCoreApplication::translate(
        "Shortcuts",
        "<tr><td>Zoom</td><td><b>Mouse wheel</b></td></tr><tr><td>Pan</td><td><b>Middle button, or Space + "
        "drag</b></td></tr>"
        "<tr><td>Connect two ports</td><td><b>Drag from port to port (rack elevations)</b></td></tr>");
    html += QCoreApplication::translate(
        "Shortcuts",
        "<tr><td>Place a tray node</td><td><b>Click the floor (View ▸ Edit Pathways)</b></td></tr>"
        "<tr><td>Draw a tray</td><td><b>Drag from a node, a tray or the floor to another</b></td></tr>"
        "<tr><td>Move a tray node</td><td><b>Shift + drag it</b></td></tr>"
        "<tr><td>Cancel a drag</td><td><b>Escape</b></td></tr>");
    html += QStringLiteral("</table>");
    QMessageBox box(QMessageBox::NoIcon, QCoreApplication::translate("Shortcuts", "Keyboard Shortcuts"), html,
                    QMessageBox::Close, parent);
    box.exec();
}

} // namespace railyard
