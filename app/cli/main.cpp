#include "clicommand.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    railyard::cli::Streams streams{out, err};
    return railyard::cli::run(QCoreApplication::arguments().mid(1), streams);
}
