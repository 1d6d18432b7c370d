#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

struct IbFabric;

// The error counters of every port of a running fabric at one moment (docs/commissioning.md), keyed by the
// port's node GUID and port number as ibdiagnet and ibnetdiscover name it. Counter names are Railyard's:
// symbol_errors, link_downed, link_error_recovery, port_rcv_errors, local_link_integrity, xmit_discards,
// fec_uncorrectable, effective_ber, raw_ber. A counter a tool reports as unsupported is absent.
struct PortCounters
{
    quint64 guid = 0;
    int port = 0;
    QMap<QString, double> values;
};

struct CounterSnapshot
{
    QString source; // the file it was read from (its name)
    QString taken;  // when (ISO 8601), as recorded
    std::vector<PortCounters> ports;

    const PortCounters *find(quint64 guid, int port) const;
    void add(PortCounters counters);

private:
    QHash<QPair<quint64, int>, int> m_index;
};

// The counter names, in the order reports list them.
const QStringList &counterNames();

// ibdiagnet's `ibdiagnet2.db_csv`: every START_…/END_… section with NodeGUID and PortNumber columns gives the
// counters it has (PM_INFO: PortCounters, the extended and extended-speeds sets; BER where a section has it).
// Values may be decimal or hex; 0xfffffffffffffffe and -1 mean unsupported. An error names the file and line.
Result<CounterSnapshot> parseIbdiagnetCounters(const QByteArray &text, const QString &fileName);

// `perfquery` text (rdma-core; perfquery -x, -T): blocks headed "# Port counters: Lid L port P" (or
// "extended", "extended speeds") with "Name:....value" lines, as a script running it over every port writes
// them. A LID names a switch (its port-0 LID) or an adapter port in `fabric`, the dump the ports are placed
// with; a LID the dump lacks is an error naming the line.
Result<CounterSnapshot> parsePerfqueryCounters(const QByteArray &text, const QString &fileName,
                                               const IbFabric &fabric);
// Whether a counters file is perfquery text rather than ibdiagnet's db_csv.
bool isPerfqueryText(const QByteArray &text);

// A snapshot written by `railyard-cli counters -o` (a baseline), and that JSON.
Result<CounterSnapshot> readCounterSnapshot(const QString &path);
Result<CounterSnapshot> parseCounterSnapshot(const QByteArray &json, const QString &fileName);
QByteArray counterSnapshotJson(const CounterSnapshot &snapshot);

} // namespace railyard
