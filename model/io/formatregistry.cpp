#include "io/formatregistry.h"

namespace railyard {

namespace {

FormatInfo format(const char *name, const char *title, std::initializer_list<const char *> extensions,
                  FormatDirection direction, const char *command, const char *option)
{
    FormatInfo f;
    f.name = QLatin1String(name);
    f.title = QLatin1String(title);
    for (const char *e : extensions)
        f.extensions << QLatin1String(e);
    f.direction = direction;
    f.command = QLatin1String(command);
    f.option = QLatin1String(option);
    return f;
}

} // namespace

const std::vector<FormatInfo> &formatRegistry()
{
    using D = FormatDirection;
    static const std::vector<FormatInfo> formats{
        format("design-json", "Design, interchange JSON (design-format.md)", {"json"}, D::Both, "convert",
               ""),
        format("design-native", "Design, native SQLite document (.railyard)", {"railyard"}, D::Both,
               "convert", ""),
        format("bom-csv", "Bill of materials, CSV (cli.md columns)", {"csv"}, D::Write, "bom", "-o"),
        format("bom-json", "Bill of materials, JSON", {"json"}, D::Write, "bom", "-o"),
        format("bom-xlsx", "Bill of materials, XLSX workbook", {"xlsx"}, D::Write, "bom", "-o"),
        format("bom-pdf", "Bill of materials as a PDF quote", {"pdf"}, D::Write, "bom", "-o"),
        format("labels-pdf", "Cable labels, PDF sheets or roll", {"pdf"}, D::Write, "labels", "-o"),
        format("labels-zpl", "Cable labels, Zebra ZPL", {"zpl"}, D::Write, "labels", "-o"),
        format("labels-csv", "Cable labels, CSV", {"csv"}, D::Write, "labels", "-o"),
        format("pull-list-csv", "Pull lists per rack, CSV", {"csv"}, D::Write, "pull-list", "-o"),
        format("pull-list-xlsx", "Pull lists per rack, XLSX workbook", {"xlsx"}, D::Write, "pull-list", "-o"),
        format("pull-list-pdf", "Pull lists per rack, PDF (a page per rack)", {"pdf"}, D::Write, "pull-list",
               "-o"),
        format("drawing-png", "Drawing, PNG", {"png"}, D::Write, "render", "-o"),
        format("drawing-svg", "Drawing, SVG", {"svg"}, D::Write, "render", "-o"),
        format("drawing-pdf", "Drawing, PDF", {"pdf"}, D::Write, "render", "-o"),
        format("quote-package", "Quote package: design, BOM, labels, drawings in one zip", {"zip"}, D::Write,
               "package", "-o"),
        format("verification-report-xlsx", "Verification report for the field team, XLSX", {"xlsx"}, D::Write,
               "verify", "--report"),
        format("verification-report-csv", "Verification report for the field team, CSV", {"csv"}, D::Write,
               "verify", "--report"),
        format("netbox-folder", "NetBox bulk-import CSVs and device-type YAML, a folder", {}, D::Both,
               "export-netbox", "-o"),
        format("catalog-json", "Catalog parts, JSON ({\"device_types\": [...]})", {"json"}, D::Write,
               "catalog", "-o"),
        format("ibnetdiscover", "ibnetdiscover output (default or ports report)", {"out", "txt"}, D::Read,
               "verify", "--ibnetdiscover"),
        format("lldp", "lldpcli -f json0 / -f json reports, a file or a folder", {"json"}, D::Read, "verify",
               "--lldp"),
        format("node-name-map", "ibnetdiscover node-name map (<guid> \"<name>\")", {"map", "txt"}, D::Read,
               "verify", "--node-name-map"),
        format("hca-map", "HCA map, port,hca-name CSV", {"csv"}, D::Read, "verify", "--hca-map"),
        format("ifname-map", "Interface-name map, [device-or-type,]port,ifname CSV", {"csv"}, D::Read,
               "verify", "--ifname-map"),
        format("price-list", "Price list, part_number,unit_price[,price_per_m] CSV", {"csv"}, D::Read, "bom",
               "--prices"),
        format("label-template", "Label template, JSON", {"json"}, D::Read, "labels", "--template"),
        format("devicetype-yaml", "NetBox devicetype-library YAML", {"yaml", "yml"}, D::Read, "catalog", ""),
    };
    return formats;
}

QString formatDirectionName(FormatDirection direction)
{
    switch (direction) {
    case FormatDirection::Read:
        return QStringLiteral("read");
    case FormatDirection::Write:
        return QStringLiteral("write");
    case FormatDirection::Both:
        return QStringLiteral("both");
    }
    return {};
}

} // namespace railyard
