#include "LectureRoute.h"

#include "render/StageCatalogue.h"

#include <algorithm>

namespace attn {

namespace {

/// A stage entered at its start: in a lecture at its first part, at the desk whole.
LectureMove startOf(const LectureContext &context, PipelineStage stage, int head)
{
    const std::vector<StagePart> parts = partsOf(stage);
    return {LectureMove::Kind::Show, {stage, context.lecture && !parts.empty() ? parts.front() : StagePart::All, head, false}};
}

/// A stage entered from the page after it: its last part, at its end.
LectureMove endOf(PipelineStage stage, int head)
{
    const std::vector<StagePart> parts = partsOf(stage);
    return {LectureMove::Kind::Show, {stage, parts.empty() ? StagePart::All : parts.back(), head, false}, true};
}

LectureMove openLesson(int lesson, bool atItsEnd)
{
    LectureMove move;
    move.kind = LectureMove::Kind::OpenLesson;
    move.lesson = lesson;
    move.atItsEnd = atItsEnd;
    return move;
}

} // namespace

LectureMove lectureMove(const LectureContext &context, const LecturePlace &place, int delta)
{
    const std::vector<PipelineStage> &stages = context.stages;
    if (stages.empty())
        return {};
    const int heads = std::max(1, context.heads);
    const int head = std::clamp(place.head, 0, heads - 1);
    const bool nextLessonExists = context.lessonIndex >= 0 && context.lessonIndex + 1 < context.lessonCount;
    if (place.endPage) {
        // Back to the last stage; forward only where the page names a next lesson.
        if (delta < 0)
            return startOf(context, stages.back(), head);
        return nextLessonExists ? openLesson(context.lessonIndex + 1, false) : LectureMove{};
    }
    if (context.lecture && context.pageScrolls)
        return {LectureMove::Kind::ScrollPage, place};
    const int current = int(std::find(stages.begin(), stages.end(), place.stage) - stages.begin());
    const int last = int(stages.size()) - 1;
    if (delta > 0 && current == last) {
        // A lecture goes straight on to the next lesson; otherwise the clicker stops on a page that says so,
        // never silently on the last stage.
        if (context.lecture && nextLessonExists)
            return openLesson(context.lessonIndex + 1, false);
        return {LectureMove::Kind::Show, {place.stage, place.part, head, true}};
    }
    if (delta < 0 && current == 0 && context.lecture && context.lessonIndex > 0)
        return openLesson(context.lessonIndex - 1, true);
    const std::vector<StagePart> parts = partsOf(place.stage);
    const int part = partIndex(place.stage, place.part);
    if (context.lecture && part >= 0 && part + delta >= 0 && part + delta < int(parts.size()))
        return {LectureMove::Kind::Show, {place.stage, parts[size_t(part + delta)], head, false}};
    const PipelineStage next = stages[size_t(std::clamp(current + delta, 0, last))];
    int nextHead = head;
    if (context.lecture && heads > 1 && isPerHeadStage(place.stage)) {
        const bool pastTheHead = !isPerHeadStage(next);
        if (pastTheHead && delta > 0 && head + 1 < heads)
            return startOf(context, PipelineStage::Projections, head + 1);
        if (pastTheHead && delta < 0 && head > 0)
            return endOf(PipelineStage::WeightedSum, head - 1);
    } else if (context.lecture && heads > 1 && isPerHeadStage(next)) {
        // Into the heads from before them at the first, from after them (back from the concatenation) at the last.
        nextHead = delta > 0 ? 0 : heads - 1;
    }
    if (context.lecture && delta < 0)
        return endOf(next, nextHead);
    return startOf(context, next, nextHead);
}

} // namespace attn
