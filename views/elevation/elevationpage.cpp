#include "elevation/elevationpage.h"

#include "design/floorlayout.h"
#include "document/document.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"

#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>

namespace railyard {

namespace {
// The item data that stands for "all racks" (a row name is never null; the racks without a row are "").
const QVariant allRacks;
} // namespace

ElevationPage::ElevationPage(ElevationScene *scene, ElevationView *view, QWidget *parent)
    : QWidget(parent), m_scene(scene), m_view(view)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_bar = new QToolBar(this);
    m_bar->setIconSize(QSize(16, 16));
    auto *label = new QLabel(tr("Row "), m_bar);
    label->setContentsMargins(6, 0, 0, 0);
    m_rows = new QComboBox(m_bar);
    m_rows->setObjectName(QStringLiteral("rowChooser"));
    m_rows->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rows->setToolTip(tr("The row of racks shown"));
    label->setBuddy(m_rows);
    m_bar->addWidget(label);
    m_bar->addWidget(m_rows);
    m_bar->addSeparator();
    layout->addWidget(m_bar);
    layout->addWidget(view, 1);
    connect(m_rows, &QComboBox::activated, this, &ElevationPage::choose);
    // The scene rebuilds on every change of racks and on a new document: the rows may have changed then.
    connect(m_scene, &ElevationScene::racksChanged, this, &ElevationPage::fillRows);
    fillRows();
}

void ElevationPage::fillRows()
{
    m_filling = true;
    m_rows->clear();
    const Document *doc = m_scene->document();
    const QStringList rows = doc ? rowNames(doc->design()) : QStringList();
    const int rackCount = doc ? doc->design().racks().liveCount() : 0;
    if (rackCount > 0 && rackCount <= allRacksLimit && rows.size() > 1)
        m_rows->addItem(tr("All racks"), allRacks);
    // The racks of every row in one pass (144 rows of 55k racks: not a pass per row).
    QHash<QString, int> racksInRow;
    if (doc)
        for (int r : doc->design().racks().live())
            ++racksInRow[doc->design().racks().at(r).row];
    for (const QString &row : rows) {
        const int count = racksInRow.value(row);
        const QString name = row.isEmpty() ? tr("(no row)") : row;
        m_rows->addItem(tr("%1 — %n rack(s)", nullptr, count).arg(name), row);
    }
    if (rows.isEmpty()) m_rows->addItem(tr("no racks yet"));
    m_rows->setEnabled(!rows.isEmpty());
    int current = -1;
    for (int i = 0; i < m_rows->count(); ++i) {
        const QVariant data = m_rows->itemData(i);
        const bool all = !data.isValid();
        if ((all && m_scene->rackChoice() == ElevationScene::RackChoice::AllRacks) ||
            (!all && m_scene->rackChoice() == ElevationScene::RackChoice::Row &&
             data.toString() == m_scene->row()))
            current = i;
    }
    m_rows->setCurrentIndex(current);
    m_filling = false;
}

void ElevationPage::choose(int index)
{
    if (m_filling || index < 0) return;
    const QVariant data = m_rows->itemData(index);
    if (!data.isValid())
        m_scene->showAllRacks();
    else
        m_scene->showRow(data.toString());
    m_view->zoomToFit();
}

} // namespace railyard
