#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

class QLocalServer;

namespace railyard {

// How a second `railyard FILE` hands its files to the Railyard already running for the same user on the same
// display, which opens each in a new window (its own windows and their unsaved work are not touched). The
// first Railyard listens on a local socket only that user can open, named after the user and the display (a
// Railyard started on another X display or Wayland session starts its own there); a later one sends the
// absolute paths and waits for the acknowledgement, and starts on its own when nobody answers (a crashed
// first instance leaves a socket nobody listens on: it is taken over). Files received while a modal dialog is
// open (or a window is busy saving) wait until it closes: a new window never lands on top of a question.
class InstanceChannel : public QObject
{
    Q_OBJECT

public:
    explicit InstanceChannel(QString name = defaultName(), QObject *parent = nullptr);
    ~InstanceChannel() override;
    // Per user and display, so that two users of one machine, or one user's two displays, each have their own
    // Railyard.
    static QString defaultName();
    // The display this process shows on, as a name part ("0" for ":0", "wayland-0"); empty when the platform
    // has no such thing.
    static QString displayName();
    // Gives the files to a running Railyard; true when it took them.
    static bool sendToRunning(const QStringList &files, const QString &name = defaultName(),
                              int timeoutMs = 3000);
    // Starts answering later instances; false when another Railyard already does.
    bool listen();

Q_SIGNALS:
    void filesReceived(const QStringList &files);

private:
    void onConnection();
    // Hands the waiting files on once no modal dialog is open, else tries again in a moment.
    void deliver();

    QString m_name;
    QLocalServer *m_server = nullptr;
    QStringList m_waiting; // received, not handed on yet
    QTimer m_retry;
};

} // namespace railyard
