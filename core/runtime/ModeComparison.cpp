#include "ModeComparison.h"

#include "cpu/CpuEngine.h"
#include "scenario/ModeVariants.h"

namespace attn {

std::vector<ModeResult> compareModes(Engine &engine, const Scenario &scenario, const std::shared_ptr<const AttentionResult> &result,
                                     int head, const std::atomic<bool> *cancellation)
{
    std::vector<ModeResult> variants;
    const HeadWeights weights = scenario.effectiveHead(head);
    for (ModeVariant &variant : modeVariants(scenario)) {
        if (variant.mode == scenario.mode) {
            variants.push_back({variant.mode, std::shared_ptr<const HeadResult>(result, &result->heads[size_t(head)])});
            continue;
        }
        // That head alone; its output projection is never shown here, so zeros of the right shape do.
        variant.scenario.heads = std::vector<HeadWeights>{weights};
        variant.scenario.wo = MatrixD::Zero(weights.dv(), scenario.dModel());
        engine.setCancellationFlag(cancellation);
        try {
            variants.push_back({variant.mode, std::make_shared<const HeadResult>(std::move(engine.run(variant.scenario).heads.front()))});
        } catch (const EngineError &) {
            // The main result already told the window about a failing engine; compare on the CPU.
            CpuEngine reference;
            reference.setCancellationFlag(cancellation);
            variants.push_back({variant.mode, std::make_shared<const HeadResult>(std::move(reference.run(variant.scenario).heads.front()))});
        }
        engine.setCancellationFlag(nullptr);
    }
    return variants;
}

} // namespace attn
