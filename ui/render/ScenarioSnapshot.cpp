#include "ScenarioSnapshot.h"

namespace attn {

std::pair<std::shared_ptr<const MatrixF>, std::shared_ptr<const MatrixF>> ScenarioSnapshot::projectionInputs(const Scenario &scenario)
{
    auto queries = std::make_shared<const MatrixF>(scenario.queryInputVectors().cast<float>());
    auto keys = scenario.mode == AttentionMode::Cross ? std::make_shared<const MatrixF>(scenario.inputVectors(SequenceRole::Source).cast<float>())
                                                      : queries;
    return {std::move(queries), std::move(keys)};
}

ScenarioSnapshot ScenarioSnapshot::of(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const AttentionResult> result)
{
    auto [queries, keys] = projectionInputs(*scenario);
    return ScenarioSnapshot(std::move(scenario), std::move(result), std::move(queries), std::move(keys));
}

} // namespace attn
