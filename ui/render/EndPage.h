#pragma once

#include "engine/AttentionResult.h"
#include "scenario/Scenario.h"

#include <QString>
#include <memory>

namespace attn {

/// What the page after a lesson's last stage speaks of: the lesson, its result, the head the stepper showed,
/// where the lesson stands in the gallery (-1: a file of one's own) and the next lesson's title.
struct EndPageFacts
{
    const Scenario &scenario;
    std::shared_ptr<const AttentionResult> result;
    int shownHead = 0;
    int lessonIndex = -1;
    int lessonCount = 0;
    QString nextLessonTitle;
    QString language;
    /// Whether the page says where the clicker goes (the window's); a deck's last slide has no lesson after it.
    bool whereToGo = true;
    /// Whether the page is shown to a room (a deck's last slide): what to try becomes questions to think
    /// about, since the room has no window to try things in.
    bool forRoom = false;
};

/// The end page as rich text at a text size (pixels): its title; what the stages showed (the scenario in a
/// few words and where each query looked most, head by head for two to four heads, a key that comes twice
/// with its place); what to try next (for a room: questions to think about) and where the clicker goes. Two columns side by side, or one below the other.
QString endPageHtml(const EndPageFacts &facts, int text, bool sideBySide);

} // namespace attn
