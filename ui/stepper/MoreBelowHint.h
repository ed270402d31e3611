#pragma once

#include <QLabel>

#include <functional>
#include <optional>
#include <vector>

class QScrollArea;

namespace attn {

/// A sign in the bottom corner of a scroll area's view while its page goes on below what is seen:
/// "▼ More below  1/3", with which view of the page this is of how many a page down at a time shows.
/// A lecturer stepping through a stage whose result lies under the fold (a long matrix at a large text
/// size) sees it at once, and a click scrolls down by a page. It sits over the viewport, not on the page,
/// so it stays where it is as the page scrolls, and it hides once the bottom is reached. A page down
/// leaves what it covered in sight. (Not a strip of its own under the view: the page lays itself out for the
/// view's height, and taking the strip's height from it could end the scrolling, which would give the strip
/// back, which would start it again.) It stands where the page draws nothing along the view's bottom, the
/// right end first; where no room holds its words, it is the arrow and the count, then the arrow alone; where
/// none holds even that, no sign. In the corner always, it would cover the numbers a lecturer talks about.
class MoreBelowHint : public QLabel
{
    Q_OBJECT
public:
    explicit MoreBelowHint(QScrollArea *area);

    /// The text's size relative to the window's default, as the page's texts follow it.
    void setTextScale(double scale);
    /// What the page draws, in the view's coordinates: the boxes the sign keeps clear of.
    using DrawnBoxes = std::function<std::vector<QRect>()>;
    void setDrawnBoxes(DrawnBoxes drawn);
    /// Where the page's top goes on a page down from a scroll position (`from`), given the room seen above
    /// the sign's band (`seen`): a page with rules of its own (lines not cut at the view's top) gives them
    /// here. By default, `from + seen`.
    using PageDownStop = std::function<int(int from, int seen)>;
    void setPageDownStop(PageDownStop stop);
    /// Where a page down from this scroll position goes, by the page's rule with the room above the sign's
    /// band: on, never back, never past the end. The sign's click, the scroll bar's page step and a window's
    /// clicker all go there, and the sign counts its views by it.
    int pageDownStop(int from) const;
    /// Shows or hides the sign and places it, as the page now stands (also after the page changed).
    void follow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    /// How far up from the view's bottom the sign reaches.
    int coveredBand() const;
    /// The left edge, in the view, of the rightmost place along its bottom band where the sign, as wide as it
    /// is now, covers nothing the page draws; none where there is no such place.
    std::optional<int> freePlace() const;

    QScrollArea *m_area;
    /// The area's view, whose resizing the sign follows. Compared, never called: while the area is being
    /// destroyed, its view still sends events after the area has stopped being a scroll area.
    const QObject *m_view;
    DrawnBoxes m_drawn;
    PageDownStop m_pageDownStop;
    QString m_words; ///< "▼ More below", in the window's language
};

} // namespace attn
