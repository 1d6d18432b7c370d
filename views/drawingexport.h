#pragma once

#include "io/ioerror.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace railyard {

class Document;
class ValidationController;

// What a drawing shows: the floor plan, one rack's elevation (front or rear), or the fabric.
struct DrawingView
{
    // Rack, Row and Racks are rack elevations: one rack, the racks of a row, or racks chosen (what the window
    // shows).
    enum class Kind
    {
        Floor,
        Rack,
        Fabric,
        Row,
        Racks
    } kind = Kind::Floor;
    QString rack;      // the rack id, for Kind::Rack; the row name, for Kind::Row
    bool rear = false; // elevations: the rear (the back of the patch panels, with the trunks)
    QStringList racks; // Kind::Racks: the rack ids, left to right

    // "floor", "rack:ID", "rack:ID:rear", "row:NAME", "row:NAME:rear" or "fabric"; nullopt (and `error`) for
    // anything else.
    static std::optional<DrawingView> parse(const QString &text, QString *error);
    QString title() const;
};

// Draws a view of the design to OUT (.png, .svg or .pdf by its extension) with a title and the colour legend,
// using the same scenes and painters as the window. Written atomically; errors name the file (and the rack).
IoStatus exportDrawing(Document &document, ValidationController &validation, const DrawingView &view,
                       const QString &path);
// Several views as the pages of one PDF (the quote package's elevations of every row).
IoStatus exportDrawings(Document &document, ValidationController &validation, const QList<DrawingView> &views,
                        const QString &path);

} // namespace railyard
