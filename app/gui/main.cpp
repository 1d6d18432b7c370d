#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(RAILYARD_APP_ID));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Design, check and order the cabling of GPU clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A design to open (.railyard or .json). Without one, the bundled "
                                                "sample design opens."));
    parser.process(app);

    railyard::MainWindow window;
    const QStringList files = parser.positionalArguments();
    window.openFile(files.isEmpty() ? QStringLiteral(":/railyard/samples/dgx-h100-4node.json") : files.first());
    window.show();
    window.offerRecovery();
    return QApplication::exec();
}
