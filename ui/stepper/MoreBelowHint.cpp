#include "MoreBelowHint.h"

#include "common/LiveTranslation.h"

#include <QEvent>
#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace attn {
namespace {
/// The room between the sign and the view's edges.
constexpr int kMargin = 7;
}

MoreBelowHint::MoreBelowHint(QScrollArea *area) : QLabel(area), m_area(area), m_view(area->viewport())
{
    setObjectName(QStringLiteral("moreBelowHint"));
    setAlignment(Qt::AlignCenter);
    setCursor(Qt::PointingHandCursor);
    // Dark on a light band, readable over numbers or over the page's background alike.
    setStyleSheet(QStringLiteral("QLabel { background: rgba(255, 255, 255, 230); color: black; border: 1px solid #808080;"
                                 " border-radius: 6px; padding: 2px 12px; }"));
    (new LiveTranslation(this))->add([this] {
        m_words = tr("▼ More below");
        setToolTip(tr("The page goes on below: scroll, or click here to see the next part. The numbers say"
                      " which view of the page this is, of how many a page down at a time shows."));
        follow();
    });
    setTextScale(1.0);
    QScrollBar *bar = area->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, &MoreBelowHint::follow);
    connect(bar, &QScrollBar::valueChanged, this, &MoreBelowHint::follow);
    // A page scrolled sideways brings other things under the sign's band.
    connect(area->horizontalScrollBar(), &QScrollBar::valueChanged, this, &MoreBelowHint::follow);
    // A page down (the key, a click on the sign or on the bar) goes where the page's rule says, within the
    // view's height less the band the sign stands over (pageDownStop). A page up moves by that height too,
    // or the band just above the view would come in under the sign. A step that reaches the top or the bottom
    // is left as Qt made it. Qt lets the slot move the position the action chose before the value is set.
    connect(bar, &QScrollBar::actionTriggered, this, [this, bar](int action) {
        if (action == QAbstractSlider::SliderPageStepAdd && bar->sliderPosition() < bar->maximum())
            bar->setSliderPosition(pageDownStop(bar->value()));
        else if (action == QAbstractSlider::SliderPageStepSub && bar->sliderPosition() > bar->minimum())
            bar->setSliderPosition(
                std::max(bar->sliderPosition(), bar->value() - std::max(1, bar->pageStep() - coveredBand())));
    });
    // The view's own resizing, not the scroll area's: the area's resize reaches a filter before the area has
    // laid out its view and scroll bars, so a sign placed then would go by the old width, half under the bar.
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

int MoreBelowHint::coveredBand() const
{
    // Its height and the room left under it, whether shown now or not (a page up from the bottom, where it
    // is hidden, brings it back).
    ensurePolished();
    return sizeHint().height() + kMargin;
}

int MoreBelowHint::pageDownStop(int from) const
{
    const QScrollBar *bar = m_area->verticalScrollBar();
    // The view's height rather than the bar's page step, which the scroll area sets to it: the area sets the
    // step after the range, so a sign counting the views when the range changes would count with the old
    // step. The view's height is already the new one by then, and its resizing calls follow() too.
    // Less the band the sign stands over: what it hid comes next, rather than being scrolled past unseen.
    const int seen = std::max(1, m_area->viewport()->height() - coveredBand());
    const int to = m_pageDownStop ? m_pageDownStop(from, seen) : from + seen;
    return std::clamp(to, std::min(from + 1, bar->maximum()), bar->maximum());
}

void MoreBelowHint::setPageDownStop(PageDownStop stop)
{
    m_pageDownStop = std::move(stop);
    follow();
}

void MoreBelowHint::setDrawnBoxes(DrawnBoxes drawn)
{
    m_drawn = std::move(drawn);
    follow();
}

std::optional<int> MoreBelowHint::freePlace() const
{
    const QRect seen = m_area->viewport()->geometry();
    const QRect band(0, seen.height() - coveredBand(), seen.width(), coveredBand());
    std::vector<QRect> drawn;
    if (m_drawn)
        for (const QRect &box : m_drawn())
            if (box.intersects(band))
                drawn.push_back(box.adjusted(-kMargin, 0, kMargin, 0));
    // The places worth trying: against the view's right edge, or just left of something drawn.
    std::vector<int> lefts{seen.width() - kMargin - width()};
    for (const QRect &box : drawn)
        lefts.push_back(box.left() - width());
    std::sort(lefts.begin(), lefts.end(), std::greater<>());
    for (int left : lefts) {
        const QRect sign(left, band.top(), width(), band.height());
        if (left >= kMargin && sign.right() < seen.width() - kMargin + 1 &&
            std::none_of(drawn.begin(), drawn.end(), [&sign](const QRect &box) { return box.intersects(sign); }))
            return left;
    }
    return std::nullopt;
}

void MoreBelowHint::follow()
{
    const QScrollBar *bar = m_area->verticalScrollBar();
    const bool more = bar->value() < bar->maximum();
    if (more) {
        ensurePolished();
        // Which view of the page this is, of how many a page down at a time shows: a lecturer sees how many
        // presses of the clicker the stage still holds ("2/3": one more). The views are counted by taking the
        // page downs, from the top and from here, to the end.
        const auto pageDownsToTheEnd = [this, bar](int from) {
            int presses = 0;
            for (; from < bar->maximum(); ++presses)
                from = pageDownStop(from);
            return presses;
        };
        const int views = 1 + pageDownsToTheEnd(bar->minimum());
        const int view = std::max(1, views - pageDownsToTheEnd(bar->value()));
        const QString whichView = QStringLiteral("%1/%2").arg(view).arg(views);
        std::optional<int> left;
        // The words and the count, else the arrow and the count, else the arrow alone: the first that fits.
        const QString arrow = QStringLiteral("▼");
        for (const QString &text : {m_words + QStringLiteral("  ") + whichView, arrow + u' ' + whichView, arrow}) {
            setText(text);
            adjustSize();
            left = freePlace();
            if (left)
                break;
        }
        // Where the page leaves no room anywhere along its bottom, no sign: the scroll bar says it alone (and
        // a clicker's Page Down scrolls the page before it goes on). In the corner the arrow would stand over
        // the last column's numbers (a 1280 x 720 lecture after Ctrl+ twice); over the scroll bar, the bar
        // would draw over half of it.
        if (left) {
            const QRect seen = m_area->viewport()->geometry();
            move(seen.left() + *left, seen.bottom() + 1 - coveredBand());
            raise();
        }
        setVisible(left.has_value());
        return;
    }
    setVisible(false);
}

} // namespace attn
