#pragma once

#include <QString>

class QLineEdit;
class QWidget;

namespace railyard {

// A path typed or chosen with Browse…, as the dialogs that ask for input files show it: a row widget (the
// field's parentWidget(), for a form layout) holding the field and the button. An empty `filter` browses for
// a folder.
QLineEdit *makeFileField(QWidget *owner, const QString &title, const QString &filter,
                         const QString &placeholder);

} // namespace railyard
