// Catch2 runner shared by every test executable: offscreen Qt, one application object, then Catch.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "core/language.h"

#include <QStandardPaths>
#include <QtGlobal>

#ifdef RAILYARD_TESTS_WITH_WIDGETS
#include <QApplication>
using TestApplication = QApplication;
#else
#include <QGuiApplication>
using TestApplication = QGuiApplication;
#endif

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Settings, autosaves and other application data go to a test folder, never the user's.
    QStandardPaths::setTestModeEnabled(true);
    TestApplication app(argc, argv);
    TestApplication::setApplicationName(QStringLiteral("railyard-tests"));
    TestApplication::setOrganizationName(QStringLiteral("Railyard"));
    // English as the applications start it: its plurals ("1 warning") come from a translation file too.
    railyard::installTranslations(QStringLiteral("en"));
    return Catch::Session().run(argc, argv);
}
