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

// The labels of a design, made one at a time in cable order, A end before B, so that writing 600k labels
// holds one in memory (plus a rail per cable). `cables`, if not empty, restricts them to those cable slots.
class LabelSource
{
public:
    LabelSource(const Design &design, const LabelTemplate &layout, std::vector<int> cables = {},
                LabelExtras extras = {});
    // Labels in all: two per cable, one more per extra leg of a splitter.
    qint64 count() const { return m_count; }
    // The next label, or false when all were made.
    bool next(LabelRecord &record);

private:
    QString fill(const QString &format, int cable, int end) const;

    const Design &m_design;
    const LabelTemplate &m_template;
    std::vector<int> m_cables;
    LabelExtras m_extras;
    std::vector<int> m_rails; // by cable slot; traced at the first label
    qint64 m_count = 0;
    size_t m_index = 0;
    int m_end = 0;
};

} // namespace railyard
