#include "cli.h"

#include <QGuiApplication>

#include <csignal>
#include <cstdio>
#include <new>

namespace {

// stderr belongs to the CLI's own one-line errors (cli.md); Qt's warnings about the environment (no
// XDG_RUNTIME_DIR, the offscreen platform) are noise there. RAILYARD_DEBUG=1 shows them. Railyard's own
// diagnostics arrive here only when QT_LOGGING_RULES turns their category on (docs/contributing.md).
void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const bool ours = context.category && qstrncmp(context.category, "railyard.", 9) == 0;
    if (ours)
        std::fprintf(stderr, "%s: %s\n", context.category, qPrintable(message));
    else if (type == QtFatalMsg || type == QtCriticalMsg || qEnvironmentVariableIsSet("RAILYARD_DEBUG"))
        std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

int main(int argc, char **argv)
{
    qInstallMessageHandler(quietMessages);
    // Over a file-size limit (ulimit -f) a write fails with EFBIG instead of killing the process: the writer
    // then says so in its one line and removes its temporary file.
    std::signal(SIGXFSZ, SIG_IGN);
    // Labels and drawings lay out text, which needs an application object of the Gui kind; offscreen, so no
    // display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("railyard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    railyard::cli::Streams streams{out, err};
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    // Memory running out anywhere is one line and exit 2 (cli.md: unusable input), like every refusal: an
    // output being written is left as it was (atomic files remove their temporary copy as they unwind).
    try {
        return railyard::cli::run(arguments, streams);
    } catch (const std::bad_alloc &) {
        err << "railyard-cli: "
            << (arguments.isEmpty() ? QString() : arguments.first() + QStringLiteral(": "))
            << "not enough memory to finish; nothing was written" << Qt::endl;
        return 2;
    }
}
