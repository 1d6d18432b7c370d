#include "legendwidget.h"

#include <QPainter>

namespace railyard {

namespace {
constexpr int margin = 8;
constexpr int swatch = 12;
} // namespace

LegendWidget::LegendWidget(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void LegendWidget::setEntries(const QString &title, const QList<QPair<QColor, QString>> &entries)
{
    m_title = title;
    m_entries = entries;
    setVisible(!entries.isEmpty());
    resize(sizeHint());
    update();
}

QSize LegendWidget::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    QFont bold = font();
    bold.setBold(true);
    int width = QFontMetrics(bold).horizontalAdvance(m_title);
    for (const auto &e : m_entries)
        width = std::max(width, swatch + 6 + fm.horizontalAdvance(e.second));
    const int rows = int(m_entries.size()) + 1;
    return QSize(width + 2 * margin, rows * (fm.height() + 2) + 2 * margin);
}

void LegendWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor background = palette().color(QPalette::Base);
    background.setAlpha(225);
    p.setPen(palette().color(QPalette::Mid));
    p.setBrush(background);
    p.drawRoundedRect(rect().adjusted(0, 0, -1, -1), 4, 4);
    const QFontMetrics fm = fontMetrics();
    int y = margin;
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(margin, y, width() - 2 * margin, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    p.setFont(font());
    y += fm.height() + 2;
    for (const auto &[colour, name] : m_entries) {
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRect(margin, y + (fm.height() - swatch) / 2, swatch, swatch);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(margin + swatch + 6, y, width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
        y += fm.height() + 2;
    }
}

} // namespace railyard
