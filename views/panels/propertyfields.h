#pragma once

#include <QLabel>
#include <QList>

#include <optional>

namespace railyard {

// The small pieces of the Properties dock's forms (panels/propertiespanel.cpp, panels/cableproperties.cpp).

// A value shown, selectable, not edited; long values wrap instead of widening the dock.
inline QLabel *readOnly(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

// The value every object has, or nothing when they differ ("mixed").
template <typename F> auto common(const QList<int> &ids, F value) -> std::optional<decltype(value(0))>
{
    auto first = value(ids.first());
    for (int id : ids)
        if (!(value(id) == first)) return std::nullopt;
    return first;
}

} // namespace railyard
