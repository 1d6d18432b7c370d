#include "io/ioerror.h"

namespace railyard {

QString IoError::toString() const
{
    QString text = file.isEmpty() ? QString() : file + QStringLiteral(": ");
    if (!path.isEmpty()) {
        text += path;
        if (!objectId.isEmpty())
            text += QStringLiteral(" (id \"%1\")").arg(objectId);
        text += QStringLiteral(": ");
    } else if (!objectId.isEmpty()) {
        text += QStringLiteral("\"%1\": ").arg(objectId);
    }
    return text + message;
}

} // namespace railyard
