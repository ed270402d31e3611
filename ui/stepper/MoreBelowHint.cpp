#include "MoreBelowHint.h"

#include "views/LiveTranslation.h"

#include <QEvent>
#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>

namespace attn {

MoreBelowHint::MoreBelowHint(QScrollArea *area) : QLabel(area), m_area(area), m_view(area->viewport())
{
    setObjectName(QStringLiteral("moreBelowHint"));
    setAlignment(Qt::AlignCenter);
    setCursor(Qt::PointingHandCursor);
    // Dark on a light band, readable over numbers or over the page's background alike.
    setStyleSheet(QStringLiteral("QLabel { background: rgba(255, 255, 255, 230); color: black; border: 1px solid #808080;"
                                 " border-radius: 6px; padding: 2px 12px; }"));
    (new LiveTranslation(this))->add([this] {
        setText(tr("▼ More below"));
        setToolTip(tr("The page goes on below: scroll, or click here to see the next part"));
        follow();
    });
    setTextScale(1.0);
    QScrollBar *bar = area->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, &MoreBelowHint::follow);
    connect(bar, &QScrollBar::valueChanged, this, &MoreBelowHint::follow);
    // The view's own resizing, not the scroll area's: the area's resize reaches a filter before the area has
    // laid out its view and scroll bars, so the sign was placed by the view's old width, half under the bar.
    area->viewport()->installEventFilter(this);
    follow();
}

void MoreBelowHint::setTextScale(double scale)
{
    // Bold in the font itself rather than in the style sheet, which applies only once the label is polished:
    // the size measured for the sign is then the size of what is drawn, whenever it is measured.
    QFont bigger = font();
    bigger.setPixelSize(std::max(1, int(std::lround(13 * scale))));
    bigger.setBold(true);
    setFont(bigger);
    follow();
}

bool MoreBelowHint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && watched == m_view)
        follow();
    return QLabel::eventFilter(watched, event);
}

void MoreBelowHint::mousePressEvent(QMouseEvent *event)
{
    m_area->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    event->accept();
}

void MoreBelowHint::follow()
{
    const QScrollBar *bar = m_area->verticalScrollBar();
    const bool more = bar->value() < bar->maximum();
    if (more) {
        ensurePolished();
        adjustSize();
        const QRect seen = m_area->viewport()->geometry();
        // In the bottom right corner, beside the scroll bar it explains, over as few numbers as may be.
        move(seen.right() - width() - 6, seen.bottom() - height() - 6);
        raise();
    }
    setVisible(more);
}

} // namespace attn
