#pragma once

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QKeySequence>
#include <QProxyStyle>
#include <QSplitter>
#include <QStyleFactory>
#include <QWidget>

#include <algorithm>
#include <cmath>
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
/// allows. Else the larger text field, tabs and buttons around a heatmap would take the room of its cells,
/// and its numbers would come out smaller. Ctrl− gives the room back to the table.
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

/// The application's style, its check boxes' ticks (a QCheckBox's, and a table's checkable items') scaled with
/// the window's text: the style's 13 px box beside a lecture's 24 px words reads as a dot from the back of a
/// room. Given to the widgets that have ticks (setStyle), which it does not own; their window owns it.
class ScaledTickStyle : public QProxyStyle
{
public:
    /// A style of the application's kind of its own (QProxyStyle owns its base): a proxy of the application's
    /// style itself would take it over.
    explicit ScaledTickStyle(QObject *owner) : QProxyStyle(QStyleFactory::create(QApplication::style()->name())) { setParent(owner); }
    /// The text scale; the widgets given the style are then laid out and drawn again.
    void setScale(double scale, const QList<QWidget *> &widgets)
    {
        m_scale = scale;
        for (QWidget *widget : widgets) {
            widget->updateGeometry();
            widget->update();
        }
    }
    int pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const override
    {
        const int pixels = QProxyStyle::pixelMetric(metric, option, widget);
        if (metric == PM_IndicatorWidth || metric == PM_IndicatorHeight)
            return int(std::lround(pixels * m_scale));
        return pixels;
    }

private:
    double m_scale = 1.0;
};

} // namespace attn
