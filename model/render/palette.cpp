#include "render/palette.h"

#include <QCoreApplication>

#include <array>

namespace railyard {

QString Palette::railName(int rail)
{
    return QCoreApplication::translate("Colouring", "Rail %1").arg(rail);
}

QColor Palette::rail(int rail)
{
    // Okabe & Ito, "Color Universal Design" (2008). Black is replaced by a blue-grey that reads on dark and
    // light backgrounds alike.
    static constexpr std::array<QRgb, baseColors> colors{0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                                         0x0072B2, 0xD55E00, 0xCC79A7, 0x5D6D7E};
    if (rail < 1) return neutral();
    const QColor base = QColor::fromRgb(colors[size_t((rail - 1) % baseColors)]);
    return (rail - 1) / baseColors % 2 == 0 ? base : base.darker(150);
}

QColor Palette::network(Network network)
{
    switch (network) {
    case Network::Compute:
        return QColor(0x00, 0x72, 0xB2);
    case Network::Storage:
        return QColor(0xE6, 0x9F, 0x00);
    case Network::Inband:
        return QColor(0x00, 0x9E, 0x73);
    case Network::Oob:
        return QColor(0xCC, 0x79, 0xA7);
    case Network::None:
        break;
    }
    return neutral();
}

QColor Palette::deviceBody(Role role)
{
    switch (role) {
    case Role::GpuServer:
        return QColor(0x5b, 0x6b, 0x7f);
    case Role::Leaf:
    case Role::Spine:
    case Role::Core:
    case Role::Switch:
        return QColor(0x3f, 0x6e, 0x5a);
    case Role::PatchPanel:
        return QColor(0x7a, 0x7f, 0x86);
    default:
        return QColor(0x6c, 0x63, 0x7d);
    }
}

QPalette Palette::paper()
{
    // Qt's own light palette (Fusion's standard one), written out so a drawing never depends on the platform
    // theme of the machine that made it.
    QPalette p;
    const auto set = [&p](QPalette::ColorRole role, QRgb rgba) {
        p.setColor(QPalette::Active, role, QColor::fromRgba(rgba));
        p.setColor(QPalette::Inactive, role, QColor::fromRgba(rgba));
    };
    set(QPalette::WindowText, 0xff000000);
    set(QPalette::Button, 0xffefefef);
    set(QPalette::Light, 0xffffffff);
    set(QPalette::Midlight, 0xffcacaca);
    set(QPalette::Dark, 0xff9f9f9f);
    set(QPalette::Mid, 0xffb8b8b8);
    set(QPalette::Text, 0xff000000);
    set(QPalette::BrightText, 0xffffffff);
    set(QPalette::ButtonText, 0xff000000);
    set(QPalette::Base, 0xffffffff);
    set(QPalette::Window, 0xffefefef);
    set(QPalette::Shadow, 0xff767676);
    set(QPalette::Highlight, 0xff308cc6);
    set(QPalette::HighlightedText, 0xffffffff);
    set(QPalette::AlternateBase, 0xfff7f7f7);
    set(QPalette::PlaceholderText, 0x80000000);
    return p;
}

QColor Palette::cableStatus(CableStatus status)
{
    switch (status) {
    case CableStatus::Planned:
        return QColor(0xc8, 0xcc, 0xd0);
    case CableStatus::Pulled:
        return QColor(0x56, 0xb4, 0xe9);
    case CableStatus::Terminated:
        return QColor(0x00, 0x72, 0xb2);
    case CableStatus::Tested:
        return ok();
    case CableStatus::InService:
        return QColor(0x1b, 0x5e, 0x20);
    case CableStatus::Failed:
        return error();
    }
    return neutral();
}

} // namespace railyard
