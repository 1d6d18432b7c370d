#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace railyard {

// A kind of cable that can be ordered: passive fiber (plugs into modules and adapters), direct attach
// (DAC/ACC/AOC, whose ends plug into cages themselves) or a copper patch cord (RJ45: plugs into fixed ports
// and adapters of its connector; a Railyard extension of the design format).
struct CableType
{
    QString id;
    QString description;
    CableKind kind = CableKind::Fiber;
    // fiber and copper cords
    QString connector;
    Polish polish = Polish::None;
    Gender genderA = Gender::None;
    Gender genderB = Gender::None;
    FiberGrade fiber = FiberGrade::None;
    int fibers = 0;
    Polarity polarity = Polarity::None;
    double connectorLossDb = 0.75;
    double attenuationDbPerKm = 0;
    // direct attach (maxLengthM also bounds a copper cord's channel)
    QString formFactorA;
    QString formFactorB;
    double rateGbps = 0;
    std::optional<double> maxLengthM;
    // both
    int legs = 1;
    // A trunk assembly: a fiber cable with this many connectors at each end (8 or 12 MPO, say), connector k
    // of the A end joined to connector k of the B end, ordered as one part. 1 for any other cable. A Railyard
    // extension (connectors), optional.
    int connectors = 1;
    std::optional<double> maxChannelM;
    QList<double> lengthsM;
    QMap<double, QString> partNumbers; // orderable part number by length (design-format.md, part_numbers)
    // The lengths whose part number a source confirms ([C]); the BOM calls the others unconfirmed (a length
    // seen in use, or derived from the family's naming such as MFP7E30-N150). A Railyard extension
    // (confirmed_lengths_m), optional.
    QList<double> confirmedLengthsM;
    // The code ordered for a length without its own part number (a generic trunk's descriptive code).
    OrderCode order;
    double pricePerM = 0;
    double price = 0;
    // A vendor's price of one ordered length, by that length's part number (MFP7E30-N003): wins over price +
    // pricePerM × length. A Railyard extension (length_prices, keyed as part_numbers), optional.
    QMap<double, double> lengthPrices;
    // Pathways (docs/catalog-format.md): the jacket's outer diameter, which sets a tray's fill, and the
    // smallest bend radius installed (static) and while pulled under tension (dynamic). Railyard extensions
    // (outer_diameter_mm, min_bend_radius_mm, min_bend_radius_dynamic_mm), optional.
    std::optional<double> outerDiameterMm;
    std::optional<double> minBendRadiusMm;
    std::optional<double> minBendRadiusDynamicMm;
    QJsonObject sources;
    UnknownKeys extra;

    bool isFiber() const { return kind == CableKind::Fiber; }
    bool isDirectAttach() const
    {
        return kind == CableKind::Dac || kind == CableKind::Acc || kind == CableKind::Aoc;
    }
    bool isCopperCord() const { return kind == CableKind::Copper; }
    bool isAssembly() const { return connectors > 1; }
    // The fibers in one cable: `fibers` counts those of one connector (12 for MPO-12).
    int fibersInCable() const { return fibers * connectors; }
    bool isMpo() const { return connector.startsWith(QLatin1String("MPO")); }

    // The length to order for a cable of this type: the smallest orderable length that is at least
    // `length`, or `length` rounded up to a whole metre when none is (cli.md, bom).
    double orderedLength(double length) const;
    // The longest cable of this type one can order: its longest listed length within maxLengthM; 0 when
    // neither bounds it (made to any length).
    double longestOrderable() const;
    // The part number to order a cable of this (ordered) length by: its `part_numbers` entry, else the
    // type's part_number, else the type id.
    QString partNumberFor(double orderedLength) const;
    // Whether that part number names the length (MFP7E30-N003) rather than the type (a trunk's code, which
    // is ordered with its length beside it).
    bool namesLength(double orderedLength) const;
    // How far that part number can be trusted (partnumber.h).
    PartNumberStatus partNumberStatusFor(double orderedLength) const;
    // The price of one cable of this (ordered) length: its length's own price, else price + pricePerM ×
    // length.
    double priceFor(double orderedLength) const;

    bool operator==(const CableType &) const = default;
};

} // namespace railyard
