#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace railyard {

// How a second `railyard FILE` hands its files to the Railyard already running for the same user, which opens
// each in a new window (its own windows and their unsaved work are not touched). The first Railyard listens
// on a local socket only that user can open; a later one sends the absolute paths and waits for the
// acknowledgement, and starts on its own when nobody answers (a crashed first instance leaves a socket
// nobody listens on: it is taken over).
class InstanceChannel : public QObject
{
    Q_OBJECT

public:
    explicit InstanceChannel(QString name = defaultName(), QObject *parent = nullptr);
    ~InstanceChannel() override;
    // Per user, so that two users of one machine each have their own Railyard.
    static QString defaultName();
    // Gives the files to a running Railyard; true when it took them.
    static bool sendToRunning(const QStringList &files, const QString &name = defaultName(),
                              int timeoutMs = 3000);
    // Starts answering later instances; false when another Railyard already does.
    bool listen();

Q_SIGNALS:
    void filesReceived(const QStringList &files);

private:
    void onConnection();

    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace railyard
