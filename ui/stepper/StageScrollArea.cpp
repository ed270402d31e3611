#include "stepper/StageScrollArea.h"

#include "document/ViewState.h"
#include "render/StagePage.h"
#include "stepper/MoreBelowHint.h"
#include "stepper/StageView.h"

#include <QScrollBar>

#include <algorithm>

namespace attn {

StageScrollArea::StageScrollArea(StageView *page, ViewState *viewState, QWidget *parent) : QScrollArea(parent), m_page(page)
{
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus);
    m_moreBelow = new MoreBelowHint(this);
    QScrollBar *bar = verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_keepTheEnd)
            bar->setValue(maximum);
    });
    connect(bar, &QScrollBar::actionTriggered, this, [this] { m_keepTheEnd = false; });
    // Clear of what the page draws along the view's bottom, wherever the page now stands.
    m_moreBelow->setDrawnBoxes([this] {
        std::vector<QRect> boxes = m_page->drawnBoxes();
        for (QRect &box : boxes)
            box.moveTopLeft(m_page->mapTo(viewport(), box.topLeft()));
        return boxes;
    });
    // A click on the sign goes where the clicker's Page Down goes in a lecture, and the sign counts those views.
    m_moreBelow->setPageDownStop([this](int from, int seen) { return pageDownStop(from, seen); });
    connect(m_page, &StageView::laidOut, m_moreBelow, &MoreBelowHint::follow);
    m_moreBelow->setTextScale(viewState->textScale());
    connect(viewState, &ViewState::textScaleChanged, m_moreBelow, &MoreBelowHint::setTextScale);
}

bool StageScrollArea::canScroll(int delta) const
{
    const QScrollBar *bar = verticalScrollBar();
    return delta > 0 ? bar->value() < bar->maximum() : bar->value() > bar->minimum();
}

void StageScrollArea::showTop()
{
    m_keepTheEnd = false;
    verticalScrollBar()->setValue(0);
}

void StageScrollArea::showEnd()
{
    m_keepTheEnd = true;
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

bool StageScrollArea::scrollPage(int delta)
{
    m_keepTheEnd = false;
    QScrollBar *bar = verticalScrollBar();
    const int from = bar->value(), seen = bar->pageStep();
    if ((delta > 0 && from >= bar->maximum()) || (delta < 0 && from <= bar->minimum()))
        return false;
    const QString page = QStringLiteral("%1 %2 %3 %4")
                             .arg(int(m_page->stage())).arg(int(m_page->stagePart())).arg(m_page->head()).arg(bar->maximum());
    if (page != m_pageDownFromPage) {
        m_pageDownFrom.clear();
        m_pageDownFromPage = page;
    }
    int to = from;
    if (delta > 0) {
        // Where the sign over the view, which counts these views, says.
        to = m_moreBelow->pageDownStop(from);
    } else {
        // Up, the view's top at the top of the first line that the screen before holds whole (down:
        // pageDownStop). At least a quarter of a screen, else a screen exactly.
        const std::vector<int> tops = m_page->lineTops();
        to = std::max(bar->minimum(), from - seen);
        if (to > bar->minimum()) {
            const auto first = std::lower_bound(tops.begin(), tops.end(), to);
            if (first != tops.end() && *first < from - seen / 4)
                to = *first;
        }
    }
    // Page Up goes back where the Page Down that came here started.
    if (const auto known = m_pageDownFrom.find(from); delta < 0 && known != m_pageDownFrom.end())
        to = known->second;
    if (delta > 0)
        m_pageDownFrom[to] = from;
    bar->setValue(to);
    return true;
}

int StageScrollArea::pageDownStop(int from, int seen) const
{
    const QScrollBar *bar = verticalScrollBar();
    // A screen on, but the view's top at the top of a line: a screen exactly cuts the induction lesson's rows
    // in half at the view's top at 1280 x 720, and its matrices' captions through. The top of the last
    // line that begins in view (it may have been cut at the bottom), at least a quarter of a screen on, else a
    // screen exactly.
    const std::vector<int> tops = m_page->lineTops();
    int to = std::min(bar->maximum(), from + seen);
    if (to < bar->maximum()) {
        const auto last = std::upper_bound(tops.begin(), tops.end(), to);
        if (last != tops.begin() && *std::prev(last) > from + seen / 4)
            to = *std::prev(last);
    }
    // A matrix the view's top would cut through, but which begins below the first quarter of the view now
    // shown, begins the next view instead, with its name and its column names: otherwise the induction lesson's
    // Q and K, and the masked scores of its softmax, come into view without them (the page's end, where the
    // view stops, may cut them anywhere). The Page Down after it goes on from there.
    // So does a pinned number's arithmetic, framed, where it stands between the matrices. And so does one that
    // a view holds whole, wherever below the view's top it begins: else the induction lesson's V, begun under
    // the weights' last row, leaves its last three rows, captionless, atop the next view. (Whole in the view's
    // height: the sign's band, which `seen` leaves out, stands where the page leaves room for it.)
    const StagePage::Layout &layout = m_page->pageLayout();
    std::vector<QRect> blocks;
    for (const auto &[role, matrix] : layout.matrices)
        blocks.push_back(matrix.bounds);
    const int frame = StagePage::arithmeticFrame(layout.textScale);
    for (const StagePage::TextBlock &block : layout.texts)
        if (block.name == QLatin1String("arithmetic"))
            blocks.push_back(block.rect.adjusted(0, -frame, 0, frame));
    int straddled = to;
    for (const QRect &block : blocks) {
        const bool cut = block.top() < to && block.bottom() > to;
        const bool wellBelowTheTop = block.top() > from + seen / 4;
        const bool seenWholeBelowTheTop = block.top() > from && block.height() <= viewport()->height();
        if (cut && (wellBelowTheTop || seenWholeBelowTheTop))
            straddled = std::min(straddled, block.top());
    }
    return straddled;
}

} // namespace attn
