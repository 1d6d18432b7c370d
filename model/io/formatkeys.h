#pragma once

#include <array>

namespace railyard::formatkeys {

// The keys the design format defines for each kind of object (design-format.md). A reader keeps every other
// member as an unknown key (core/unknownkeys.h) and refuses these where only unknown keys may be (a native
// document's extra columns); the round-trip tests go through them so that a new key cannot be forgotten.
inline constexpr std::array design = {"format",  "version", "name",    "currency", "settings", "quote",
                                      "catalog", "racks",   "devices", "cables",   "pathways"};
inline constexpr std::array settings = {"loss_margin_db", "tray_height_m", "spares_percent", "rack_power_kw",
                                        "switch_ports_face"};
inline constexpr std::array rack = {"id", "row", "x_m", "y_m", "height_u", "width_mm", "depth_mm", "type"};
inline constexpr std::array device = {"id",   "type", "rack",    "u",           "su",
                                      "node", "rail", "airflow", "transceivers"};
inline constexpr std::array cable = {"id",       "type",  "length_m", "label", "status",
                                     "replaces", "route", "tests",    "a",     "b"};
inline constexpr std::array test = {"fiber",  "wavelength_nm", "loss_db", "limit_db", "length_m",
                                    "result", "date",          "tester",  "source",   "imported"};

} // namespace railyard::formatkeys
