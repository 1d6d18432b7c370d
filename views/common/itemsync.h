#pragma once

#include <QGraphicsScene>
#include <QHash>

namespace railyard {

// The controller half of a scene: keeps one item per entity id in step with the document. Creates the item
// when the entity appears, deletes it when it goes, and lets it read the rest itself (Item::sync(), which
// must not need the item to be in a scene yet).
template <typename Item, typename Make>
Item *syncItem(QGraphicsScene *scene, QHash<int, Item *> &items, int id, bool shown, Make make)
{
    Item *item = items.value(id);
    if (!shown) {
        if (item) {
            items.remove(id);
            delete item;
        }
        return nullptr;
    }
    if (!item) {
        // A new item takes its place and looks before it joins the scene, which then indexes and repaints
        // it once (55k racks at once when a large design opens).
        item = make();
        item->sync();
        items.insert(id, item);
        scene->addItem(item);
        return item;
    }
    item->sync();
    return item;
}

} // namespace railyard
