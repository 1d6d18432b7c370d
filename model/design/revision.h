#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace railyard {

// A named state of the design kept inside a native document (File ▸ Save Revision…): what the floor was
// when it was recorded, to compare with and to restore. The design layer keeps it as bytes — the design as
// interchange JSON, compressed (revision/revisionstore reads and writes them) — so that an open document
// with many revisions holds a few compressed buffers rather than many designs.
struct Revision
{
    QString name;
    QDateTime date; // UTC
    QString note;
    QByteArray content; // qCompress()ed interchange JSON of the design, without revisions

    bool operator==(const Revision &) const = default;
};

} // namespace railyard
