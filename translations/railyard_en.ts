<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Bom</name>
    <message numerus="yes">
        <source>%n ordered, and no row of the list prices it</source>
        <translation>
            <numerusform>%n ordered, and no row of the list prices it</numerusform>
            <numerusform>%n ordered, and no row of the list prices it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 line(s) have no price: the total leaves them out</source>
        <translation>
            <numerusform>%n of %1 lines has no price: the total leaves it out</numerusform>
            <numerusform>%n of %1 lines have no price: the total leaves them out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No PDU of the catalog has the outlets %n rack(s) need (%1): their PDUs are not ordered</source>
        <translation>
            <numerusform>No PDU of the catalog has the outlets %n rack needs (%1): their PDUs are not ordered</numerusform>
            <numerusform>No PDU of the catalog has the outlets %n racks need (%1): their PDUs are not ordered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) with an inlet no cord of the catalog takes (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n PSU with an inlet no cord of the catalog takes (%1): their power cords are not ordered</numerusform>
            <numerusform>%n PSUs with an inlet no cord of the catalog takes (%1): their power cords are not ordered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) of an unknown inlet (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n PSU of an unknown inlet (%1): their power cords are not ordered</numerusform>
            <numerusform>%n PSUs of an unknown inlet (%1): their power cords are not ordered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) whose PSUs are not known (%1): no power cords are ordered for them</source>
        <translation>
            <numerusform>%n device whose PSUs are not known (%1): no power cords are ordered for them</numerusform>
            <numerusform>%n devices whose PSUs are not known (%1): no power cords are ordered for them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %n rack(s): %1</source>
        <translation>
            <numerusform>For %n rack: %1</numerusform>
            <numerusform>For %n racks: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeOrder</name>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done.</source>
        <translation>
            <numerusform>%n step, in this order; tick each when done.</numerusform>
            <numerusform>%n steps, in this order; tick each when done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done. Printed %1.</source>
        <translation>
            <numerusform>%n step, in this order; tick each when done. Printed %1.</numerusform>
            <numerusform>%n steps, in this order; tick each when done. Printed %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <source>Add %n Rack(s)</source>
        <translation>
            <numerusform>Add %n Rack</numerusform>
            <numerusform>Add %n Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Rack(s)</source>
        <translation>
            <numerusform>Delete %n Rack</numerusform>
            <numerusform>Delete %n Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>Add %n Device</numerusform>
            <numerusform>Add %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>Delete %n Device</numerusform>
            <numerusform>Delete %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>Add %n Cable</numerusform>
            <numerusform>Add %n Cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Cable(s)</source>
        <translation>
            <numerusform>Delete %n Cable</numerusform>
            <numerusform>Delete %n Cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>Move %n Device</numerusform>
            <numerusform>Move %n Devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n Rack(s)</source>
        <translation>
            <numerusform>Move %n Rack</numerusform>
            <numerusform>Move %n Racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln rack</numerusform>
            <numerusform>%Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln device</numerusform>
            <numerusform>%Ln devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricBlocks</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es)</source>
        <translation>
            <numerusform>%n leaf switch</numerusform>
            <numerusform>%n leaf switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine(s)</source>
        <translation>
            <numerusform>%n spine</numerusform>
            <numerusform>%n spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n switch</numerusform>
            <numerusform>%n switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n super-core(s)</source>
        <translation>
            <numerusform>%n super-core</numerusform>
            <numerusform>%n super-cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message numerus="yes">
        <source>Pasted %n device(s)</source>
        <translation>
            <numerusform>Pasted %n device</numerusform>
            <numerusform>Pasted %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s) in row %1</source>
        <translation>
            <numerusform>Added %n rack in row %1</numerusform>
            <numerusform>Added %n racks in row %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s)</source>
        <translation>
            <numerusform>Added %n rack</numerusform>
            <numerusform>Added %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of its rack kit</source>
        <translation>
            <numerusform>%1 and placed the %n device of its rack kit</numerusform>
            <numerusform>%1 and placed the %n devices of its rack kit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of their rack kits</source>
        <translation>
            <numerusform>%1 and placed the %n device of their rack kits</numerusform>
            <numerusform>%1 and placed the %n devices of their rack kits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PullList</name>
    <message numerus="yes">
        <source>%n cable(s) to stage at %1</source>
        <translation>
            <numerusform>%n cable to stage at %1</numerusform>
            <numerusform>%n cables to stage at %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PullSheet</name>
    <message numerus="yes">
        <source>%n cable(s) to pull together, %1 m between the drops, %2 mm² of cable</source>
        <translation>
            <numerusform>%n cable to pull together, %1 m between the drops, %2 mm² of cable</numerusform>
            <numerusform>%n cables to pull together, %1 m between the drops, %2 mm² of cable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message numerus="yes">
        <source>%1 — row %2, %3 U, %Ln device(s)%4</source>
        <translation>
            <numerusform>%1 — row %2, %3 U, %Ln device%4</numerusform>
            <numerusform>%1 — row %2, %3 U, %Ln devices%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n device without a power figure not counted</numerusform>
            <numerusform>%n devices without a power figure not counted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RailCabling</name>
    <message numerus="yes">
        <source>no GPU server was selected: the %n server(s) of the leaves&apos; scalable units</source>
        <translation>
            <numerusform>no GPU server was selected: the %n server of the leaves&apos; scalable units</numerusform>
            <numerusform>no GPU server was selected: the %n servers of the leaves&apos; scalable units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server connector(s) of rails %1 are left for the leaves of those rails (none was chosen)</source>
        <translation>
            <numerusform>%n server connector of rails %1 are left for the leaves of those rails (none was chosen)</numerusform>
            <numerusform>%n server connectors of rails %1 are left for the leaves of those rails (none was chosen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message numerus="yes">
        <source>ok: %n reversing element(s)</source>
        <translation>
            <numerusform>ok: %n reversing element</numerusform>
            <numerusform>ok: %n reversing elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ok: %n A-B swap(s)</source>
        <translation>
            <numerusform>ok: %n A-B swap</numerusform>
            <numerusform>ok: %n A-B swaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n reversing element(s)</source>
        <translation>
            <numerusform>FAIL: %n reversing element</numerusform>
            <numerusform>FAIL: %n reversing elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n A-B swap(s)</source>
        <translation>
            <numerusform>FAIL: %n A-B swap</numerusform>
            <numerusform>FAIL: %n A-B swaps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message numerus="yes">
        <source>loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pair(s))</source>
        <translation>
            <numerusform>loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pair)</numerusform>
            <numerusform>loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pairs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full: its %n cables do not fit in it</source>
        <translation>
            <numerusform>Tray %1 is %2 % full: its %n cable do not fit in it</numerusform>
            <numerusform>Tray %1 is %2 % full: its %n cables do not fit in it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full with %n cables, above its limit of %3 %</source>
        <translation>
            <numerusform>Tray %1 is %2 % full with %n cable, above its limit of %3 %</numerusform>
            <numerusform>Tray %1 is %2 % full with %n cables, above its limit of %3 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the %6 mm bend radius of %n %7 cable(s)</source>
        <translation>
            <numerusform>%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the %6 mm bend radius of %n %7 cable</numerusform>
            <numerusform>%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the %6 mm bend radius of %n %7 cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::BomDialog</name>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln rack</numerusform>
            <numerusform>%Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln device</numerusform>
            <numerusform>%Ln devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln transceiver(s)</source>
        <translation>
            <numerusform>%Ln transceiver</numerusform>
            <numerusform>%Ln transceivers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fiber(s)</source>
        <translation>
            <numerusform>%Ln fiber</numerusform>
            <numerusform>%Ln fibers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack accessory part(s)</source>
        <translation>
            <numerusform>%Ln rack accessory part</numerusform>
            <numerusform>%Ln rack accessory parts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::BulkEditController</name>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln rack</numerusform>
            <numerusform>%Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Plugged %1 into %n cage(s)</source>
        <translation>
            <numerusform>Plugged %1 into %n cage</numerusform>
            <numerusform>Plugged %1 into %n cages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s) rail by rail</source>
        <translation>
            <numerusform>Added %n cable rail by rail</numerusform>
            <numerusform>Added %n cables rail by rail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rail %1 — %n free server port(s)</source>
        <translation>
            <numerusform>Rail %1 — %n free server port</numerusform>
            <numerusform>Rail %1 — %n free server ports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ClipboardController</name>
    <message numerus="yes">
        <source>Copied %n device(s) (without their cables)</source>
        <translation>
            <numerusform>Copied %n device (without their cables)</numerusform>
            <numerusform>Copied %n devices (without their cables)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningController</name>
    <message numerus="yes">
        <source>&lt;p&gt;None of the %n result(s) in %1 names a cable of this design by its id or label.&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;None of the %n result in %1 names a cable of this design by its id or label.&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;None of the %n results in %1 names a cable of this design by its id or label.&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test result(s) imported</source>
        <translation>
            <numerusform>%n test result imported</numerusform>
            <numerusform>%n test results imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Left out, as they name no cable of the design: %n result(s) (see the details).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Left out, as they name no cable of the design: %n result (see the details).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Left out, as they name no cable of the design: %n results (see the details).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Baseline of %n port(s) saved to %1</source>
        <translation>
            <numerusform>Baseline of %n port saved to %1</numerusform>
            <numerusform>Baseline of %n ports saved to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningPanel</name>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>%n with warnings</numerusform>
            <numerusform>%n with warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rose</source>
        <translation>
            <numerusform>%n rose</numerusform>
            <numerusform>%n rose</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectByRailDialog</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n cable(s) to add&lt;/b&gt; (%1), one undo step.</source>
        <translation>
            <numerusform>&lt;b&gt;%n cable to add&lt;/b&gt; (%1), one undo step.</numerusform>
            <numerusform>&lt;b&gt;%n cables to add&lt;/b&gt; (%1), one undo step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>Add %n Cable</numerusform>
            <numerusform>Add %n Cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::DesignPanel</name>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln port(s)</source>
        <translation>
            <numerusform>%Ln port</numerusform>
            <numerusform>%Ln ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln module(s)</source>
        <translation>
            <numerusform>%Ln module</numerusform>
            <numerusform>%Ln modules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::EditController</name>
    <message numerus="yes">
        <source>Drop %n Rack(s) into Trays</source>
        <translation>
            <numerusform>Drop %n Rack into Trays</numerusform>
            <numerusform>Drop %n Racks into Trays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n rack(s) into the trays over them</source>
        <translation>
            <numerusform>Dropped %n rack into the trays over them</numerusform>
            <numerusform>Dropped %n racks into the trays over them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ElevationPage</name>
    <message numerus="yes">
        <source>%1 — %n rack(s)</source>
        <translation>
            <numerusform>%1 — %n rack</numerusform>
            <numerusform>%1 — %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ExportController</name>
    <message numerus="yes">
        <source>Priced %n part(s) from %1</source>
        <translation>
            <numerusform>Priced %n part from %1</numerusform>
            <numerusform>Priced %n parts from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Print Labels — %1 (%n labels)</source>
        <translation>
            <numerusform>Print Labels — %1 (%n label)</numerusform>
            <numerusform>Print Labels — %1 (%n labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Print %n Labels</source>
        <translation>
            <numerusform>Print %n Label</numerusform>
            <numerusform>Print %n Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export Pull Lists of %n Rack(s)</source>
        <translation>
            <numerusform>Export Pull Lists of %n Rack</numerusform>
            <numerusform>Export Pull Lists of %n Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pull lists of %n rack(s) written to %1</source>
        <translation>
            <numerusform>Pull lists of %n rack written to %1</numerusform>
            <numerusform>Pull lists of %n racks written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FabricScene</name>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) up</source>
        <translation>
            <numerusform>%n link up</numerusform>
            <numerusform>%n links up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) down</source>
        <translation>
            <numerusform>%n link down</numerusform>
            <numerusform>%n links down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FileController</name>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln device</numerusform>
            <numerusform>%Ln devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FillCagesDialog</name>
    <message numerus="yes">
        <source>Plug one transceiver into every empty cage of the %n selected device(s) that takes it.</source>
        <translation>
            <numerusform>Plug one transceiver into every empty cage of the %n selected device that takes it.</numerusform>
            <numerusform>Plug one transceiver into every empty cage of the %n selected devices that takes it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — fills %n cage(s)</source>
        <translation>
            <numerusform>%1 (%2) — fills %n cage</numerusform>
            <numerusform>%1 (%2) — fills %n cages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; in %n cage(s) like these already</source>
        <translation>
            <numerusform>%1; in %n cage like these already</numerusform>
            <numerusform>%1; in %n cages like these already</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::GenerateFabricDialog</name>
    <message numerus="yes">
        <source>%Ln SU(s): %1 nodes, %2 GPUs</source>
        <translation>
            <numerusform>%Ln SU: %1 nodes, %2 GPUs</numerusform>
            <numerusform>%Ln SUs: %1 nodes, %2 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln access switch(es)</source>
        <translation>
            <numerusform>%Ln access switch</numerusform>
            <numerusform>%Ln access switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln aggregation switch(es)</source>
        <translation>
            <numerusform>%Ln aggregation switch</numerusform>
            <numerusform>%Ln aggregation switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaf/leaves</source>
        <translation>
            <numerusform>%Ln leaf</numerusform>
            <numerusform>%Ln leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spine(s)</source>
        <translation>
            <numerusform>%Ln spine</numerusform>
            <numerusform>%Ln spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln core(s)</source>
        <translation>
            <numerusform>%Ln core</numerusform>
            <numerusform>%Ln cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tier(s)</source>
        <translation>
            <numerusform>%Ln tier</numerusform>
            <numerusform>%Ln tiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 compute, %2 network in %Ln row(s)</source>
        <translation>
            <numerusform>%1 compute, %2 network in %Ln row</numerusform>
            <numerusform>%1 compute, %2 network in %Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cord(s)</source>
        <translation>
            <numerusform>%Ln cord</numerusform>
            <numerusform>%Ln cords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trunk(s)</source>
        <translation>
            <numerusform>%Ln trunk</numerusform>
            <numerusform>%Ln trunks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln segment(s), %1 m, the fullest %2 % full</source>
        <translation>
            <numerusform>%Ln segment, %1 m, the fullest %2 % full</numerusform>
            <numerusform>%Ln segments, %1 m, the fullest %2 % full</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln plane(s)</source>
        <translation>
            <numerusform>%1 in %Ln plane</numerusform>
            <numerusform>%1 in %Ln planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; network racks are filled up to this limit too.</source>
        <translation>
            <numerusform>Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; network racks are filled up to this limit too.</numerusform>
            <numerusform>Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; network racks are filled up to this limit too.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::LabelOptionsDialog</name>
    <message numerus="yes">
        <source>All cables (%n labels)</source>
        <translation>
            <numerusform>All cables (%n label)</numerusform>
            <numerusform>All cables (%n labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected cables (%n)</source>
        <translation>
            <numerusform>The selected cables (%n)</numerusform>
            <numerusform>The selected cables (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln info</numerusform>
            <numerusform>%Ln infos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This design has no racks yet; its devices (%Ln) wait under Not placed in the Design dock.

Add racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock into a rack of the elevations.</source>
        <translation>
            <numerusform>This design has no racks yet; its devices (%Ln) wait under Not placed in the Design dock.

Add racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock into a rack of the elevations.</numerusform>
            <numerusform>This design has no racks yet; its devices (%Ln) wait under Not placed in the Design dock.

Add racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock into a rack of the elevations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln rack</numerusform>
            <numerusform>%Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln device</numerusform>
            <numerusform>%Ln devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln cable</numerusform>
            <numerusform>%Ln cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PathwayTool</name>
    <message numerus="yes">
        <source>%1; %n rack(s) under it drop into it</source>
        <translation>
            <numerusform>%1; %n rack under it drop into it</numerusform>
            <numerusform>%1; %n racks under it drop into it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PriceListReportDialog</name>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n part(s) priced&lt;/b&gt; from %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%n part priced&lt;/b&gt; from %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%n parts priced&lt;/b&gt; from %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n row(s) need a look: they were not applied, or not as they read.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n row needs a look: it was not applied, or not as it reads.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n rows need a look: they were not applied, or not as they read.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n line(s) of the bill of materials have no price&lt;/b&gt;: the list does not name them (listed without a line number).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%n line of the bill of materials has no price&lt;/b&gt;: the list does not name them (listed without a line number).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%n lines of the bill of materials have no price&lt;/b&gt;: the list does not name them (listed without a line number).&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PropertiesPanel</name>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cables</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n device without a power figure not counted</numerusform>
            <numerusform>%n devices without a power figure not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trays</source>
        <translation>
            <numerusform>%n tray</numerusform>
            <numerusform>%n trays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tray nodes</source>
        <translation>
            <numerusform>%n tray nodes</numerusform>
            <numerusform>%n tray nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::RevisionController</name>
    <message numerus="yes">
        <source>Change order of %n step(s) written to %1</source>
        <translation>
            <numerusform>Change order of %n step written to %1</numerusform>
            <numerusform>Change order of %n steps written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::RevisionsPanel</name>
    <message numerus="yes">
        <source>Since revision “%1”: %n change(s).</source>
        <translation>
            <numerusform>Since revision “%1”: %n change.</numerusform>
            <numerusform>Since revision “%1”: %n changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::TestColumnsDialog</name>
    <message numerus="yes">
        <source>%n result(s) read.</source>
        <translation>
            <numerusform>%n result read.</numerusform>
            <numerusform>%n results read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ValidationPanel</name>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln info</numerusform>
            <numerusform>%Ln infos</numerusform>
        </translation>
    </message>
</context>
</TS>
