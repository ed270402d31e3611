#pragma once

#include "engine/PipelineStage.h"
#include "scenario/Scenario.h"

#include <QString>

namespace attn {

/// What the stepper says about a stage: a title, its formula (rich text) and an explanation for a
/// student, adapted to the scenario (its mode, scaling and temperature).
struct StageText
{
    QString title;
    QString shortTitle; ///< for the stage bar
    QString formula;
    QString explanation;
    /// What the mouse can do here: on screen only, never in a slide.
    QString screenHint;
};

StageText stageText(PipelineStage stage, const Scenario &scenario, int head);

} // namespace attn
