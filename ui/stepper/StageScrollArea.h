#pragma once

#include <QScrollArea>

#include <map>

namespace attn {

class MoreBelowHint;
class StageView;
class ViewState;

/// The stage page in a scroll area: the page grows its numbers to fill the room, and where even its smallest
/// numbers do not fit (a small window beside both docks) it scrolls instead of cutting matrices off or pushing
/// the window wider. In a lecture the clicker scrolls a page taller than the screen a view at a time, each view
/// starting at the top of a line or a matrix, with "▼ More below" over it while the page goes on.
class StageScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    StageScrollArea(StageView *page, ViewState *viewState, QWidget *parent);

    /// Whether Page Down (delta > 0) or Page Up would scroll the page rather than leave it.
    bool canScroll(int delta) const;
    /// Down a view for Page Down (delta > 0), up for Page Up, retracing the Page Downs that came here. False
    /// where the page is already at that end.
    bool scrollPage(int delta);
    /// Where the view's top goes on a Page Down from `from` (the scroll position), with `seen` pixels of the page
    /// seen: a view on, at the top of a line, and at the top of a matrix the view's top would cut. The sign over
    /// the view asks it, with the room above the sign (MoreBelowHint::pageDownStop).
    int pageDownStop(int from, int seen) const;
    /// The page's top, as a new page starts.
    void showTop();
    /// The page's end, where Page Down left it, so that Page Up retraces its steps: kept while the page is
    /// laid out (its height is known only then), until it is scrolled or another page is shown.
    void showEnd();
    /// Stops keeping the page's end in view.
    void stopKeepingTheEnd() { m_keepTheEnd = false; }

private:
    StageView *m_page;
    MoreBelowHint *m_moreBelow;
    bool m_keepTheEnd = false;
    /// Where each Page Down of a long page started, by where it stopped, so that Page Up retraces the steps:
    /// for the page (stage, part and head) and scroll range they were taken on.
    std::map<int, int> m_pageDownFrom;
    QString m_pageDownFromPage;
};

} // namespace attn
