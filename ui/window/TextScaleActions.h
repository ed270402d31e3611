#pragma once

#include <QAction>
#include <QKeySequence>
#include <QWidget>

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

} // namespace attn
