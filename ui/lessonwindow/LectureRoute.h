#pragma once

#include "scenario/PipelineStage.h"

#include <vector>

namespace attn {

/// Where a lesson stands: a stage, its part and head, or the end page after its last stage.
struct LecturePlace
{
    PipelineStage stage = PipelineStage::Projections;
    StagePart part = StagePart::All;
    int head = 0;
    bool endPage = false;
    bool operator==(const LecturePlace &) const = default;
};

/// What a press of the clicker (Page Down: +1, Page Up: −1) needs to know of the lesson and the window.
struct LectureContext
{
    std::vector<PipelineStage> stages; ///< the scenario's stages, in order (stagesOf)
    int heads = 1;
    bool lecture = false;    ///< lecture mode, where the clicker walks parts, heads, long pages and lessons
    int lessonIndex = -1;    ///< the lesson's place in the gallery; -1 for a file of one's own
    int lessonCount = 0;     ///< the gallery's lessons
    bool pageScrolls = false; ///< whether the page shown can scroll further the way of the press
};

/// What the press does.
struct LectureMove
{
    enum class Kind {
        Stay,       ///< nothing: before the first stage, or past the end page with no lesson after it
        ScrollPage, ///< the page is taller than the screen: on (or back) by a view
        Show,       ///< show place (the end page where place.endPage)
        OpenLesson, ///< open the gallery's lesson `lesson`, at its first stage, or at its last (atItsEnd)
    };
    Kind kind = Kind::Stay;
    LecturePlace place;
    /// For Show: arriving from the page after it, the page is shown at its end, where Page Down left it.
    bool atPageEnd = false;
    int lesson = -1;
    bool atItsEnd = false;
};

/// The clicker's route through a lesson. At the desk it steps from stage to stage and stops on the end
/// page. In a lecture it also walks a stage's parts (Q, K and V one at a time, so that each is large enough
/// for the back row), every head of a multi-head lesson in turn from its Q, K, V to its W · V before the
/// concatenation, a page taller than the screen to its end before the next one, and on into the next
/// lesson (back: into the previous one's last stage).
LectureMove lectureMove(const LectureContext &context, const LecturePlace &place, int delta);

} // namespace attn
