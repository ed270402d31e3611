#pragma once

#include "render/EndPage.h"

#include <QTextBrowser>

#include <functional>

namespace attn {

/// The page after a lesson's last stage (endPageHtml): what the stages showed, what to try, where to go. A
/// slide of its own, read from the back of the room: its text at a share of the window's text size, two
/// columns where the width allows, smaller (down to 60 %) before it would scroll.
class EndPageView : public QTextBrowser
{
    Q_OBJECT
public:
    /// facts: what the page tells, asked each time it is composed (the scenario, its result, the gallery).
    EndPageView(std::function<EndPageFacts()> facts, QWidget *parent);

    /// The window's text scale: 22 px at 1 (composed again by compose()).
    void setTextScale(double scale);
    /// Composes the page (a new language, scenario or size); while it is shown, smaller where it would scroll.
    void compose(double scale = 1.0);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    std::function<EndPageFacts()> m_facts;
    /// The width the page was composed for: side by side, or one column.
    int m_laidOutWidth = 0;
};

} // namespace attn
