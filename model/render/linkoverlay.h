#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <utility>
#include <vector>

namespace railyard {

// Colours laid over the links by something the design does not hold — what the running fabric reported
// (asbuilt/verificationoverlay), a revision compared with (revision/revisionoverlay) — while it is shown: per
// cable and per pair of devices a key, per key a colour and a legend name, and links the fabric (or the
// revision) has that the design does not, between design devices.
// The rack and fabric views draw it instead of the rail colours; cables it does not name are drawn faint.
struct LinkOverlay
{
    struct Key
    {
        QColor colour;
        QString name;
    };
    struct ExtraLink
    {
        int a = -1, b = -1; // device slots
        int key = 0;
    };

    QString title;
    std::vector<Key> keys; // indexed by key; the more severe the higher
    QHash<int, int> cables;
    QHash<quint64, int> devicePairs; // pairKey(a, b) → the most severe key of their links
    std::vector<ExtraLink> extraLinks;
    // Objects the overlay marks themselves (a comparison with a revision): device and rack slots → key. The
    // floor plan tints its racks only for an overlay that sets `racks`.
    QHash<int, int> devices;
    QHash<int, int> racks;

    bool isEmpty() const { return keys.empty(); }
    static quint64 pairKey(int a, int b)
    {
        if (a > b) std::swap(a, b);
        return (quint64(quint32(a)) << 32) | quint32(b);
    }
    int keyOfCable(int cable) const { return cables.value(cable, -1); }
    int keyOfDevices(int a, int b) const { return devicePairs.value(pairKey(a, b), -1); }
    int keyOfDevice(int device) const { return devices.value(device, -1); }
    int keyOfRack(int rack) const { return racks.value(rack, -1); }
    // The key's colour, or an invalid colour for none.
    QColor colourOfKey(int key) const { return key >= 0 ? keys[size_t(key)].colour : QColor(); }
    // A pale fill of the key's colour, that dark text reads on (a rack on the floor plan); invalid for none.
    QColor tintOfKey(int key) const;
    // For cables and links the overlay says nothing about.
    static QColor unmarked() { return QColor(0xc8, 0xcc, 0xd0); }
    QColor colourOfCable(int cable) const
    {
        const int key = keyOfCable(cable);
        return key >= 0 ? keys[size_t(key)].colour : unmarked();
    }
    // The legend: the keys in use, in key order; `racksOnly`: those the racks use (the floor plan's).
    QList<QPair<QColor, QString>> legendEntries(bool racksOnly = false) const;
};

} // namespace railyard
