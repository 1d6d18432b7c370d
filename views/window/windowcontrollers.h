#pragma once

namespace railyard {

class Autosaver;
class BulkEditController;
class CatalogController;
class ClipboardController;
class CommissioningController;
class EditController;
class ExportController;
class FileController;
class Navigator;
class OverlayController;
class RevisionController;
class SelectionModel;
class ValidationController;

// What a window does with its document, without widgets of its own: one of each controller (children of the
// window). The window's actions and the tests reach them here.
struct WindowControllers
{
    SelectionModel *selection = nullptr;
    ValidationController *validation = nullptr;
    OverlayController *overlay = nullptr;
    EditController *edit = nullptr;
    ClipboardController *clipboard = nullptr;
    ExportController *exports = nullptr;
    CatalogController *catalog = nullptr;
    BulkEditController *bulk = nullptr;
    CommissioningController *commissioning = nullptr;
    RevisionController *revisions = nullptr;
    Autosaver *autosaver = nullptr;
    FileController *files = nullptr;
    Navigator *navigator = nullptr;
};

} // namespace railyard
