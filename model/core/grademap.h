#pragma once

#include "core/enums.h"

#include <array>
#include <optional>

namespace railyard {

// A value per fiber grade, such as a module's reach or loss budget. A grade without a value is
// not supported by the part (design-format.md: "a grade missing from it is not supported").
class GradeMap
{
public:
    static constexpr std::array<FiberGrade, 4> grades{FiberGrade::OS2, FiberGrade::OM3, FiberGrade::OM4,
                                                      FiberGrade::OM5};

    bool has(FiberGrade g) const { return g != FiberGrade::None && (m_mask & bit(g)); }
    std::optional<double> value(FiberGrade g) const
    {
        return has(g) ? std::optional<double>(m_values[index(g)]) : std::nullopt;
    }
    void set(FiberGrade g, double v)
    {
        m_values[index(g)] = v;
        m_mask |= bit(g);
    }
    bool isEmpty() const { return m_mask == 0; }

    bool operator==(const GradeMap &other) const
    {
        if (m_mask != other.m_mask) return false;
        for (FiberGrade g : grades)
            if (has(g) && m_values[index(g)] != other.m_values[index(g)]) return false;
        return true;
    }

private:
    static int index(FiberGrade g) { return int(g) - 1; }
    static quint8 bit(FiberGrade g) { return quint8(1u << index(g)); }

    std::array<double, 4> m_values{};
    quint8 m_mask = 0;
};

} // namespace railyard
