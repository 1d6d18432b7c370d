#include "catalog/catalogtexts.h"

#include <QCoreApplication>

namespace railyard {

QStringList bundledCatalogTexts()
{
    // Generated from resources/catalog/catalog.json by scripts/update-catalog-texts; a test keeps it in step.
    static const char *const texts[] = {
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP 2xDR4 single-mode, 500 m, finned top"),
        QT_TRANSLATE_NOOP("Catalog",
                          "800G twin-port OSFP 2xDR4 single-mode, flat top for ConnectX-7 cages (DGX H100)"),
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP 2xDR4 (DR8) single-mode, 100 m, finned top"),
        QT_TRANSLATE_NOOP("Catalog", "400G single-port OSFP DR4 single-mode, 100 m, flat top for ConnectX-7"),
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP 2xSR4 multimode, 50 m, finned top"),
        QT_TRANSLATE_NOOP("Catalog",
                          "800G twin-port OSFP 2xSR4 multimode, flat top for ConnectX-7 cages (DGX H100)"),
        QT_TRANSLATE_NOOP("Catalog", "400G single-port OSFP SR4 multimode, 50 m, flat top for ConnectX-7"),
        QT_TRANSLATE_NOOP("Catalog", "400G single-port QSFP112 SR4 multimode, 50 m"),
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP 2xFR4 single-mode, 2 km, duplex LC"),
        QT_TRANSLATE_NOOP(
            "Catalog",
            "1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, finned top (IHS), 980-9IAH1-00XM00"),
        QT_TRANSLATE_NOOP(
            "Catalog", "1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, flat top (RHS), 980-9IAH0-00XM00"),
        QT_TRANSLATE_NOOP("Catalog", "800G single-port OSFP DR4 XDR single-mode, 500 m, flat top (RHS) for "
                                     "ConnectX-8, 980-9IAT0-00XM00"),
        QT_TRANSLATE_NOOP("Catalog",
                          "800G DR4 co-packaged optical port of the Q3450-LD (built in, never ordered)"),
        QT_TRANSLATE_NOOP("Catalog",
                          "400G single-port QSFP112 DR4 single-mode for ConnectX-7 / BlueField-3, 100 m"),
        QT_TRANSLATE_NOOP("Catalog", "100G QSFP28 SR4 multimode, MPO-12/UPC (storage and in-band Ethernet)"),
        QT_TRANSLATE_NOOP(
            "Catalog", "100G QSFP28 PSM4 single-mode, 500 m, MPO-12/APC (management uplinks between rows)"),
        QT_TRANSLATE_NOOP("Catalog",
                          "MPO-12/APC multimode OM4 crossover (Type B) fiber, female-female, 8 fibers"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/APC multimode OM4 1:2 splitter fiber, 8 fibers to 2 x 4"),
        QT_TRANSLATE_NOOP("Catalog",
                          "MPO-12/APC single-mode crossover (Type B) fiber, female-female, 8 fibers"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/APC single-mode 1:2 splitter fiber, 8 fibers to 2 x 4"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/APC single-mode trunk, Type B, male-male, 12 fibers, low loss"),
        QT_TRANSLATE_NOOP("Catalog",
                          "MPO-12/APC multimode OM4 trunk, Type B, male-male, 12 fibers, low loss"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/APC single-mode trunk, Type A, male-male, 12 fibers (Method A)"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/APC single-mode patch cord, Type A, female-female (Method A)"),
        QT_TRANSLATE_NOOP(
            "Catalog",
            "MPO-12/UPC multimode OM4 patch cord, Type B, female-female, for 100G SR4 QSFP28 optics"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-12/UPC multimode OM4 trunk, Type B, male-male, 12 fibers, for 100G "
                                     "SR4 QSFP28 links between racks"),
        QT_TRANSLATE_NOOP("Catalog",
                          "MPO-12/APC single-mode trunk, Type B, male-male, standard grade (0.75 dB)"),
        QT_TRANSLATE_NOOP("Catalog", "LC/UPC duplex single-mode patch cord, A-to-B"),
        QT_TRANSLATE_NOOP("Catalog", "LC duplex single-mode A-to-A cord, UPC: does not swap Tx and Rx (not a "
                                     "crossover); between two transceivers use the A-to-B cord"),
        QT_TRANSLATE_NOOP(
            "Catalog",
            "LC/UPC duplex single-mode trunk, A-to-B, made to length (panel to panel, for 2 km FR4 links)"),
        QT_TRANSLATE_NOOP("Catalog",
                          "800G twin-port OSFP to OSFP passive copper (switch to switch), finned ends"),
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP passive DAC, flat top at the DGX H100 end (A), "
                                     "finned top at the switch end (B), 2 x 400G"),
        QT_TRANSLATE_NOOP("Catalog", "800G OSFP to 2 x 400G OSFP passive copper splitter"),
        QT_TRANSLATE_NOOP("Catalog", "800G twin-port OSFP to OSFP active copper (ACC), finned ends"),
        QT_TRANSLATE_NOOP(
            "Catalog",
            "1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, flat-top (RHS) ends, up to 1.1 m"),
        QT_TRANSLATE_NOOP(
            "Catalog", "1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, finned (IHS) ends, up to 3 m"),
        QT_TRANSLATE_NOOP(
            "Catalog", "1.6T XDR OSFP (IHS) to 2 x 800G OSFP (RHS) linear active copper splitter, up to 2 m"),
        QT_TRANSLATE_NOOP("Catalog", "400G QSFP112 to QSFP112 passive copper (storage / in-band)"),
        QT_TRANSLATE_NOOP("Catalog", "100G QSFP28 to QSFP28 passive copper (storage / in-band Ethernet)"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Cat6A RJ45 patch cord (BMC and switch management to the out-of-band switch)"),
        QT_TRANSLATE_NOOP("Catalog", "8 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 96 "
                                     "fibers (8 MPO-12 per end, fanned out), low loss"),
        QT_TRANSLATE_NOOP("Catalog", "12 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 144 "
                                     "fibers (12 MPO-12 per end, fanned out), low loss"),
        QT_TRANSLATE_NOOP("Catalog", "8 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 96 "
                                     "fibers (8 MPO-12 per end, fanned out), low loss"),
        QT_TRANSLATE_NOOP("Catalog", "12 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 144 "
                                     "fibers (12 MPO-12 per end, fanned out), low loss"),
        QT_TRANSLATE_NOOP("Catalog", "MPO-16/APC multimode OM4 patch cord, Type B, female-female, 16 fibers, "
                                     "for 400G/800G SR8 modules"),
        QT_TRANSLATE_NOOP("Catalog", "8 x MPO-16/APC multimode OM4 trunk assembly, Type B, male-male, 128 "
                                     "fibers (8 MPO-16 per end, fanned out), low loss"),
        QT_TRANSLATE_NOOP("Catalog", "48U 19-inch server cabinet, 600 mm wide, 1200 mm deep (the size a DGX "
                                     "SuperPOD row is planned with)"),
        QT_TRANSLATE_NOOP("Catalog", "42U 19-inch server cabinet, 600 mm wide, 1200 mm deep"),
        QT_TRANSLATE_NOOP("Catalog", "48U 19-inch network cabinet, 800 mm wide (room for cable management "
                                     "beside the switches), 1200 mm deep"),
        QT_TRANSLATE_NOOP("Catalog", "DGX GB200 NVL72 rack: MGX rack with NVLink spine and busbar for 18 "
                                     "compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 "
                                     "(liquid-cooled), ordered as one DGX system with them"),
        QT_TRANSLATE_NOOP("Catalog", "DGX GB300 NVL72 rack: MGX rack with NVLink spine and busbar for 18 "
                                     "compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 "
                                     "(liquid-cooled), ordered as one DGX system with them"),
        QT_TRANSLATE_NOOP("Catalog", "Raritan PX3 rack PDU, 3-phase 415 V 60 A, 18 x C19 + 6 x C13"),
        QT_TRANSLATE_NOOP("Catalog", "Rack PDU, single-phase 230 V 32 A, 20 x C13 + 4 x C19"),
        QT_TRANSLATE_NOOP("Catalog", "Power cord IEC C13 to C14, 2 m (a C14 inlet to a PDU's C13 outlet)"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Power cord IEC C19 to C20, locking, 2 m (a C20 inlet to a PDU's C19 outlet)"),
        QT_TRANSLATE_NOOP("Catalog", "Blanking panel, 1U, tool-less"),
        QT_TRANSLATE_NOOP(
            "Catalog", "Vertical cable managers, a pair for one network rack (left and right, with fingers)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX H100"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX B200"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX B300"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX H200"),
        QT_TRANSLATE_NOOP("Catalog", "Generic HGX 8-GPU server, 8 x 400G single-port NICs"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX GB200 compute tray (2 Grace, 4 Blackwell)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA DGX GB300 compute tray (2 Grace, 4 Blackwell Ultra)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA NVLink switch tray (2 NVLink switch chips)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA NVL72 power shelf (33 kW, 6 x 5.5 kW PSUs)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-2 QM9700"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-2 QM9700 (spine)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-X800 Q3400-RA"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-X800 Q3400-RA (spine)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-X800 Q3200-RA (two 18-cage switches)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Quantum-X Photonics Q3450-LD (co-packaged optics)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Spectrum-4 SN5600"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Spectrum-4 SN5600 (spine)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Spectrum-X800 SN5610"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA Spectrum-X800 SN5610 (spine)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA SN2201-class management switch, 48 x 1G RJ45 + 4 x 100G"),
        QT_TRANSLATE_NOOP("Catalog",
                          "NVIDIA Spectrum SN4600C, 64 x 100G QSFP28 (in-band / storage Ethernet)"),
        QT_TRANSLATE_NOOP("Catalog", "NVIDIA UFM appliance"),
        QT_TRANSLATE_NOOP("Catalog", "Generic Storage server, 2 x 400G"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Generic 1U 24-port MPO-12/APC panel, key-up/key-down (aligned) adapters"),
        QT_TRANSLATE_NOOP("Catalog", "Generic 1U 24-port MPO-12 panel, key-up/key-up (reversed) adapters"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Generic 1U 24-port MPO-16/APC panel, key-up/key-down (aligned) adapters"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Generic 1U 24-port MPO-12/UPC panel, key-up/key-down (aligned) adapters"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Generic 1U 24-port MPO-12/UPC panel, key-up/key-up (reversed) adapters"),
        QT_TRANSLATE_NOOP("Catalog", "Generic 1U 48-port LC duplex panel, A-to-B adapters"),
        QT_TRANSLATE_NOOP("Catalog",
                          "Generic 1U 48-port Cat6A RJ45 coupler panel (out-of-band runs between racks)"),
    };
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

QString catalogText(const QString &text)
{
    return QCoreApplication::translate("Catalog", text.toUtf8().constData());
}

} // namespace railyard
