#pragma once

#include "Scenario.h"

#include <vector>

namespace attn {

/// The same tokens and weights under another mask, for the side-by-side comparison: causal and
/// bidirectional self-attention over the source, and cross attention when there is a target.
struct ModeVariant
{
    AttentionMode mode;
    Scenario scenario;
};

std::vector<ModeVariant> modeVariants(const Scenario &scenario);

} // namespace attn
