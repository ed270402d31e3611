#pragma once

#include "engine/AttentionResult.h"
#include "engine/Engine.h"
#include "scenario/Scenario.h"

#include <atomic>
#include <memory>
#include <vector>

namespace attn {

/// One panel of the masks compared: one head of the scenario's tokens and weights under a mode.
struct ModeResult
{
    AttentionMode mode;
    std::shared_ptr<const HeadResult> head;
};

/// The head under each mask the scenario allows (modeVariants): its own mode from the result already
/// computed, each other one computed by the engine, on the CPU engine where that engine fails. A raised
/// cancellation flag stops it (ComputationCancelled).
std::vector<ModeResult> compareModes(Engine &engine, const Scenario &scenario, const std::shared_ptr<const AttentionResult> &result,
                                     int head, const std::atomic<bool> *cancellation = nullptr);

} // namespace attn
