#include "fabric/fabriclayer.h"

#include "document/document.h"
#include "fabric/fabricscene.h"
#include "render/fabricpainter.h"

#include <cmath>
#include <QGraphicsScene>
#include <QHash>
#include <QPainter>
#include <QPalette>
#include <QSet>
#include <QStyleOptionGraphicsItem>

namespace railyard {

FabricLayer::FabricLayer(FabricScene *scene) : m_scene(scene) {}

void FabricLayer::invalidate()
{
    update();
}

void FabricLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const Document *doc = m_scene->document();
    if (!doc) return;
    fabric::paint(*painter, doc->design(), m_scene->layout(), m_scene->selectedDevices(), m_scene->overlay(),
                  option->levelOfDetailFromTransform(painter->worldTransform()), option->exposedRect,
                  m_scene->palette(), true);
}

} // namespace railyard
