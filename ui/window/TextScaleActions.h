#pragma once

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>
#include <QSplitter>
#include <QWidget>

#include <algorithm>
#include <functional>

namespace attn {

/// A window's View › Larger text (Ctrl++), Smaller text (Ctrl+−) and Actual size (Ctrl+0), each step 15 %: the
/// same keys in every window that has them, so that a lecturer's habit works wherever the focus is. The window
/// names them in its own language (their texts are its translations). host: the View menu, or the window itself
/// where it has no menu (the keys work while the window is active).
struct TextScaleActions
{
    QAction *larger;
    QAction *smaller;
    QAction *actual;
};

inline TextScaleActions addTextScaleActions(QWidget *host, QObject *receiver, const std::function<double()> &scale,
                                            const std::function<void(double)> &setScale)
{
    constexpr double kStep = 1.15;
    return {host->addAction(QString(), QKeySequence::ZoomIn, receiver, [scale, setScale] { setScale(scale() * kStep); }),
            host->addAction(QString(), QKeySequence::ZoomOut, receiver, [scale, setScale] { setScale(scale() / kStep); }),
            host->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_0), receiver, [setScale] { setScale(1.0); })};
}

/// After a window's widgets took a new text scale: the picture in a vertical splitter's first pane gets back the
/// height it had before, from the pane below it (a table, which scrolls), as far as that pane's least size
/// allows. The larger text field, tabs and buttons around a heatmap had taken the room of its cells, and its
/// numbers came out smaller. Ctrl− gives the room back to the table.
inline void keepThePictureHeight(QSplitter &splitter, const QWidget &picture, int heightBefore)
{
    if (!splitter.isVisible() || splitter.count() < 2)
        return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); // the widgets' new sizes, now
    QList<int> sizes = splitter.sizes();
    const int below = std::max(0, sizes[1] - splitter.widget(1)->minimumSizeHint().height());
    const int taken = std::clamp(heightBefore - picture.height(), -sizes[0], below);
    sizes[0] += taken;
    sizes[1] -= taken;
    splitter.setSizes(sizes);
}

} // namespace attn
