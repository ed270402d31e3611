#include "ModeVariants.h"

namespace attn {

std::vector<ModeVariant> modeVariants(const Scenario &scenario)
{
    std::vector<AttentionMode> modes{AttentionMode::Causal, AttentionMode::Bidirectional};
    if (scenario.target)
        modes.push_back(AttentionMode::Cross);
    std::vector<ModeVariant> variants;
    for (AttentionMode mode : modes) {
        Scenario variant = scenario;
        variant.mode = mode;
        variants.push_back({mode, std::move(variant)});
    }
    return variants;
}

} // namespace attn
