#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "design/quoteinfo.h"
#include "export/bomgroups.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace railyard {

class Design;

enum class BomCategory
{
    Rack,
    Device,
    Transceiver,
    Cable,
    Accessory // what racks need besides their devices: PDUs, power cords, blanking panels, cable managers
};
QString bomCategoryName(BomCategory category); // "rack", "device", "transceiver", "cable", "accessory"

// One line of the bill of materials (cli.md, bom): a part, and for cables one ordered length.
struct BomLine
{
    BomCategory category = BomCategory::Device;
    QString partNumber; // what is ordered: the part id, or for a cable the part number of its length
    QString description;
    std::optional<double> lengthM; // the ordered length; cables only
    qint64 quantity = 0;           // spares included
    double unitPrice = 0;
    double extendedPrice = 0;
    qint64 spares = 0; // the part of quantity added as spares
    QString partId;    // the catalog part (a cable type's id, where the part number names one length)
    // Every catalog part the line orders: role variants of one product (qm9700, qm9700-spine) are one line.
    QStringList partIds;
    PartNumberStatus status = PartNumberStatus::CatalogId; // how far the part number can be trusted
    Airflow airflow = Airflow::None;                       // the airflow ordered, for a switch sold in both
    // What the buyer should know about the line beyond its description ("no part number of the C2P airflow
    // is known"); empty for most.
    QString note;
    // A PDU line's: the ids of the racks it goes into, in natural order (a network rack's PDU is not a
    // compute rack's). Quotes say "For 8 racks: N01–N08"; CSV and JSON list the ids.
    QStringList racks;
    // Whether the part number names the ordered length (MFP7E30-N003); otherwise the length is ordered beside
    // it (a trunk's code and 10 m).
    bool namesLength = false;
    int group = 0; // the line's group (Bom::groupKeys); 0 when the BOM is not grouped

    qint64 baseQuantity() const { return quantity - spares; }
    // A unit price of 0 is no price: the line is left out of the total, and shown as "—", never 0.00.
    bool priced() const { return unitPrice > 0; }
};

struct BomTotals
{
    qint64 racks = 0;
    qint64 devices = 0;
    qint64 transceivers = 0;
    qint64 cables = 0;
    qint64 accessories = 0;
    qint64 fibers = 0; // in the design's cables, spares not included
    double price = 0;
};

struct Bom
{
    QString design;
    QString currency;
    QuoteInfo quote;            // the title block
    std::vector<BomLine> lines; // racks, devices, transceivers, cables; each by part, cables then by length
    BomTotals totals;
    // What the BOM could not order, one sentence each (PSUs of an unknown inlet …): quotes print them.
    QStringList notes;
    BomGrouping grouping = BomGrouping::None;
    std::vector<QString> groupKeys;   // by group: "compute" … or an SU's number; "" for the shared group
    std::vector<QString> groupTitles; // by group, for people: "Compute network", "SU 3"
    // A request for quotation: no prices anywhere, a column for the supplier's lead time.
    bool rfq = false;
};

// The BOM of a design: one line per (category, part number, airflow, ordered length, unit price) — racks with
// a type, devices, transceivers, cables — spares from the design's settings added to transceiver and cable
// lines, prices from the catalog parts. A part is ordered by its part_number (a role variant by its base's);
// a switch by the part number of its airflow (the device's, else the design's switch_ports_face).
struct BomOptions
{
    BomGrouping grouping = BomGrouping::None; // lines split by network or SU, with subtotals per group
    bool rfq = false;
};
Bom buildBom(const Design &design, const BomOptions &options = {});

// The sum of the extended prices of one category's lines (a quote's subtotal).
double bomSubtotal(const Bom &bom, BomCategory category);
// The lines of each category that has any, in category order, with its subtotal — or of each group of a
// grouped BOM, in group order: how a quote lists them (the XLSX, the PDF quote and the BOM dialog alike).
struct BomSection
{
    QString title;         // "Cables", "Compute network"
    QString subtotalTitle; // "Subtotal cables", "Subtotal compute network"
    std::vector<const BomLine *> lines;
    double subtotal = 0;
    bool anyPriced = false; // a subtotal of no priced line is no subtotal ("—", an empty cell)
};
std::vector<BomSection> bomSections(const Bom &bom);
constexpr BomCategory bomCategories[] = {BomCategory::Rack, BomCategory::Device, BomCategory::Transceiver,
                                         BomCategory::Cable, BomCategory::Accessory};

// Readable, translatable titles for people (the XLSX, the PDF quote, the BOM dialog); CSV and JSON keep
// cli.md's keys.
enum class BomColumn
{
    PartNumber,
    Description,
    Length,
    Quantity,
    Spares,
    OrderQuantity,
    UnitPrice,
    ExtendedPrice,
    LeadTime // a request for quotation's column for the supplier
};
QString bomColumnTitle(BomColumn column);
// The columns a quote shows, left to right: with prices, or a request for quotation's lead time instead.
std::vector<BomColumn> bomColumns(const Bom &bom);
QString bomCategoryTitle(BomCategory category); // "Racks", "Devices", "Transceivers", "Cables"
// The subtotal row of a category: "Subtotal racks" (one text each, as languages inflect and capitalise
// apart).
QString bomSubtotalTitle(BomCategory category);

// The title block of a quote made from the BOM, as label and value: the quote's customer, project, number and
// revision where set, its date and how long it is valid, the currency and the design.
struct TitleField
{
    QString label;
    QString value;
};
QList<TitleField> bomTitleBlock(const Bom &bom);
// "Quotation Q-2026-001 rev B" when the quote has a number, else "Bill of materials".
QString bomTitle(const Bom &bom);

// ⌈quantity × (1 + percent/100)⌉, without the rounding noise of binary fractions (40 at 5 % is 42, not 43).
qint64 withSpares(qint64 quantity, double percent);

// A line's description as a quote shows it: the catalog text in the user's language, the airflow ordered,
// the line's note and the racks it serves.
QString bomLineDescription(const BomLine &line);
// "For 8 racks: N01–N08" for a PDU line; empty for others.
QString bomLineRacks(const BomLine &line);
// The mark a quote puts after a part number the buyer should look at twice: "*" not confirmed by a source,
// "†" generic (an equivalent is accepted); none when confirmed (or without a part number at all).
QString bomPartNumberMark(PartNumberStatus status);
// A line's part number as people-facing documents show it: "MFP7E30-N150 *", or "order code to confirm" where
// no orderable part number is known (the CSV and JSON keep the catalog id there, as cli.md says).
QString bomMarkedPartNumber(const BomLine &line);
QString bomOrderCodeToConfirm();
// A line's remarks in words, for a spreadsheet's own column: how far its part number can be trusted, the
// airflow ordered and the line's note ("Part number not confirmed by a source. C2P airflow. …"); empty when
// there is nothing to say.
QString bomLineRemarks(const BomLine &line);
// What the marks a BOM uses mean, one sentence each, in mark order: the quote's legend.
QStringList bomMarkLegend(const Bom &bom);
// A line's cells as a quote's table shows them (bomColumns' order), numbers in `locale`; `price` writes a
// price column (the PDF without the currency, the window with it). A request for quotation's lead time is
// blank.
QStringList bomLineCells(const Bom &bom, const BomLine &line, const QLocale &locale,
                         const std::function<QString(const BomLine &, double)> &price);
// A line as a person names it: its part number, with the length where the part number does not name it
// ("MPO12-TRUNK-SM-B 10 m"; "MFP7E30-N003" names its 3 m).
QString bomLineName(const BomLine &line);

// The totals a quote lists under its lines, in order: (untranslated label for the "Bom" context, count).
std::vector<std::pair<const char *, qint64>> bomCountLines(const Bom &bom);

} // namespace railyard
