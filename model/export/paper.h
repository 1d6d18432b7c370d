#pragma once

#include <QPageSize>

namespace railyard {

// The paper exports are laid out for: ISO (quotes on A4, drawings on A3) or North American (quotes on US
// Letter, drawings on Tabloid, 11 × 17 in). The desktop application takes it from the preferences; the CLI
// writes ISO.
enum class Paper
{
    A4,
    Letter
};

inline QPageSize reportPageSize(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

inline QPageSize drawingPageSize(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Tabloid : QPageSize::A3);
}

} // namespace railyard
