<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddRowDialog</name>
    <message>
        <source>Add Row of Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabinet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First rack at x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row at y</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <source>Part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> rev. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers, spares included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables, spares included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibers in the design&apos;s cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>Unconfirmed values: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>The clipboard holds no devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design has no device type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no room for another %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colouring</name>
    <message>
        <source>No rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No error or warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Connect Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Quote Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Rack Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Rack Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Rack Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Scalable Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Node Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Cable Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Cable Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Cable Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>a loose end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leg %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignLimits</name>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be more than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is above %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds the control character U+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds U+%1, which is not a character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricGenerator</name>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no copper port left for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing the fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing racks and devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, 1 SU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 SUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail-optimized cluster, %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-band switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has too few copper ports for management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rack name pattern gives &quot;%1&quot; twice: it must contain {row} and {pos}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-band aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 is too small for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 type &quot;%2&quot;: no device type with that id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 name pattern gives &quot;%2&quot; twice: it must tell them apart (with {i}, or {su} and {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;: one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is published in %2 scalable units, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU count must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over-subscription must be between 1 (non-blocking) and 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rack power limit must be above 0 kW, the row length and aisles not negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in-band switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-band aggregation switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rack type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no compute cages with rails: it cannot be a GPU node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 GPU ports (one per rail), not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no cages to build a fabric with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no out-of-band copper ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has too few ports to be a leaf (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the preset&apos;s UFM links do not fit the first scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 SUs does not size to its reference table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rack power limit of %1 kW is below one %2 (%3 kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit a %2 with its panels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FabricLayout</name>
    <message>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FatTree</name>
    <message>
        <source>a fabric needs at least one leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the leaves have no ports left for uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spine of %1 ports cannot take the %2 leaves of one scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spines cannot take the leaves&apos; uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pods need more than three tiers of %2-port switches: choose switches with more ports or over-subscribe the leaves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkCabler</name>
    <message>
        <source>%1 to %2 needs %3 m of %4, longer than it can be ordered (%5 m): make the rows shorter or the hall smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the label pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would need both %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no patch panel in the catalog takes %1 %2 plugs through aligned adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 has no room left for another patch panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the panel name pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {rack} and {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pair of transceivers in the catalog joins the %1 cage of %2 and the %3 cage of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 is %3 m of fiber, beyond the %4 m reach of %5 and %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: choose single-mode optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: make the hall smaller</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NamePattern</name>
    <message>
        <source>&quot;%1&quot; has a { without a }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not a width (write {%3:03} for 001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>Added %1: %2, %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 at U%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 module; %3 %4 is a %5 cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n device(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PortSummary</name>
    <message>
        <source>a loose end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (incomplete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adapter, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed %1 port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: drop a transceiver here, or plug a direct-attach cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4 m)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>the %1 m length of %2; cables are priced by type (price and price_per_m on a row for %2): not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no part in the catalog has this number: not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced again on line %1, which is the price used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 catalog parts have this id; the price went to the first (device types, then transceivers, cable types, rack types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cable length&apos;s part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overridden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <source>Set the length of %1 to %2 m (its route, orderable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to U%2 of %3 (the nearest free slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to x %2 m (the nearest free floor tile along its row)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>%1 — row %2, %3 U, %4 devices%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no floor position yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RailCabling</name>
    <message>
        <source>select GPU servers and the leaf switches of their rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rail and no rail is left for it: not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rail set: it takes rail %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rail in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rail %2): no chosen leaf is on rail %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rail %2): %3 has no free connector left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rail %2): no connector of %3 fits: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Zoom&lt;/td&gt;&lt;td&gt;&lt;b&gt;Mouse wheel&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pan&lt;/td&gt;&lt;td&gt;&lt;b&gt;Middle button, or Space + drag&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Connect two ports&lt;/td&gt;&lt;td&gt;&lt;b&gt;Drag from port to port (rack elevations)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TracePanel</name>
    <message>
        <source>Channel %1 of %2: %3 → %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss %1, total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1, total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>devices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>racks:  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-mode and multimode fiber in one channel (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) does not support %3 fiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multimode grades %1 mixed in one channel; the lowest (%2) sets the reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>media %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connectors %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rates %1 and %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PMDs %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 legs of %2 Gb/s (%3) do not make the %4 Gb/s of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 do not talk to each other: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Type C (pair-flipped) cable in a parallel MPO channel: lanes never reach the receivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reversing elements (Type B cables and key-up/key-up adapters); an MPO channel needs an odd number, or transmitters meet transmitters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 A-B swaps (A-B cords and A-to-B adapters); a duplex channel needs an odd number, or Tx meets Tx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copper channel is %1 m long; its cords reach at most %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 m long; %3 reaches at most %4 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the splitter&apos;s channel limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reach on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the channel is %1 m long; %2 is %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss %1 dB exceeds the budget of %2 dB (%3 m of %4, %5 mated pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss %1 dB leaves %2 dB of the %3 dB budget, less than the %4 dB margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the empty %1 side of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loose end (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path from %1 stops at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not take the %2 plug of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a cage for a direct-attach cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2; a direct-attach cable needs an empty cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 cage; %3 has a %4 end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not run over %2 fiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cable starts here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new cable&apos;s plug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned (male)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unpinned (female)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ungendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, the adapter at %3 is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a fiber plug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5: angled and flat end faces do not mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two APC MPO plugs meet key-up to key-up in the reversed adapter at %1: their 8° faces do not mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4 at %5: an MPO mating needs one pinned and one unpinned end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (and %1 more in this channel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is in %3, a %4 cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3) has no cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an %2 plug; %3 is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an %1 port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a direct-attach end; %2 is not a cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a direct-attach end, but %2 holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a fiber end in %2, which holds no transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3, which has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 m; its route is about %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cable ends are plugged into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 occupies U%2-U%3 of %4, which has U1-U%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 share %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 overlap on the floor (%3 m × %4 m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cables carry the label &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is GPU rail %2 but reaches %3, which serves rail %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scalable unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers with no scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no rail set and receives GPU rails %2 from %3; a rail-optimized leaf serves one rail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ActionSet</name>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four DGX H100 and their rail leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DGX SuperPOD H100, one scalable unit (generated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Price List…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote or BOM File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable &amp;Labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drawing of This View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quote Package…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id of a rack, device or cable, or a cable label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing called &quot;%1&quot; in this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rack Elevations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;abric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack &amp;Rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rear of the racks: the back of the patch panels and the trunks (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour Cables By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable &amp;Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validation Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate Fabric…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out a whole cluster: a DGX SuperPOD or a rail-optimized fabric of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Ro&amp;w of Racks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill Empty Cages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plug one transceiver into every empty cage of the selected devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect by Ra&amp;il…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable the selected GPU servers to the leaves of their rails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bill of Materials…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;Design, check and order the cabling of GPU clusters.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Rack &amp;Elevation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::Autosaver</name>
    <message>
        <source>cannot lock %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::BomDialog</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Total %1&lt;/b&gt; — %2 racks, %3 devices, %4 transceivers and %5 cables (spares included), %6 fibers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::BulkEditController</name>
    <message>
        <source>Generate Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the design with the generated fabric?

Edit ▸ Undo brings the current design back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated %1 GPUs: %2 racks, %3 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the devices whose cages to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill Empty Cages</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Plugged %1 into %n cage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Select the GPU servers and their leaf switches first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect by Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s) rail by rail</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::CatalogDropTool</name>
    <message>
        <source>Cannot drop here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are no racks here yet: add a row of racks first (Design ▸ Add Row of Racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop %1 on a rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables are added by dragging from one port to another (the cable type can then be changed in Properties)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::CatalogModel</name>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers and storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fiber cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct-attach cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper patch cords</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::CatalogPanel</name>
    <message>
        <source>Search parts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ClipboardController</name>
    <message numerus="yes">
        <source>Copied %n device(s) (without their cables)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot paste: select the rack to paste into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ConnectByRailDialog</name>
    <message>
        <source>Connect by Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No cable can be added.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n cable(s) to add&lt;/b&gt; (%1), one undo step.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU server port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not cabled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectTool</name>
    <message>
        <source>Zoomed in to the ports of %1: drag from a port to another to connect them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::DesignPanel</name>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports / modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack, %1 U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, x %2 m, y %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1-U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ports, %2 modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::EditController</name>
    <message>
        <source>Added rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 racks in row %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ElevationPage</name>
    <message>
        <source>Row </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row of racks shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n rack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no racks yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ElevationScene</name>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ExportController</name>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No price was changed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Priced %n part(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Quote or Bill of Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF quote (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing cable labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cable Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zebra ZPL (*.zpl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF label sheets (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label export cancelled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the cable labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable labels written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing cable labels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label of %1 (%2 end) does not fit the %3 template at 6 pt: choose a wider stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable labels — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Print Labels — %1 (%n labels)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Print %n Labels</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Printing cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Quote Package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zip archive (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the quote package…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote package cancelled; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the quote package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote package written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FabricScene</name>
    <message>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FileController</name>
    <message>
        <source>No recent designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Railyard did not close normally last time. An autosaved copy of &lt;b&gt;%1&lt;/b&gt; from %2 was found.&lt;/p&gt;&lt;p&gt;Open it to recover the changes?&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 could not be opened.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Nothing was changed.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the sample design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import JSON Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchange JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railyard documents (*.railyard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interchange JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FillCagesDialog</name>
    <message>
        <source>Fill Empty Cages</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Plug one transceiver into every empty cage of the %n selected device(s) that takes it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Any network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cages of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — fills %n cage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The selected devices have no empty cage here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanView</name>
    <message>
        <source>Cables by rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables by network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables by type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables by status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::GenerateFabricDialog</name>
    <message>
        <source>Generate Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from an NVIDIA reference architecture, or size a rail-optimized cluster of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DGX SuperPOD reference architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 SU: %1 nodes, %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 SUs: %2 nodes, %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic rail-optimized cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per node, one rail each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf downlinks per uplink; 1 : 1 is non-blocking. Tiers follow from the switches&apos; ports: two, or three once the leaves outnumber a spine&apos;s ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over-subscription:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks and hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage, in-band and out-of-band networks through the nodes&apos; own ports; how racks stand on the floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    aggregated by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-mode (DR4, OS2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimode (SR4, OM4, 50 m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optics:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per rack follow from this limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold aisle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot aisle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each SU&apos;s compute racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle of each SU&apos;s compute racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SU network racks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute rack type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network rack type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names and labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patterns with placeholders in braces; {n:03} pads a number to three digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch panels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{net} {NET} {n} {part}: part is A, T, B along a panelled channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What this generates&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options changed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cable has a length and a label; the design validates with no errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, 1 SU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, %3 SUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 access, %2 aggregation switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  management links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  uplinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, 1 spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 spines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, 1 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  node–leaf links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  leaf–spine links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  spine–core links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UFM appliances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compute, %2 network in %3 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  fiber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cords, %2 trunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  copper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 direct-attach, %2 RJ45</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW, at most %2 kW per rack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::IssueTableModel</name>
    <message>
        <source>%1, %2 and %3 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::LabelOptionsDialog</name>
    <message>
        <source>Start at label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All cables (%n labels)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected cables (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The selected cables (select cables, devices or racks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By rack, from the top of each rack down (installation order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By cable, as the design lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the far end&apos;s rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device names at both ends (hostnames)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable part number and length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also print:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a sheet some of whose labels are used: the first label to print on (across, then down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF label sheets or roll labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zebra ZPL, for a thermal printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, the text of each label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zebra printer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own templates: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — stock size not confirmed against a vendor datasheet; print a test page first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message>
        <source>Floor plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Autosave failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last autosave could not be written: %1
Save the design (Ctrl+S) to keep your work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the validation panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings, %3 infos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design has no racks yet.

Design ▸ Generate Fabric… lays out a whole cluster; Design ▸ Add Row of Racks… lays out a row; Design ▸ Add Rack (Ctrl+Shift+R) adds one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These racks are empty.

Drag GPU servers, switches and patch panels from the Catalog into a rack, then transceivers onto their cages; drag from port to port to add a cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU servers or switches yet.

Place them in the rack elevations; once cabled, the fabric shows each server&apos;s links to its rail leaves here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks · %2 devices · %3 cables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::MoveDevicesTool</name>
    <message>
        <source>Cannot move %1 there: it is outside the racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move %1 to U%2 of %3: the slot is taken or too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move there: %1 and %2 would share a slot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::MoveRacksTool</name>
    <message>
        <source>Cannot move there: %1 and %2 would overlap on the floor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::Navigator</name>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PriceListReportDialog</name>
    <message>
        <source>Price List Import — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n part(s) priced&lt;/b&gt; from %1.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Every row was applied.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n row(s) need a look: they were not applied, or not as they read.&lt;/p&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Price List Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> import report.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::PropertiesPanel</name>
    <message>
        <source>No design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Quote&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: a bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote&apos;s date (today until one is set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1 m, y %2 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the floor yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, U%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cables</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::TracePanel</name>
    <message>
        <source>Select a cable to see its channel from module to module: every cord, adapter and trunk, the length against the optics&apos; reach, the loss against their budget, and the polarity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on no channel: no path through it reaches a transceiver.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>railyard::ValidationPanel</name>
    <message>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an issue that has a clear fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 infos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No issues: the design passes every check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No issue matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
