#pragma once

#include <QLoggingCategory>

// Diagnostics for whoever runs Railyard with QT_LOGGING_RULES="railyard.*.debug=true" (docs/contributing.md):
// what was read and written and how long it took, full validation runs, background jobs, autosave. Debug
// output is off by default, so the CLI's stderr stays the one-line errors scripts read.
Q_DECLARE_LOGGING_CATEGORY(lcIo)
Q_DECLARE_LOGGING_CATEGORY(lcValidation)
Q_DECLARE_LOGGING_CATEGORY(lcJobs)
Q_DECLARE_LOGGING_CATEGORY(lcAutosave)
