#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace railyard {

class Design;
struct Decorations;

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
    QString rack;       // the rack id, for Kind::Rack; the row name, for Kind::Row
    bool rear = false;  // elevations: the rear (the back of the patch panels, with the trunks)
    QStringList racks;  // Kind::Racks: the rack ids, left to right
    bool power = false; // Kind::Floor: racks coloured by the power they draw, the legend in kW

    // "floor", "floor:power", "rack:ID", "rack:ID:rear", "row:NAME", "row:NAME:rear" or "fabric"; nullopt
    // (and `error`) for anything else.
    static std::optional<DrawingView> parse(const QString &text, QString *error);
    QString title() const;
};

// Draws a view of the design to OUT (.png, .svg or .pdf by its extension) with a title and the colour legend,
// with the painters the window's views use, in the paper palette. `decorations` gives the rails and the
// issues (from an up-to-date validation). Written atomically; errors name the file (and the rack).
Result<> exportDrawing(const Design &design, const Decorations &decorations, const DrawingView &view,
                       const QString &path, Paper paper = Paper::A4);
// Whether the design has what the view shows (its rack, or a rack in its row): an error naming `designPath`
// and the rack otherwise, for a message that points at the design rather than the drawing.
Result<> checkDrawingView(const Design &design, const DrawingView &view, const QString &designPath);
// Several views as the pages of one PDF (the quote package's elevations of every row).
Result<> exportDrawings(const Design &design, const Decorations &decorations, const QList<DrawingView> &views,
                        const QString &path, Paper paper = Paper::A4);

} // namespace railyard
