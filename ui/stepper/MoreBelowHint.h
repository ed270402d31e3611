#pragma once

#include <QLabel>

#include <functional>
#include <optional>
#include <vector>

class QScrollArea;

namespace attn {

/// A sign in the bottom corner of a scroll area's view while its page goes on below what is seen: "▼ More below".
/// A lecturer stepping through a stage whose result lies under the fold (a long matrix at a large text
/// size) sees it at once, and a click scrolls down by a page. It sits over the viewport, not on the page,
/// so it stays where it is as the page scrolls, and it hides once the bottom is reached. A page down
/// leaves what it covered in sight. (A strip of its own under the view was tried: the page lays itself out
/// for the view's height, and taking the strip's height from it could end the scrolling, which gave the
/// strip back, which started it again.) It stands where the page draws nothing along the view's bottom,
/// the right end first; where no room holds its words, it is the arrow alone; where none holds even that, the
/// arrow in the right corner. In the corner always, it had covered the numbers a lecturer was talking about.
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
    QString m_words; ///< "▼ More below", in the window's language
};

} // namespace attn
