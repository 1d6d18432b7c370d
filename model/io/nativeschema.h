#pragma once

#include <QString>

namespace railyard::native {

// The native document is an SQLite 3 file (docs/native-format.md describes every table).
constexpr int applicationId = 0x5241494C; // "RAIL"
constexpr int schemaVersion = 5;

// Statements that create schema version 5, run in order on an empty database. Version 1 had neither rack
// types among the parts nor a rack `type` column, version 2 no cable `status` and no `cable_tests`, version 3
// no cable `replaces` and no `revisions`, version 4 no cable `route` and no pathway tables; readers still
// open all of them.
constexpr const char *createStatements[] = {
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
    "CREATE TABLE parts (seq INTEGER PRIMARY KEY, collection TEXT NOT NULL "
    "CHECK (collection IN ('device_types', 'transceivers', 'cable_types', 'rack_types')), id TEXT NOT NULL, "
    "json TEXT NOT NULL)",
    "CREATE TABLE racks (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, row TEXT, x_m REAL, y_m REAL, "
    "height_u INTEGER NOT NULL, width_mm INTEGER, depth_mm INTEGER, extra TEXT, type TEXT)",
    "CREATE TABLE devices (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, type TEXT NOT NULL, "
    "rack INTEGER REFERENCES racks(seq), u INTEGER, su INTEGER, node INTEGER, rail INTEGER, extra TEXT)",
    "CREATE TABLE device_transceivers (device INTEGER NOT NULL REFERENCES devices(seq), port TEXT NOT NULL, "
    "transceiver TEXT NOT NULL, PRIMARY KEY (device, port)) WITHOUT ROWID",
    "CREATE TABLE cables (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, type TEXT NOT NULL, "
    "length_m REAL NOT NULL, label TEXT, extra TEXT, status TEXT, replaces TEXT, route TEXT)",
    "CREATE TABLE cable_ends (cable INTEGER NOT NULL REFERENCES cables(seq), leg INTEGER NOT NULL, "
    "device INTEGER NOT NULL REFERENCES devices(seq), port TEXT NOT NULL, sub INTEGER, side TEXT, "
    "PRIMARY KEY (cable, leg)) WITHOUT ROWID",
    "CREATE TABLE cable_tests (cable INTEGER NOT NULL REFERENCES cables(seq), seq INTEGER NOT NULL, "
    "fiber INTEGER NOT NULL, wavelength_nm INTEGER NOT NULL, loss_db REAL, limit_db REAL, length_m REAL, "
    "result TEXT, date TEXT, tester TEXT, source TEXT, imported TEXT, PRIMARY KEY (cable, seq)) WITHOUT "
    "ROWID",
    // A saved revision: the design then, as interchange JSON compressed with zlib behind a 4-byte big-endian
    // length (Qt's qCompress), oldest first.
    "CREATE TABLE revisions (seq INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, date TEXT NOT NULL, "
    "note TEXT, design BLOB NOT NULL)",
    // Pathways (docs/pathways.md), in the order of the design; they refer to nodes and racks by id, as in
    // the interchange JSON. A cable's `route` above is a JSON array of segment ids.
    "CREATE TABLE pathway_nodes (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, x_m REAL NOT NULL, "
    "y_m REAL NOT NULL, z_m REAL NOT NULL)",
    "CREATE TABLE pathway_segments (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, a TEXT NOT NULL, "
    "b TEXT NOT NULL, kind TEXT NOT NULL, width_mm REAL NOT NULL, depth_mm REAL NOT NULL, "
    "fill_limit_percent REAL NOT NULL)",
    "CREATE TABLE pathway_drops (seq INTEGER PRIMARY KEY, rack TEXT NOT NULL, node TEXT NOT NULL)",
};

// Created after the rows are in, which is faster than keeping them up to date row by row.
constexpr const char *indexStatements[] = {
    "CREATE UNIQUE INDEX parts_id ON parts (collection, id)",
    "CREATE UNIQUE INDEX racks_id ON racks (id)",
    "CREATE UNIQUE INDEX devices_id ON devices (id)",
    "CREATE UNIQUE INDEX cables_id ON cables (id)",
    "CREATE INDEX cable_ends_device ON cable_ends (device, port)",
};

// The first row of a document of schema `version` whose text holds U+FEFF, as (table, seq, id): text read
// through Qt loses a leading one, which the JSON reader refuses wherever it is, so the stored text is
// searched.
inline QString byteOrderMarkQuery(int version)
{
    QString sql = QStringLiteral(
        "SELECT 'racks', seq, id FROM racks WHERE instr(id, char(65279)) OR instr(row, char(65279)) "
        "UNION ALL SELECT 'devices', seq, id FROM devices WHERE instr(id, char(65279)) "
        "UNION ALL SELECT 'cables', seq, id FROM cables WHERE instr(id, char(65279)) OR instr(label, "
        "char(65279)) "
        "UNION ALL SELECT 'parts', seq, id FROM parts WHERE instr(id, char(65279)) OR instr(json, "
        "char(65279)) "
        "UNION ALL SELECT 'cable_ends', cable, port FROM cable_ends WHERE instr(port, char(65279)) "
        "UNION ALL SELECT 'device_transceivers', device, port FROM device_transceivers "
        "WHERE instr(port, char(65279)) ");
    if (version >= 5)
        sql += QLatin1String(
            "UNION ALL SELECT 'cables', seq, id FROM cables WHERE instr(route, char(65279)) "
            "OR instr(replaces, char(65279)) "
            "UNION ALL SELECT 'pathway_nodes', seq, id FROM pathway_nodes WHERE instr(id, char(65279)) "
            "UNION ALL SELECT 'pathway_segments', seq, id FROM pathway_segments "
            "WHERE instr(id || a || b, char(65279)) "
            "UNION ALL SELECT 'pathway_drops', seq, rack FROM pathway_drops "
            "WHERE instr(rack || node, char(65279)) ");
    return sql + QLatin1String("LIMIT 1");
}

} // namespace railyard::native
