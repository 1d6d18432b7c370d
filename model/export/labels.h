#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;
struct Endpoint;
struct LabelTemplate;

// How a cable end is named on its label (cli.md, labels): {rack}-{u}:{port}, with .{sub} when the port's
// transceiver has more than one connector; the device id stands in for {rack}-{u} outside any rack.
QString labelEndpointId(const Design &design, const Endpoint &endpoint);

// Lines a label may carry besides its template's: the names of the devices at both ends (their hostnames),
// and the cable's part number and length (what the technician pulls from the box).
struct LabelExtras
{
    bool devices = false;
    bool cable = false;
    // A patch-panel port's identifier says which side the label goes on ("A01-47:P01 rear"): on printed
    // labels. CSV keeps cli.md's identifiers as they are.
    bool panelSides = false;
};

// One label: the end of a cable it is applied at (0: A; a splitter's legs 1, 2, …).
struct LabelRef
{
    int cable = -1;
    int end = 0;
    bool operator==(const LabelRef &) const = default;
};

// One printed label: one end of one cable.
struct LabelRecord
{
    int cable = -1; // slot
    QString cableId;
    QString end; // "A", "B"; a splitter's legs are "B1", "B2", …
    QString line1;
    QString line2;
    QStringList more;   // the extra lines asked for, in the order devices, cable
    int rail = 0;       // 0 for none
    int partLine = -1;  // which of `more` is the cable's part number and length, if any
    QString partNumber; // the part number alone where it names the length (MFP7E30-N003), else empty
};

// The labels of a design, made one at a time, so that writing 600k labels holds one in memory (plus a rail
// per cable): those listed (labelsInOrder), or every end of these cable slots (all when empty) in cable
// order, A end before B.
class LabelSource
{
public:
    LabelSource(const Design &design, const LabelTemplate &layout, std::vector<int> cables = {},
                LabelExtras extras = {});
    // The labels listed (labelsInOrder), in that order.
    static LabelSource of(const Design &design, const LabelTemplate &layout, std::vector<LabelRef> labels,
                          LabelExtras extras);
    // Labels in all.
    qint64 count() const { return qint64(m_labels.size()); }
    // The next label, or false when all were made.
    bool next(LabelRecord &record);

private:
    LabelSource(const Design &design, const LabelTemplate &layout, LabelExtras extras,
                std::vector<LabelRef> labels);
    QString fill(const QString &format, int cable, int end) const;

    QString endpointId(const Endpoint &e) const;

    const Design &m_design;
    const LabelTemplate &m_template;
    std::vector<LabelRef> m_labels;
    LabelExtras m_extras;
    std::vector<int> m_rails; // by cable slot; traced at the first label
    size_t m_index = 0;
};

// Every end of these cable slots (all live cables when empty), in cable order, A end before B.
std::vector<LabelRef> labelsOfCables(const Design &design, const std::vector<int> &cables);

} // namespace railyard
