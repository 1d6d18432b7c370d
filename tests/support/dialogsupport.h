#pragma once

#include <QApplication>
#include <QDialog>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

namespace railyard::test {

// Once a dialog of type D is shown (polling, at most ten seconds), lets `act` look at it or set it up, then
// accepts it (unless `act` closed it).
template <typename D> void onNextDialog(std::function<void(D *)> act)
{
    auto *timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, tries, act] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *dialog = qobject_cast<D *>(w); dialog && dialog->isVisible()) {
                timer->deleteLater();
                act(dialog);
                if (dialog->isVisible()) dialog->accept();
                return;
            }
        if (++*tries > 200) timer->deleteLater();
    });
    timer->start(50);
}

} // namespace railyard::test
