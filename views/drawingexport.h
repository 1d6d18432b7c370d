#pragma once

#include "io/ioerror.h"

#include <QString>

#include <optional>

namespace railyard {

class Document;
class ValidationController;

// What a drawing shows: the floor plan, one rack's elevation (front or rear), or the fabric.
struct DrawingView
{
    enum class Kind { Floor, Rack, Fabric } kind = Kind::Floor;
    QString rack;       // the rack id, for Kind::Rack
    bool rear = false;  // Kind::Rack: the rear (the back of the patch panels, with the trunks)

    // "floor", "rack:ID", "rack:ID:rear" or "fabric"; nullopt (and `error`) for anything else.
    static std::optional<DrawingView> parse(const QString &text, QString *error);
    QString title() const;
};

// Draws a view of the design to OUT (.png, .svg or .pdf by its extension) with a title and the colour legend,
// using the same scenes and painters as the window. Written atomically; errors name the file (and the rack).
IoStatus exportDrawing(Document &document, ValidationController &validation, const DrawingView &view, const QString &path);

} // namespace railyard
