#pragma once

namespace railyard {

struct Catalog;
struct DeviceType;

// The catalog's device type that is the same product as `type` — a NetBox device type for a switch the
// catalog already has ("Nvidia QM9700" is the bundled "NVIDIA Quantum-2 QM9700 (leaf)") — or -1. The same
// manufacturer (letter case aside), and every word of one model among the words of the other (words compared
// by their letters and digits, so "Quantum-2" is "QUANTUM2"), or the same part number. The product itself is
// given, not one of its role variants (qm9700, not qm9700-spine).
int sameProduct(const Catalog &catalog, const DeviceType &type);

} // namespace railyard
