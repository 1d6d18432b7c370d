#include "common/preferences.h"
#include "common/stallwatch.h"
#include "window/instancechannel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QPalette>
#include <QTimer>

#include <memory>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    // RAILYARD_STALLS=FILE writes every moment the window did not answer for over 50 ms
    // (docs/performance.md).
    std::unique_ptr<railyard::StallWatch> stalls;
    if (const QString file = qEnvironmentVariable("RAILYARD_STALLS"); !file.isEmpty())
        stalls = std::make_unique<railyard::StallWatch>(file, 50);
    // RAILYARD_DARK=1 previews the application in a dark palette (as a dark desktop theme gives it).
    if (qEnvironmentVariableIntValue("RAILYARD_DARK") == 1) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
        dark.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
        dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8b, 0xd9));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
        dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x37, 0x3b));
        dark.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
        QApplication::setPalette(dark);
    }
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(RAILYARD_APP_ID));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Design, check and order the cabling of GPU clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QStringLiteral(
            "Designs to open (.railyard or .json), each in a window. Without one, the bundled sample "
            "design opens. When Railyard already runs, it opens them in new windows of its own."),
        QStringLiteral("[files...]"));
    const QCommandLineOption separate(
        QStringLiteral("new-instance"),
        QStringLiteral("Start a Railyard of its own even when one already runs."));
    parser.addOption(separate);
    parser.process(app);

    QStringList files;
    for (const QString &file : parser.positionalArguments())
        files.append(QFileInfo(file).absoluteFilePath());
    // A second `railyard FILE` (a double-click in the file manager): the running Railyard opens the files in
    // new windows, and this process is done. Its windows' unsaved work is not touched.
    if (!files.isEmpty() && !parser.isSet(separate) && railyard::InstanceChannel::sendToRunning(files))
        return 0;
    railyard::InstanceChannel instance;
    instance.listen();

    // The language first: every text of the window is made in it. Its number formats go with it.
    railyard::Preferences::applyLanguage(railyard::Preferences::load().effectiveLanguage());
    railyard::MainWindow window;
    QObject::connect(&instance, &railyard::InstanceChannel::filesReceived, &window,
                     [&window](const QStringList &received) {
                         for (const QString &file : received)
                             window.openInNewWindow(file);
                     });
    if (files.isEmpty()) files.append(QStringLiteral(":/railyard/samples/dgx-h100-4node.json"));
    // The window first, then the file: a large design takes seconds to read, and the user should see the
    // window and the progress of the read rather than nothing.
    window.show();
    QTimer::singleShot(0, &window, [&window, files] {
        window.openFile(files.first());
        for (const QString &file : files.mid(1))
            window.openInNewWindow(file);
        window.offerRecovery();
    });
    return QApplication::exec();
}
