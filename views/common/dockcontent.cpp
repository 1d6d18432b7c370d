#include "common/dockcontent.h"

namespace railyard {

DockContent::DockContent(QWidget *panel, QSize preferred, QWidget *parent)
    : QScrollArea(parent), m_preferred(preferred)
{
    setObjectName(panel->objectName() + QStringLiteral("Content"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setWidget(panel);
}

} // namespace railyard
