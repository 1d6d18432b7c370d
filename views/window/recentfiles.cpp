#include "window/recentfiles.h"

#include "window/instancechannel.h"

#include <QSettings>

namespace railyard::recentfiles {

namespace {

constexpr qsizetype kept = 10;

// "recentFiles" on the first display (":0", "wayland-0") and where there is none, "recentFiles-<display>"
// elsewhere: a person's second session does not inherit the first one's list.
QString settingsKey()
{
    const QString display = InstanceChannel::displayName();
    if (display.isEmpty() || display == QLatin1String("0") || display == QLatin1String("wayland-0"))
        return QStringLiteral("recentFiles");
    return QStringLiteral("recentFiles-%1").arg(display);
}

QStringList &files()
{
    static QStringList list = QSettings().value(settingsKey()).toStringList().mid(0, kept);
    return list;
}

} // namespace

QStringList list()
{
    return files();
}

void add(const QString &path)
{
    QStringList &list = files();
    list.removeAll(path);
    list.prepend(path);
    list = list.mid(0, kept);
    QSettings().setValue(settingsKey(), list);
}

void clear()
{
    files().clear();
    QSettings().remove(settingsKey());
}

} // namespace railyard::recentfiles
