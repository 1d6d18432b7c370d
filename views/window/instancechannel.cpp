#include "window/instancechannel.h"

#include "common/inputblocker.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>
#include <QRegularExpression>
#include <QTimer>

#include <utility>

namespace railyard {

namespace {

// One request a connection: a JSON array of absolute paths and a newline; the answer is "ok\n".
constexpr char ok[] = "ok\n";

} // namespace

InstanceChannel::InstanceChannel(QString name, QObject *parent) : QObject(parent), m_name(std::move(name))
{
    m_retry.setSingleShot(true);
    m_retry.setInterval(250);
    connect(&m_retry, &QTimer::timeout, this, &InstanceChannel::deliver);
}

InstanceChannel::~InstanceChannel() = default;

QString InstanceChannel::displayName()
{
    QString display = qEnvironmentVariable("WAYLAND_DISPLAY");
    if (display.isEmpty()) display = qEnvironmentVariable("DISPLAY");
    // A socket name of letters, digits, dots and dashes: ":0" is "0", "localhost:10.0" is "localhost-10.0".
    display.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9.]+")), QStringLiteral("-"));
    while (display.startsWith(QLatin1Char('-')))
        display.remove(0, 1);
    return display;
}

QString InstanceChannel::defaultName()
{
    QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    QString name = QStringLiteral("railyard-%1").arg(user.isEmpty() ? QStringLiteral("user") : user);
    if (const QString display = displayName(); !display.isEmpty()) name += QLatin1Char('-') + display;
    return name;
}

bool InstanceChannel::sendToRunning(const QStringList &files, const QString &name, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(timeoutMs)) return false;
    socket.write(QJsonDocument(QJsonArray::fromStringList(files)).toJson(QJsonDocument::Compact) + '\n');
    if (!socket.waitForBytesWritten(timeoutMs)) return false;
    // Only an acknowledgement means the files will open; otherwise this process opens them itself.
    while (!socket.canReadLine())
        if (!socket.waitForReadyRead(timeoutMs)) return false;
    return socket.readLine() == ok;
}

bool InstanceChannel::listen()
{
    // Ask first: with UserAccessOption, Qt binds a fresh socket and renames it over the old one, so listen()
    // itself would silently take the name from a Railyard that still runs.
    QLocalSocket probe;
    probe.connectToServer(m_name);
    if (probe.waitForConnected(500)) return false;
    // Nobody answers: a socket left by a Railyard that did not exit cleanly, or none.
    QLocalServer::removeServer(m_name);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_name)) return false;
    connect(m_server, &QLocalServer::newConnection, this, &InstanceChannel::onConnection);
    return true;
}

void InstanceChannel::onConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) return;
            const QJsonDocument request = QJsonDocument::fromJson(socket->readLine());
            QStringList files;
            for (const QJsonValue &v : request.array())
                if (v.isString()) files.append(v.toString());
            socket->write(ok);
            socket->flush();
            m_waiting += files;
            deliver();
        });
    }
}

void InstanceChannel::deliver()
{
    if (m_waiting.isEmpty()) return;
    // A question on screen, or a window busy saving: the files wait for it (polled: a modal dialog's end
    // has no signal of its own).
    if (QApplication::activeModalWidget() || QApplication::activePopupWidget() || InputBlocker::isActive()) {
        m_retry.start();
        return;
    }
    Q_EMIT filesReceived(std::exchange(m_waiting, {}));
}

} // namespace railyard
