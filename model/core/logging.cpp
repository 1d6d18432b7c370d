#include "core/logging.h"

Q_LOGGING_CATEGORY(lcIo, "railyard.io", QtInfoMsg)
Q_LOGGING_CATEGORY(lcValidation, "railyard.validation", QtInfoMsg)
Q_LOGGING_CATEGORY(lcJobs, "railyard.jobs", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAutosave, "railyard.autosave", QtInfoMsg)
