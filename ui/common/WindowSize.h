#pragma once

#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace attn {

/// Sizes a window as wanted, but never beyond its screen's free room (a projector may give 1280 x 720, a
/// laptop 1366 x 768), leaving room for the frame the window manager adds (the title bar is not part of the
/// size given here: a window the screen's height would have its bottom, the status bar, below the screen);
/// and places it in the middle of that room.
inline void resizeWithinScreen(QWidget &window, QSize wanted)
{
    const QScreen *screen = window.screen();
    if (!screen) {
        window.resize(wanted);
        return;
    }
    const QRect room = screen->availableGeometry();
    // A title bar and borders: up to 40 px high and 16 px wide on the usual desktops, more at 200 % scaling.
    const QSize frame(std::max(16, room.width() / 40), std::max(48, room.height() / 16));
    window.resize(wanted.boundedTo(room.size() - frame));
    // The position a window is given is its frame's: the frame in the middle of the room.
    const QSize outer = window.size() + frame;
    window.move(room.x() + std::max(0, (room.width() - outer.width()) / 2), room.y() + std::max(0, (room.height() - outer.height()) / 2));
}

/// A window's remembered size brought within this screen's room, where it came from a larger screen (a
/// laptop's 1366 × 768, then a projector's 1280 × 720, where the Copy button and the colour bar would be past
/// the screen's edge). A size that fits stays as it was, where it was.
inline void keepWithinScreen(QWidget &window)
{
    const QScreen *screen = window.screen();
    if (!screen)
        return;
    const QSize room = screen->availableGeometry().size();
    if (window.width() > room.width() || window.height() > room.height())
        resizeWithinScreen(window, window.size());
}

/// The text scale a side window (the training window, the cost of attention) takes from the screen a lecture
/// fills, on top of its own (Ctrl+): 1 on a 1280 × 720 projector, where the desk's sizes already fill the
/// window, and growing with the screen as a slide's texts do (figureTextScale) to 1.5 on 1920 × 1080, the
/// lecture's own text scale. At the desk's 16 px on a 1080p projector its status and controls would be a
/// third smaller than the lecture's notes behind it; at 1.5 on a 720p one its pictures would have no room.
inline double lectureRoomScale(const QSize &screen)
{
    return std::clamp(std::min(screen.width() / 1280.0, screen.height() / 720.0), 1.0, 2.5);
}

/// Shown, on top and with the keys: a window the user asked for. Raised only, it would stay behind a lecture
/// filling the screen (`--lecture --language-model open`), where the window manager keeps the window that has
/// the keys on top.
inline void bringToFront(QWidget &window)
{
    window.show();
    window.raise();
    window.activateWindow();
}
} // namespace attn
