#pragma once

#include "AppSettings.h"
#include "render/FigureText.h"

#include <functional>

namespace attn {

/// The text size of a side window (the model, language-model, training and cost windows): its own, which
/// Ctrl+ and Ctrl− step and the settings remember under the window's key, times the room's share in a lecture
/// (lectureRoomScale; 1 at the desk, and never remembered: the next lecture's screen says what it is), within
/// the bounds of a text scale. Each change is handed to the window to redraw.
class SideWindowTextScale
{
public:
    using Remember = void (AppSettings::*)(double);
    SideWindowTextScale(Remember remember, std::function<void()> apply) : m_remember(remember), m_apply(std::move(apply)) {}

    double own() const { return m_own; }
    /// The window's own scale, bounded, remembered and drawn.
    void setOwn(double scale)
    {
        m_own = boundedTextScale(scale);
        (AppSettings().*m_remember)(m_own);
        m_apply();
    }
    void setRoom(double scale)
    {
        m_room = scale;
        m_apply();
    }
    /// The scale drawn: the window's own times the room's, within the bounds of a text scale.
    double shown() const { return boundedTextScale(m_own * m_room); }

private:
    Remember m_remember;
    std::function<void()> m_apply;
    double m_own = 1.0;
    double m_room = 1.0;
};

} // namespace attn
