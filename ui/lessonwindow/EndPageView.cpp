#include "lessonwindow/EndPageView.h"

#include <QResizeEvent>
#include <QTimer>

#include <cmath>

namespace attn {

EndPageView::EndPageView(std::function<EndPageFacts()> facts, QWidget *parent) : QTextBrowser(parent), m_facts(std::move(facts))
{
    setObjectName(QStringLiteral("endPage"));
    setOpenLinks(false);
    setFocusPolicy(Qt::NoFocus); // the presenter keys stay with the window
}

void EndPageView::setTextScale(double scale)
{
    QFont pageFont = font();
    pageFont.setPixelSize(int(22 * scale));
    setFont(pageFont);
}

void EndPageView::compose(double scale)
{
    // Sizes from the page's text size, so that the page scales with Ctrl+ and Ctrl− like the stages.
    const int text = int((font().pixelSize() > 0 ? font().pixelSize() : 22) * scale);
    const QString html = endPageHtml(m_facts(), text, viewport()->width() >= 30 * text);
    m_laidOutWidth = viewport()->width();
    QFont pageFont = font();
    pageFont.setPixelSize(text);
    document()->setDefaultFont(pageFont);
    setHtml(html);
    // One page, as a slide is: on a small screen the text gives way (down to 60 %) before it scrolls.
    const int room = viewport()->height();
    if (scale > 0.6 && room > 0 && isVisible()) {
        document()->setTextWidth(viewport()->width());
        if (document()->size().height() > room)
            compose(scale - 0.1);
    }
}

void EndPageView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    // The two columns become one when a dock or the window narrows the page, and back. Its own scroll bar,
    // coming and going, changes the width by less than the margin, so it sets off no loop.
    constexpr int kMargin = 40;
    if (isVisible() && std::abs(viewport()->width() - m_laidOutWidth) > kMargin)
        QTimer::singleShot(0, this, [this] {
            if (isVisible())
                compose();
        });
}

} // namespace attn
