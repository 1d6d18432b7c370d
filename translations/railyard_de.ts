<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddRowDialog</name>
    <message>
        <source>Add Row of Racks</source>
        <translation>Rackreihe hinzufügen</translation>
    </message>
    <message>
        <source> U</source>
        <translation> HE</translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation>keiner (nicht bestellt)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Cabinet</source>
        <translation>Schrank</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>First rack at x</source>
        <translation>Erstes Rack bei x</translation>
    </message>
    <message>
        <source>Row at y</source>
        <translation>Reihe bei y</translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Order quantity</source>
        <translation>Bestellmenge</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Extended price</source>
        <translation>Gesamtpreis</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Quotation %1</source>
        <translation>Angebot %1</translation>
    </message>
    <message>
        <source> rev. %1</source>
        <translation> Rev. %1</translation>
    </message>
    <message>
        <source>Transceivers, spares included</source>
        <translation>Transceiver, Reserve inbegriffen</translation>
    </message>
    <message>
        <source>Cables, spares included</source>
        <translation>Kabel, Reserve inbegriffen</translation>
    </message>
    <message>
        <source>Fibers in the design&apos;s cables</source>
        <translation>Fasern in den Kabeln des Entwurfs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etikett</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A-Ende</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B-Ende</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Schiene</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Subtotal racks</source>
        <translation>Zwischensumme Racks</translation>
    </message>
    <message>
        <source>Subtotal devices</source>
        <translation>Zwischensumme Geräte</translation>
    </message>
    <message>
        <source>Subtotal transceivers</source>
        <translation>Zwischensumme Transceiver</translation>
    </message>
    <message>
        <source>Subtotal cables</source>
        <translation>Zwischensumme Kabel</translation>
    </message>
    <message numerus="yes">
        <source>%n ordered, and no row of the list prices it</source>
        <translation>
            <numerusform>%n bestellt, und keine Zeile der Liste bepreist es</numerusform>
            <numerusform>%n bestellt, und keine Zeile der Liste bepreist es</numerusform>
        </translation>
    </message>
    <message>
        <source>No line has a price.</source>
        <translation>Keine Zeile hat einen Preis.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 line(s) have no price: the total leaves them out</source>
        <translation>
            <numerusform>%n von %1 Zeilen hat keinen Preis: die Summe lässt sie aus</numerusform>
            <numerusform>%n von %1 Zeilen haben keinen Preis: die Summe lässt sie aus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the %2 product; no part number of the %3 airflow is known: confirm on the quote</source>
        <translation>%1 ist das %2-Produkt; keine Teilenummer mit %3-Luftstrom bekannt: im Angebot bestätigen lassen</translation>
    </message>
    <message>
        <source>, %1 airflow</source>
        <translation>, Luftstrom %1</translation>
    </message>
    <message>
        <source>* Part number not confirmed by a source: confirm it on the quote.</source>
        <translation>* Teilenummer nicht durch eine Quelle bestätigt: im Angebot bestätigen lassen.</translation>
    </message>
    <message>
        <source>† Generic part: an equivalent product is accepted.</source>
        <translation>† Generisches Teil: ein gleichwertiges Produkt wird akzeptiert.</translation>
    </message>
    <message>
        <source>Accessories</source>
        <translation>Zubehör</translation>
    </message>
    <message>
        <source>Subtotal accessories</source>
        <translation>Zwischensumme Zubehör</translation>
    </message>
    <message numerus="yes">
        <source>No PDU of the catalog has the outlets %n rack(s) need (%1): their PDUs are not ordered</source>
        <translation>
            <numerusform>Keine PDU des Katalogs hat die Steckdosen, die %n Rack braucht (%1): seine PDUs werden nicht bestellt</numerusform>
            <numerusform>Keine PDU des Katalogs hat die Steckdosen, die %n Racks brauchen (%1): ihre PDUs werden nicht bestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) with an inlet no cord of the catalog takes (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n Netzteil mit einem Eingang, für den der Katalog kein Kabel hat (%1): sein Netzkabel wird nicht bestellt</numerusform>
            <numerusform>%n Netzteile mit einem Eingang, für den der Katalog kein Kabel hat (%1): ihre Netzkabel werden nicht bestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>Subtotal: %1</source>
        <translation>Zwischensumme: %1</translation>
    </message>
    <message>
        <source>Lead time (days)</source>
        <translation>Lieferzeit (Tage)</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>Angebotsanfrage</translation>
    </message>
    <message>
        <source>Not in an SU</source>
        <translation>In keiner SU</translation>
    </message>
    <message>
        <source>Shared: racks and accessories</source>
        <translation>Gemeinsam: Racks und Zubehör</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>Compute network</source>
        <translation>Compute-Netz</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>In-band management network</source>
        <translation>In-Band-Managementnetz</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>Out-of-Band-Managementnetz</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Far rack</source>
        <translation>Gegenüberliegendes Rack</translation>
    </message>
    <message>
        <source>Fibers</source>
        <translation>Fasern</translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) of an unknown inlet (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n Netzteil mit unbekanntem Eingang (%1): sein Netzkabel wird nicht bestellt</numerusform>
            <numerusform>%n Netzteile mit unbekanntem Eingang (%1): ihre Netzkabel werden nicht bestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) whose PSUs are not known (%1): no power cords are ordered for them</source>
        <translation>
            <numerusform>%n Gerät, dessen Netzteile nicht bekannt sind (%1): für es werden keine Netzkabel bestellt</numerusform>
            <numerusform>%n Geräte, deren Netzteile nicht bekannt sind (%1): für sie werden keine Netzkabel bestellt</numerusform>
        </translation>
    </message>
    <message>
        <source>C2P where the hall&apos;s switches are P2C: mount its ports toward the cold aisle</source>
        <translation>C2P, wo die Switches der Halle P2C sind: die Ports zum Kaltgang hin montieren</translation>
    </message>
    <message>
        <source>P2C where the hall&apos;s switches are C2P: mount its ports toward the hot aisle</source>
        <translation>P2C, wo die Switches der Halle C2P sind: die Ports zum Warmgang hin montieren</translation>
    </message>
    <message>
        <source>Part number not confirmed by a source: confirm it on the quote.</source>
        <translation>Teilenummer nicht durch eine Quelle bestätigt: im Angebot bestätigen lassen.</translation>
    </message>
    <message>
        <source>Generic part: an equivalent product is accepted.</source>
        <translation>Generisches Teil: ein gleichwertiges Produkt wird akzeptiert.</translation>
    </message>
    <message>
        <source>%1 airflow.</source>
        <translation>Luftstrom %1.</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <source>order code to confirm</source>
        <translation>Bestellcode zu bestätigen</translation>
    </message>
    <message>
        <source>No orderable part number is known: confirm the order code with the supplier (Railyard&apos;s catalog id: %1).</source>
        <translation>Keine bestellbare Teilenummer bekannt: den Bestellcode beim Lieferanten bestätigen (Railyards Katalog-ID: %1).</translation>
    </message>
    <message>
        <source>Order code to confirm: no orderable part number of the product is known; the description names it.</source>
        <translation>Bestellcode zu bestätigen: keine bestellbare Teilenummer des Produkts bekannt; die Beschreibung nennt es.</translation>
    </message>
    <message numerus="yes">
        <source>For %n rack(s): %1</source>
        <translation>
            <numerusform>Für %n Rack: %1</numerusform>
            <numerusform>Für %n Racks: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No price.</source>
        <translation>Kein Preis.</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Order qty</source>
        <translation>Bestellmenge</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Gesamt</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>800G twin-port OSFP 2xDR4 single-mode, 500 m, finned top</source>
        <translation>800G Twin-Port-OSFP 2xDR4 Singlemode, 500 m, gerippte Oberseite</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xDR4 single-mode, flat top for ConnectX-7 cages (DGX H100)</source>
        <translation>800G Twin-Port-OSFP 2xDR4 Singlemode, flache Oberseite für ConnectX-7-Käfige (DGX H100)</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xDR4 (DR8) single-mode, 100 m, finned top</source>
        <translation>800G Twin-Port-OSFP 2xDR4 (DR8) Singlemode, 100 m, gerippte Oberseite</translation>
    </message>
    <message>
        <source>400G single-port OSFP DR4 single-mode, 100 m, flat top for ConnectX-7</source>
        <translation>400G Single-Port-OSFP DR4 Singlemode, 100 m, flache Oberseite für ConnectX-7</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xSR4 multimode, 50 m, finned top</source>
        <translation>800G Twin-Port-OSFP 2xSR4 Multimode, 50 m, gerippte Oberseite</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xSR4 multimode, flat top for ConnectX-7 cages (DGX H100)</source>
        <translation>800G Twin-Port-OSFP 2xSR4 Multimode, flache Oberseite für ConnectX-7-Käfige (DGX H100)</translation>
    </message>
    <message>
        <source>400G single-port OSFP SR4 multimode, 50 m, flat top for ConnectX-7</source>
        <translation>400G Single-Port-OSFP SR4 Multimode, 50 m, flache Oberseite für ConnectX-7</translation>
    </message>
    <message>
        <source>400G single-port QSFP112 SR4 multimode, 50 m</source>
        <translation>400G Single-Port-QSFP112 SR4 Multimode, 50 m</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xFR4 single-mode, 2 km, duplex LC</source>
        <translation>800G Twin-Port-OSFP 2xFR4 Singlemode, 2 km, Duplex-LC</translation>
    </message>
    <message>
        <source>400G single-port QSFP112 DR4 single-mode for ConnectX-7 / BlueField-3, 100 m</source>
        <translation>400G Single-Port-QSFP112 DR4 Singlemode für ConnectX-7 / BlueField-3, 100 m</translation>
    </message>
    <message>
        <source>100G QSFP28 SR4 multimode, MPO-12/UPC (storage and in-band Ethernet)</source>
        <translation>100G QSFP28 SR4 Multimode, MPO-12/UPC (Speicher- und In-Band-Ethernet)</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 crossover (Type B) fiber, female-female, 8 fibers</source>
        <translation>MPO-12/APC Multimode OM4 Crossover-Kabel (Typ B), Buchse–Buchse, 8 Fasern</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 1:2 splitter fiber, 8 fibers to 2 x 4</source>
        <translation>MPO-12/APC Multimode OM4 1:2-Splitterkabel, 8 Fasern auf 2 × 4</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode crossover (Type B) fiber, female-female, 8 fibers</source>
        <translation>MPO-12/APC Singlemode Crossover-Kabel (Typ B), Buchse–Buchse, 8 Fasern</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode 1:2 splitter fiber, 8 fibers to 2 x 4</source>
        <translation>MPO-12/APC Singlemode 1:2-Splitterkabel, 8 Fasern auf 2 × 4</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type B, male-male, 12 fibers, low loss</source>
        <translation>MPO-12/APC Singlemode-Trunk, Typ B, Stecker–Stecker, 12 Fasern, dämpfungsarm</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 trunk, Type B, male-male, 12 fibers, low loss</source>
        <translation>MPO-12/APC Multimode-OM4-Trunk, Typ B, Stecker–Stecker, 12 Fasern, dämpfungsarm</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type A, male-male, 12 fibers (Method A)</source>
        <translation>MPO-12/APC Singlemode-Trunk, Typ A, Stecker–Stecker, 12 Fasern (Methode A)</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode patch cord, Type A, female-female (Method A)</source>
        <translation>MPO-12/APC Singlemode-Patchkabel, Typ A, Buchse–Buchse (Methode A)</translation>
    </message>
    <message>
        <source>MPO-12/UPC multimode OM4 patch cord, Type B, female-female, for 100G SR4 QSFP28 optics</source>
        <translation>MPO-12/UPC Multimode-OM4-Patchkabel, Typ B, Buchse–Buchse, für 100G-SR4-QSFP28-Optiken</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type B, male-male, standard grade (0.75 dB)</source>
        <translation>MPO-12/APC Singlemode-Trunk, Typ B, Stecker–Stecker, Standardqualität (0,75 dB)</translation>
    </message>
    <message>
        <source>LC/UPC duplex single-mode patch cord, A-to-B</source>
        <translation>LC/UPC Duplex-Singlemode-Patchkabel, A-auf-B</translation>
    </message>
    <message>
        <source>LC duplex single-mode A-to-A cord, UPC: does not swap Tx and Rx (not a crossover); between two transceivers use the A-to-B cord</source>
        <translation>LC-Duplex-Singlemode-Patchkabel A-auf-A, UPC: tauscht Tx und Rx nicht (kein Crossover); zwischen zwei Transceivern das A-auf-B-Kabel verwenden</translation>
    </message>
    <message>
        <source>800G twin-port OSFP to OSFP passive copper (switch to switch), finned ends</source>
        <translation>800G Twin-Port-OSFP auf OSFP, passives Kupferkabel (Switch zu Switch), gerippte Enden</translation>
    </message>
    <message>
        <source>800G twin-port OSFP passive DAC, flat top at the DGX H100 end (A), finned top at the switch end (B), 2 x 400G</source>
        <translation>800G Twin-Port-OSFP passives DAC, flache Oberseite am DGX-H100-Ende (A), gerippte Oberseite am Switch-Ende (B), 2 × 400G</translation>
    </message>
    <message>
        <source>800G OSFP to 2 x 400G OSFP passive copper splitter</source>
        <translation>800G OSFP auf 2 × 400G OSFP, passives Kupfer-Splitterkabel</translation>
    </message>
    <message>
        <source>800G twin-port OSFP to OSFP active copper (ACC), finned ends</source>
        <translation>800G Twin-Port-OSFP auf OSFP, aktives Kupferkabel (ACC), gerippte Enden</translation>
    </message>
    <message>
        <source>400G QSFP112 to QSFP112 passive copper (storage / in-band)</source>
        <translation>400G QSFP112 auf QSFP112, passives Kupferkabel (Speicher / In-Band)</translation>
    </message>
    <message>
        <source>100G QSFP28 to QSFP28 passive copper (storage / in-band Ethernet)</source>
        <translation>100G QSFP28 auf QSFP28, passives Kupferkabel (Speicher- / In-Band-Ethernet)</translation>
    </message>
    <message>
        <source>Cat6A RJ45 patch cord (BMC and switch management to the out-of-band switch)</source>
        <translation>Cat6A-RJ45-Patchkabel (BMC und Switch-Management zum Out-of-Band-Switch)</translation>
    </message>
    <message>
        <source>48U 19-inch server cabinet, 600 mm wide, 1200 mm deep (the size a DGX SuperPOD row is planned with)</source>
        <translation>48-HE-19-Zoll-Serverschrank, 600 mm breit, 1200 mm tief (die Größe, mit der eine DGX-SuperPOD-Reihe geplant wird)</translation>
    </message>
    <message>
        <source>42U 19-inch server cabinet, 600 mm wide, 1200 mm deep</source>
        <translation>42-HE-19-Zoll-Serverschrank, 600 mm breit, 1200 mm tief</translation>
    </message>
    <message>
        <source>48U 19-inch network cabinet, 800 mm wide (room for cable management beside the switches), 1200 mm deep</source>
        <translation>48-HE-19-Zoll-Netzwerkschrank, 800 mm breit (Platz für Kabelführung neben den Switches), 1200 mm tief</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100</source>
        <translation>NVIDIA DGX H100</translation>
    </message>
    <message>
        <source>NVIDIA DGX B200</source>
        <translation>NVIDIA DGX B200</translation>
    </message>
    <message>
        <source>Generic HGX 8-GPU server, 8 x 400G single-port NICs</source>
        <translation>Generischer HGX-Server mit 8 GPUs, 8 × 400G-Single-Port-NICs</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-2 QM9700 (spine)</source>
        <translation>NVIDIA Quantum-2 QM9700 (Spine)</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-4 SN5600 (spine)</source>
        <translation>NVIDIA Spectrum-4 SN5600 (Spine)</translation>
    </message>
    <message>
        <source>NVIDIA SN2201-class management switch, 48 x 1G RJ45 + 4 x 100G</source>
        <translation>NVIDIA Management-Switch der SN2201-Klasse, 48 × 1G RJ45 + 4 × 100G</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum SN4600C, 64 x 100G QSFP28 (in-band / storage Ethernet)</source>
        <translation>NVIDIA Spectrum SN4600C, 64 × 100G QSFP28 (In-Band- / Speicher-Ethernet)</translation>
    </message>
    <message>
        <source>NVIDIA UFM appliance</source>
        <translation>NVIDIA UFM-Appliance</translation>
    </message>
    <message>
        <source>Generic Storage server, 2 x 400G</source>
        <translation>Generischer Speicherserver, 2 × 400G</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/APC panel, key-up/key-down (aligned) adapters</source>
        <translation>Generisches 1-HE-Patchpanel, 24 × MPO-12/APC, Key-up/Key-down-Kupplungen (gleichgerichtet)</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12 panel, key-up/key-up (reversed) adapters</source>
        <translation>Generisches 1-HE-Patchpanel, 24 × MPO-12, Key-up/Key-up-Kupplungen (umkehrend)</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/UPC panel, key-up/key-up (reversed) adapters</source>
        <translation>Generisches 1-HE-Patchpanel, 24 × MPO-12/UPC, Key-up/Key-up-Kupplungen (umkehrend)</translation>
    </message>
    <message>
        <source>Generic 1U 48-port LC duplex panel, A-to-B adapters</source>
        <translation>Generisches 1-HE-Patchpanel, 48 × LC-Duplex, A-auf-B-Kupplungen</translation>
    </message>
    <message>
        <source>Generic 1U 48-port Cat6A RJ45 coupler panel (out-of-band runs between racks)</source>
        <translation>Generisches 1-HE-Patchpanel, 48 × Cat6A-RJ45-Kupplungen (Out-of-Band-Strecken zwischen Racks)</translation>
    </message>
    <message>
        <source>1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, finned top (IHS), 980-9IAH1-00XM00</source>
        <translation>1,6T-Twin-Port-OSFP 2xDR4 XDR Singlemode, 500 m, Kühlrippen (IHS), 980-9IAH1-00XM00</translation>
    </message>
    <message>
        <source>1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, flat top (RHS), 980-9IAH0-00XM00</source>
        <translation>1,6T-Twin-Port-OSFP 2xDR4 XDR Singlemode, 500 m, flache Oberseite (RHS), 980-9IAH0-00XM00</translation>
    </message>
    <message>
        <source>800G single-port OSFP DR4 XDR single-mode, 500 m, flat top (RHS) for ConnectX-8, 980-9IAT0-00XM00</source>
        <translation>800G-Single-Port-OSFP DR4 XDR Singlemode, 500 m, flache Oberseite (RHS) für ConnectX-8, 980-9IAT0-00XM00</translation>
    </message>
    <message>
        <source>800G DR4 co-packaged optical port of the Q3450-LD (built in, never ordered)</source>
        <translation>800G-DR4-Co-Packaged-Optics-Port des Q3450-LD (eingebaut, wird nie bestellt)</translation>
    </message>
    <message>
        <source>1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, flat-top (RHS) ends, up to 1.1 m</source>
        <translation>1,6T (2 x 800G) XDR OSFP-auf-OSFP lineares aktives Kupfer, flache Enden (RHS), bis 1,1 m</translation>
    </message>
    <message>
        <source>1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, finned (IHS) ends, up to 3 m</source>
        <translation>1,6T (2 x 800G) XDR OSFP-auf-OSFP lineares aktives Kupfer, Enden mit Kühlrippen (IHS), bis 3 m</translation>
    </message>
    <message>
        <source>1.6T XDR OSFP (IHS) to 2 x 800G OSFP (RHS) linear active copper splitter, up to 2 m</source>
        <translation>1,6T XDR OSFP (IHS) auf 2 x 800G OSFP (RHS), lineares aktives Kupfer-Splitterkabel, bis 2 m</translation>
    </message>
    <message>
        <source>NVIDIA DGX B300</source>
        <translation>NVIDIA DGX B300</translation>
    </message>
    <message>
        <source>NVIDIA DGX H200</source>
        <translation>NVIDIA DGX H200</translation>
    </message>
    <message>
        <source>NVIDIA DGX GB200 compute tray (2 Grace, 4 Blackwell)</source>
        <translation>NVIDIA DGX GB200 Compute-Tray (2 Grace, 4 Blackwell)</translation>
    </message>
    <message>
        <source>NVIDIA DGX GB300 compute tray (2 Grace, 4 Blackwell Ultra)</source>
        <translation>NVIDIA DGX GB300 Compute-Tray (2 Grace, 4 Blackwell Ultra)</translation>
    </message>
    <message>
        <source>NVIDIA NVLink switch tray (2 NVLink switch chips)</source>
        <translation>NVIDIA NVLink-Switch-Tray (2 NVLink-Switch-Chips)</translation>
    </message>
    <message>
        <source>NVIDIA NVL72 power shelf (33 kW, 6 x 5.5 kW PSUs)</source>
        <translation>NVIDIA NVL72 Power-Shelf (33 kW, 6 x 5,5-kW-Netzteile)</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3400-RA (spine)</source>
        <translation>NVIDIA Quantum-X800 Q3400-RA (Spine)</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3200-RA (two 18-cage switches)</source>
        <translation>NVIDIA Quantum-X800 Q3200-RA (zwei Switches mit je 18 Cages)</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X Photonics Q3450-LD (co-packaged optics)</source>
        <translation>NVIDIA Quantum-X Photonics Q3450-LD (Co-Packaged Optics)</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-X800 SN5610 (spine)</source>
        <translation>NVIDIA Spectrum-X800 SN5610 (Spine)</translation>
    </message>
    <message>
        <source>MPO-12/UPC multimode OM4 trunk, Type B, male-male, 12 fibers, for 100G SR4 QSFP28 links between racks</source>
        <translation>MPO-12/UPC-Multimode-OM4-Trunk, Typ B, Stecker-Stecker, 12 Fasern, für 100G-SR4-QSFP28-Verbindungen zwischen Racks</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/UPC panel, key-up/key-down (aligned) adapters</source>
        <translation>Generisches 1-HE-Panel mit 24 MPO-12/UPC-Ports, Key-up/Key-down-Adapter (gleichgerichtet)</translation>
    </message>
    <message>
        <source>100G QSFP28 PSM4 single-mode, 500 m, MPO-12/APC (management uplinks between rows)</source>
        <translation>100G-QSFP28-PSM4 Singlemode, 500 m, MPO-12/APC (Management-Uplinks zwischen Reihen)</translation>
    </message>
    <message>
        <source>DGX GB200 NVL72 rack: MGX rack with NVLink spine and busbar for 18 compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 (liquid-cooled), ordered as one DGX system with them</source>
        <translation>DGX-GB200-NVL72-Rack: MGX-Rack mit NVLink-Spine und Stromschiene für 18 Compute-Trays, 9 NVLink-Switch-Trays, 8 Power-Shelves und 2 SN2201 (flüssigkeitsgekühlt), mit ihnen als ein DGX-System bestellt</translation>
    </message>
    <message>
        <source>DGX GB300 NVL72 rack: MGX rack with NVLink spine and busbar for 18 compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 (liquid-cooled), ordered as one DGX system with them</source>
        <translation>DGX-GB300-NVL72-Rack: MGX-Rack mit NVLink-Spine und Stromschiene für 18 Compute-Trays, 9 NVLink-Switch-Trays, 8 Power-Shelves und 2 SN2201 (flüssigkeitsgekühlt), mit ihnen als ein DGX-System bestellt</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-2 QM9700</source>
        <translation>NVIDIA Quantum-2 QM9700</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3400-RA</source>
        <translation>NVIDIA Quantum-X800 Q3400-RA</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-4 SN5600</source>
        <translation>NVIDIA Spectrum-4 SN5600</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-X800 SN5610</source>
        <translation>NVIDIA Spectrum-X800 SN5610</translation>
    </message>
    <message>
        <source>Power cord IEC C13 to C14, 2 m (a C14 inlet to a PDU&apos;s C13 outlet)</source>
        <translation>Netzkabel IEC C13 auf C14, 2 m (ein C14-Eingang an eine C13-Steckdose der PDU)</translation>
    </message>
    <message>
        <source>Power cord IEC C19 to C20, locking, 2 m (a C20 inlet to a PDU&apos;s C19 outlet)</source>
        <translation>Netzkabel IEC C19 auf C20, verriegelnd, 2 m (ein C20-Eingang an eine C19-Steckdose der PDU)</translation>
    </message>
    <message>
        <source>Blanking panel, 1U, tool-less</source>
        <translation>Blindplatte, 1 HE, werkzeuglos</translation>
    </message>
    <message>
        <source>Vertical cable managers, a pair for one network rack (left and right, with fingers)</source>
        <translation>Vertikale Kabelmanager, ein Paar für ein Netzwerk-Rack (links und rechts, mit Fingern)</translation>
    </message>
    <message>
        <source>8 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 96 fibers (8 MPO-12 per end, fanned out), low loss</source>
        <translation>MPO-12/APC Singlemode-Trunkkabel 8 ×, Typ B, Stecker–Stecker, 96 Fasern (8 MPO-12 je Ende, aufgefächert), dämpfungsarm</translation>
    </message>
    <message>
        <source>12 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 144 fibers (12 MPO-12 per end, fanned out), low loss</source>
        <translation>MPO-12/APC Singlemode-Trunkkabel 12 ×, Typ B, Stecker–Stecker, 144 Fasern (12 MPO-12 je Ende, aufgefächert), dämpfungsarm</translation>
    </message>
    <message>
        <source>8 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 96 fibers (8 MPO-12 per end, fanned out), low loss</source>
        <translation>MPO-12/APC Multimode-OM4-Trunkkabel 8 ×, Typ B, Stecker–Stecker, 96 Fasern (8 MPO-12 je Ende, aufgefächert), dämpfungsarm</translation>
    </message>
    <message>
        <source>12 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 144 fibers (12 MPO-12 per end, fanned out), low loss</source>
        <translation>MPO-12/APC Multimode-OM4-Trunkkabel 12 ×, Typ B, Stecker–Stecker, 144 Fasern (12 MPO-12 je Ende, aufgefächert), dämpfungsarm</translation>
    </message>
    <message>
        <source>MPO-16/APC multimode OM4 patch cord, Type B, female-female, 16 fibers, for 400G/800G SR8 modules</source>
        <translation>MPO-16/APC Multimode-OM4-Patchkabel, Typ B, Buchse–Buchse, 16 Fasern, für 400G/800G-SR8-Module</translation>
    </message>
    <message>
        <source>8 x MPO-16/APC multimode OM4 trunk assembly, Type B, male-male, 128 fibers (8 MPO-16 per end, fanned out), low loss</source>
        <translation>MPO-16/APC Multimode-OM4-Trunkkabel 8 ×, Typ B, Stecker–Stecker, 128 Fasern (8 MPO-16 je Ende, aufgefächert), dämpfungsarm</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-16/APC panel, key-up/key-down (aligned) adapters</source>
        <translation>Generisches 1-HE-Patchpanel, 24 × MPO-16/APC, Key-up/Key-down-Kupplungen (gleichgerichtet)</translation>
    </message>
    <message>
        <source>LC/UPC duplex single-mode trunk, A-to-B, made to length (panel to panel, for 2 km FR4 links)</source>
        <translation>LC/UPC-Duplex-Singlemode-Trunk, A-auf-B, nach Maß (Panel zu Panel, für 2-km-FR4-Strecken)</translation>
    </message>
    <message>
        <source>Raritan PX3 rack PDU, 3-phase 415 V 60 A, 18 x C19 + 6 x C13</source>
        <translation>Raritan PX3 Rack-PDU, 3-phasig 415 V 60 A, 18 x C19 + 6 x C13</translation>
    </message>
    <message>
        <source>Rack PDU, single-phase 230 V 32 A, 20 x C13 + 4 x C19</source>
        <translation>Rack-PDU, einphasig 230 V 32 A, 20 x C13 + 4 x C19</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>Unconfirmed values:</source>
        <translation>Unbestätigte Werte:</translation>
    </message>
    <message>
        <source>confirmed:</source>
        <translation>bestätigt:</translation>
    </message>
    <message>
        <source>from a secondary source:</source>
        <translation>aus einer Sekundärquelle:</translation>
    </message>
    <message>
        <source>inferred:</source>
        <translation>abgeleitet:</translation>
    </message>
    <message>
        <source>not published:</source>
        <translation>nicht veröffentlicht:</translation>
    </message>
    <message>
        <source>Part number: %1</source>
        <translation>Teilenummer: %1</translation>
    </message>
</context>
<context>
    <name>ChangeOrder</name>
    <message>
        <source>Remove cables</source>
        <translation>Kabel entfernen</translation>
    </message>
    <message>
        <source>Remove devices</source>
        <translation>Geräte entfernen</translation>
    </message>
    <message>
        <source>Move devices</source>
        <translation>Geräte versetzen</translation>
    </message>
    <message>
        <source>Add cables</source>
        <translation>Kabel hinzufügen</translation>
    </message>
    <message>
        <source>Add devices</source>
        <translation>Geräte hinzufügen</translation>
    </message>
    <message>
        <source>Relabel cables</source>
        <translation>Kabel neu beschriften</translation>
    </message>
    <message>
        <source>%1 · rack %2</source>
        <translation>%1 · Rack %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done.</source>
        <translation>
            <numerusform>%n Schritt, in dieser Reihenfolge; jeden abhaken, wenn erledigt.</numerusform>
            <numerusform>%n Schritte, in dieser Reihenfolge; jeden abhaken, wenn erledigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Tätigkeit</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etikett</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done. Printed %1.</source>
        <translation>
            <numerusform>%n Schritt, in dieser Reihenfolge; jeden abhaken, wenn erledigt. Gedruckt am %1.</numerusform>
            <numerusform>%n Schritte, in dieser Reihenfolge; jeden abhaken, wenn erledigt. Gedruckt am %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change order: %1 → %2</source>
        <translation>Änderungsauftrag: %1 → %2</translation>
    </message>
    <message>
        <source>Remove cable</source>
        <translation>Kabel entfernen</translation>
    </message>
    <message>
        <source>Remove device</source>
        <translation>Gerät entfernen</translation>
    </message>
    <message>
        <source>Move device</source>
        <translation>Gerät versetzen</translation>
    </message>
    <message>
        <source>Add cable</source>
        <translation>Kabel hinzufügen</translation>
    </message>
    <message>
        <source>Add device</source>
        <translation>Gerät hinzufügen</translation>
    </message>
    <message>
        <source>Relabel cable</source>
        <translation>Kabel neu beschriften</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>The clipboard holds no devices.</source>
        <translation>Die Zwischenablage enthält keine Geräte.</translation>
    </message>
    <message>
        <source>This design has no device type &quot;%1&quot;.</source>
        <translation>Dieser Entwurf hat keinen Gerätetyp „%1“.</translation>
    </message>
    <message>
        <source>%1 has no room for another %2.</source>
        <translation>In %1 ist kein Platz für ein weiteres %2.</translation>
    </message>
</context>
<context>
    <name>Colouring</name>
    <message>
        <source>No rail</source>
        <translation>Keine Schiene</translation>
    </message>
    <message>
        <source>Unknown network</source>
        <translation>Unbekanntes Netz</translation>
    </message>
    <message>
        <source>On an error</source>
        <translation>Mit Fehler</translation>
    </message>
    <message>
        <source>On a warning</source>
        <translation>Mit Warnung</translation>
    </message>
    <message>
        <source>No error or warning</source>
        <translation>Ohne Fehler und Warnung</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>Schiene %1</translation>
    </message>
    <message>
        <source>Cables by install status</source>
        <translation>Kabel nach Installationsstand</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Connect Cable</source>
        <translation>Kabel anschließen</translation>
    </message>
    <message>
        <source>Disconnect Cable</source>
        <translation>Kabel trennen</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <source>Remove Transceiver</source>
        <translation>Transceiver entfernen</translation>
    </message>
    <message>
        <source>Set Transceiver</source>
        <translation>Transceiver einsetzen</translation>
    </message>
    <message>
        <source>Rename Design</source>
        <translation>Entwurf umbenennen</translation>
    </message>
    <message>
        <source>Change Currency</source>
        <translation>Währung ändern</translation>
    </message>
    <message>
        <source>Change Settings</source>
        <translation>Einstellungen ändern</translation>
    </message>
    <message>
        <source>Change Quote Details</source>
        <translation>Angebotsangaben ändern</translation>
    </message>
    <message>
        <source>Change Rack Type</source>
        <translation>Racktyp ändern</translation>
    </message>
    <message>
        <source>Rename Rack</source>
        <translation>Rack umbenennen</translation>
    </message>
    <message>
        <source>Change Rack Row</source>
        <translation>Rackreihe ändern</translation>
    </message>
    <message>
        <source>Change Rack Height</source>
        <translation>Rackhöhe ändern</translation>
    </message>
    <message>
        <source>Rename Device</source>
        <translation>Gerät umbenennen</translation>
    </message>
    <message>
        <source>Change Scalable Unit</source>
        <translation>Scalable Unit ändern</translation>
    </message>
    <message>
        <source>Change Node Number</source>
        <translation>Knotennummer ändern</translation>
    </message>
    <message>
        <source>Change Rail</source>
        <translation>Schiene ändern</translation>
    </message>
    <message>
        <source>Rename Cable</source>
        <translation>Kabel umbenennen</translation>
    </message>
    <message>
        <source>Change Cable Label</source>
        <translation>Kabeletikett ändern</translation>
    </message>
    <message>
        <source>Change Cable Length</source>
        <translation>Kabellänge ändern</translation>
    </message>
    <message>
        <source>Change Cable Type</source>
        <translation>Kabeltyp ändern</translation>
    </message>
    <message>
        <source>Import Device Types</source>
        <translation>Gerätetypen importieren</translation>
    </message>
    <message>
        <source>Change Airflow</source>
        <translation>Luftstrom ändern</translation>
    </message>
    <message>
        <source>Set Cable Status</source>
        <translation>Kabelstatus setzen</translation>
    </message>
    <message>
        <source>Import Test Results</source>
        <translation>Prüfergebnisse importieren</translation>
    </message>
    <message>
        <source>Set Replaced Cable</source>
        <translation>Ersetztes Kabel festlegen</translation>
    </message>
    <message>
        <source>A cable cannot replace itself.</source>
        <translation>Ein Kabel kann sich nicht selbst ersetzen.</translation>
    </message>
    <message>
        <source>There is no cable &quot;%1&quot;.</source>
        <translation>Es gibt kein Kabel „%1“.</translation>
    </message>
    <message>
        <source>%1 already replaces %2.</source>
        <translation>%1 ersetzt bereits %2.</translation>
    </message>
    <message>
        <source>Save Revision “%1”</source>
        <translation>Revision „%1“ speichern</translation>
    </message>
    <message>
        <source>Delete Revision “%1”</source>
        <translation>Revision „%1“ löschen</translation>
    </message>
    <message>
        <source>Restore Revision “%1”</source>
        <translation>Revision „%1“ wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Rack(s)</source>
        <translation>
            <numerusform>%n Rack hinzufügen</numerusform>
            <numerusform>%n Racks hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Rack(s)</source>
        <translation>
            <numerusform>%n Rack löschen</numerusform>
            <numerusform>%n Racks löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät hinzufügen</numerusform>
            <numerusform>%n Geräte hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät löschen</numerusform>
            <numerusform>%n Geräte löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>%n Kabel hinzufügen</numerusform>
            <numerusform>%n Kabel hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Cable(s)</source>
        <translation>
            <numerusform>%n Kabel löschen</numerusform>
            <numerusform>%n Kabel löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Rack %1</source>
        <translation>Rack %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete Rack %1</source>
        <translation>Rack %1 löschen</translation>
    </message>
    <message>
        <source>Add Device %1</source>
        <translation>Gerät %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete Device %1</source>
        <translation>Gerät %1 löschen</translation>
    </message>
    <message>
        <source>Add Cable %1</source>
        <translation>Kabel %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete Cable %1</source>
        <translation>Kabel %1 löschen</translation>
    </message>
    <message>
        <source>Move Device %1</source>
        <translation>Gerät %1 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>%n Gerät verschieben</numerusform>
            <numerusform>%n Geräte verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Move Rack %1</source>
        <translation>Rack %1 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Rack(s)</source>
        <translation>
            <numerusform>%n Rack verschieben</numerusform>
            <numerusform>%n Racks verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissioningReport</name>
    <message>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>Untested</source>
        <translation>Ungeprüft</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Commissioning report</source>
        <translation>Inbetriebnahmebericht</translation>
    </message>
    <message>
        <source>Fiber cables</source>
        <translation>Glasfaserkabel</translation>
    </message>
    <message>
        <source>Tested</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Passed with warnings</source>
        <translation>Bestanden mit Warnungen</translation>
    </message>
    <message>
        <source>Results naming no cable</source>
        <translation>Ergebnisse ohne passendes Kabel</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Loss margin of the tested cables</source>
        <translation>Dämpfungsreserve der geprüften Kabel</translation>
    </message>
    <message>
        <source>Margin to the budget</source>
        <translation>Reserve zum Budget</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etikett</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Loss (dB)</source>
        <translation>Dämpfung (dB)</translation>
    </message>
    <message>
        <source>Budget (dB)</source>
        <translation>Budget (dB)</translation>
    </message>
    <message>
        <source>Margin (dB)</source>
        <translation>Reserve (dB)</translation>
    </message>
    <message>
        <source>Tester limit (dB)</source>
        <translation>Grenzwert des Testers (dB)</translation>
    </message>
    <message>
        <source>Measured length (m)</source>
        <translation>Gemessene Länge (m)</translation>
    </message>
    <message>
        <source>Design length (m)</source>
        <translation>Geplante Länge (m)</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Row of the results file</source>
        <translation>Zeile der Ergebnisdatei</translation>
    </message>
    <message>
        <source>Cable as written</source>
        <translation>Kabel wie angegeben</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>Mit Warnungen</translation>
    </message>
    <message>
        <source>Naming no cable</source>
        <translation>Ohne passendes Kabel</translation>
    </message>
    <message>
        <source>Margin to the budget (Railyard&apos;s, or the tester&apos;s limit where tighter)</source>
        <translation>Reserve zum Budget (Railyards, oder zum Grenzwert des Testers, wo dieser strenger ist)</translation>
    </message>
    <message>
        <source>Untested cables (%1)</source>
        <translation>Ungeprüfte Kabel (%1)</translation>
    </message>
    <message>
        <source>Results that name no cable of the design</source>
        <translation>Ergebnisse, die kein Kabel des Entwurfs nennen</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Commissioning report: %1</source>
        <translation>Inbetriebnahmebericht: %1</translation>
    </message>
</context>
<context>
    <name>CounterOverlay</name>
    <message>
        <source>Port counters since the baseline</source>
        <translation>Port-Zähler seit den Ausgangswerten</translation>
    </message>
    <message>
        <source>No counters</source>
        <translation>Keine Zähler</translation>
    </message>
    <message>
        <source>Counters ok</source>
        <translation>Zähler in Ordnung</translation>
    </message>
    <message>
        <source>Counters rose</source>
        <translation>Zähler gestiegen</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>a loose end</source>
        <translation>ein loses Ende</translation>
    </message>
    <message>
        <source>%1 leg %2</source>
        <translation>%1 Zweig %2</translation>
    </message>
    <message>
        <source> A end</source>
        <translation> A-Ende</translation>
    </message>
    <message>
        <source> B end</source>
        <translation> B-Ende</translation>
    </message>
    <message>
        <source>%1 end A%2</source>
        <translation>%1 Ende A%2</translation>
    </message>
    <message>
        <source>%1 end B%2</source>
        <translation>%1 Ende B%2</translation>
    </message>
</context>
<context>
    <name>DesignLimits</name>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1 must be more than %2</source>
        <translation>%1 muss größer als %2 sein</translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation>%1 ist kleiner als %2</translation>
    </message>
    <message>
        <source>%1 is above %2</source>
        <translation>%1 ist größer als %2</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>ist %1 Zeichen lang; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>holds the control character U+%1</source>
        <translation>enthält das Steuerzeichen U+%1</translation>
    </message>
    <message>
        <source>holds U+%1, which is not a character</source>
        <translation>enthält U+%1, das kein Zeichen ist</translation>
    </message>
    <message>
        <source>no device type &quot;%1&quot; in the catalog</source>
        <translation>kein Gerätetyp „%1“ im Katalog</translation>
    </message>
    <message>
        <source>%1 at U %2 does not fit in %3 U</source>
        <translation>%1 auf HE %2 passt nicht in %3 HE</translation>
    </message>
    <message>
        <source>%1 at U %2 overlaps %3</source>
        <translation>%1 auf HE %2 überschneidet sich mit %3</translation>
    </message>
    <message>
        <source>port %1: no transceiver &quot;%2&quot; in the catalog</source>
        <translation>Port %1: kein Transceiver „%2“ im Katalog</translation>
    </message>
    <message>
        <source>no accessory type &quot;%1&quot; in the catalog</source>
        <translation>kein Zubehörtyp „%1“ im Katalog</translation>
    </message>
    <message>
        <source>a cycle of replacements: %1</source>
        <translation>ein Kreis von Ersetzungen: %1</translation>
    </message>
    <message>
        <source>a second node &quot;%1&quot;</source>
        <translation>ein zweiter Knoten „%1“</translation>
    </message>
    <message>
        <source>a second segment &quot;%1&quot;</source>
        <translation>ein zweites Segment „%1“</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot;</source>
        <translation>kein Knoten „%1“</translation>
    </message>
    <message>
        <source>a segment joins two different nodes</source>
        <translation>ein Segment verbindet zwei verschiedene Knoten</translation>
    </message>
    <message>
        <source>no rack &quot;%1&quot;</source>
        <translation>kein Rack „%1“</translation>
    </message>
    <message>
        <source>a second drop for rack &quot;%1&quot;</source>
        <translation>ein zweiter Abgang für Rack „%1“</translation>
    </message>
    <message>
        <source>no pathway segment &quot;%1&quot;</source>
        <translation>kein Trassensegment „%1“</translation>
    </message>
    <message>
        <source>a trunk assembly is a fiber cable of one leg</source>
        <translation>ein Trunkkabel ist ein Glasfaserkabel mit einem Zweig</translation>
    </message>
    <message>
        <source>the ends do not match cable type &quot;%1&quot;</source>
        <translation>die Enden passen nicht zum Kabeltyp „%1“</translation>
    </message>
    <message>
        <source>the keys this version of Railyard does not know hold %1 MB; a design may keep at most %2 MB</source>
        <translation>die Schlüssel, die diese Version von Railyard nicht kennt, umfassen %1 MB; ein Entwurf darf höchstens %2 MB davon enthalten</translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message>
        <source>rear</source>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <source>Rack %1, %2</source>
        <translation>Rack %1, %2</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>Reihe %1, %2</translation>
    </message>
    <message>
        <source>Racks %1, %2</source>
        <translation>Racks %1, %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>Unbenannter Entwurf</translation>
    </message>
    <message>
        <source>Cables by rail</source>
        <translation>Kabel nach Schiene</translation>
    </message>
    <message>
        <source>No devices to draw yet</source>
        <translation>Noch keine Geräte zu zeichnen</translation>
    </message>
    <message>
        <source>No racks to draw yet</source>
        <translation>Noch keine Racks zu zeichnen</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · drawn by Railyard on %4</source>
        <translation>%1 · %2 · %3 · gezeichnet von Railyard am %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln Rack</numerusform>
            <numerusform>%Ln Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln Gerät</numerusform>
            <numerusform>%Ln Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>Floor plan, racks by power use</source>
        <translation>Grundriss, Racks nach Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Racks by power use</source>
        <translation>Racks nach Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Has an error</source>
        <translation>Mit Fehler</translation>
    </message>
    <message>
        <source>Has a warning</source>
        <translation>Mit Warnung</translation>
    </message>
    <message>
        <source>Trays by fill</source>
        <translation>Trassen nach Füllung</translation>
    </message>
    <message>
        <source>Cables between rows, by rail</source>
        <translation>Kabel zwischen Reihen, nach Rail</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <source>GPU server</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>leaf switch</source>
        <translation>Leaf-Switch</translation>
    </message>
    <message>
        <source>spine switch</source>
        <translation>Spine-Switch</translation>
    </message>
    <message>
        <source>core switch</source>
        <translation>Core-Switch</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>patch panel</source>
        <translation>Patchpanel</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstiges</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechennetz</translation>
    </message>
    <message>
        <source>storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>in-band</source>
        <translation>In-Band</translation>
    </message>
    <message>
        <source>out-of-band</source>
        <translation>Out-of-Band</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>mit Stiften</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>ohne Stifte</translation>
    </message>
    <message>
        <source>aligned</source>
        <translation>gleichgerichtet</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>umkehrend</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <source>Pulled</source>
        <translation>Verlegt</translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation>Angeschlossen</translation>
    </message>
    <message>
        <source>Tested</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>In service</source>
        <translation>In Betrieb</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Kabelrinne</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Kabelleiter</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Gitterrinne</translation>
    </message>
    <message>
        <source>Raceway</source>
        <translation>Kabelkanal</translation>
    </message>
    <message>
        <source>Conduit</source>
        <translation>Schutzrohr</translation>
    </message>
</context>
<context>
    <name>FabricBlocks</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es)</source>
        <translation>
            <numerusform>%n Leaf-Switch</numerusform>
            <numerusform>%n Leaf-Switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine(s)</source>
        <translation>
            <numerusform>%n Spine</numerusform>
            <numerusform>%n Spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n Core</numerusform>
            <numerusform>%n Cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n Switch</numerusform>
            <numerusform>%n Switches</numerusform>
        </translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>SU %1–%2</source>
        <translation>SU %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%n super-core(s)</source>
        <translation>
            <numerusform>%n Super-Core</numerusform>
            <numerusform>%n Super-Cores</numerusform>
        </translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Management</translation>
    </message>
</context>
<context>
    <name>FabricDrawing</name>
    <message>
        <source>Links by rail</source>
        <translation>Verbindungen nach Schiene</translation>
    </message>
    <message>
        <source>Breaks rail alignment</source>
        <translation>Verletzt die Schienenzuordnung</translation>
    </message>
</context>
<context>
    <name>FabricGenerator</name>
    <message>
        <source>Cabling</source>
        <translation>Verkabelung</translation>
    </message>
    <message>
        <source>%1 has no copper port left for %2</source>
        <translation>%1 hat keinen freien Kupferport mehr für %2</translation>
    </message>
    <message>
        <source>Sizing the fabric</source>
        <translation>Fabric wird dimensioniert</translation>
    </message>
    <message>
        <source>Placing racks and devices</source>
        <translation>Racks und Geräte werden platziert</translation>
    </message>
    <message>
        <source>%1, 1 SU</source>
        <translation>%1, 1 SU</translation>
    </message>
    <message>
        <source>%1, %2 SUs</source>
        <translation>%1, %2 SUs</translation>
    </message>
    <message>
        <source>Rail-optimized cluster, %1 GPUs</source>
        <translation>Schienenoptimierter Cluster, %1 GPUs</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>out-of-band switch</source>
        <translation>Out-of-Band-Switch</translation>
    </message>
    <message>
        <source>%1 has too few copper ports for management</source>
        <translation>%1 hat zu wenige Kupferports für das Management</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>UFM appliance</source>
        <translation>UFM-Appliance</translation>
    </message>
    <message>
        <source>the rack name pattern gives &quot;%1&quot; twice: it must contain {row} and {pos}</source>
        <translation>das Namensmuster der Racks ergibt „%1“ zweimal: es muss {row} und {pos} enthalten</translation>
    </message>
    <message>
        <source>out-of-band aggregation</source>
        <translation>Out-of-Band-Aggregation</translation>
    </message>
    <message>
        <source>rack %1 is too small for %2</source>
        <translation>Rack %1 ist zu klein für %2</translation>
    </message>
    <message>
        <source>unknown %1 type &quot;%2&quot;: no device type with that id</source>
        <translation>unbekannter %1-Typ „%2“: kein Gerätetyp mit dieser ID</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;: one of %2</source>
        <translation>unbekannte Vorlage „%1“: eine von %2</translation>
    </message>
    <message>
        <source>%1 is published in %2 scalable units, not %3</source>
        <translation>%1 ist für %2 Scalable Units veröffentlicht, nicht für %3</translation>
    </message>
    <message>
        <source>the GPU count must be at least 1</source>
        <translation>die Zahl der GPUs muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>over-subscription must be between 1 (non-blocking) and 16</source>
        <translation>die Überbuchung muss zwischen 1 (blockierungsfrei) und 16 liegen</translation>
    </message>
    <message>
        <source>the rack power limit must be above 0 kW, the row length and aisles not negative</source>
        <translation>die Leistungsgrenze je Rack muss über 0 kW liegen, Reihenlänge und Gänge dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>storage switch</source>
        <translation>Speicher-Switch</translation>
    </message>
    <message>
        <source>in-band switch</source>
        <translation>In-Band-Switch</translation>
    </message>
    <message>
        <source>out-of-band aggregation switch</source>
        <translation>Out-of-Band-Aggregationsswitch</translation>
    </message>
    <message>
        <source>unknown rack type &quot;%1&quot;</source>
        <translation>unbekannter Racktyp „%1“</translation>
    </message>
    <message>
        <source>%1 has no compute cages with rails: it cannot be a GPU node</source>
        <translation>%1 hat keine Rechennetz-Käfige mit Schienen: es kann kein GPU-Knoten sein</translation>
    </message>
    <message>
        <source>%1 has %2 GPU ports (one per rail), not %3</source>
        <translation>%1 hat %2 GPU-Ports (einen je Schiene), nicht %3</translation>
    </message>
    <message>
        <source>%1 is not a switch</source>
        <translation>%1 ist kein Switch</translation>
    </message>
    <message>
        <source>%1 has no cages to build a fabric with</source>
        <translation>%1 hat keine Käfige, mit denen sich eine Fabric bauen lässt</translation>
    </message>
    <message>
        <source>%1 has no out-of-band copper ports</source>
        <translation>%1 hat keine Out-of-Band-Kupferports</translation>
    </message>
    <message>
        <source>%1 has too few ports to be a leaf (%2)</source>
        <translation>%1 hat zu wenige Ports für einen Leaf (%2)</translation>
    </message>
    <message>
        <source>the preset&apos;s UFM links do not fit the first scalable unit</source>
        <translation>die UFM-Verbindungen der Vorlage passen nicht in die erste Scalable Unit</translation>
    </message>
    <message>
        <source>%1 in %2 SUs does not size to its reference table</source>
        <translation>%1 mit %2 SUs passt nicht zu seiner Referenztabelle</translation>
    </message>
    <message>
        <source>a rack power limit of %1 kW is below one %2 (%3 kW)</source>
        <translation>eine Leistungsgrenze von %1 kW je Rack liegt unter einem %2 (%3 kW)</translation>
    </message>
    <message>
        <source>%1 does not fit a %2 with its panels</source>
        <translation>%1 passt mit seinen Patchpanels nicht in ein %2</translation>
    </message>
    <message>
        <source>spares must be between 0 and %1 %</source>
        <translation>die Reserve muss zwischen 0 und %1 % liegen</translation>
    </message>
    <message>
        <source>rack kit device</source>
        <translation>Gerät des Rack-Kits</translation>
    </message>
    <message>
        <source>rack kit %1 has no %2 to serve its management ports</source>
        <translation>Rack-Kit %1 hat keinen %2 für seine Management-Ports</translation>
    </message>
    <message>
        <source>rack kit %1 holds no %2</source>
        <translation>Rack-Kit %1 enthält kein %2</translation>
    </message>
    <message>
        <source>planes must be between 1 and 8</source>
        <translation>Planes müssen zwischen 1 und 8 liegen</translation>
    </message>
    <message>
        <source>populating part of the racks is for the NVL72 presets</source>
        <translation>nur einen Teil der Racks zu bestücken geht mit den NVL72-Vorlagen</translation>
    </message>
    <message>
        <source>%1 SUs hold %2 to %3 racks, not %4</source>
        <translation>%1 SUs fassen %2 bis %3 Racks, nicht %4</translation>
    </message>
    <message>
        <source>%1 of the last SU&apos;s %2 racks populated: its leaves and leaf-spine cabling are built for the full SU, as the reference architecture asks</source>
        <translation>%1 der %2 Racks der letzten SU bestückt: ihre Leaves und die Leaf-Spine-Verkabelung werden für die volle SU gebaut, wie die Referenzarchitektur es verlangt</translation>
    </message>
    <message>
        <source>the racks to populate are 0 (all) or more</source>
        <translation>die zu bestückenden Racks sind 0 (alle) oder mehr</translation>
    </message>
    <message>
        <source>a name pattern gives &quot;%1&quot;, which cannot be a name: it %2</source>
        <translation>ein Namensmuster ergibt „%1“, was kein Name sein kann: er %2</translation>
    </message>
    <message>
        <source>the %1 name pattern gives a name that cannot be one: it %2</source>
        <translation>das Namensmuster für %1 ergibt einen unzulässigen Namen: er %2</translation>
    </message>
    <message>
        <source>an aisle must be at most %1 m wide</source>
        <translation>ein Gang darf höchstens %1 m breit sein</translation>
    </message>
    <message>
        <source>%1 planes split each %2 cage of %3 into %1 ports, but no module in the catalog has %1 connectors for it</source>
        <translation>%1 Planes teilen jeden %2-Käfig von %3 in %1 Ports, aber kein Modul im Katalog hat dafür %1 Anschlüsse</translation>
    </message>
    <message>
        <source>the %1 rails of %2 do not share out evenly among %3 planes (planes that divide them: %4)</source>
        <translation>die %1 Rails von %2 lassen sich nicht gleichmäßig auf %3 Planes verteilen (passende Anzahl Planes: %4)</translation>
    </message>
    <message>
        <source>super-core</source>
        <translation>Super-Core</translation>
    </message>
    <message>
        <source>%1 pods are more than a %2-port core takes: a fourth tier of %3 super-cores joins %4 zones of pods (a core switch of more ports keeps three tiers)</source>
        <translation>%1 Pods sind mehr, als ein Core mit %2 Ports aufnimmt: eine vierte Ebene aus %3 Super-Cores verbindet %4 Zonen von Pods (ein Core-Switch mit mehr Ports bleibt bei drei Ebenen)</translation>
    </message>
    <message>
        <source>the %1 and %2 name patterns both give &quot;%3&quot;: they must differ</source>
        <translation>die Namensmuster für %1 und %2 ergeben beide „%3“: sie müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>the %1 name pattern gives &quot;%2&quot; twice: it must tell them apart (with %3)</source>
        <translation>das Namensmuster für %1 ergibt „%2“ zweimal: es muss sie unterscheiden (mit %3)</translation>
    </message>
    <message>
        <source>{i}, or {su} and {n}</source>
        <translation>{i} oder {su} und {n}</translation>
    </message>
    <message>
        <source>{net} and {i}, or {net}, {su} and {l}</source>
        <translation>{net} und {i} oder {net}, {su} und {l}</translation>
    </message>
    <message>
        <source>{net} and {i}</source>
        <translation>{net} und {i}</translation>
    </message>
    <message>
        <source>%1 has %2 fabric ports: too few for spines or cores (%3 at least; choose a fabric switch such as qm9700-spine)</source>
        <translation>%1 hat %2 Fabric-Ports: zu wenige für Spines oder Cores (mindestens %3; wählen Sie einen Fabric-Switch wie qm9700-spine)</translation>
    </message>
</context>
<context>
    <name>FabricLayout</name>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>No scalable unit</source>
        <translation>Keine Scalable Unit</translation>
    </message>
</context>
<context>
    <name>FatTree</name>
    <message>
        <source>a fabric needs at least one leaf</source>
        <translation>eine Fabric braucht mindestens einen Leaf</translation>
    </message>
    <message>
        <source>the leaves have no ports left for uplinks</source>
        <translation>die Leaves haben keine Ports mehr für Uplinks</translation>
    </message>
    <message>
        <source>a spine of %1 ports cannot take the %2 leaves of one scalable unit</source>
        <translation>ein Spine mit %1 Ports kann die %2 Leaves einer Scalable Unit nicht aufnehmen</translation>
    </message>
    <message>
        <source>the spines cannot take the leaves&apos; uplinks</source>
        <translation>die Spines können die Uplinks der Leaves nicht aufnehmen</translation>
    </message>
    <message>
        <source>spine-leaf groups must divide the scalable unit&apos;s leaves</source>
        <translation>Spine-Leaf-Gruppen müssen die Leaves der skalierbaren Einheit aufteilen</translation>
    </message>
    <message>
        <source>%1 spine-leaf groups need more than four tiers of %2-port switches: choose switches with more ports</source>
        <translation>%1 Spine-Leaf-Gruppen brauchen mehr als vier Ebenen aus Switches mit %2 Ports: Switches mit mehr Ports wählen</translation>
    </message>
    <message>
        <source>%1 pods need more than four tiers of %2-port switches: choose switches with more ports or over-subscribe the leaves</source>
        <translation>%1 Pods brauchen mehr als vier Ebenen von Switches mit %2 Ports: Switches mit mehr Ports wählen oder die Leaves überbuchen</translation>
    </message>
</context>
<context>
    <name>FloorSummary</name>
    <message>
        <source>Cable ends per rack</source>
        <translation>Kabelenden je Rack</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
</context>
<context>
    <name>LabelTemplate</name>
    <message>
        <source>A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm</source>
        <translation>A4-Bogen, 3 × 7 Etiketten zu 63,5 × 38,1 mm</translation>
    </message>
    <message>
        <source>A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm, with a QR code of the cable id</source>
        <translation>A4-Bogen, 3 × 7 Etiketten zu 63,5 × 38,1 mm, mit QR-Code der Kabel-ID</translation>
    </message>
    <message>
        <source>US Letter sheet, 3 × 10 labels of 2.625 × 1 in</source>
        <translation>US-Letter-Bogen, 3 × 10 Etiketten zu 2,625 × 1 in</translation>
    </message>
    <message>
        <source>Flag roll label, 70 × 19 mm: two 30 mm panels and a 10 mm wrap</source>
        <translation>Fahnenetikett auf Rolle, 70 × 19 mm: zwei Felder zu 30 mm und 10 mm Wickelteil</translation>
    </message>
    <message>
        <source>Self-laminating wrap-around roll label, 38.1 × 50.8 mm, printable 38.1 × 19.1 mm</source>
        <translation>Selbstlaminierendes Wickeletikett auf Rolle, 38,1 × 50,8 mm, bedruckbar 38,1 × 19,1 mm</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorn</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Over full (above 100 %)</source>
        <translation>Überfüllt (über 100 %)</translation>
    </message>
    <message>
        <source>Under half its fill limit</source>
        <translation>Unter der Hälfte seiner Füllgrenze</translation>
    </message>
    <message>
        <source>Half its fill limit or more</source>
        <translation>Halbe Füllgrenze oder mehr</translation>
    </message>
    <message>
        <source>85 % of its fill limit or more</source>
        <translation>85 % seiner Füllgrenze oder mehr</translation>
    </message>
    <message>
        <source>Above its fill limit</source>
        <translation>Über seiner Füllgrenze</translation>
    </message>
</context>
<context>
    <name>LinkCabler</name>
    <message>
        <source>the label pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {n}</source>
        <translation>das Etikettenmuster „%1“ ergibt „%2“ zweimal: es muss {n} enthalten</translation>
    </message>
    <message>
        <source>%1 would need both %2 and %3</source>
        <translation>%1 bräuchte sowohl %2 als auch %3</translation>
    </message>
    <message>
        <source>no patch panel in the catalog takes %1 %2 plugs through aligned adapters</source>
        <translation>kein Patchpanel im Katalog nimmt %1-%2-Stecker über gleichgerichtete Kupplungen auf</translation>
    </message>
    <message>
        <source>rack %1 has no room left for another patch panel</source>
        <translation>in Rack %1 ist kein Platz mehr für ein weiteres Patchpanel</translation>
    </message>
    <message>
        <source>the panel name pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {rack} and {p}</source>
        <translation>das Namensmuster der Patchpanels „%1“ ergibt „%2“ zweimal: es muss {rack} und {p} enthalten</translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation>kein Kabel im Katalog verbindet %1 und %2</translation>
    </message>
    <message>
        <source>no pair of transceivers in the catalog joins the %1 cage of %2 and the %3 cage of %4</source>
        <translation>kein Transceiver-Paar im Katalog verbindet den %1-Käfig von %2 mit dem %3-Käfig von %4</translation>
    </message>
    <message>
        <source>: choose single-mode optics</source>
        <translation>: Singlemode-Optiken wählen</translation>
    </message>
    <message>
        <source>: make the hall smaller</source>
        <translation>: die Halle verkleinern</translation>
    </message>
    <message>
        <source>%1 to %2 needs %3 of %4, longer than it can be ordered (%5): make the rows shorter or the hall smaller</source>
        <translation>%1 bis %2 braucht %3 %4, länger als bestellbar (%5): die Reihen kürzen oder die Halle verkleinern</translation>
    </message>
    <message>
        <source>%1 to %2 is %3 of fiber, beyond the %4 reach of %5 and %6%7</source>
        <translation>%1 bis %2 sind %3 Faser, mehr als die Reichweite von %4 von %5 und %6%7</translation>
    </message>
</context>
<context>
    <name>LinkStatus</name>
    <message>
        <source>Links as discovered</source>
        <translation>Verbindungen wie entdeckt</translation>
    </message>
    <message>
        <source>As designed</source>
        <translation>Wie geplant</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Wrong peer</source>
        <translation>Falsche Gegenstelle</translation>
    </message>
    <message>
        <source>Wrong port</source>
        <translation>Falscher Port</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>Vertauscht</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Herabgestuft</translation>
    </message>
    <message>
        <source>Not in the design</source>
        <translation>Nicht im Entwurf</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>Unbekanntes Gerät</translation>
    </message>
</context>
<context>
    <name>NamePattern</name>
    <message>
        <source>&quot;%1&quot; has a { without a }</source>
        <translation>„%1“ hat eine { ohne }</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not a width (write {%3:03} for 001)</source>
        <translation>„%1“: {%2} ist keine Breite (für 001 {%3:03} schreiben)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not one of %3</source>
        <translation>„%1“: {%2} ist nicht eines von %3</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack</source>
        <translation>%1 (%2 HE) passt nicht auf HE%3 von %4: der Platz ist belegt oder reicht über das Rack hinaus</translation>
    </message>
    <message>
        <source>Added %1 at U%2 of %3</source>
        <translation>%1 auf HE%2 von %3 hinzugefügt</translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation>einen Transceiver auf einem Käfig ablegen</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 in %2 %3</translation>
    </message>
    <message>
        <source>nothing is selected</source>
        <translation>nichts ist ausgewählt</translation>
    </message>
    <message>
        <source>Paste Devices</source>
        <translation>Geräte einfügen</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n device(s)</source>
        <translation>
            <numerusform>%n Gerät eingefügt</numerusform>
            <numerusform>%n Geräte eingefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>Added %1: %2, %3</source>
        <translation>%1 hinzugefügt: %2, %3</translation>
    </message>
    <message>
        <source>Placed %1 at U%2 of %3</source>
        <translation>%1 auf HE%2 von %3 platziert</translation>
    </message>
    <message>
        <source>%1 is a module for %2; %3 %4 takes %5</source>
        <translation>%1 ist ein %2-Modul; %3 %4 ist ein %5-Käfig</translation>
    </message>
    <message>
        <source>no racks to add</source>
        <translation>keine Racks zum Hinzufügen</translation>
    </message>
    <message>
        <source>Added rack %1</source>
        <translation>Rack %1 hinzugefügt</translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s) in row %1</source>
        <translation>
            <numerusform>%n Rack in Reihe %1 hinzugefügt</numerusform>
            <numerusform>%n Racks in Reihe %1 hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s)</source>
        <translation>
            <numerusform>%n Rack hinzugefügt</numerusform>
            <numerusform>%n Racks hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of its rack kit</source>
        <translation>
            <numerusform>%1 und das %n Gerät seines Rack-Kits platziert</numerusform>
            <numerusform>%1 und die %n Geräte seines Rack-Kits platziert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of their rack kits</source>
        <translation>
            <numerusform>%1 und das %n Gerät ihrer Rack-Kits platziert</numerusform>
            <numerusform>%1 und die %n Geräte ihrer Rack-Kits platziert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs between %2 and %3, not between %4 and %5 like %6: an assembly joins two racks</source>
        <translation>%1 verläuft zwischen %2 und %3, nicht zwischen %4 und %5 wie %6: Ein Trunkkabel verbindet zwei Racks</translation>
    </message>
    <message>
        <source>%1 is part of a planned replacement</source>
        <translation>%1 gehört zu einem geplanten Austausch</translation>
    </message>
    <message>
        <source>Combined %1 trunks into %2, a %3</source>
        <translation>%1 Trunks zu %2 zusammengefasst, einem %3</translation>
    </message>
    <message>
        <source>Combined %1 trunks into %2 trunk assemblies (%3)</source>
        <translation>%1 Trunks zu %2 Trunkkabeln zusammengefasst (%3)</translation>
    </message>
    <message>
        <source>Combine into Trunk Assembly</source>
        <translation>Zu Trunkkabel zusammenfassen</translation>
    </message>
    <message>
        <source>select the trunks to combine, two or more</source>
        <translation>Wählen Sie die zusammenzufassenden Trunks, zwei oder mehr</translation>
    </message>
    <message>
        <source>no trunk assembly of %1 connectors in the catalog matches %2 (its connector, fiber, polarity and genders, on every cable)</source>
        <translation>kein Trunkkabel mit %1 Steckern im Katalog passt zu %2 (Stecker, Faser, Polarität und Geschlecht, bei jedem Kabel)</translation>
    </message>
    <message>
        <source>%1 and %2 share no trunks that an assembly of the catalog can stand for</source>
        <translation>%1 und %2 teilen keine Trunks, die ein Trunkkabel des Katalogs ersetzen kann</translation>
    </message>
    <message>
        <source>%1 is not a trunk assembly</source>
        <translation>%1 ist kein Trunkkabel</translation>
    </message>
    <message>
        <source>no single trunk in the catalog has the plugs and fiber of %1</source>
        <translation>kein einzelner Trunk im Katalog hat die Stecker und die Faser von %1</translation>
    </message>
    <message>
        <source>Split Trunk Assembly</source>
        <translation>Trunkkabel auftrennen</translation>
    </message>
    <message>
        <source>Split %1 into %2 trunks</source>
        <translation>%1 in %2 Trunks aufgetrennt</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>PortSummary</name>
    <message>
        <source>a loose end</source>
        <translation>ein loses Ende</translation>
    </message>
    <message>
        <source>%1 (incomplete)</source>
        <translation>%1 (unvollständig)</translation>
    </message>
    <message>
        <source>%1 cage</source>
        <translation>%1-Käfig</translation>
    </message>
    <message>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <source>%1 adapter, %2</source>
        <translation>%1-Kupplung, %2</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <source>fixed %1 port</source>
        <translation>fester %1-Port</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>Schiene %1</translation>
    </message>
    <message>
        <source>empty: drop a transceiver here, or plug a direct-attach cable</source>
        <translation>leer: hier einen Transceiver ablegen oder ein Direct-Attach-Kabel stecken</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>kein Kabel</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1: %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>no part in the catalog has this number: not applied</source>
        <translation>kein Teil im Katalog hat diese Nummer: nicht übernommen</translation>
    </message>
    <message>
        <source>priced again on line %1, which is the price used</source>
        <translation>in Zeile %1 erneut bepreist; dieser Preis gilt</translation>
    </message>
    <message>
        <source>%1 catalog parts have this id; the price went to the first (device types, then transceivers, cable types, rack types)</source>
        <translation>%1 Katalogteile haben diese ID; der Preis ging an das erste (Gerätetypen, dann Transceiver, Kabeltypen, Racktypen)</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <source>overridden</source>
        <translation>überschrieben</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>the %1 length of %2: that length&apos;s price, over the type&apos;s</source>
        <translation>die Länge %1 von %2: der Preis dieser Länge, vor dem des Typs</translation>
    </message>
    <message>
        <source>also prices %1, the same product in another role</source>
        <translation>bepreist auch %1, dasselbe Produkt in anderer Rolle</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>ohne Preis</translation>
    </message>
    <message>
        <source>a price per metre is for a cable type; the unit price was applied, not the price per metre</source>
        <translation>ein Meterpreis gilt für Kabeltypen; der Einzelpreis wurde übernommen, der Meterpreis nicht</translation>
    </message>
    <message>
        <source>price per metre ignored</source>
        <translation>Meterpreis ignoriert</translation>
    </message>
</context>
<context>
    <name>PullList</name>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Far rack</source>
        <translation>Gegenüberliegendes Rack</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>Kabeltyp</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etiketten</translation>
    </message>
    <message>
        <source>Pull lists — %1</source>
        <translation>Zuglisten — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to stage at %1</source>
        <translation>
            <numerusform>%n Kabel an %1 bereitzulegen</numerusform>
            <numerusform>%n Kabel an %1 bereitzulegen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack %1 (continued)</source>
        <translation>Rack %1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>No cable lands in the racks asked for.</source>
        <translation>In den angefragten Racks endet kein Kabel.</translation>
    </message>
    <message>
        <source>(cont.)</source>
        <translation>(Forts.)</translation>
    </message>
</context>
<context>
    <name>PullSheet</name>
    <message>
        <source>Pull</source>
        <translation>Einzug</translation>
    </message>
    <message>
        <source>From rack</source>
        <translation>Von Rack</translation>
    </message>
    <message>
        <source>To rack</source>
        <translation>Zu Rack</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>Trassen</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Cross-section (mm²)</source>
        <translation>Querschnitt (mm²)</translation>
    </message>
    <message>
        <source>Fullest tray</source>
        <translation>Vollste Trasse</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etikett</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>Kabeltyp</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Trassenweg</translation>
    </message>
    <message>
        <source>Pull %1: %2 to %3</source>
        <translation>Einzug %1: %2 nach %3</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Trasse</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllgrad</translation>
    </message>
    <message>
        <source>Pull sheets — %1</source>
        <translation>Einzugspläne — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to pull together, %1 m between the drops, %2 mm² of cable</source>
        <translation>
            <numerusform>%n Kabel zum gemeinsamen Einziehen, %1 m zwischen den Abgängen, %2 mm² Kabel</numerusform>
            <numerusform>%n Kabel zum gemeinsamen Einziehen, %1 m zwischen den Abgängen, %2 mm² Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>No cable runs over the design&apos;s trays yet: draw the trays (View ▸ Edit Pathways) and let every rack drop into one.</source>
        <translation>Noch verläuft kein Kabel über die Trassen des Entwurfs: Zeichnen Sie die Trassen (Ansicht ▸ Trassen bearbeiten) und lassen Sie jedes Rack in eine abführen.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 in %2 ändern</translation>
    </message>
    <message>
        <source>Move %1 to U%2 of %3 (the nearest free slot)</source>
        <translation>%1 auf HE%2 von %3 verschieben (der nächste freie Platz)</translation>
    </message>
    <message>
        <source>Set the length of %1 to %2 (its route, orderable)</source>
        <translation>Länge von %1 auf %2 setzen (seine Trasse, bestellbar)</translation>
    </message>
    <message>
        <source>Move %1 to x %2 (the nearest free floor tile along its row)</source>
        <translation>%1 nach x %2 verschieben (die nächste freie Bodenplatte in seiner Reihe)</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>, no floor position yet</source>
        <translation>, noch ohne Platz im Grundriss</translation>
    </message>
    <message numerus="yes">
        <source>%1 — row %2, %3 U, %Ln device(s)%4</source>
        <translation>
            <numerusform>%1 — Reihe %2, %3 HE, %Ln Gerät%4</numerusform>
            <numerusform>%1 — Reihe %2, %3 HE, %Ln Geräte%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws %1 kW of the %2 kW its rack type allows</source>
        <translation>Zieht %1 kW von den %2 kW, die sein Rack-Typ erlaubt</translation>
    </message>
    <message>
        <source>Draws %1 kW</source>
        <translation>Zieht %1 kW</translation>
    </message>
    <message>
        <source>Draws %1 kW of the design&apos;s %2 kW per rack</source>
        <translation>Zieht %1 kW von den %2 kW, die das Design je Rack vorsieht</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n Gerät ohne Leistungsangabe nicht mitgezählt</numerusform>
            <numerusform>%n Geräte ohne Leistungsangabe nicht mitgezählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackPowerScale</name>
    <message>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1–%2 kW</source>
        <translation>%1–%2 kW</translation>
    </message>
    <message>
        <source>%1 kW and more</source>
        <translation>%1 kW und mehr</translation>
    </message>
    <message>
        <source>over its limit</source>
        <translation>über seinem Grenzwert</translation>
    </message>
</context>
<context>
    <name>RailCabling</name>
    <message>
        <source>select GPU servers and the leaf switches of their rails</source>
        <translation>GPU-Server und die Leaf-Switches ihrer Schienen auswählen</translation>
    </message>
    <message>
        <source>%1 has no rail and no rail is left for it: not used</source>
        <translation>%1 hat keine Schiene, und es ist keine mehr frei: nicht verwendet</translation>
    </message>
    <message>
        <source>%1 has no rail set: it takes rail %2</source>
        <translation>%1 hat keine Schiene: es erhält Schiene %2</translation>
    </message>
    <message>
        <source>%1 has no rail in the catalog</source>
        <translation>%1 hat im Katalog keine Schiene</translation>
    </message>
    <message>
        <source>%1 (rail %2): %3 has no free connector left</source>
        <translation>%1 (Schiene %2): %3 hat keinen freien Anschluss mehr</translation>
    </message>
    <message>
        <source>%1 (rail %2): no connector of %3 fits: %4</source>
        <translation>%1 (Schiene %2): kein Anschluss von %3 passt: %4</translation>
    </message>
    <message>
        <source>%1.%2 (rail %3): the cage holds no transceiver, and a direct-attach cable would take all its rails to one leaf: put transceivers in it first (Design ▸ Fill Empty Cages)</source>
        <translation>%1.%2 (Schiene %3): der Käfig ist ohne Transceiver, und ein Direktanschlusskabel brächte alle seine Schienen auf einen Leaf: zuerst Transceiver einsetzen (Entwurf ▸ Leere Käfige bestücken)</translation>
    </message>
    <message numerus="yes">
        <source>no GPU server was selected: the %n server(s) of the leaves&apos; scalable units</source>
        <translation>
            <numerusform>kein GPU-Server ausgewählt: der %n Server der Skalierungseinheiten der Leafs</numerusform>
            <numerusform>kein GPU-Server ausgewählt: die %n Server der Skalierungseinheiten der Leafs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server connector(s) of rails %1 are left for the leaves of those rails (none was chosen)</source>
        <translation>
            <numerusform>%n Serveranschluss der Schienen %1 bleibt für die Leafs dieser Schienen (keiner wurde gewählt)</numerusform>
            <numerusform>%n Serveranschlüsse der Schienen %1 bleiben für die Leafs dieser Schienen (keiner wurde gewählt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevisionOverlay</name>
    <message>
        <source>Removed since (dashed)</source>
        <translation>Seitdem entfernt (gestrichelt)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Changes since revision “%1”</source>
        <translation>Änderungen seit Revision „%1“</translation>
    </message>
</context>
<context>
    <name>Revisions</name>
    <message>
        <source>A revision needs a name.</source>
        <translation>Eine Revision braucht einen Namen.</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot start or end with spaces.</source>
        <translation>Der Name einer Revision darf nicht mit Leerzeichen beginnen oder enden.</translation>
    </message>
    <message>
        <source>A revision&apos;s name can have at most %1 characters.</source>
        <translation>Der Name einer Revision darf höchstens %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold &quot;@&quot; (FILE@NAME names a revision).</source>
        <translation>Der Name einer Revision darf kein „@“ enthalten (DATEI@NAME bezeichnet eine Revision).</translation>
    </message>
    <message>
        <source>There is already a revision named &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Revision namens „%1“.</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold control or invisible characters.</source>
        <translation>Der Name einer Revision darf keine Steuer- oder unsichtbaren Zeichen enthalten.</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold a Unicode noncharacter.</source>
        <translation>Der Name einer Revision darf kein Unicode-Nichtzeichen enthalten.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Zoom&lt;/td&gt;&lt;td&gt;&lt;b&gt;Mouse wheel&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pan&lt;/td&gt;&lt;td&gt;&lt;b&gt;Middle button, or Space + drag&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Connect two ports&lt;/td&gt;&lt;td&gt;&lt;b&gt;Drag from port to port (rack elevations)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;Zoomen&lt;/td&gt;&lt;td&gt;&lt;b&gt;Mausrad&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Verschieben&lt;/td&gt;&lt;td&gt;&lt;b&gt;Mittlere Maustaste oder Leertaste + Ziehen&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Zwei Ports verbinden&lt;/td&gt;&lt;td&gt;&lt;b&gt;Von Port zu Port ziehen (Rackansichten)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Place a tray node&lt;/td&gt;&lt;td&gt;&lt;b&gt;Click the floor (View ▸ Edit Pathways)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Draw a tray&lt;/td&gt;&lt;td&gt;&lt;b&gt;Drag from a node, a tray or the floor to another&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Move a tray node&lt;/td&gt;&lt;td&gt;&lt;b&gt;Shift + drag it&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Cancel a drag&lt;/td&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;Trassenknoten setzen&lt;/td&gt;&lt;td&gt;&lt;b&gt;Auf den Boden klicken (Ansicht ▸ Trassen bearbeiten)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Trasse zeichnen&lt;/td&gt;&lt;td&gt;&lt;b&gt;Von einem Knoten, einer Trasse oder dem Boden zu einem anderen ziehen&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Trassenknoten verschieben&lt;/td&gt;&lt;td&gt;&lt;b&gt;Umschalt + ziehen&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ziehen abbrechen&lt;/td&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>SuperPodPreset</name>
    <message>
        <source>the table prints no cable counts for 2 SUs: one node-leaf and one leaf-spine link per GPU, as at 1 and 18 SUs</source>
        <translation>die Tabelle nennt für 2 SUs keine Kabelzahlen: je GPU eine Knoten-Leaf- und eine Leaf-Spine-Verbindung, wie bei 1 und 18 SUs</translation>
    </message>
    <message>
        <source>the table prints no cable counts for 4 SUs: one node-leaf and one leaf-spine link per GPU; its 18 spines (not 16) are what 72 uplinks per leaf divide into</source>
        <translation>die Tabelle nennt für 4 SUs keine Kabelzahlen: je GPU eine Knoten-Leaf- und eine Leaf-Spine-Verbindung; ihre 18 Spines (nicht 16) ergeben sich aus der Teilung von 72 Uplinks je Leaf</translation>
    </message>
    <message>
        <source>the table prints no cable counts for 8 SUs: one node-leaf and one leaf-spine link per GPU; its 36 spines (not 32) are what 72 uplinks per leaf divide into</source>
        <translation>die Tabelle nennt für 8 SUs keine Kabelzahlen: je GPU eine Knoten-Leaf- und eine Leaf-Spine-Verbindung; ihre 36 Spines (nicht 32) ergeben sich aus der Teilung von 72 Uplinks je Leaf</translation>
    </message>
    <message>
        <source>the table prints 9,216 GPUs for 1,296 nodes of 8 GPUs (10,368, as its own cable counts say): the generator builds 10,368</source>
        <translation>die Tabelle nennt 9.216 GPUs für 1.296 Knoten mit je 8 GPUs (10.368, wie ihre eigenen Kabelzahlen sagen): der Generator baut 10.368</translation>
    </message>
    <message>
        <source>one SU has no core tier: its four spine-leaf groups (one per rail) stand alone; core groups join SUs</source>
        <translation>eine SU hat keine Core-Ebene: ihre vier Spine-Leaf-Gruppen (eine je Rail) stehen für sich; Core-Gruppen verbinden SUs</translation>
    </message>
    <message>
        <source>the reference architecture prints no core switch counts: 6 core groups sized non-blocking from the spines&apos; 24 uplinks each</source>
        <translation>die Referenzarchitektur nennt keine Zahl der Core-Switches: 6 Core-Gruppen, blockierungsfrei bemessen aus den je 24 Uplinks der Spines</translation>
    </message>
    <message>
        <source>inferred: NVIDIA publishes no DGX GB300 SuperPOD table; the leaves, spines and links are the DGX B300 XDR SU&apos;s, 576 XDR links per 8 racks</source>
        <translation>abgeleitet: NVIDIA veröffentlicht keine Tabelle zum DGX GB300 SuperPOD; Leaves, Spines und Verbindungen sind die der DGX-B300-XDR-SU, 576 XDR-Verbindungen je 8 Racks</translation>
    </message>
    <message>
        <source>the table counts one cable per 800G GPU port; each is two 400G legs, one to each plane, so the design holds twice its node-leaf and leaf-spine links</source>
        <translation>die Tabelle zählt ein Kabel je 800G-GPU-Port; jedes sind zwei 400G-Stränge, einer je Plane, daher enthält das Design doppelt so viele Knoten-Leaf- und Leaf-Spine-Verbindungen</translation>
    </message>
</context>
<context>
    <name>TestFinding</name>
    <message>
        <source>the tester says FAIL</source>
        <translation>der Tester meldet FAIL</translation>
    </message>
    <message>
        <source>loss %1 exceeds the budget %2</source>
        <translation>Dämpfung %1 überschreitet das Budget %2</translation>
    </message>
    <message>
        <source>loss %1 exceeds the tester&apos;s limit %2</source>
        <translation>Dämpfung %1 überschreitet den Grenzwert des Testers %2</translation>
    </message>
    <message>
        <source>margin %1 is below the design&apos;s %2</source>
        <translation>Reserve %1 liegt unter den %2 des Entwurfs</translation>
    </message>
    <message>
        <source>the tester&apos;s limit %1 is looser than Railyard&apos;s budget %2</source>
        <translation>der Grenzwert des Testers %1 ist lockerer als Railyards Budget %2</translation>
    </message>
    <message>
        <source>measured length %1 differs from the design&apos;s %2 by %3 %</source>
        <translation>gemessene Länge %1 weicht um %3 % von den geplanten %2 ab</translation>
    </message>
    <message>
        <source>a negative loss: the tester&apos;s reference needs setting again</source>
        <translation>negative Dämpfung: die Referenz des Testers muss neu gesetzt werden</translation>
    </message>
    <message>
        <source>PASS* or FAIL*: within the tester&apos;s accuracy</source>
        <translation>PASS* oder FAIL*: innerhalb der Messgenauigkeit des Testers</translation>
    </message>
    <message>
        <source>no budget: no complete channel through it states its modules&apos; loss budget</source>
        <translation>kein Budget: kein vollständiger Kanal durch dieses Kabel nennt das Dämpfungsbudget seiner Module</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>fixed port</source>
        <translation>fester Port</translation>
    </message>
    <message>
        <source>cage</source>
        <translation>Käfig</translation>
    </message>
    <message>
        <source>empty adapter side</source>
        <translation>leere Kupplungsseite</translation>
    </message>
    <message>
        <source>loose end</source>
        <translation>loses Ende</translation>
    </message>
    <message>
        <source>cage without transceiver</source>
        <translation>Käfig ohne Transceiver</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>not applicable (not a fiber channel)</source>
        <translation>entfällt (kein Glasfaserkanal)</translation>
    </message>
    <message>
        <source>not checked (incomplete channel)</source>
        <translation>nicht geprüft (unvollständiger Kanal)</translation>
    </message>
    <message>
        <source>not checked (MPO and LC in one channel)</source>
        <translation>nicht geprüft (MPO und LC in einem Kanal)</translation>
    </message>
    <message>
        <source>, %1 Type C</source>
        <translation>, %1 Typ C</translation>
    </message>
    <message>
        <source> type %1</source>
        <translation> Typ %1</translation>
    </message>
    <message>
        <source> of %1 reach</source>
        <translation> von %1 Reichweite</translation>
    </message>
    <message>
        <source> of %1 budget, margin %2</source>
        <translation> von %1 Budget, Reserve %2</translation>
    </message>
    <message numerus="yes">
        <source>ok: %n reversing element(s)</source>
        <translation>
            <numerusform>in Ordnung: %n umkehrendes Element</numerusform>
            <numerusform>in Ordnung: %n umkehrende Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ok: %n A-B swap(s)</source>
        <translation>
            <numerusform>in Ordnung: %n A-B-Tausch</numerusform>
            <numerusform>in Ordnung: %n A-B-Tausche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n reversing element(s)</source>
        <translation>
            <numerusform>FEHLER: %n umkehrendes Element</numerusform>
            <numerusform>FEHLER: %n umkehrende Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n A-B swap(s)</source>
        <translation>
            <numerusform>FEHLER: %n A-B-Tausch</numerusform>
            <numerusform>FEHLER: %n A-B-Tausche</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (built in)</source>
        <translation>%1 (eingebaut)</translation>
    </message>
</context>
<context>
    <name>TracePanel</name>
    <message>
        <source>Channel %1 of %2: %3 → %4 (%5)</source>
        <translation>Kanal %1 von %2: %3 → %4 (%5)</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>vollständig</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>loss %1, total %2</source>
        <translation>Dämpfung %1, gesamt %2</translation>
    </message>
    <message>
        <source>%1 adapter</source>
        <translation>Kupplung (%1)</translation>
    </message>
    <message>
        <source>+%1, total %2</source>
        <translation>+%1, gesamt %2</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Dämpfung</translation>
    </message>
    <message>
        <source>Polarity</source>
        <translation>Polarität</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>cables: </source>
        <translation>Kabel:  </translation>
    </message>
    <message>
        <source>devices:</source>
        <translation>Geräte: </translation>
    </message>
    <message>
        <source>racks:  </source>
        <translation>Racks:  </translation>
    </message>
    <message>
        <source>single-mode and multimode fiber in one channel (%1)</source>
        <translation>Singlemode- und Multimode-Faser in einem Kanal (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) does not support %3 fiber</source>
        <translation>%1 (%2) unterstützt keine %3-Faser</translation>
    </message>
    <message>
        <source>multimode grades %1 mixed in one channel; the lowest (%2) sets the reach</source>
        <translation>Multimode-Klassen %1 in einem Kanal gemischt; die niedrigste (%2) bestimmt die Reichweite</translation>
    </message>
    <message>
        <source>media %1 and %2</source>
        <translation>Medien %1 und %2</translation>
    </message>
    <message>
        <source>connectors %1 and %2</source>
        <translation>Steckverbinder %1 und %2</translation>
    </message>
    <message>
        <source>rates %1 and %2 Gb/s</source>
        <translation>Datenraten %1 und %2 Gb/s</translation>
    </message>
    <message>
        <source>PMDs %1 and %2</source>
        <translation>PMDs %1 und %2</translation>
    </message>
    <message>
        <source>%1 legs of %2 Gb/s (%3) do not make the %4 Gb/s of %5</source>
        <translation>%1 Zweige zu %2 Gb/s (%3) ergeben nicht die %4 Gb/s von %5</translation>
    </message>
    <message>
        <source>%1 and %2 do not talk to each other: %3</source>
        <translation>%1 und %2 verstehen sich nicht: %3</translation>
    </message>
    <message>
        <source>a Type C (pair-flipped) cable in a parallel MPO channel: lanes never reach the receivers</source>
        <translation>ein Kabel Typ C (paarweise gekreuzt) in einem parallelen MPO-Kanal: die Lanes erreichen nie die Empfänger</translation>
    </message>
    <message>
        <source>%1 reversing elements (Type B cables and key-up/key-up adapters); an MPO channel needs an odd number, or transmitters meet transmitters</source>
        <translation>%1 umkehrende Elemente (Kabel Typ B und Key-up/Key-up-Kupplungen); ein MPO-Kanal braucht eine ungerade Anzahl, sonst treffen Sender auf Sender</translation>
    </message>
    <message>
        <source>%1 A-B swaps (A-B cords and A-to-B adapters); a duplex channel needs an odd number, or Tx meets Tx</source>
        <translation>%1 A-B-Tausche (A-B-Patchkabel und A-auf-B-Kupplungen); ein Duplex-Kanal braucht eine ungerade Anzahl, sonst trifft Tx auf Tx</translation>
    </message>
    <message>
        <source>the splitter&apos;s channel limit</source>
        <translation>die Kanalgrenze des Splitters</translation>
    </message>
    <message>
        <source>the reach on %1</source>
        <translation>die Reichweite auf %1</translation>
    </message>
    <message>
        <source>loss %1 dB leaves %2 dB of the %3 dB budget, less than the %4 dB margin</source>
        <translation>Dämpfung %1 dB lässt %2 dB des Budgets von %3 dB übrig, weniger als die Reserve von %4 dB</translation>
    </message>
    <message>
        <source>a loose end (%1)</source>
        <translation>ein loses Ende (%1)</translation>
    </message>
    <message>
        <source>the path from %1 stops at %2</source>
        <translation>der Weg von %1 endet bei %2</translation>
    </message>
    <message>
        <source>%1 does not take the %2 plug of %3</source>
        <translation>%1 nimmt den %2-Stecker von %3 nicht auf</translation>
    </message>
    <message>
        <source>%1 is not a cage for a direct-attach cable</source>
        <translation>%1 ist kein Käfig für ein Direct-Attach-Kabel</translation>
    </message>
    <message>
        <source>%1 holds %2; a direct-attach cable needs an empty cage</source>
        <translation>in %1 steckt %2; ein Direct-Attach-Kabel braucht einen leeren Käfig</translation>
    </message>
    <message>
        <source>%1 holds no transceiver</source>
        <translation>in %1 steckt kein Transceiver</translation>
    </message>
    <message>
        <source>%1 does not run over %2 fiber</source>
        <translation>%1 läuft nicht über %2-Faser</translation>
    </message>
    <message>
        <source>the cable starts here</source>
        <translation>das Kabel beginnt hier</translation>
    </message>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation>%1 %2 hat keinen freien Anschluss</translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation>kein Kabel im Katalog verbindet %1 und %2</translation>
    </message>
    <message>
        <source>the module</source>
        <translation>das Modul</translation>
    </message>
    <message>
        <source>the port</source>
        <translation>der Port</translation>
    </message>
    <message>
        <source>the new cable&apos;s plug</source>
        <translation>der Stecker des neuen Kabels</translation>
    </message>
    <message>
        <source>pinned (male)</source>
        <translation>mit Stiften (männlich)</translation>
    </message>
    <message>
        <source>unpinned (female)</source>
        <translation>ohne Stifte (weiblich)</translation>
    </message>
    <message>
        <source>ungendered</source>
        <translation>geschlechtsneutral</translation>
    </message>
    <message>
        <source>%1 is %2, the adapter at %3 is %4</source>
        <translation>%1 ist %2, die Kupplung bei %3 ist %4</translation>
    </message>
    <message>
        <source>not a fiber plug</source>
        <translation>kein LWL-Stecker</translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5</source>
        <translation>%1 (%2) und %3 (%4) treffen bei %5 aufeinander</translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5: angled and flat end faces do not mate</source>
        <translation>%1 (%2) und %3 (%4) treffen bei %5 aufeinander: schräge und plane Stirnflächen passen nicht zusammen</translation>
    </message>
    <message>
        <source>two APC MPO plugs meet key-up to key-up in the reversed adapter at %1: their 8° faces do not mate</source>
        <translation>zwei APC-MPO-Stecker treffen in der umkehrenden Kupplung bei %1 Key-up auf Key-up: ihre 8°-Stirnflächen passen nicht zusammen</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4 at %5: an MPO mating needs one pinned and one unpinned end</source>
        <translation>%1 ist %2 und %3 ist %4 bei %5: eine MPO-Steckung braucht ein Ende mit und eines ohne Stifte</translation>
    </message>
    <message>
        <source> (and %1 more in this channel)</source>
        <translation> (und %1 weitere in diesem Kanal)</translation>
    </message>
    <message>
        <source>%1 %2 (%3) has no cable</source>
        <translation>%1 %2 (%3) hat kein Kabel</translation>
    </message>
    <message>
        <source>%1 is an %2 plug; %3 is %4</source>
        <translation>%1 ist ein %2-Stecker; %3 ist %4</translation>
    </message>
    <message>
        <source>a cage</source>
        <translation>ein Käfig</translation>
    </message>
    <message>
        <source>an %1 port</source>
        <translation>ein %1-Port</translation>
    </message>
    <message>
        <source>%1 is a direct-attach end; %2 is not a cage</source>
        <translation>%1 ist ein Direct-Attach-Ende; %2 ist kein Käfig</translation>
    </message>
    <message>
        <source>%1 is a direct-attach end, but %2 holds %3</source>
        <translation>%1 ist ein Direct-Attach-Ende, aber in %2 steckt %3</translation>
    </message>
    <message>
        <source>%1 is a fiber end in %2, which holds no transceiver</source>
        <translation>%1 ist ein Faserende in %2, in dem kein Transceiver steckt</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3, which has %4</source>
        <translation>%1 liegt auf Anschluss %2 von %3, das %4 hat</translation>
    </message>
    <message>
        <source>%1 cable ends are plugged into %2</source>
        <translation>%1 Kabelenden stecken in %2</translation>
    </message>
    <message>
        <source>%1 occupies U%2-U%3 of %4, which has U1-U%5</source>
        <translation>%1 belegt HE%2–HE%3 von %4, das HE1–HE%5 hat</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 of %4</source>
        <translation>%1 und %2 teilen sich %3 von %4</translation>
    </message>
    <message>
        <source>%1 cables carry the label &quot;%2&quot;</source>
        <translation>%1 Kabel tragen das Etikett „%2“</translation>
    </message>
    <message>
        <source>%1 is GPU rail %2 but reaches %3, which serves rail %4</source>
        <translation>%1 ist GPU-Schiene %2, erreicht aber %3, das Schiene %4 bedient</translation>
    </message>
    <message>
        <source>scalable unit %1</source>
        <translation>Scalable Unit %1</translation>
    </message>
    <message>
        <source>servers with no scalable unit</source>
        <translation>Server ohne Scalable Unit</translation>
    </message>
    <message>
        <source>%1 has no rail set and receives GPU rails %2 from %3; a rail-optimized leaf serves one rail</source>
        <translation>%1 hat keine Schiene und erhält die GPU-Schienen %2 von %3; ein schienenoptimierter Leaf bedient eine Schiene</translation>
    </message>
    <message>
        <source>the copper channel is %1 long; its cords reach at most %2</source>
        <translation>der Kupferkanal ist %1 lang; seine Kabel reichen höchstens %2</translation>
    </message>
    <message>
        <source>%1 is %2 long; %3 reaches at most %4</source>
        <translation>%1 ist %2 lang; %3 reicht höchstens %4</translation>
    </message>
    <message>
        <source>the channel is %1 long; %2 is %3</source>
        <translation>der Kanal ist %1 lang; %2 beträgt %3</translation>
    </message>
    <message>
        <source>%1 is %2; its route is about %3</source>
        <translation>%1 ist %2 lang; seine Trasse ist etwa %3</translation>
    </message>
    <message>
        <source>%1 and %2 overlap on the floor (%3 × %4)</source>
        <translation>%1 und %2 überlappen im Grundriss (%3 × %4)</translation>
    </message>
    <message>
        <source>the empty rear side of %1 %2</source>
        <translation>die leere Rückseite von %1 %2</translation>
    </message>
    <message>
        <source>the empty front side of %1 %2</source>
        <translation>die leere Vorderseite von %1 %2</translation>
    </message>
    <message>
        <source>%1 is cabled to itself: the channel from %2 ends at %3, on the same device</source>
        <translation>%1 ist mit sich selbst verkabelt: der Kanal von %2 endet an %3, am selben Gerät</translation>
    </message>
    <message>
        <source>%1 would be cabled to itself (self-loop)</source>
        <translation>%1 wäre mit sich selbst verkabelt (Eigenschleife)</translation>
    </message>
    <message>
        <source>%1 reaches %2 and the route is about %3: put transceivers in the cages for a fiber cable</source>
        <translation>%1 reicht %2 weit, der Weg ist etwa %3 lang: für ein Glasfaserkabel Transceiver in die Käfige setzen</translation>
    </message>
    <message numerus="yes">
        <source>loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pair(s))</source>
        <translation>
            <numerusform>Dämpfung %1 dB übersteigt das Budget von %2 dB (%3 %4, %n Steckung)</numerusform>
            <numerusform>Dämpfung %1 dB übersteigt das Budget von %2 dB (%3 %4, %n Steckungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2; %3 ends in %4</source>
        <translation>%1 ist ein %2-Käfig; %3 hat ein %4-Ende</translation>
    </message>
    <message>
        <source>%1 (%2) is in %3, whose cage takes %4</source>
        <translation>%1 (%2) steckt in %3, einem %4-Käfig</translation>
    </message>
    <message>
        <source>lane rates %1G and %2G (optics do not step down to a slower lane)</source>
        <translation>Lane-Raten %1G und %2G (Optiken schalten nicht auf eine langsamere Lane herunter)</translation>
    </message>
    <message>
        <source>%1 (%2) has no cable</source>
        <translation>%1 (%2) hat kein Kabel</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3 (built in), which has %4</source>
        <translation>%1 steckt an Anschluss %2 von %3 (eingebaut), das %4 hat</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3, a port of one connector</source>
        <translation>%1 steckt an Anschluss %2 von %3, einem Port mit nur einem Anschluss</translation>
    </message>
    <message>
        <source>the %1 kW its rack type %2 allows</source>
        <translation>die %1 kW, die sein Racktyp %2 erlaubt</translation>
    </message>
    <message>
        <source>the design&apos;s rack power budget of %1 kW</source>
        <translation>das Leistungsbudget des Designs von %1 kW je Rack</translation>
    </message>
    <message>
        <source>the devices in %1 draw %2 kW (%3 W of it optics), more than %4</source>
        <translation>die Geräte in %1 ziehen %2 kW (davon %3 W Optiken), mehr als %4</translation>
    </message>
    <message>
        <source>the devices in %1 draw %2 kW, more than %3</source>
        <translation>die Geräte in %1 ziehen %2 kW, mehr als %3</translation>
    </message>
    <message>
        <source>%1 replaces %2, which the design does not have</source>
        <translation>%1 ersetzt %2, das es im Entwurf nicht gibt</translation>
    </message>
    <message>
        <source>trays:  </source>
        <translation>Trassen:</translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full: its %n cables do not fit in it</source>
        <translation>
            <numerusform>Trasse %1 ist zu %2 % gefüllt: ihr %n Kabel passt nicht hinein</numerusform>
            <numerusform>Trasse %1 ist zu %2 % gefüllt: ihre %n Kabel passen nicht hinein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full with %n cables, above its limit of %3 %</source>
        <translation>
            <numerusform>Trasse %1 ist mit %n Kabel zu %2 % gefüllt, über ihrer Grenze von %3 %</numerusform>
            <numerusform>Trasse %1 ist mit %n Kabeln zu %2 % gefüllt, über ihrer Grenze von %3 %</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s route does not join racks %2 and %3</source>
        <translation>Die Route von %1 verbindet die Racks %2 und %3 nicht</translation>
    </message>
    <message numerus="yes">
        <source>%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the %6 mm bend radius of %n %7 cable(s)</source>
        <translation>
            <numerusform>%1: eine %2°-Ecke zwischen %3 und %4, %5 mm breit, ist enger als der Biegeradius von %6 mm von %n %7-Kabel</numerusform>
            <numerusform>%1: eine %2°-Ecke zwischen %3 und %4, %5 mm breit, ist enger als der Biegeradius von %6 mm von %n %7-Kabeln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs from rack %2 to rack %3, but no pathway joins them (does each rack drop into a tray? Design ▸ Drop Racks into Trays)</source>
        <translation>%1 verläuft von Rack %2 zu Rack %3, aber keine Trasse verbindet sie (führt jedes Rack in eine Trasse ab? Entwurf ▸ Racks in Trassen abführen)</translation>
    </message>
</context>
<context>
    <name>VerificationReport</name>
    <message>
        <source>Not discovered</source>
        <translation>Nicht entdeckt</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>Verification of %1</source>
        <translation>Abgleich von %1</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Verglichen mit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Design end A</source>
        <translation>Entwurf Ende A</translation>
    </message>
    <message>
        <source>Design end B</source>
        <translation>Entwurf Ende B</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Found A</source>
        <translation>Gefunden A</translation>
    </message>
    <message>
        <source>Found B</source>
        <translation>Gefunden B</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
</context>
<context>
    <name>railyard::ActionSet</name>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Four DGX H100 and their rail leaves</source>
        <translation>Vier DGX H100 und ihre Schienen-Leaves</translation>
    </message>
    <message>
        <source>DGX SuperPOD H100, one scalable unit (generated)</source>
        <translation>DGX SuperPOD H100, eine Scalable Unit (generiert)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Design as &amp;JSON…</source>
        <translation>Entwurf als &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Quote or BOM File…</source>
        <translation>&amp;Angebot oder Stückliste…</translation>
    </message>
    <message>
        <source>Cable &amp;Labels…</source>
        <translation>Kabel&amp;etiketten…</translation>
    </message>
    <message>
        <source>&amp;Drawing of This View…</source>
        <translation>&amp;Zeichnung dieser Ansicht…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>A&amp;usschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Id of a rack, device or cable, or a cable label:</source>
        <translation>ID eines Racks, Geräts oder Kabels oder ein Kabeletikett:</translation>
    </message>
    <message>
        <source>Nothing called &quot;%1&quot; in this design</source>
        <translation>Nichts namens „%1“ in diesem Entwurf</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation>&amp;Grundriss</translation>
    </message>
    <message>
        <source>&amp;Rack Elevations</source>
        <translation>&amp;Rackansichten</translation>
    </message>
    <message>
        <source>F&amp;abric</source>
        <translation>F&amp;abric</translation>
    </message>
    <message>
        <source>Show the rear of the racks: the back of the patch panels and the trunks (Ctrl+R)</source>
        <translation>Die Rückseite der Racks zeigen: die Rückseite der Patchpanels und die Trunks (Strg+R)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Colour Cables By</source>
        <translation>Kabel fär&amp;ben nach</translation>
    </message>
    <message>
        <source>&amp;Rail</source>
        <translation>&amp;Schiene</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Netz</translation>
    </message>
    <message>
        <source>Cable &amp;Type</source>
        <translation>Kabel&amp;typ</translation>
    </message>
    <message>
        <source>&amp;Validation Status</source>
        <translation>&amp;Prüfstatus</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Entwurf</translation>
    </message>
    <message>
        <source>&amp;Generate Fabric…</source>
        <translation>Fabric &amp;generieren…</translation>
    </message>
    <message>
        <source>Lay out a whole cluster: a DGX SuperPOD or a rail-optimized fabric of your own</source>
        <translation>Einen ganzen Cluster anlegen: einen DGX SuperPOD oder eine eigene schienenoptimierte Fabric</translation>
    </message>
    <message>
        <source>Add &amp;Rack</source>
        <translation>&amp;Rack hinzufügen</translation>
    </message>
    <message>
        <source>Add Ro&amp;w of Racks…</source>
        <translation>Rackrei&amp;he hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Fill Empty Cages…</source>
        <translation>Leere Käfige &amp;bestücken…</translation>
    </message>
    <message>
        <source>Plug one transceiver into every empty cage of the selected devices</source>
        <translation>In jeden leeren Käfig der ausgewählten Geräte einen Transceiver stecken</translation>
    </message>
    <message>
        <source>Connect by Ra&amp;il…</source>
        <translation>Nach Schiene &amp;verbinden…</translation>
    </message>
    <message>
        <source>Cable the selected GPU servers to the leaves of their rails</source>
        <translation>Die ausgewählten GPU-Server mit den Leaves ihrer Schienen verkabeln</translation>
    </message>
    <message>
        <source>&amp;Bill of Materials…</source>
        <translation>&amp;Stückliste…</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation>&amp;Über Railyard</translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation>Über Railyard</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;Design, check and order the cabling of GPU clusters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;Die Verkabelung von GPU-Clustern planen, prüfen und bestellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Rack &amp;Elevation</source>
        <translation>Rack&amp;ansicht öffnen</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>Beispie&amp;l öffnen</translation>
    </message>
    <message>
        <source>Import Pri&amp;ce List…</source>
        <translation>&amp;Preisliste importieren…</translation>
    </message>
    <message>
        <source>Quote Pac&amp;kage…</source>
        <translation>Angebots&amp;paket…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Einstellu&amp;ngen…</translation>
    </message>
    <message>
        <source>Rack R&amp;ear</source>
        <translation>Rack-Rück&amp;seite</translation>
    </message>
    <message>
        <source>Fit to &amp;Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Print &amp;Labels…</source>
        <translation>Etiketten &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Discovered &amp;Topology…</source>
        <translation>Entdeckte &amp;Topologie…</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>Import &amp;Device Types…</source>
        <translation>&amp;Gerätetypen importieren…</translation>
    </message>
    <message>
        <source>Import Device Types from &amp;Folder…</source>
        <translation>Gerätetypen aus &amp;Ordner importieren…</translation>
    </message>
    <message>
        <source>&amp;NetBox CSV…</source>
        <translation>&amp;NetBox-CSV…</translation>
    </message>
    <message>
        <source>Colour Racks by &amp;Power Use</source>
        <translation>Racks nach &amp;Leistungsaufnahme einfärben</translation>
    </message>
    <message>
        <source>Fill the racks on the floor plan by the power their devices draw, in kW against their rack type&apos;s limit</source>
        <translation>Füllt die Racks im Grundriss nach der Leistung ihrer Geräte, in kW gegen den Grenzwert ihres Rack-Typs</translation>
    </message>
    <message>
        <source>&amp;Pull Lists…</source>
        <translation>Zu&amp;glisten…</translation>
    </message>
    <message>
        <source>Cable &amp;Schedule…</source>
        <translation>Kabel&amp;liste…</translation>
    </message>
    <message>
        <source>&amp;Install Status</source>
        <translation>&amp;Installationsstand</translation>
    </message>
    <message>
        <source>Commissioning &amp;Report…</source>
        <translation>&amp;Inbetriebnahmebericht…</translation>
    </message>
    <message>
        <source>Fiber Test &amp;Results…</source>
        <translation>Faser-Prüf&amp;ergebnisse…</translation>
    </message>
    <message>
        <source>Record &amp;Baseline…</source>
        <translation>&amp;Ausgangswerte der Zähler aufnehmen…</translation>
    </message>
    <message>
        <source>Save the fabric&apos;s port error counters (ibdiagnet) to compare later readings with</source>
        <translation>Die Fehlerzähler der Ports (ibdiagnet) speichern, um spätere Messungen damit zu vergleichen</translation>
    </message>
    <message>
        <source>Compare Coun&amp;ters…</source>
        <translation>Zähler &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Compare the fabric&apos;s port error counters with a baseline; mark the links that rose</source>
        <translation>Die Fehlerzähler der Ports mit Ausgangswerten vergleichen; gestiegene Verbindungen markieren</translation>
    </message>
    <message>
        <source>Change &amp;Order…</source>
        <translation>&amp;Änderungsauftrag…</translation>
    </message>
    <message>
        <source>Save Re&amp;vision…</source>
        <translation>Revision spei&amp;chern…</translation>
    </message>
    <message>
        <source>Keep the design as it is now inside the document, to compare with later</source>
        <translation>Den Entwurf, wie er jetzt ist, im Dokument aufbewahren, um später damit zu vergleichen</translation>
    </message>
    <message>
        <source>Com&amp;pare with Revision…</source>
        <translation>&amp;Mit Revision vergleichen…</translation>
    </message>
    <message>
        <source>Colour what changed since a saved revision in every view</source>
        <translation>In jeder Ansicht einfärben, was sich seit einer gespeicherten Revision geändert hat</translation>
    </message>
    <message>
        <source>Veri&amp;fy Against Discovered Topology…</source>
        <translation>Mit entdeckter &amp;Topologie vergleichen…</translation>
    </message>
    <message>
        <source>Colour &amp;Trays by Fill</source>
        <translation>&amp;Trassen nach Füllgrad färben</translation>
    </message>
    <message>
        <source>Colour the trays on the floor plan by how full their cables make them, against each tray&apos;s fill limit</source>
        <translation>Die Trassen im Grundriss danach färben, wie voll ihre Kabel sie machen, gemessen an der Füllgrenze jeder Trasse</translation>
    </message>
    <message>
        <source>Edit Pat&amp;hways</source>
        <translation>Trasse&amp;n bearbeiten</translation>
    </message>
    <message>
        <source>Draw trays on the floor plan: click to place a node, drag between nodes for a tray, Shift-drag to move a node</source>
        <translation>Trassen im Grundriss zeichnen: Klicken setzt einen Knoten, Ziehen zwischen Knoten zeichnet eine Trasse, Umschalt-Ziehen verschiebt einen Knoten</translation>
    </message>
    <message>
        <source>&amp;Drop Racks into Trays</source>
        <translation>Racks in Trassen &amp;abführen</translation>
    </message>
    <message>
        <source>Give every rack without a drop one into the tray that passes over it</source>
        <translation>Jedem Rack ohne Abgang einen in die Trasse geben, die über ihm verläuft</translation>
    </message>
    <message>
        <source>Pull S&amp;heets…</source>
        <translation>Einzug&amp;spläne…</translation>
    </message>
    <message>
        <source>Make the selected trunks, or every trunk between the two selected patch panels, multi-MPO trunk assemblies of the catalog</source>
        <translation>Die gewählten Trunks oder alle Trunks zwischen den beiden gewählten Patchpanels zu Multi-MPO-Trunkkabeln des Katalogs machen</translation>
    </message>
    <message>
        <source>Spli&amp;t Trunk Assembly</source>
        <translation>Trunkkabel auf&amp;trennen</translation>
    </message>
    <message>
        <source>Take the selected trunk assembly apart into single trunks</source>
        <translation>Das gewählte Trunkkabel in einzelne Trunks auftrennen</translation>
    </message>
    <message>
        <source>Co&amp;mbine into Trunk Assemblies</source>
        <translation>Zu Trunkkabeln &amp;zusammenfassen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>railyard::Autosaver</name>
    <message>
        <source>cannot lock %1</source>
        <translation>%1 kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>railyard::BomDialog</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln Rack</numerusform>
            <numerusform>%Ln Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln Gerät</numerusform>
            <numerusform>%Ln Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln transceiver(s)</source>
        <translation>
            <numerusform>%Ln Transceiver</numerusform>
            <numerusform>%Ln Transceiver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fiber(s)</source>
        <translation>
            <numerusform>%Ln Faser</numerusform>
            <numerusform>%Ln Fasern</numerusform>
        </translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>Skalierbare Einheit</translation>
    </message>
    <message>
        <source>Split the lines by network or scalable unit, with a subtotal per group</source>
        <translation>Die Positionen nach Netz oder skalierbarer Einheit aufteilen, mit einer Zwischensumme je Gruppe</translation>
    </message>
    <message>
        <source>Request for quotation (no prices, a lead-time column)</source>
        <translation>Angebotsanfrage (keine Preise, eine Spalte für die Lieferzeit)</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4 and %5 (spares included), %6</source>
        <translation>%1, %2, %3, %4 und %5 (mit Ersatzteilen), %6</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack accessory part(s)</source>
        <translation>
            <numerusform>%Ln Rack-Zubehörteil</numerusform>
            <numerusform>%Ln Rack-Zubehörteile</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Total %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;Summe %1&lt;/b&gt; — %2</translation>
    </message>
</context>
<context>
    <name>railyard::BulkEditController</name>
    <message>
        <source>Generate Fabric</source>
        <translation>Fabric generieren</translation>
    </message>
    <message>
        <source>Replace the design with the generated fabric?

Edit ▸ Undo brings the current design back.</source>
        <translation>Den Entwurf durch die generierte Fabric ersetzen?

Bearbeiten ▸ Rückgängig holt den jetzigen Entwurf zurück.</translation>
    </message>
    <message>
        <source>Select the devices whose cages to fill</source>
        <translation>Die Geräte auswählen, deren Käfige bestückt werden sollen</translation>
    </message>
    <message>
        <source>Fill Empty Cages</source>
        <translation>Leere Käfige bestücken</translation>
    </message>
    <message numerus="yes">
        <source>Plugged %1 into %n cage(s)</source>
        <translation>
            <numerusform>%1 in %n Käfig gesteckt</numerusform>
            <numerusform>%1 in %n Käfige gesteckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the GPU servers and their leaf switches first</source>
        <translation>Zuerst die GPU-Server und ihre Leaf-Switches auswählen</translation>
    </message>
    <message>
        <source>Connect by Rail</source>
        <translation>Nach Schiene verbinden</translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s) rail by rail</source>
        <translation>
            <numerusform>%n Kabel Schiene für Schiene hinzugefügt</numerusform>
            <numerusform>%n Kabel Schiene für Schiene hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated %1: %2, %3</source>
        <translation>%1 generiert: %2, %3</translation>
    </message>
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
            <numerusform>%Ln Rack</numerusform>
            <numerusform>%Ln Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no rail set. Which rail of the GPU servers does it serve?</source>
        <translation>%1 hat keine Schiene. Welche Schiene der GPU-Server bedient es?</translation>
    </message>
    <message numerus="yes">
        <source>Rail %1 — %n free server port(s)</source>
        <translation>
            <numerusform>Schiene %1 — %n freier Serverport</numerusform>
            <numerusform>Schiene %1 — %n freie Serverports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::CatalogController</name>
    <message>
        <source>Import Device Types</source>
        <translation>Gerätetypen importieren</translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml);;All files (*)</source>
        <translation>NetBox-Gerätetypen (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Device Types from Folder</source>
        <translation>Gerätetypen aus Ordner importieren</translation>
    </message>
    <message>
        <source>Cannot import the device types</source>
        <translation>Die Gerätetypen können nicht importiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No type was added.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Kein Typ wurde hinzugefügt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Added to the design&apos;s catalog: %1</source>
        <translation>Zum Katalog des Entwurfs hinzugefügt: %1</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogDropTool</name>
    <message>
        <source>there are no racks here yet: add a row of racks first (Design ▸ Add Row of Racks)</source>
        <translation>hier gibt es noch keine Racks: zuerst eine Rackreihe hinzufügen (Entwurf ▸ Rackreihe hinzufügen)</translation>
    </message>
    <message>
        <source>drop %1 on a rack</source>
        <translation>%1 auf einem Rack ablegen</translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation>einen Transceiver auf einem Käfig ablegen</translation>
    </message>
    <message>
        <source>cables are added by dragging from one port to another (the cable type can then be changed in Properties)</source>
        <translation>Kabel entstehen durch Ziehen von einem Port zum anderen (der Kabeltyp lässt sich dann unter Eigenschaften ändern)</translation>
    </message>
    <message>
        <source>racks stand on the floor: drop %1 on the Floor plan</source>
        <translation>Racks stehen auf dem Boden: %1 im Grundriss ablegen</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogModel</name>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Servers and storage</source>
        <translation>Server und Speicher</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation>Patchpanels</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Fiber cables</source>
        <translation>Glasfaserkabel</translation>
    </message>
    <message>
        <source>Direct-attach cables</source>
        <translation>Direct-Attach-Kabel</translation>
    </message>
    <message>
        <source>Copper patch cords</source>
        <translation>Kupfer-Patchkabel</translation>
    </message>
    <message>
        <source>Racks and rack systems</source>
        <translation>Racks und Rack-Systeme</translation>
    </message>
    <message>
        <source>Other equipment</source>
        <translation>Sonstige Ausrüstung</translation>
    </message>
    <message>
        <source>Drag onto the floor plan to add a rack of this type.</source>
        <translation>In den Grundriss ziehen, um ein Rack dieses Typs hinzuzufügen.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogPanel</name>
    <message>
        <source>Search parts</source>
        <translation>Teile suchen</translation>
    </message>
    <message>
        <source>No part matches “%1”.</source>
        <translation>Kein Teil passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>railyard::ChangeOrderDialog</name>
    <message>
        <source>A &amp;revision of this document:</source>
        <translation>Eine &amp;Revision dieses Dokuments:</translation>
    </message>
    <message>
        <source>Another design &amp;file:</source>
        <translation>Eine andere Entwurfs&amp;datei:</translation>
    </message>
    <message>
        <source>Export Change Order</source>
        <translation>Änderungsauftrag exportieren</translation>
    </message>
    <message>
        <source>The steps that take the floor from what it is now to the design open in this window, in a safe order: cables out, devices moved, removed and added, cables in, labels changed. Where is the floor now?</source>
        <translation>Die Schritte, die die Fläche vom heutigen Stand zum in diesem Fenster geöffneten Entwurf bringen, in sicherer Reihenfolge: Kabel heraus, Geräte versetzt, entfernt und hinzugefügt, Kabel hinein, Etiketten geändert. Wie ist der Stand heute?</translation>
    </message>
    <message>
        <source>The Design as Built</source>
        <translation>Der Entwurf im Ist-Zustand</translation>
    </message>
    <message>
        <source>Designs (*.railyard *.json)</source>
        <translation>Entwürfe (*.railyard *.json)</translation>
    </message>
    <message>
        <source>A .railyard or .json design</source>
        <translation>Ein .railyard- oder .json-Entwurf</translation>
    </message>
    <message>
        <source>Continue…</source>
        <translation>Weiter…</translation>
    </message>
</context>
<context>
    <name>railyard::ClipboardController</name>
    <message numerus="yes">
        <source>Copied %n device(s) (without their cables)</source>
        <translation>
            <numerusform>%n Gerät kopiert (ohne seine Kabel)</numerusform>
            <numerusform>%n Geräte kopiert (ohne ihre Kabel)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot paste: select the rack to paste into</source>
        <translation>Einfügen nicht möglich: das Ziel-Rack auswählen</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningController</name>
    <message>
        <source>Import Fiber Test Results</source>
        <translation>Faser-Prüfergebnisse importieren</translation>
    </message>
    <message>
        <source>Test results (*.csv *.txt);;All files (*)</source>
        <translation>Prüfergebnisse (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import the test results</source>
        <translation>Die Prüfergebnisse können nicht importiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts importiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Judging the test results…</source>
        <translation>Prüfergebnisse werden bewertet…</translation>
    </message>
    <message>
        <source>No test result imported</source>
        <translation>Kein Prüfergebnis importiert</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;None of the %n result(s) in %1 names a cable of this design by its id or label.&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Das %n Ergebnis in %1 nennt kein Kabel dieses Entwurfs per ID oder Etikett.&lt;/p&gt;&lt;p&gt;Es wurde nichts importiert.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Keines der %n Ergebnisse in %1 nennt ein Kabel dieses Entwurfs per ID oder Etikett.&lt;/p&gt;&lt;p&gt;Es wurde nichts importiert.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 imported from %2 for %3: %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 aus %2 für %3 importiert: %4.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>all pass</source>
        <translation>alle bestanden</translation>
    </message>
    <message>
        <source>Test Results Imported</source>
        <translation>Prüfergebnisse importiert</translation>
    </message>
    <message>
        <source>row %1: “%2” is a label several cables carry</source>
        <translation>Zeile %1: „%2“ ist ein Etikett mehrerer Kabel</translation>
    </message>
    <message>
        <source>row %1: “%2” is no cable&apos;s id or label</source>
        <translation>Zeile %1: „%2“ ist weder ID noch Etikett eines Kabels</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Commissioning panel lists the failures and warnings; Edit ▸ Undo takes the import back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Leiste Inbetriebnahme listet Fehler und Warnungen; Bearbeiten ▸ Rückgängig nimmt den Import zurück.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n test result(s) imported</source>
        <translation>
            <numerusform>%n Prüfergebnis importiert</numerusform>
            <numerusform>%n Prüfergebnisse importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Left out, as they name no cable of the design: %n result(s) (see the details).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Ausgelassen, da sie kein Kabel des Entwurfs nennen: %n Ergebnis (siehe Details).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Ausgelassen, da sie kein Kabel des Entwurfs nennen: %n Ergebnisse (siehe Details).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Counter Baseline</source>
        <translation>Ausgangswerte der Zähler speichern</translation>
    </message>
    <message>
        <source>Counter snapshots (*.json)</source>
        <translation>Zählerstände (*.json)</translation>
    </message>
    <message>
        <source>Reading the port counters…</source>
        <translation>Port-Zähler werden gelesen…</translation>
    </message>
    <message>
        <source>Cannot read the port counters</source>
        <translation>Die Port-Zähler können nicht gelesen werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No baseline was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurden keine Ausgangswerte geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot save the counter baseline</source>
        <translation>Die Ausgangswerte der Zähler können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts geschrieben.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Baseline of %n port(s) saved to %1</source>
        <translation>
            <numerusform>Ausgangswerte von %n Port nach %1 gespeichert</numerusform>
            <numerusform>Ausgangswerte von %n Ports nach %1 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot compare the port counters</source>
        <translation>Die Port-Zähler können nicht verglichen werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Port counters: %1 rose, %2 ok, %3 unseen</source>
        <translation>Port-Zähler: %1 gestiegen, %2 in Ordnung, %3 nicht gesehen</translation>
    </message>
    <message>
        <source>Export Commissioning Report</source>
        <translation>Inbetriebnahmebericht exportieren</translation>
    </message>
    <message>
        <source>Excel workbook with a chart (*.xlsx);;PDF (*.pdf);;CSV (*.csv)</source>
        <translation>Excel-Arbeitsmappe mit Diagramm (*.xlsx);;PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing the commissioning report…</source>
        <translation>Inbetriebnahmebericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Cannot export the commissioning report</source>
        <translation>Der Inbetriebnahmebericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Commissioning report written to %1</source>
        <translation>Inbetriebnahmebericht nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningPanel</name>
    <message>
        <source>The status each scanned cable gets</source>
        <translation>Der Status, den jedes gescannte Kabel erhält</translation>
    </message>
    <message>
        <source>Mark &amp;scanned cables as:</source>
        <translation>&amp;Gescannte Kabel markieren als:</translation>
    </message>
    <message>
        <source>The last scans, newest first; Edit ▸ Undo takes one back</source>
        <translation>Die letzten Scans, neueste zuerst; Bearbeiten ▸ Rückgängig nimmt einen zurück</translation>
    </message>
    <message>
        <source>Row / rack</source>
        <translation>Reihe / Rack</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>“%1”: several cables carry this label; scan the QR code (the cable id)</source>
        <translation>„%1“: mehrere Kabel tragen dieses Etikett; den QR-Code (die Kabel-ID) scannen</translation>
    </message>
    <message>
        <source>“%1”: no cable has this id or label</source>
        <translation>„%1“: kein Kabel hat diese ID oder dieses Etikett</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1: bereits %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>No design</source>
        <translation>Kein Entwurf</translation>
    </message>
    <message>
        <source>No cables yet: connect ports, or generate a fabric (Design ▸ Generate Fabric).</source>
        <translation>Noch keine Kabel: Ports verbinden oder eine Fabric generieren (Entwurf ▸ Fabric generieren).</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>All cables</source>
        <translation>Alle Kabel</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Scan a label, or type a cable id and Enter</source>
        <translation>Etikett scannen oder Kabel-ID eingeben und Enter</translation>
    </message>
    <message>
        <source>A handheld scanner types the label&apos;s QR code (the cable id) and Enter; a cable id or label typed by hand works too</source>
        <translation>Ein Handscanner tippt den QR-Code des Etiketts (die Kabel-ID) und Enter; eine von Hand eingegebene Kabel-ID oder ein Etikett geht auch</translation>
    </message>
    <message>
        <source>Double-click a cable to show it</source>
        <translation>Doppelklick zeigt das Kabel</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2 cables tested or in service (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; von %2 Kabeln geprüft oder in Betrieb (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fiber tests&lt;/b&gt;: %1 of %2 fiber cables tested · %3 passed</source>
        <translation>&lt;b&gt;Faserprüfungen&lt;/b&gt;: %1 von %2 Glasfaserkabeln geprüft · %3 bestanden</translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>%n mit Warnungen</numerusform>
            <numerusform>%n mit Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click a link to show its cable</source>
        <translation>Doppelklick zeigt das Kabel der Verbindung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Port counters&lt;/b&gt; recorded: %1 links seen, %2 unseen</source>
        <translation>&lt;b&gt;Port-Zähler&lt;/b&gt; aufgenommen: %1 Verbindungen gesehen, %2 nicht gesehen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Port counters&lt;/b&gt; since %1: %2 ok · %3 unseen</source>
        <translation>&lt;b&gt;Port-Zähler&lt;/b&gt; seit %1: %2 in Ordnung · %3 nicht gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%n rose</source>
        <translation>
            <numerusform>%n gestiegen</numerusform>
            <numerusform>%n gestiegen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectByRailDialog</name>
    <message>
        <source>Connect by Rail</source>
        <translation>Nach Schiene verbinden</translation>
    </message>
    <message>
        <source>&lt;b&gt;No cable can be added.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Es kann kein Kabel hinzugefügt werden.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n cable(s) to add&lt;/b&gt; (%1), one undo step.</source>
        <translation>
            <numerusform>&lt;b&gt;%n Kabel hinzuzufügen&lt;/b&gt; (%1), ein Rückgängig-Schritt.</numerusform>
            <numerusform>&lt;b&gt;%n Kabel hinzuzufügen&lt;/b&gt; (%1), ein Rückgängig-Schritt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>GPU server port</source>
        <translation>GPU-Server-Port</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Schiene</translation>
    </message>
    <message>
        <source>Leaf port</source>
        <translation>Leaf-Port</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Not cabled: %1</source>
        <translation>Nicht verkabelt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>%n Kabel hinzufügen</numerusform>
            <numerusform>%n Kabel hinzufügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectTool</name>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation>%1 %2 hat keinen freien Anschluss</translation>
    </message>
    <message>
        <source>Does not fit: %1</source>
        <translation>Passt nicht: %1</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>Verbinden nicht möglich: %1</translation>
    </message>
    <message>
        <source>Let go over no port: no cable added</source>
        <translation>Über keinem Port losgelassen: kein Kabel hinzugefügt</translation>
    </message>
    <message>
        <source>Zoomed in to the ports of %1: drag from a port to another to connect them</source>
        <translation>Auf die Ports von %1 vergrößert: von einem Port zu einem anderen ziehen, um sie zu verbinden</translation>
    </message>
</context>
<context>
    <name>railyard::CounterInputsDialog</name>
    <message>
        <source>Compare Port Counters</source>
        <translation>Port-Zähler vergleichen</translation>
    </message>
    <message>
        <source>Record Counter Baseline</source>
        <translation>Ausgangswerte der Zähler aufnehmen</translation>
    </message>
    <message>
        <source>Reads the error counters of every port from &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) and compares them with a baseline recorded earlier: a link whose counters rose past the thresholds is marked in the Commissioning panel and the fabric view.</source>
        <translation>Liest die Fehlerzähler jedes Ports aus &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) und vergleicht sie mit früher aufgenommenen Ausgangswerten: eine Verbindung, deren Zähler über die Grenzwerte gestiegen sind, wird in der Leiste Inbetriebnahme und in der Fabric-Ansicht markiert.</translation>
    </message>
    <message>
        <source>Reads the error counters of every port from &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) and saves them as the baseline later readings are compared with. The ibnetdiscover dump places each port on the design.</source>
        <translation>Liest die Fehlerzähler jedes Ports aus &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) und speichert sie als Ausgangswerte für spätere Vergleiche. Der ibnetdiscover-Abzug ordnet jeden Port dem Entwurf zu.</translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation>ibnetdiscover-Ausgabe</translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.out *.txt *.topo);;All files (*)</source>
        <translation>ibnetdiscover-Ausgabe (*.out *.txt *.topo);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>ibnetdiscover &gt; fabric.out</source>
        <translation>ibnetdiscover &gt; fabric.out</translation>
    </message>
    <message>
        <source>HCA Map</source>
        <translation>HCA-Zuordnung</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>optional: port,hca-name CSV</source>
        <translation>optional: CSV port,hca-name</translation>
    </message>
    <message>
        <source>Node-Name Map</source>
        <translation>Knotennamen-Zuordnung</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>optional: names switches by GUID</source>
        <translation>optional: benennt Switches nach GUID</translation>
    </message>
    <message>
        <source>ibdiagnet Counters</source>
        <translation>ibdiagnet-Zähler</translation>
    </message>
    <message>
        <source>&amp;Fabric dump:</source>
        <translation>&amp;Fabric-Abzug:</translation>
    </message>
    <message>
        <source>&amp;HCA map:</source>
        <translation>&amp;HCA-Zuordnung:</translation>
    </message>
    <message>
        <source>&amp;Node-name map:</source>
        <translation>&amp;Knotennamen-Zuordnung:</translation>
    </message>
    <message>
        <source>&amp;Counters:</source>
        <translation>&amp;Zähler:</translation>
    </message>
    <message>
        <source>Counter Baseline</source>
        <translation>Ausgangswerte der Zähler</translation>
    </message>
    <message>
        <source>Counter snapshots (*.json);;All files (*)</source>
        <translation>Zählerstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the baseline recorded earlier (.json)</source>
        <translation>die früher aufgenommenen Ausgangswerte (.json)</translation>
    </message>
    <message>
        <source>Counter Thresholds</source>
        <translation>Grenzwerte der Zähler</translation>
    </message>
    <message>
        <source>Thresholds (*.json);;All files (*)</source>
        <translation>Grenzwerte (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>optional: thresholds replacing the defaults (.json)</source>
        <translation>optional: Grenzwerte statt der voreingestellten (.json)</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Ausgangswerte:</translation>
    </message>
    <message>
        <source>&amp;Thresholds:</source>
        <translation>&amp;Grenzwerte:</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lesen</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <source>Port counters (*.db_csv *.csv *.txt *.out);;All files (*)</source>
        <translation>Port-Zähler (*.db_csv *.csv *.txt *.out);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>ibdiagnet2.db_csv (ibdiagnet --extended_speeds all), or perfquery -x text</source>
        <translation>ibdiagnet2.db_csv (ibdiagnet --extended_speeds all) oder perfquery-Text (-x)</translation>
    </message>
</context>
<context>
    <name>railyard::DesignPanel</name>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Ports / modules</source>
        <translation>Ports / Module</translation>
    </message>
    <message>
        <source>Rack, %1 U</source>
        <translation>Rack, %1 HE</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>Nicht platziert</translation>
    </message>
    <message>
        <source>U%1-U%2</source>
        <translation>HE%1–HE%2</translation>
    </message>
    <message>
        <source>U%1</source>
        <translation>HE%1</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>row %1, x %2, y %3</source>
        <translation>Reihe %1, x %2, y %3</translation>
    </message>
    <message>
        <source>Drag into a rack of the elevations to place it</source>
        <translation>In ein Rack der Ansichten ziehen, um es zu platzieren</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln port(s)</source>
        <translation>
            <numerusform>%Ln Port</numerusform>
            <numerusform>%Ln Ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln module(s)</source>
        <translation>
            <numerusform>%Ln Modul</numerusform>
            <numerusform>%Ln Module</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::DeviceTypeImportDialog</name>
    <message>
        <source>Import Device Types</source>
        <translation>Gerätetypen importieren</translation>
    </message>
    <message>
        <source>NetBox does not say what a device does in the cluster: check the role, and for GPU servers the network of the cages and how many rails each carries.</source>
        <translation>NetBox sagt nicht, welche Aufgabe ein Gerät im Cluster hat: Prüfen Sie die Rolle und bei GPU-Servern das Netz der Käfige und wie viele Schienen jeder trägt.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Manufacturer and model</source>
        <translation>Hersteller und Modell</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Cages on</source>
        <translation>Käfige im Netz</translation>
    </message>
    <message>
        <source>Rails per cage</source>
        <translation>Schienen je Käfig</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1: the catalog already has a type &quot;%2&quot;</source>
        <translation>%1: Der Katalog hat bereits einen Typ „%2“</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 HE</translation>
    </message>
    <message>
        <source>as read</source>
        <translation>wie gelesen</translation>
    </message>
    <message>
        <source>Cage k carries rails (k−1)·n+1 to k·n; 0: no rails (switches, panels)</source>
        <translation>Käfig k trägt die Schienen (k−1)·n+1 bis k·n; 0: keine Schienen (Switches, Panels)</translation>
    </message>
    <message>
        <source>Everything was read as it is.</source>
        <translation>Alles wurde so gelesen, wie es ist.</translation>
    </message>
    <message>
        <source>Skipped or assumed (%1):</source>
        <translation>Übersprungen oder angenommen (%1):</translation>
    </message>
    <message>
        <source>&amp;Add to Catalog</source>
        <translation>Zum Katalog &amp;hinzufügen</translation>
    </message>
    <message>
        <source>In the catalog as</source>
        <translation>Im Katalog als</translation>
    </message>
    <message>
        <source>%1: %2 %3 is the same product as the catalog&apos;s %4 (%5), which designs use; check Add to import it as a type of its own</source>
        <translation>%1: %2 %3 ist dasselbe Produkt wie %4 des Katalogs (%5), das Entwürfe verwenden; „Hinzufügen“ ankreuzen, um es als eigenen Typ zu importieren</translation>
    </message>
    <message>
        <source>%1 (the same product)</source>
        <translation>%1 (dasselbe Produkt)</translation>
    </message>
</context>
<context>
    <name>railyard::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>railyard::DropTool</name>
    <message>
        <source>Cannot drop here: %1</source>
        <translation>Kann hier nicht abgelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>railyard::EditController</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>The design has no trays: draw them with View ▸ Edit Pathways</source>
        <translation>Der Entwurf hat keine Trassen: Zeichnen Sie sie mit Ansicht ▸ Trassen bearbeiten</translation>
    </message>
    <message>
        <source>No rack without a drop has a tray over it</source>
        <translation>Über keinem Rack ohne Abgang verläuft eine Trasse</translation>
    </message>
    <message numerus="yes">
        <source>Drop %n Rack(s) into Trays</source>
        <translation>
            <numerusform>%n Rack in Trassen abführen</numerusform>
            <numerusform>%n Racks in Trassen abführen</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two or more trunks, or the two patch panels they join</source>
        <translation>Wählen Sie zwei oder mehr Trunks oder die beiden Patchpanels, die sie verbinden</translation>
    </message>
    <message>
        <source>Cannot combine: %1</source>
        <translation>Zusammenfassen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Select a trunk assembly to split</source>
        <translation>Wählen Sie ein Trunkkabel zum Auftrennen</translation>
    </message>
    <message>
        <source>Cannot split: %1</source>
        <translation>Auftrennen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>Deleted %1 and the trays at them: %2</source>
        <translation>%1 gelöscht und die Trassen daran: %2</translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n rack(s) into the trays over them</source>
        <translation>
            <numerusform>%n Rack in die Trasse darüber abgeführt</numerusform>
            <numerusform>%n Racks in die Trassen darüber abgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ElevationPage</name>
    <message>
        <source>Row </source>
        <translation>Reihe </translation>
    </message>
    <message>
        <source>The row of racks shown</source>
        <translation>Die angezeigte Rackreihe</translation>
    </message>
    <message>
        <source>All racks</source>
        <translation>Alle Racks</translation>
    </message>
    <message>
        <source>(no row)</source>
        <translation>(keine Reihe)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n rack(s)</source>
        <translation>
            <numerusform>%1 — %n Rack</numerusform>
            <numerusform>%1 — %n Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>no racks yet</source>
        <translation>noch keine Racks</translation>
    </message>
</context>
<context>
    <name>railyard::ExportController</name>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot import the price list</source>
        <translation>Die Preisliste kann nicht importiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No price was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Kein Preis wurde geändert.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Priced %n part(s) from %1</source>
        <translation>
            <numerusform>%n Teil aus %1 bepreist</numerusform>
            <numerusform>%n Teile aus %1 bepreist</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>Preislisten (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Quote or Bill of Materials</source>
        <translation>Angebot oder Stückliste exportieren</translation>
    </message>
    <message>
        <source>PDF quote (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv);;JSON (*.json)</source>
        <translation>PDF-Angebot (*.pdf);;Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation>Die Stückliste kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Writing cable labels…</source>
        <translation>Kabeletiketten werden geschrieben…</translation>
    </message>
    <message>
        <source>Export Cable Labels</source>
        <translation>Kabeletiketten exportieren</translation>
    </message>
    <message>
        <source>Zebra ZPL (*.zpl)</source>
        <translation>Zebra ZPL (*.zpl)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Label export cancelled; nothing was written</source>
        <translation>Etikettenexport abgebrochen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the cable labels</source>
        <translation>Die Kabeletiketten können nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cable labels written to %1</source>
        <translation>Kabeletiketten nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Printing cable labels…</source>
        <translation>Kabeletiketten werden gedruckt…</translation>
    </message>
    <message>
        <source>Label of %1 (%2 end) does not fit the %3 template at 6 pt: choose a wider stock</source>
        <translation>Das Etikett von %1 (%2-Ende) passt bei 6 pt nicht auf die Vorlage %3: ein breiteres Material wählen</translation>
    </message>
    <message>
        <source>Print Labels</source>
        <translation>Etiketten drucken</translation>
    </message>
    <message numerus="yes">
        <source>Print Labels — %1 (%n labels)</source>
        <translation>
            <numerusform>Etiketten drucken — %1 (%n Etikett)</numerusform>
            <numerusform>Etiketten drucken — %1 (%n Etiketten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Print %n Labels</source>
        <translation>
            <numerusform>%n Etikett drucken</numerusform>
            <numerusform>%n Etiketten drucken</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing cancelled</source>
        <translation>Drucken abgebrochen</translation>
    </message>
    <message>
        <source>Export Drawing</source>
        <translation>Zeichnung exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PDF (*.pdf);;PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the drawing</source>
        <translation>Die Zeichnung kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Drawing written to %1</source>
        <translation>Zeichnung nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export Quote Package</source>
        <translation>Angebotspaket exportieren</translation>
    </message>
    <message>
        <source>Zip archive (*.zip)</source>
        <translation>Zip-Archiv (*.zip)</translation>
    </message>
    <message>
        <source>Writing the quote package…</source>
        <translation>Das Angebotspaket wird geschrieben…</translation>
    </message>
    <message>
        <source>Quote package cancelled; nothing was written</source>
        <translation>Angebotspaket abgebrochen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Cannot export the quote package</source>
        <translation>Das Angebotspaket kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Quote package written to %1</source>
        <translation>Angebotspaket nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export NetBox CSV</source>
        <translation>NetBox-CSV exportieren</translation>
    </message>
    <message>
        <source>Cannot export for NetBox</source>
        <translation>Der Export für NetBox ist nicht möglich</translation>
    </message>
    <message>
        <source>%1 NetBox files written to %2; import them in name order</source>
        <translation>%1 NetBox-Dateien nach %2 geschrieben; in der Reihenfolge der Namen importieren</translation>
    </message>
    <message>
        <source>Exported for NetBox</source>
        <translation>Für NetBox exportiert</translation>
    </message>
    <message>
        <source>&lt;p&gt;NetBox cannot hold everything as the design has it; see the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;NetBox kann nicht alles so aufnehmen, wie der Entwurf es hat; siehe Details.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 written to %2</source>
        <translation>%1 nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Export Pull Lists</source>
        <translation>Zuglisten exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Export Pull Lists of %n Rack(s)</source>
        <translation>
            <numerusform>Zugliste von %n Rack exportieren</numerusform>
            <numerusform>Zuglisten von %n Racks exportieren</numerusform>
        </translation>
    </message>
    <message>
        <source>PDF, a page per rack (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF, eine Seite je Rack (*.pdf);;Excel-Arbeitsmappe (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the pull lists</source>
        <translation>Die Zuglisten können nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <source>Pull lists of %n rack(s) written to %1</source>
        <translation>
            <numerusform>Zugliste von %n Rack nach %1 geschrieben</numerusform>
            <numerusform>Zuglisten von %n Racks nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Finding the cables changed since revision %1…</source>
        <translation>Kabel mit Änderungen seit Revision %1 werden gesucht…</translation>
    </message>
    <message>
        <source>Cannot read revision %1</source>
        <translation>Revision %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Nothing to Print</source>
        <translation>Nichts zu drucken</translation>
    </message>
    <message>
        <source>No cable&apos;s label changed since revision %1.</source>
        <translation>Seit Revision %1 hat sich kein Kabeletikett geändert.</translation>
    </message>
    <message>
        <source>PDF labels, sheets or rolls (*.pdf)</source>
        <translation>PDF-Etiketten, Bögen oder Rollen (*.pdf)</translation>
    </message>
</context>
<context>
    <name>railyard::FabricInputsDialog</name>
    <message>
        <source>Verify Against Discovered Topology</source>
        <translation>Mit entdeckter Topologie vergleichen</translation>
    </message>
    <message>
        <source>Import Discovered Topology</source>
        <translation>Entdeckte Topologie importieren</translation>
    </message>
    <message>
        <source>Turns what &lt;b&gt;ibnetdiscover&lt;/b&gt; reports of a running fabric into a new design: hosts become GPU servers, switches leaves or spines, every link a cable. The devices are left for you to place in racks.</source>
        <translation>Macht aus dem, was &lt;b&gt;ibnetdiscover&lt;/b&gt; über ein laufendes Fabric meldet, einen neuen Entwurf: Hosts werden GPU-Server, Switches Leafs oder Spines, jede Verbindung ein Kabel. Die Geräte platzieren Sie selbst in Racks.</translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation>ibnetdiscover-Ausgabe</translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.out *.txt *.topo);;All files (*)</source>
        <translation>ibnetdiscover-Ausgabe (*.out *.txt *.topo);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>ibnetdiscover &gt; fabric.out</source>
        <translation>ibnetdiscover &gt; fabric.out</translation>
    </message>
    <message>
        <source>HCA Map</source>
        <translation>HCA-Zuordnung</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>optional: port,hca-name CSV (osfp1.2,mlx5_11)</source>
        <translation>optional: CSV port,hca-name (osfp1.2,mlx5_11)</translation>
    </message>
    <message>
        <source>Node-Name Map</source>
        <translation>Knotennamen-Zuordnung</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>optional: names unmanaged switches by GUID</source>
        <translation>optional: benennt nicht verwaltete Switches nach GUID</translation>
    </message>
    <message>
        <source>&amp;Fabric dump:</source>
        <translation>&amp;Fabric-Abzug:</translation>
    </message>
    <message>
        <source>&amp;HCA map:</source>
        <translation>&amp;HCA-Zuordnung:</translation>
    </message>
    <message>
        <source>&amp;Node-name map:</source>
        <translation>&amp;Knotennamen-Zuordnung:</translation>
    </message>
    <message>
        <source>Hosts &amp;become:</source>
        <translation>Hosts &amp;werden:</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is not a file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 ist keine Datei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compares every InfiniBand link of the design with what &lt;b&gt;ibnetdiscover&lt;/b&gt; reports of the running fabric (the default report or &lt;tt&gt;-p&lt;/tt&gt;), and every Ethernet link with what the hosts&apos; LLDP agents report (&lt;tt&gt;lldpcli -f json0 show neighbors&lt;/tt&gt;, one file per host). Give either or both.</source>
        <translation>Vergleicht jede InfiniBand-Verbindung des Entwurfs mit dem, was &lt;b&gt;ibnetdiscover&lt;/b&gt; über das laufende Fabric meldet (der Standardbericht oder &lt;tt&gt;-p&lt;/tt&gt;), und jede Ethernet-Verbindung mit dem, was die LLDP-Agenten der Hosts melden (&lt;tt&gt;lldpcli -f json0 show neighbors&lt;/tt&gt;, eine Datei je Host). Geben Sie eines oder beides an.</translation>
    </message>
    <message>
        <source>LLDP Reports</source>
        <translation>LLDP-Berichte</translation>
    </message>
    <message>
        <source>optional: a folder of lldpcli reports (or a file)</source>
        <translation>optional: ein Ordner mit lldpcli-Berichten (oder eine Datei)</translation>
    </message>
    <message>
        <source>Interface-Name Map</source>
        <translation>Schnittstellennamen-Zuordnung</translation>
    </message>
    <message>
        <source>&amp;LLDP reports:</source>
        <translation>&amp;LLDP-Berichte:</translation>
    </message>
    <message>
        <source>optional: [device,]port,ifname CSV (inband1,enp41s0f0np0)</source>
        <translation>optional: CSV [device,]port,ifname (inband1,enp41s0f0np0)</translation>
    </message>
    <message>
        <source>&amp;Interface-name map:</source>
        <translation>&amp;Schnittstellennamen-Zuordnung:</translation>
    </message>
    <message>
        <source>&amp;Leaves become:</source>
        <translation>&amp;Leafs werden:</translation>
    </message>
    <message>
        <source>&amp;Spines become:</source>
        <translation>&amp;Spines werden:</translation>
    </message>
    <message>
        <source>By the fabric&apos;s speed: DGX H100 for NDR, DGX B300 for XDR</source>
        <translation>Nach Geschwindigkeit der Fabric: DGX H100 bei NDR, DGX B300 bei XDR</translation>
    </message>
    <message>
        <source>By the fabric&apos;s speed: QM9700 for NDR, Q3400 for XDR</source>
        <translation>Nach Geschwindigkeit der Fabric: QM9700 bei NDR, Q3400 bei XDR</translation>
    </message>
</context>
<context>
    <name>railyard::FabricScene</name>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>Schiene %1</translation>
    </message>
    <message>
        <source>%1 U%2</source>
        <translation>%1 HE%2</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) up</source>
        <translation>
            <numerusform>%n Verbindung nach oben</numerusform>
            <numerusform>%n Verbindungen nach oben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) down</source>
        <translation>
            <numerusform>%n Verbindung nach unten</numerusform>
            <numerusform>%n Verbindungen nach unten</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to zoom in on its devices.</source>
        <translation>Doppelklick zoomt auf seine Geräte.</translation>
    </message>
</context>
<context>
    <name>railyard::FileController</name>
    <message>
        <source>No recent designs</source>
        <translation>Keine zuletzt geöffneten Entwürfe</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Railyard did not close normally last time. An autosaved copy of &lt;b&gt;%1&lt;/b&gt; from %2 was found.&lt;/p&gt;&lt;p&gt;Open it to recover the changes?&lt;/p&gt;</source>
        <translation>&lt;p&gt;Railyard wurde beim letzten Mal nicht normal beendet. Eine automatisch gesicherte Kopie von &lt;b&gt;%1&lt;/b&gt; vom %2 wurde gefunden.&lt;/p&gt;&lt;p&gt;Öffnen, um die Änderungen wiederherzustellen?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Öffnen von %1 wurde abgebrochen</translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation>Der Entwurf kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 could not be opened.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Nothing was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 konnte nicht geöffnet werden.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Es wurde nichts geändert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened the sample design</source>
        <translation>Beispielentwurf geöffnet</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>Entwurf öffnen</translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard *.json);;All files (*)</source>
        <translation>Railyard-Entwürfe (*.railyard *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import JSON Design</source>
        <translation>JSON-Entwurf importieren</translation>
    </message>
    <message>
        <source>Interchange JSON (*.json);;All files (*)</source>
        <translation>Austausch-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save the design</source>
        <translation>Der Entwurf kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>Entwurf speichern unter</translation>
    </message>
    <message>
        <source>Railyard documents (*.railyard)</source>
        <translation>Railyard-Dokumente (*.railyard)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>JSON exportieren</translation>
    </message>
    <message>
        <source>Interchange JSON (*.json)</source>
        <translation>Austausch-JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the design</source>
        <translation>Der Entwurf kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Importing %1 was cancelled</source>
        <translation>Import von %1 abgebrochen</translation>
    </message>
    <message>
        <source>Cannot import the fabric</source>
        <translation>Das Fabric kann nicht importiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nichts wurde geändert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Discovered from %1</source>
        <translation>Entdeckt aus %1</translation>
    </message>
    <message>
        <source>Discovered topology imported</source>
        <translation>Entdeckte Topologie importiert</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is now a design of %2 devices and %3 cables, not placed in racks yet.&lt;/p&gt;&lt;p&gt;Some of what the fabric reports needs a look; see the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 ist jetzt ein Entwurf mit %2 Geräten und %3 Kabeln, noch nicht in Racks platziert.&lt;/p&gt;&lt;p&gt;Einiges, was das Fabric meldet, sollten Sie prüfen; siehe Details.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import NetBox CSV</source>
        <translation>NetBox-CSV importieren</translation>
    </message>
    <message>
        <source>Cannot import from NetBox</source>
        <translation>Der Import aus NetBox ist nicht möglich</translation>
    </message>
    <message>
        <source>Imported %1: %2, %3</source>
        <translation>%1 importiert: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln Gerät</numerusform>
            <numerusform>%Ln Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported from NetBox: %1, %2. %3</source>
        <translation>Aus NetBox importiert: %1, %2. %3</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Making the design of what the fabric reports…</source>
        <translation>Der Entwurf wird aus dem erstellt, was die Fabric meldet…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
</context>
<context>
    <name>railyard::FileField</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>railyard::FillCagesDialog</name>
    <message>
        <source>Fill Empty Cages</source>
        <translation>Leere Käfige bestücken</translation>
    </message>
    <message numerus="yes">
        <source>Plug one transceiver into every empty cage of the %n selected device(s) that takes it.</source>
        <translation>
            <numerusform>In jeden passenden leeren Käfig des ausgewählten Geräts einen Transceiver stecken.</numerusform>
            <numerusform>In jeden passenden leeren Käfig der %n ausgewählten Geräte einen Transceiver stecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Any network</source>
        <translation>Jedes Netz</translation>
    </message>
    <message>
        <source>Cages of</source>
        <translation>Käfige von</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Bestücken</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — fills %n cage(s)</source>
        <translation>
            <numerusform>%1 (%2) — bestückt %n Käfig</numerusform>
            <numerusform>%1 (%2) — bestückt %n Käfige</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected devices have no empty cage here.</source>
        <translation>Die ausgewählten Geräte haben hier keinen leeren Käfig.</translation>
    </message>
    <message numerus="yes">
        <source>%1; in %n cage(s) like these already</source>
        <translation>
            <numerusform>%1; schon in %n solchen Käfig</numerusform>
            <numerusform>%1; schon in %n solchen Käfigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanScene</name>
    <message>
        <source>Editing pathways: click to place a tray node, drag from a node or tray to draw a tray, Shift-drag to move a node</source>
        <translation>Trassen bearbeiten: Klicken setzt einen Trassenknoten, Ziehen von einem Knoten oder einer Trasse zeichnet eine Trasse, Umschalt-Ziehen verschiebt einen Knoten</translation>
    </message>
    <message>
        <source>Pathways are no longer edited: the racks move again</source>
        <translation>Trassen werden nicht mehr bearbeitet: Die Racks lassen sich wieder verschieben</translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanView</name>
    <message>
        <source>Cables by rail</source>
        <translation>Kabel nach Schiene</translation>
    </message>
    <message>
        <source>Cables by network</source>
        <translation>Kabel nach Netz</translation>
    </message>
    <message>
        <source>Cables by type</source>
        <translation>Kabel nach Typ</translation>
    </message>
    <message>
        <source>Racks by power use</source>
        <translation>Racks nach Leistungsaufnahme</translation>
    </message>
    <message>
        <source>Cables by validation</source>
        <translation>Kabel nach Prüfergebnis</translation>
    </message>
    <message>
        <source>Cables by install status</source>
        <translation>Kabel nach Installationsstand</translation>
    </message>
    <message>
        <source>Trays by fill (a tray&apos;s limit is 50 % unless set)</source>
        <translation>Trassen nach Füllung (Grenze 50 %, sofern nicht anders gesetzt)</translation>
    </message>
</context>
<context>
    <name>railyard::GenerateFabricDialog</name>
    <message>
        <source>Generate Fabric</source>
        <translation>Fabric generieren</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Start from an NVIDIA reference architecture, or size a rail-optimized cluster of your own.</source>
        <translation>Von einer NVIDIA-Referenzarchitektur ausgehen oder einen eigenen schienenoptimierten Cluster dimensionieren.</translation>
    </message>
    <message>
        <source>NVIDIA DGX SuperPOD reference architecture</source>
        <translation>NVIDIA-DGX-SuperPOD-Referenzarchitektur</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>Architektur:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Generic rail-optimized cluster</source>
        <translation>Allgemeiner schienenoptimierter Cluster</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPUs:</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>%1 GPUs per node, one rail each</source>
        <translation>%1 GPUs je Knoten, je eine Schiene</translation>
    </message>
    <message>
        <source>Leaf switch:</source>
        <translation>Leaf-Switch:</translation>
    </message>
    <message>
        <source>Spine switch:</source>
        <translation>Spine-Switch:</translation>
    </message>
    <message>
        <source>Core switch:</source>
        <translation>Core-Switch:</translation>
    </message>
    <message>
        <source>Leaf downlinks per uplink; 1 : 1 is non-blocking. Tiers follow from the switches&apos; ports: two, or three once the leaves outnumber a spine&apos;s ports.</source>
        <translation>Leaf-Downlinks je Uplink; 1 : 1 ist blockierungsfrei. Die Ebenen ergeben sich aus den Ports der Switches: zwei, oder drei, sobald es mehr Leaves als Ports eines Spines gibt.</translation>
    </message>
    <message>
        <source>Over-subscription:</source>
        <translation>Überbuchung:</translation>
    </message>
    <message>
        <source>Networks and hall</source>
        <translation>Netze und Halle</translation>
    </message>
    <message>
        <source>Storage, in-band and out-of-band networks through the nodes&apos; own ports; how racks stand on the floor.</source>
        <translation>Speicher-, In-Band- und Out-of-Band-Netz über die eigenen Ports der Knoten; wie die Racks in der Halle stehen.</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Netze</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>In-Band-Management</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>Out-of-Band-Management</translation>
    </message>
    <message>
        <source>    aggregated by</source>
        <translation>    aggregiert durch</translation>
    </message>
    <message>
        <source>Single-mode (DR4, OS2)</source>
        <translation>Singlemode (DR4, OS2)</translation>
    </message>
    <message>
        <source>Multimode (SR4, OM4, 50 m)</source>
        <translation>Multimode (SR4, OM4, 50 m)</translation>
    </message>
    <message>
        <source>Optics:</source>
        <translation>Optiken:</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>Halle</translation>
    </message>
    <message>
        <source>Square hall</source>
        <translation>Quadratische Halle</translation>
    </message>
    <message>
        <source> racks</source>
        <translation> Racks</translation>
    </message>
    <message>
        <source>Row length:</source>
        <translation>Reihenlänge:</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Nodes per rack follow from this limit.</source>
        <translation>Die Knoten je Rack ergeben sich aus dieser Grenze.</translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation>Leistung je Rack:</translation>
    </message>
    <message>
        <source>Cold aisle:</source>
        <translation>Kaltgang:</translation>
    </message>
    <message>
        <source>Hot aisle:</source>
        <translation>Warmgang:</translation>
    </message>
    <message>
        <source>After each SU&apos;s compute racks</source>
        <translation>Nach den Rechen-Racks jeder SU</translation>
    </message>
    <message>
        <source>In the middle of each SU&apos;s compute racks</source>
        <translation>In der Mitte der Rechen-Racks jeder SU</translation>
    </message>
    <message>
        <source>SU network racks:</source>
        <translation>Netzwerk-Racks der SU:</translation>
    </message>
    <message>
        <source>Compute rack type:</source>
        <translation>Racktyp Rechnen:</translation>
    </message>
    <message>
        <source>Network rack type:</source>
        <translation>Racktyp Netzwerk:</translation>
    </message>
    <message>
        <source>Names and labels</source>
        <translation>Namen und Etiketten</translation>
    </message>
    <message>
        <source>Patterns with placeholders in braces; {n:03} pads a number to three digits.</source>
        <translation>Muster mit Platzhaltern in geschweiften Klammern; {n:03} füllt eine Zahl auf drei Stellen auf.</translation>
    </message>
    <message>
        <source>Placeholders: %1</source>
        <translation>Platzhalter: %1</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Leaves:</source>
        <translation>Leaves:</translation>
    </message>
    <message>
        <source>Spines:</source>
        <translation>Spines:</translation>
    </message>
    <message>
        <source>Cores:</source>
        <translation>Cores:</translation>
    </message>
    <message>
        <source>Racks:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <source>Patch panels:</source>
        <translation>Patchpanels:</translation>
    </message>
    <message>
        <source>Cable labels:</source>
        <translation>Kabeletiketten:</translation>
    </message>
    <message>
        <source>{net} {NET} {n} {part}: part is A, T, B along a panelled channel</source>
        <translation>{net} {NET} {n} {part}: part ist A, T, B entlang eines Kanals über Patchpanels</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this generates&lt;/b&gt;</source>
        <translation>&lt;b&gt;Was dabei entsteht&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Options changed…</source>
        <translation>Optionen geändert…</translation>
    </message>
    <message>
        <source>Building the preview…</source>
        <translation>Vorschau wird erstellt…</translation>
    </message>
    <message>
        <source>Every cable has a length and a label; the design validates with no errors.</source>
        <translation>Jedes Kabel hat eine Länge und ein Etikett; der Entwurf besteht die Prüfung ohne Fehler.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, 1 SU)</source>
        <translation>%1 (%2 GPUs, 1 SU)</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, %3 SUs)</source>
        <translation>%1 (%2 GPUs, %3 SUs)</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechennetz</translation>
    </message>
    <message>
        <source>In-band</source>
        <translation>In-Band</translation>
    </message>
    <message>
        <source>Out-of-band</source>
        <translation>Out-of-Band</translation>
    </message>
    <message>
        <source>not generated</source>
        <translation>nicht generiert</translation>
    </message>
    <message>
        <source>  management links</source>
        <translation>  Management-Verbindungen</translation>
    </message>
    <message>
        <source>  uplinks</source>
        <translation>  Uplinks</translation>
    </message>
    <message>
        <source>  switches</source>
        <translation>  Switches</translation>
    </message>
    <message>
        <source>  node–leaf links</source>
        <translation>  Knoten–Leaf-Verbindungen</translation>
    </message>
    <message>
        <source>  leaf–spine links</source>
        <translation>  Leaf–Spine-Verbindungen</translation>
    </message>
    <message>
        <source>  spine–core links</source>
        <translation>  Spine–Core-Verbindungen</translation>
    </message>
    <message>
        <source>  cables</source>
        <translation>  Kabel</translation>
    </message>
    <message>
        <source>UFM appliances</source>
        <translation>UFM-Appliances</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation>Patchpanels</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>  fiber</source>
        <translation>  Glasfaser</translation>
    </message>
    <message>
        <source>  copper</source>
        <translation>  Kupfer</translation>
    </message>
    <message>
        <source>%1 direct-attach, %2 RJ45</source>
        <translation>%1 Direct-Attach, %2 RJ45</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>Fibers</source>
        <translation>Fasern</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>%1 kW, at most %2 kW per rack</source>
        <translation>%1 kW, höchstens %2 kW je Rack</translation>
    </message>
    <message numerus="yes">
        <source>%Ln SU(s): %1 nodes, %2 GPUs</source>
        <translation>
            <numerusform>%Ln SU: %1 Knoten, %2 GPUs</numerusform>
            <numerusform>%Ln SUs: %1 Knoten, %2 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln access switch(es)</source>
        <translation>
            <numerusform>%Ln Access-Switch</numerusform>
            <numerusform>%Ln Access-Switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln aggregation switch(es)</source>
        <translation>
            <numerusform>%Ln Aggregationsswitch</numerusform>
            <numerusform>%Ln Aggregationsswitches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaf/leaves</source>
        <translation>
            <numerusform>%Ln Leaf</numerusform>
            <numerusform>%Ln Leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spine(s)</source>
        <translation>
            <numerusform>%Ln Spine</numerusform>
            <numerusform>%Ln Spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln core(s)</source>
        <translation>
            <numerusform>%Ln Core</numerusform>
            <numerusform>%Ln Cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tier(s)</source>
        <translation>
            <numerusform>%Ln Ebene</numerusform>
            <numerusform>%Ln Ebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 compute, %2 network in %Ln row(s)</source>
        <translation>
            <numerusform>%1 Rechen-, %2 Netzwerk-Racks in %Ln Reihe</numerusform>
            <numerusform>%1 Rechen-, %2 Netzwerk-Racks in %Ln Reihen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cord(s)</source>
        <translation>
            <numerusform>%Ln Patchkabel</numerusform>
            <numerusform>%Ln Patchkabel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trunk(s)</source>
        <translation>
            <numerusform>%Ln Trunk</numerusform>
            <numerusform>%Ln Trunks</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the runs are shortest</source>
        <translation>Wo die Wege am kürzesten sind</translation>
    </message>
    <message>
        <source>In the middle of an SU of more than two compute racks, which halves its longest node–leaf run; else after them.</source>
        <translation>In der Mitte einer SU mit mehr als zwei Compute-Racks, was ihren längsten Knoten-Leaf-Weg halbiert; sonst danach.</translation>
    </message>
    <message>
        <source>Planes:</source>
        <translation>Planes:</translation>
    </message>
    <message>
        <source>  between aggregation switches</source>
        <translation>  zwischen Aggregations-Switches</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>The NVL72 racks to populate: the last SU&apos;s leaves and leaf–spine cabling are built for the full SU even so, as the reference architecture asks.</source>
        <translation>Die zu bestückenden NVL72-Racks: Leaves und Leaf-Spine-Verkabelung der letzten SU werden trotzdem für die volle SU gebaut, wie die Referenzarchitektur es verlangt.</translation>
    </message>
    <message>
        <source>Racks populated:</source>
        <translation>Bestückte Racks:</translation>
    </message>
    <message>
        <source>Cable trays over and between the rows</source>
        <translation>Kabeltrassen über und zwischen den Reihen</translation>
    </message>
    <message>
        <source>Lay a basket over each row and ladders between the rows, sized for the cables, and give the cables the lengths of their routes over them (docs: pathways).</source>
        <translation>Über jeder Reihe eine Gitterrinne und zwischen den Reihen Kabelleitern verlegen, für die Kabel bemessen, und den Kabeln die Längen ihrer Wege darüber geben (Doku: pathways).</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>Trassen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln segment(s), %1 m, the fullest %2 % full</source>
        <translation>
            <numerusform>%Ln Segment, %1 m, das vollste zu %2 % gefüllt</numerusform>
            <numerusform>%Ln Segmente, %1 m, das vollste zu %2 % gefüllt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln plane(s)</source>
        <translation>
            <numerusform>%1 in %Ln Plane</numerusform>
            <numerusform>%1 in %Ln Planes</numerusform>
        </translation>
    </message>
    <message>
        <source>Independent compute fabrics, each with its own spines and cores: a compute cage of one rail splits into a port per plane (a ConnectX-8 cage as 2 × 400GbE on two planes); a node whose cages carry two rails shares its rails out among the planes.</source>
        <translation>Unabhängige Compute-Fabrics mit eigenen Spines und Cores: ein Compute-Käfig mit einer Rail teilt sich in einen Port je Plane (ein ConnectX-8-Käfig als 2 × 400GbE auf zwei Planes); ein Knoten, dessen Käfige zwei Rails tragen, verteilt seine Rails auf die Planes.</translation>
    </message>
    <message>
        <source>  core–super-core links</source>
        <translation>  Core–Super-Core-Verbindungen</translation>
    </message>
    <message>
        <source>Super-cores:</source>
        <translation>Super-Cores:</translation>
    </message>
    <message>
        <source>{net} {i}: the fourth tier, above the cores</source>
        <translation>{net} {i}: die vierte Ebene, über den Cores</translation>
    </message>
    <message>
        <source>  super-cores</source>
        <translation>  Super-Cores</translation>
    </message>
    <message>
        <source>The switches above the spines from three tiers, and the super-cores of a fourth</source>
        <translation>Die Switches über den Spines ab drei Ebenen, und die Super-Cores einer vierten</translation>
    </message>
    <message>
        <source>Each %1 is a whole system on its own power shelves (up to %2 kW): this limit packs only the network and management racks.</source>
        <translation>Jedes %1 ist ein ganzes System an eigenen Power-Shelves (bis %2 kW): diese Grenze füllt nur die Netzwerk- und Management-Racks.</translation>
    </message>
    <message>
        <source>Each %1 is a whole system on its own power shelves: this limit packs only the network and management racks.</source>
        <translation>Jedes %1 ist ein ganzes System an eigenen Power-Shelves: diese Grenze füllt nur die Netzwerk- und Management-Racks.</translation>
    </message>
    <message>
        <source>Compute and network racks are each filled up to this limit.</source>
        <translation>Compute- und Netzwerk-Racks werden jeweils bis zu dieser Grenze gefüllt.</translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; network racks are filled up to this limit too.</source>
        <translation>
            <numerusform>Bis zu %Ln %1 (je %2 kW) in ein Compute-Rack, soweit seine Höhe reicht; Netzwerk-Racks werden ebenfalls bis zu dieser Grenze gefüllt.</numerusform>
            <numerusform>Bis zu %Ln %1 (je %2 kW) in ein Compute-Rack, soweit seine Höhe reicht; Netzwerk-Racks werden ebenfalls bis zu dieser Grenze gefüllt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::IssueTableModel</name>
    <message>
        <source>%1, %2 and %3 more</source>
        <translation>%1, %2 und %3 weitere</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>railyard::JobFormat</name>
    <message>
        <source>Bill of materials, JSON</source>
        <translation>Stückliste, JSON</translation>
    </message>
    <message>
        <source>Bill of materials, XLSX workbook</source>
        <translation>Stückliste, XLSX-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Bill of materials as a PDF quote</source>
        <translation>Stückliste als PDF-Angebot</translation>
    </message>
    <message>
        <source>Price list, part_number,unit_price[,price_per_m] CSV</source>
        <translation>Preisliste, CSV part_number,unit_price[,price_per_m]</translation>
    </message>
    <message>
        <source>Cable schedule for the installer, CSV</source>
        <translation>Kabelliste für die Installation, CSV</translation>
    </message>
    <message>
        <source>Catalog parts, JSON ({&quot;device_types&quot;: [...]})</source>
        <translation>Katalogteile, JSON ({&quot;device_types&quot;: [...]})</translation>
    </message>
    <message>
        <source>NetBox devicetype-library YAML</source>
        <translation>NetBox-devicetype-library-YAML</translation>
    </message>
    <message>
        <source>Design, native SQLite document (.railyard)</source>
        <translation>Entwurf, natives SQLite-Dokument (.railyard)</translation>
    </message>
    <message>
        <source>NetBox bulk-import CSVs and device-type YAML, a folder</source>
        <translation>NetBox-Massenimport-CSVs und Gerätetyp-YAML, ein Ordner</translation>
    </message>
    <message>
        <source>Cable labels, PDF sheets or roll</source>
        <translation>Kabeletiketten, PDF (Bögen oder Rolle)</translation>
    </message>
    <message>
        <source>Cable labels, Zebra ZPL</source>
        <translation>Kabeletiketten, Zebra ZPL</translation>
    </message>
    <message>
        <source>Cable labels, CSV</source>
        <translation>Kabeletiketten, CSV</translation>
    </message>
    <message>
        <source>Label template, JSON</source>
        <translation>Etikettenvorlage, JSON</translation>
    </message>
    <message>
        <source>Pull lists per rack, CSV</source>
        <translation>Zuglisten je Rack, CSV</translation>
    </message>
    <message>
        <source>Pull lists per rack, XLSX workbook</source>
        <translation>Zuglisten je Rack, XLSX-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Pull lists per rack, PDF (a page per rack)</source>
        <translation>Zuglisten je Rack, PDF (eine Seite je Rack)</translation>
    </message>
    <message>
        <source>Drawing, PNG</source>
        <translation>Zeichnung, PNG</translation>
    </message>
    <message>
        <source>Drawing, SVG</source>
        <translation>Zeichnung, SVG</translation>
    </message>
    <message>
        <source>Drawing, PDF</source>
        <translation>Zeichnung, PDF</translation>
    </message>
    <message>
        <source>Verification report for the field team, XLSX</source>
        <translation>Prüfbericht für das Team vor Ort, XLSX</translation>
    </message>
    <message>
        <source>Verification report for the field team, CSV</source>
        <translation>Prüfbericht für das Team vor Ort, CSV</translation>
    </message>
    <message>
        <source>ibnetdiscover output (default or ports report)</source>
        <translation>ibnetdiscover-Ausgabe (Standard- oder Portbericht)</translation>
    </message>
    <message>
        <source>lldpcli -f json0 / -f json reports, a file or a folder</source>
        <translation>lldpcli -f json0 / -f json-Berichte, eine Datei oder ein Ordner</translation>
    </message>
    <message>
        <source>ibnetdiscover node-name map (&lt;guid&gt; &quot;&lt;name&gt;&quot;)</source>
        <translation>ibnetdiscover-Knotennamen-Zuordnung (&lt;guid&gt; &quot;&lt;name&gt;&quot;)</translation>
    </message>
    <message>
        <source>HCA map, port,hca-name CSV</source>
        <translation>HCA-Zuordnung, CSV port,hca-name</translation>
    </message>
    <message>
        <source>Interface-name map, [device-or-type,]port,ifname CSV</source>
        <translation>Schnittstellennamen-Zuordnung, CSV [device-or-type,]port,ifname</translation>
    </message>
    <message>
        <source>Bill of materials, CSV</source>
        <translation>Stückliste, CSV</translation>
    </message>
    <message>
        <source>Design, interchange JSON</source>
        <translation>Entwurf, Austausch-JSON</translation>
    </message>
    <message>
        <source>Quote package: design, BOM, cable schedule, labels, drawings in one zip</source>
        <translation>Angebotspaket: Entwurf, Stückliste, Kabelliste, Etiketten, Zeichnungen in einem ZIP</translation>
    </message>
    <message>
        <source>Scanned cable ids or labels, one per line</source>
        <translation>Gescannte Kabel-IDs oder Etiketten, eine pro Zeile</translation>
    </message>
    <message>
        <source>Fiber test results, CSV</source>
        <translation>Faser-Prüfergebnisse, CSV</translation>
    </message>
    <message>
        <source>Column profile of a tester&apos;s export, JSON</source>
        <translation>Spaltenprofil des Tester-Exports, JSON</translation>
    </message>
    <message>
        <source>Commissioning report, Excel workbook</source>
        <translation>Inbetriebnahmebericht, Excel-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Commissioning report, PDF</source>
        <translation>Inbetriebnahmebericht, PDF</translation>
    </message>
    <message>
        <source>Commissioning report, CSV</source>
        <translation>Inbetriebnahmebericht, CSV</translation>
    </message>
    <message>
        <source>ibdiagnet port counters (ibdiagnet2.db_csv)</source>
        <translation>ibdiagnet-Port-Zähler (ibdiagnet2.db_csv)</translation>
    </message>
    <message>
        <source>Port counter snapshot, JSON</source>
        <translation>Stand der Port-Zähler, JSON</translation>
    </message>
    <message>
        <source>Port counter thresholds, JSON</source>
        <translation>Grenzwerte der Port-Zähler, JSON</translation>
    </message>
    <message>
        <source>perfquery port counters, text</source>
        <translation>perfquery-Port-Zähler, Text</translation>
    </message>
    <message>
        <source>Change order (work order), CSV</source>
        <translation>Änderungsauftrag (Arbeitsauftrag), CSV</translation>
    </message>
    <message>
        <source>Change order (work order), XLSX workbook</source>
        <translation>Änderungsauftrag (Arbeitsauftrag), XLSX-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Change order (work order), PDF to tick off</source>
        <translation>Änderungsauftrag (Arbeitsauftrag), PDF zum Abhaken</translation>
    </message>
    <message>
        <source>Pull sheets per route, CSV</source>
        <translation>Einzugspläne je Trassenweg, CSV</translation>
    </message>
    <message>
        <source>Pull sheets per route, XLSX workbook</source>
        <translation>Einzugspläne je Trassenweg, XLSX-Arbeitsmappe</translation>
    </message>
    <message>
        <source>Pull sheets per route, PDF (a page per pull)</source>
        <translation>Einzugspläne je Trassenweg, PDF (eine Seite je Einzug)</translation>
    </message>
</context>
<context>
    <name>railyard::JobOptionsDialog</name>
    <message>
        <source>Order of the cables:</source>
        <translation>Reihenfolge der Kabel:</translation>
    </message>
    <message>
        <source>Installation order, rack by rack</source>
        <translation>Installationsreihenfolge, Rack für Rack</translation>
    </message>
    <message>
        <source>By the far end&apos;s rack</source>
        <translation>Nach dem Rack am fernen Ende</translation>
    </message>
    <message>
        <source>As the design lists them</source>
        <translation>Wie der Entwurf sie auflistet</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>railyard::LabelOptionsDialog</name>
    <message>
        <source>Start at label:</source>
        <translation>Beginnen bei Etikett:</translation>
    </message>
    <message numerus="yes">
        <source>All cables (%n labels)</source>
        <translation>
            <numerusform>Alle Kabel (%n Etikett)</numerusform>
            <numerusform>Alle Kabel (%n Etiketten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected cables (%n)</source>
        <translation>
            <numerusform>Das ausgewählte Kabel (%n)</numerusform>
            <numerusform>Die ausgewählten Kabel (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected cables (select cables, devices or racks first)</source>
        <translation>Die ausgewählten Kabel (zuerst Kabel, Geräte oder Racks auswählen)</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Labels for:</source>
        <translation>Etiketten für:</translation>
    </message>
    <message>
        <source>By rack, from the top of each rack down (installation order)</source>
        <translation>Nach Rack, in jedem Rack von oben nach unten (Montagereihenfolge)</translation>
    </message>
    <message>
        <source>By cable, as the design lists them</source>
        <translation>Nach Kabel, wie der Entwurf sie auflistet</translation>
    </message>
    <message>
        <source>By the far end&apos;s rack</source>
        <translation>Nach dem Rack am fernen Ende</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <source>Device names at both ends (hostnames)</source>
        <translation>Gerätenamen an beiden Enden (Hostnamen)</translation>
    </message>
    <message>
        <source>Cable part number and length</source>
        <translation>Teilenummer und Länge des Kabels</translation>
    </message>
    <message>
        <source>Also print:</source>
        <translation>Außerdem drucken:</translation>
    </message>
    <message>
        <source>On a sheet some of whose labels are used: the first label to print on (across, then down)</source>
        <translation>Auf einem angebrochenen Bogen: das erste zu bedruckende Etikett (erst quer, dann nach unten)</translation>
    </message>
    <message>
        <source>PDF label sheets or roll labels</source>
        <translation>PDF-Etikettenbögen oder Rollenetiketten</translation>
    </message>
    <message>
        <source>Zebra ZPL, for a thermal printer</source>
        <translation>Zebra ZPL, für einen Thermodrucker</translation>
    </message>
    <message>
        <source>CSV, the text of each label</source>
        <translation>CSV, der Text jedes Etiketts</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi (8 Punkte/mm)</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi (12 Punkte/mm)</translation>
    </message>
    <message>
        <source>Zebra printer:</source>
        <translation>Zebra-Drucker:</translation>
    </message>
    <message>
        <source>Your own templates: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Eigene Vorlagen: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source> — stock size not confirmed against a vendor datasheet; print a test page first.</source>
        <translation> — Materialgröße nicht an einem Herstellerdatenblatt bestätigt; zuerst eine Testseite drucken.</translation>
    </message>
    <message>
        <source>The cables changed since a revision (save one first)</source>
        <translation>Die seit einer Revision geänderten Kabel (zuerst eine speichern)</translation>
    </message>
    <message>
        <source>The cables changed since revision:</source>
        <translation>Die seit dieser Revision geänderten Kabel:</translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ Automatische Sicherung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The last autosave could not be written: %1
Save the design (Ctrl+S) to keep your work.</source>
        <translation>Die letzte automatische Sicherung konnte nicht geschrieben werden: %1
Den Entwurf speichern (Strg+S), um die Arbeit zu behalten.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Show the validation panel</source>
        <translation>Die Prüfliste zeigen</translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation>Der Entwurf wird geprüft…</translation>
    </message>
    <message>
        <source>No issues</source>
        <translation>Keine Befunde</translation>
    </message>
    <message>
        <source>These racks are empty.

Drag GPU servers, switches and patch panels from the Catalog into a rack, then transceivers onto their cages; drag from port to port to add a cable.</source>
        <translation>Diese Racks sind leer.

GPU-Server, Switches und Patchpanels aus dem Katalog in ein Rack ziehen, dann Transceiver auf ihre Käfige; von Port zu Port ziehen, um ein Kabel hinzuzufügen.</translation>
    </message>
    <message>
        <source>No GPU servers or switches yet.

Place them in the rack elevations; once cabled, the fabric shows each server&apos;s links to its rail leaves here.</source>
        <translation>Noch keine GPU-Server oder Switches.

In den Rackansichten platzieren; sobald verkabelt, zeigt die Fabric hier die Verbindungen jedes Servers zu seinen Schienen-Leaves.</translation>
    </message>
    <message>
        <source>Cannot verify the design</source>
        <translation>Der Entwurf kann nicht abgeglichen werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was compared.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts verglichen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln Hinweis</numerusform>
            <numerusform>%Ln Hinweise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This design has no racks yet; its devices (%Ln) wait under Not placed in the Design dock.

Add racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock into a rack of the elevations.</source>
        <translation>
            <numerusform>Dieser Entwurf hat noch keine Racks; sein %Ln Gerät wartet unter „Nicht platziert“ im Entwurf-Dock.

Racks hinzufügen (Entwurf ▸ Rackreihe hinzufügen…), dann jedes Gerät aus dem Entwurf-Dock in ein Rack der Rackansicht ziehen.</numerusform>
            <numerusform>Dieser Entwurf hat noch keine Racks; seine %Ln Geräte warten unter „Nicht platziert“ im Entwurf-Dock.

Racks hinzufügen (Entwurf ▸ Rackreihe hinzufügen…), dann jedes Gerät aus dem Entwurf-Dock in ein Rack der Rackansicht ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln Rack</numerusform>
            <numerusform>%Ln Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln Gerät</numerusform>
            <numerusform>%Ln Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln Kabel</numerusform>
            <numerusform>%Ln Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>This design has no racks yet.

Design ▸ Generate Fabric… lays out a whole cluster; Design ▸ Add Row of Racks… lays out a row; Design ▸ Add Rack (Ctrl+Shift+R) adds one rack; or drag a rack, or a rack system such as the GB300 NVL72 with its trays, from the Catalog onto the floor plan.</source>
        <translation>Dieser Entwurf hat noch keine Racks.

Entwurf ▸ Fabric generieren… legt einen ganzen Cluster an; Entwurf ▸ Rackreihe hinzufügen… legt eine Reihe an; Entwurf ▸ Rack hinzufügen (Strg+Umschalt+R) fügt ein Rack hinzu; oder ein Rack oder ein Rack-System wie das GB300 NVL72 mit seinen Trays aus dem Katalog in den Grundriss ziehen.</translation>
    </message>
    <message>
        <source>Verifying against %1…</source>
        <translation>Abgleich mit %1…</translation>
    </message>
    <message>
        <source>Verification cancelled</source>
        <translation>Abgleich abgebrochen</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Comparing every link with the design…</source>
        <translation>Jede Verbindung wird mit dem Entwurf verglichen…</translation>
    </message>
    <message>
        <source>%1 is in the revision only: the design no longer has it.</source>
        <translation>%1 gibt es nur in der Revision: Der Entwurf hat es nicht mehr.</translation>
    </message>
    <message>
        <source>%1 is in the revision only; shown where it was.</source>
        <translation>%1 gibt es nur in der Revision; gezeigt, wo es war.</translation>
    </message>
    <message>
        <source>Laying out the fabric…</source>
        <translation>Die Fabric wird angeordnet …</translation>
    </message>
    <message>
        <source>The fabric is drawn once the design is checked…</source>
        <translation>Die Fabric wird gezeichnet, sobald der Entwurf geprüft ist …</translation>
    </message>
</context>
<context>
    <name>railyard::MoveDevicesTool</name>
    <message>
        <source>Cannot move %1 there: it is outside the racks</source>
        <translation>%1 kann nicht dorthin verschoben werden: außerhalb der Racks</translation>
    </message>
    <message>
        <source>Cannot move %1 to U%2 of %3: the slot is taken or too small</source>
        <translation>%1 kann nicht auf HE%2 von %3 verschoben werden: der Platz ist belegt oder zu klein</translation>
    </message>
    <message>
        <source>Cannot move there: %1 and %2 would share a slot</source>
        <translation>Verschieben nicht möglich: %1 und %2 würden sich einen Platz teilen</translation>
    </message>
    <message>
        <source>Zoomed in to the ports of %1: drag from a port to another to connect them</source>
        <translation>Auf die Ports von %1 vergrößert: von einem Port zu einem anderen ziehen, um sie zu verbinden</translation>
    </message>
</context>
<context>
    <name>railyard::MoveRacksTool</name>
    <message>
        <source>Cannot move there: %1 and %2 would overlap on the floor</source>
        <translation>Verschieben nicht möglich: %1 und %2 würden sich im Grundriss überlappen</translation>
    </message>
</context>
<context>
    <name>railyard::Navigator</name>
    <message>
        <source>Cable %1</source>
        <translation>Kabel %1</translation>
    </message>
</context>
<context>
    <name>railyard::PathwayTool</name>
    <message>
        <source>Add Tray Node %1</source>
        <translation>Trassenknoten %1 hinzufügen</translation>
    </message>
    <message>
        <source>Added tray node %1</source>
        <translation>Trassenknoten %1 hinzugefügt</translation>
    </message>
    <message>
        <source>A tray needs two different nodes</source>
        <translation>Eine Trasse braucht zwei verschiedene Knoten</translation>
    </message>
    <message>
        <source>Nodes %1 and %2 are joined already</source>
        <translation>Die Knoten %1 und %2 sind bereits verbunden</translation>
    </message>
    <message>
        <source>Draw Tray %1</source>
        <translation>Trasse %1 zeichnen</translation>
    </message>
    <message>
        <source>Drew tray %1 from %2 to %3 (%4 m)</source>
        <translation>Trasse %1 von %2 nach %3 gezeichnet (%4 m)</translation>
    </message>
    <message>
        <source>Move Tray Node %1</source>
        <translation>Trassenknoten %1 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n rack(s) under it drop into it</source>
        <translation>
            <numerusform>%1; %n Rack darunter führt in sie ab</numerusform>
            <numerusform>%1; %n Racks darunter führen in sie ab</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>How often unsaved changes are written aside, to be offered back after a crash</source>
        <translation>Wie oft ungespeicherte Änderungen gesichert werden, um sie nach einem Absturz wieder anzubieten</translation>
    </message>
    <message>
        <source>A4 (drawings on A3)</source>
        <translation>A4 (Zeichnungen auf A3)</translation>
    </message>
    <message>
        <source>US Letter (drawings on Tabloid, 11 × 17 in)</source>
        <translation>US Letter (Zeichnungen auf Tabloid, 11 × 17 in)</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi (8 Punkte/mm)</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi (12 Punkte/mm)</translation>
    </message>
    <message>
        <source>Metres (m)</source>
        <translation>Meter (m)</translation>
    </message>
    <message>
        <source>Feet (ft)</source>
        <translation>Fuß (ft)</translation>
    </message>
    <message>
        <source>Racks dragged on the floor plan land on this grid (raised-floor tiles are 0.6 m, or 2 ft = 0.61 m)</source>
        <translation>Im Grundriss gezogene Racks rasten auf diesem Raster ein (Doppelbodenplatten sind 0,6 m oder 2 ft = 0,61 m)</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>Automatisch sichern alle:</translation>
    </message>
    <message>
        <source>Label template:</source>
        <translation>Etikettenvorlage:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Zebra printer:</source>
        <translation>Zebra-Drucker:</translation>
    </message>
    <message>
        <source>Designs are always stored in metres; cables are ordered by their metric lengths.</source>
        <translation>Entwürfe werden immer in Metern gespeichert; Kabel werden nach ihrer metrischen Länge bestellt.</translation>
    </message>
    <message>
        <source>Show lengths in:</source>
        <translation>Längen anzeigen in:</translation>
    </message>
    <message>
        <source>Floor grid:</source>
        <translation>Bodenraster:</translation>
    </message>
    <message>
        <source>The new language is used when Railyard next starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Railyard.</translation>
    </message>
</context>
<context>
    <name>railyard::PriceListReportDialog</name>
    <message>
        <source>Price List Import — %1</source>
        <translation>Preislistenimport — %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n part(s) priced&lt;/b&gt; from %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%n Teil bepreist&lt;/b&gt; aus %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%n Teile bepreist&lt;/b&gt; aus %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Every row was applied.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Zeile wurde übernommen.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n row(s) need a look: they were not applied, or not as they read.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n Zeile braucht einen Blick: sie wurde nicht oder nicht wie angegeben übernommen.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n Zeilen brauchen einen Blick: sie wurden nicht oder nicht wie angegeben übernommen.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation>Bericht speichern…</translation>
    </message>
    <message>
        <source>Save Price List Report</source>
        <translation>Preislistenbericht speichern</translation>
    </message>
    <message>
        <source> import report.csv</source>
        <translation> Importbericht.csv</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>Der Bericht kann nicht gespeichert werden</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n line(s) of the bill of materials have no price&lt;/b&gt;: the list does not name them (listed without a line number).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%n Zeile der Stückliste hat keinen Preis&lt;/b&gt;: die Liste nennt sie nicht (ohne Zeilennummer aufgeführt).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%n Zeilen der Stückliste haben keinen Preis&lt;/b&gt;: die Liste nennt sie nicht (ohne Zeilennummer aufgeführt).&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PropertiesPanel</name>
    <message>
        <source>No design</source>
        <translation>Kein Entwurf</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Loss margin</source>
        <translation>Dämpfungsreserve</translation>
    </message>
    <message>
        <source> dB</source>
        <translation> dB</translation>
    </message>
    <message>
        <source>Tray height</source>
        <translation>Trassenhöhe</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quote&lt;/b&gt;</source>
        <translation>&lt;b&gt;Angebot&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>Angebotsnummer</translation>
    </message>
    <message>
        <source>none: a bill of materials</source>
        <translation>keine: eine Stückliste</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>The quote&apos;s date (today until one is set)</source>
        <translation>Das Datum des Angebots (heute, bis eines gesetzt ist)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>Gültig für</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n Rack</numerusform>
            <numerusform>%n Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation>keiner (nicht bestellt)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source> U</source>
        <translation> HE</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>not on the floor yet</source>
        <translation>noch nicht im Grundriss</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>%1, U%2</source>
        <translation>%1, HE%2</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>nicht platziert</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>Scalable Unit</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>Schiene</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cables</source>
        <translation>
            <numerusform>%n Kabel</numerusform>
            <numerusform>%n Kabel</numerusform>
        </translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Orders as</source>
        <translation>Bestellt als</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etikett</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>lose</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A-Ende</translation>
    </message>
    <message>
        <source>Leg %1</source>
        <translation>Zweig %1</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B-Ende</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>%1 kW of %2 kW</source>
        <translation>%1 kW von %2 kW</translation>
    </message>
    <message>
        <source>%1 kW (no limit set)</source>
        <translation>%1 kW (kein Grenzwert gesetzt)</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>Flüssigkeit</translation>
    </message>
    <message>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>What a rack may draw when its rack type sets no limit (rack-power); none leaves such racks unchecked</source>
        <translation>Was ein Rack ziehen darf, dessen Racktyp keine Grenze setzt (rack-power); „keins“ lässt solche Racks ungeprüft</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>Leistungsbudget je Rack</translation>
    </message>
    <message>
        <source>%1 kW of the design&apos;s %2 kW</source>
        <translation>%1 kW von %2 kW laut Design</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n Gerät ohne Leistungsangabe nicht mitgezählt</numerusform>
            <numerusform>%n Geräte ohne Leistungsangabe nicht mitgezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>The airflow of switches sold in both (P2C: air in at the power supplies, out at the ports), unless a switch sets its own; the BOM orders the matching part number</source>
        <translation>Der Luftstrom von Switches, die es in beiden Richtungen gibt (P2C: Luft tritt an den Netzteilen ein und an den Ports aus), sofern ein Switch keinen eigenen festlegt; die Stückliste bestellt die passende Teilenummer</translation>
    </message>
    <message>
        <source>Switch ports face</source>
        <translation>Switch-Ports zeigen zum</translation>
    </message>
    <message>
        <source>as the hall (C2P)</source>
        <translation>wie die Halle (C2P)</translation>
    </message>
    <message>
        <source>as the hall (P2C)</source>
        <translation>wie die Halle (P2C)</translation>
    </message>
    <message>
        <source>P2C (ports toward the hot aisle)</source>
        <translation>P2C (Ports zum Warmgang)</translation>
    </message>
    <message>
        <source>C2P (ports toward the cold aisle)</source>
        <translation>C2P (Ports zum Kaltgang)</translation>
    </message>
    <message>
        <source>No part number of this airflow is known: the BOM says so</source>
        <translation>Für diesen Luftstrom ist keine Teilenummer bekannt: die Stückliste weist darauf hin</translation>
    </message>
    <message>
        <source>Ordered as %1</source>
        <translation>Bestellt als %1</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>generisch</translation>
    </message>
    <message>
        <source>not confirmed</source>
        <translation>nicht bestätigt</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Teilenummer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>hot aisle (P2C)</source>
        <translation>Warmgang (P2C)</translation>
    </message>
    <message>
        <source>cold aisle (C2P)</source>
        <translation>Kaltgang (C2P)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>A planned cable may share the ports of the cable it replaces while both exist; the checks, the trace and the BOM see only the new one.</source>
        <translation>Ein geplantes Kabel darf die Ports des Kabels, das es ersetzt, mitbenutzen, solange beide existieren; Prüfungen, Verfolgung und Stückliste sehen nur das neue.</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Replaced by</source>
        <translation>Ersetzt durch</translation>
    </message>
    <message>
        <source>none (a cable id)</source>
        <translation>keines (eine Kabel-Id)</translation>
    </message>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>B%1</source>
        <translation>B%1</translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation>Trasse %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trays</source>
        <translation>
            <numerusform>%n Trasse</numerusform>
            <numerusform>%n Trassen</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Kind of %1</source>
        <translation>Art von %1 festlegen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Set Width of %1</source>
        <translation>Breite von %1 festlegen</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Set Depth of %1</source>
        <translation>Tiefe von %1 festlegen</translation>
    </message>
    <message>
        <source>Fill limit</source>
        <translation>Füllgrenze</translation>
    </message>
    <message>
        <source>Set Fill Limit of %1</source>
        <translation>Füllgrenze von %1 festlegen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllgrad</translation>
    </message>
    <message>
        <source>%1 % of its %2 % limit</source>
        <translation>%1 % von seiner Grenze von %2 %</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Cables (%1)</source>
        <translation>Kabel (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n tray nodes</source>
        <translation>
            <numerusform>%n Trassenknoten</numerusform>
            <numerusform>%n Trassenknoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Tray node %1</source>
        <translation>Trassenknoten %1</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Move Tray Node %1</source>
        <translation>Trassenknoten %1 verschieben</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>The racks whose cables rise to this node, separated by commas</source>
        <translation>Die Racks, deren Kabel zu diesem Knoten aufsteigen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>There is no rack %1</source>
        <translation>Es gibt kein Rack %1</translation>
    </message>
    <message>
        <source>Set Drops to %1</source>
        <translation>Abgänge zu %1 festlegen</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Abgänge</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>Trassen</translation>
    </message>
</context>
<context>
    <name>railyard::RackDropTool</name>
    <message>
        <source>%1 would stand on rack %2</source>
        <translation>%1 würde auf Rack %2 stehen</translation>
    </message>
    <message>
        <source>a transceiver goes into a cage: drop it on a device in the Rack elevations view</source>
        <translation>ein Transceiver gehört in einen Cage: auf ein Gerät in den Rackansichten ablegen</translation>
    </message>
    <message>
        <source>cables are added by dragging from one port to another in the Rack elevations view</source>
        <translation>Kabel werden in den Rackansichten durch Ziehen von einem Port zum anderen hinzugefügt</translation>
    </message>
    <message>
        <source>a device goes into a rack: drop it on a rack in the Rack elevations view</source>
        <translation>ein Gerät gehört in ein Rack: in den Rackansichten auf ein Rack ablegen</translation>
    </message>
</context>
<context>
    <name>railyard::RevisionController</name>
    <message>
        <source>Compare with Revision</source>
        <translation>Mit Revision vergleichen</translation>
    </message>
    <message>
        <source>This document has no revisions yet. File ▸ Save Revision… keeps the design as it is now, to compare with later.</source>
        <translation>Dieses Dokument hat noch keine Revisionen. Datei ▸ Revision speichern… bewahrt den Entwurf, wie er jetzt ist, um später damit zu vergleichen.</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Revision:</translation>
    </message>
    <message>
        <source>Restore Revision</source>
        <translation>Revision wiederherstellen</translation>
    </message>
    <message>
        <source>Delete Revision</source>
        <translation>Revision löschen</translation>
    </message>
    <message>
        <source>Export Change Order</source>
        <translation>Änderungsauftrag exportieren</translation>
    </message>
    <message>
        <source>%1 change order from %2.xlsx</source>
        <translation>%1 Änderungsauftrag ab %2.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF to tick off (*.pdf);;CSV (*.csv)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx);;PDF zum Abhaken (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing the change order…</source>
        <translation>Änderungsauftrag wird geschrieben…</translation>
    </message>
    <message>
        <source>Cannot write the change order</source>
        <translation>Der Änderungsauftrag kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts geschrieben.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Change order of %n step(s) written to %1</source>
        <translation>
            <numerusform>Änderungsauftrag mit %n Schritt nach %1 geschrieben</numerusform>
            <numerusform>Änderungsauftrag mit %n Schritten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving revision “%1”…</source>
        <translation>Revision „%1“ wird gespeichert…</translation>
    </message>
    <message>
        <source>Revision “%1” kept; it is written with the document when you save it.</source>
        <translation>Revision „%1“ aufbewahrt; sie wird mit dem Dokument geschrieben, wenn Sie es speichern.</translation>
    </message>
    <message>
        <source>Reading revision “%1”…</source>
        <translation>Revision „%1“ wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot read revision “%1”:
%2</source>
        <translation>Revision „%1“ kann nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <source>Make the design what it was in revision “%1”? Edit ▸ Undo brings the design back as it is now; every revision is kept.</source>
        <translation>Den Entwurf auf den Stand von Revision „%1“ zurücksetzen? Bearbeiten ▸ Rückgängig holt den jetzigen Entwurf zurück; alle Revisionen bleiben erhalten.</translation>
    </message>
    <message>
        <source>Restored revision “%1”; checking the design again.</source>
        <translation>Revision „%1“ wiederhergestellt; der Entwurf wird neu geprüft.</translation>
    </message>
    <message>
        <source>Forget revision “%1”? Edit ▸ Undo brings it back until the document is closed.</source>
        <translation>Revision „%1“ verwerfen? Bearbeiten ▸ Rückgängig holt sie zurück, bis das Dokument geschlossen wird.</translation>
    </message>
    <message>
        <source>revision “%1”</source>
        <translation>Revision „%1“</translation>
    </message>
</context>
<context>
    <name>railyard::RevisionsPanel</name>
    <message>
        <source>row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>U</source>
        <translation>HE</translation>
    </message>
    <message>
        <source>scalable unit</source>
        <translation>Scalable Unit</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>rail</source>
        <translation>Rail</translation>
    </message>
    <message>
        <source>airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>Transceiver</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Etikett</translation>
    </message>
    <message>
        <source>ends (re-patched)</source>
        <translation>Enden (umgesteckt)</translation>
    </message>
    <message>
        <source>install status</source>
        <translation>Installationsstatus</translation>
    </message>
    <message>
        <source>test results</source>
        <translation>Messergebnisse</translation>
    </message>
    <message>
        <source>replaces</source>
        <translation>ersetzt</translation>
    </message>
    <message>
        <source>&amp;Save Revision…</source>
        <translation>Revision &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>S&amp;top Comparing</source>
        <translation>Vergleich &amp;beenden</translation>
    </message>
    <message>
        <source>No revisions yet. Save Revision… keeps the design as it is now inside the document, to compare with and to order the changes from later.</source>
        <translation>Noch keine Revisionen. Revision speichern… bewahrt den Entwurf, wie er jetzt ist, im Dokument auf, um später damit zu vergleichen und die Änderungen daraus zu beauftragen.</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Double-click a revision to compare the design with it.</source>
        <translation>Doppelklick auf eine Revision vergleicht den Entwurf damit.</translation>
    </message>
    <message>
        <source>Double-click a change to show the object.</source>
        <translation>Doppelklick auf eine Änderung zeigt das Objekt.</translation>
    </message>
    <message>
        <source>Compare the design with a revision to see what changed since, in every view.</source>
        <translation>Vergleichen Sie den Entwurf mit einer Revision, um in jeder Ansicht zu sehen, was sich seitdem geändert hat.</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>%1 hinzugefügt, %2 entfernt, %3 geändert</translation>
    </message>
    <message>
        <source>+ %1 (added)</source>
        <translation>+ %1 (hinzugefügt)</translation>
    </message>
    <message>
        <source>− %1 (removed)</source>
        <translation>− %1 (entfernt)</translation>
    </message>
    <message>
        <source>~ %1: %2</source>
        <translation>~ %1: %2</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Nothing changed since revision “%1”.</source>
        <translation>Seit Revision „%1“ hat sich nichts geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Since revision “%1”: %n change(s).</source>
        <translation>
            <numerusform>Seit Revision „%1“: %n Änderung.</numerusform>
            <numerusform>Seit Revision „%1“: %n Änderungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::SaveRevisionDialog</name>
    <message>
        <source>Save Revision</source>
        <translation>Revision speichern</translation>
    </message>
    <message>
        <source>Keeps the design as it is now inside the document, to compare with, to order the changes from and to restore later. It is written with the document when you save it.</source>
        <translation>Bewahrt den Entwurf, wie er jetzt ist, im Dokument auf – zum Vergleichen, um die Änderungen daraus zu beauftragen und zum späteren Wiederherstellen. Er wird mit dem Dokument geschrieben, wenn Sie es speichern.</translation>
    </message>
    <message>
        <source>What this state is: &quot;as built&quot;, &quot;issued for quote&quot;…</source>
        <translation>Was dieser Stand ist: „Ist-Zustand“, „zum Angebot freigegeben“…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;otiz:</translation>
    </message>
</context>
<context>
    <name>railyard::SceneTools</name>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>railyard::TestColumnsDialog</name>
    <message>
        <source>Cable (id or label):</source>
        <translation>Kabel (ID oder Etikett):</translation>
    </message>
    <message>
        <source>Fiber:</source>
        <translation>Faser:</translation>
    </message>
    <message>
        <source>Wavelength (nm):</source>
        <translation>Wellenlänge (nm):</translation>
    </message>
    <message>
        <source>Loss (dB):</source>
        <translation>Dämpfung (dB):</translation>
    </message>
    <message>
        <source>Tester&apos;s limit (dB):</source>
        <translation>Grenzwert des Testers (dB):</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Result (pass or fail):</source>
        <translation>Ergebnis (bestanden oder nicht):</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Tester or operator:</source>
        <translation>Tester oder Prüfer:</translation>
    </message>
    <message>
        <source>Columns of %1</source>
        <translation>Spalten von %1</translation>
    </message>
    <message>
        <source>Which column of the tester&apos;s export holds what. Only the cable and the loss (or the result) are needed.</source>
        <translation>Welche Spalte des Tester-Exports was enthält. Nötig sind nur das Kabel und die Dämpfung (oder das Ergebnis).</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>A column per wavelength</source>
        <translation>Eine Spalte je Wellenlänge</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>Loss column</source>
        <translation>Dämpfungsspalte</translation>
    </message>
    <message>
        <source>Limit column</source>
        <translation>Grenzwertspalte</translation>
    </message>
    <message>
        <source>&amp;Add Wavelength</source>
        <translation>Wellenlänge &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>Metern</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <source>Lengths without a unit are in:</source>
        <translation>Längen ohne Einheit sind in:</translation>
    </message>
    <message>
        <source>optional, e.g. ^(.*)-F\d+$ (the first group is the cable)</source>
        <translation>optional, z. B. ^(.*)-F\d+$ (die erste Gruppe ist das Kabel)</translation>
    </message>
    <message>
        <source>Cable pattern:</source>
        <translation>Kabelmuster:</translation>
    </message>
    <message>
        <source>Words for a pass:</source>
        <translation>Wörter für bestanden:</translation>
    </message>
    <message>
        <source>Words for a fail:</source>
        <translation>Wörter für nicht bestanden:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;Load Profile…</source>
        <translation>Profil &amp;laden…</translation>
    </message>
    <message>
        <source>&amp;Save Profile…</source>
        <translation>Profil &amp;speichern…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Choose the column of the cable.</source>
        <translation>Die Spalte des Kabels wählen.</translation>
    </message>
    <message>
        <source>Choose the column of the loss or of the result.</source>
        <translation>Die Spalte der Dämpfung oder des Ergebnisses wählen.</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) read.</source>
        <translation>
            <numerusform>%n Ergebnis gelesen.</numerusform>
            <numerusform>%n Ergebnisse gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Column Profile</source>
        <translation>Spaltenprofil laden</translation>
    </message>
    <message>
        <source>Column profiles (*.json)</source>
        <translation>Spaltenprofile (*.json)</translation>
    </message>
    <message>
        <source>Cannot load the column profile</source>
        <translation>Das Spaltenprofil kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Save Column Profile</source>
        <translation>Spaltenprofil speichern</translation>
    </message>
    <message>
        <source>Cannot save the column profile</source>
        <translation>Das Spaltenprofil kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>railyard::TracePanel</name>
    <message>
        <source>Select a cable to see its channel from module to module: every cord, adapter and trunk, the length against the optics&apos; reach, the loss against their budget, and the polarity.</source>
        <translation>Ein Kabel auswählen, um seinen Kanal von Modul zu Modul zu sehen: jedes Patchkabel, jede Kupplung und jeden Trunk, die Länge gegenüber der Reichweite der Optiken, die Dämpfung gegenüber ihrem Budget und die Polarität.</translation>
    </message>
    <message>
        <source>%1 is on no channel: no path through it reaches a transceiver.</source>
        <translation>%1 liegt auf keinem Kanal: kein Weg durch das Kabel erreicht einen Transceiver.</translation>
    </message>
</context>
<context>
    <name>railyard::ValidationPanel</name>
    <message>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>&amp;Fix: %1</source>
        <translation>&amp;Beheben: %1</translation>
    </message>
    <message>
        <source>Select an issue that has a clear fix</source>
        <translation>Einen Befund mit eindeutiger Behebung auswählen</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>No design is open.</source>
        <translation>Kein Entwurf ist geöffnet.</translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation>Der Entwurf wird geprüft…</translation>
    </message>
    <message>
        <source>No issues: the design passes every check.</source>
        <translation>Keine Befunde: der Entwurf besteht jede Prüfung.</translation>
    </message>
    <message>
        <source>No issue matches the filter.</source>
        <translation>Kein Befund entspricht dem Filter.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln Hinweis</numerusform>
            <numerusform>%Ln Hinweise</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::VerificationPanel</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Design link</source>
        <translation>Verbindung im Entwurf</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Vorgefunden</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>Alle Zustände</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export Verification</source>
        <translation>Abgleich exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the verification</source>
        <translation>Der Abgleich kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Es wurde nichts geschrieben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel-Arbeitsmappe (*.xlsx)</translation>
    </message>
    <message>
        <source>verification.xlsx</source>
        <translation>abgleich.xlsx</translation>
    </message>
    <message>
        <source>File ▸ Verify Against Discovered Topology compares the design with what the running fabric reports: ibnetdiscover for InfiniBand, LLDP for Ethernet.</source>
        <translation>Datei ▸ Mit entdeckter Topologie vergleichen gleicht den Entwurf mit dem ab, was das laufende Fabric meldet: ibnetdiscover für InfiniBand, LLDP für Ethernet.</translation>
    </message>
</context>
<context>
    <name>railyard::WindowDocks</name>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Abgleich</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Kanalverfolgung</translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;geöffneter Entwurf&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Commissioning</source>
        <translation>Inbetriebnahme</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>Revisionen</translation>
    </message>
</context>
<context>
    <name>railyard::WindowViews</name>
    <message>
        <source>Floor plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation>Rackansichten</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
</context>
</TS>
