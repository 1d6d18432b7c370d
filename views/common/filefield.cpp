#include "common/filefield.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace railyard {

QLineEdit *makeFileField(QWidget *owner, const QString &title, const QString &filter,
                         const QString &placeholder)
{
    auto *row = new QWidget(owner);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *edit = new QLineEdit(row);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    auto *browse = new QPushButton(QCoreApplication::translate("railyard::FileField", "Browse…"), row);
    QObject::connect(browse, &QPushButton::clicked, owner, [owner, edit, title, filter] {
        const QString path = filter.isEmpty()
                                 ? QFileDialog::getExistingDirectory(owner, title, edit->text())
                                 : QFileDialog::getOpenFileName(owner, title, edit->text(), filter);
        if (!path.isEmpty()) edit->setText(path);
    });
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return edit;
}

} // namespace railyard
