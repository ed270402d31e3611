#pragma once

#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace attn {

/// Sizes a window as wanted, but never beyond its screen's free room (a projector may give 1280 x 720).
inline void resizeWithinScreen(QWidget &window, QSize wanted)
{
    if (const QScreen *screen = window.screen())
        wanted = wanted.boundedTo(screen->availableSize());
    window.resize(wanted);
}

} // namespace attn
