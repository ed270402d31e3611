#include "PipelineStage.h"

#include "Scenario.h"
#include "base/EnumKeys.h"

#include <algorithm>

namespace attn {

/// The keys of PipelineStage in files, settings and on the command line, in the order they are listed.
constexpr auto kStageKeys = enumKeys<PipelineStage>({
    {PipelineStage::Embeddings, "embeddings"},
    {PipelineStage::Positions, "positions"},
    {PipelineStage::LayerNorm, "layer-norm"},
    {PipelineStage::Projections, "projections"},
    {PipelineStage::Scores, "scores"},
    {PipelineStage::Scaling, "scaling"},
    {PipelineStage::Mask, "mask"},
    {PipelineStage::Softmax, "softmax"},
    {PipelineStage::WeightedSum, "weighted-sum"},
    {PipelineStage::Concatenation, "concat"},
    {PipelineStage::OutputProjection, "output"},
});

QString stageKey(PipelineStage value)
{
    return kStageKeys.key(value);
}

std::optional<PipelineStage> stageFromKey(const QString &key)
{
    return kStageKeys.fromKey(key);
}

bool hasStage(const Scenario &scenario, PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Positions:
        return scenario.positions != ScenarioPositions::None;
    case PipelineStage::LayerNorm:
        return scenario.layerNorm.has_value();
    default:
        return true;
    }
}

PipelineStage stageAtOrBefore(const Scenario &scenario, PipelineStage stage)
{
    for (auto earlier = std::find(kAllStages.rbegin(), kAllStages.rend(), stage); earlier != kAllStages.rend(); ++earlier)
        if (hasStage(scenario, *earlier))
            return *earlier;
    return PipelineStage::Embeddings;
}

std::vector<PipelineStage> stagesOf(const Scenario &scenario)
{
    std::vector<PipelineStage> stages;
    std::copy_if(kAllStages.begin(), kAllStages.end(), std::back_inserter(stages),
                 [&scenario](PipelineStage stage) { return hasStage(scenario, stage); });
    return stages;
}

int stageNumber(const Scenario &scenario, PipelineStage stage)
{
    const std::vector<PipelineStage> stages = stagesOf(scenario);
    const auto found = std::find(stages.begin(), stages.end(), stage);
    return found == stages.end() ? 0 : int(found - stages.begin()) + 1;
}

std::vector<StagePart> partsOf(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Projections:
        return {StagePart::Queries, StagePart::Keys, StagePart::Values};
    case PipelineStage::LayerNorm:
        return {StagePart::Standardise, StagePart::GainAndBias};
    default:
        return {};
    }
}

int partIndex(PipelineStage stage, StagePart part)
{
    const std::vector<StagePart> parts = partsOf(stage);
    const auto found = std::find(parts.begin(), parts.end(), part);
    return found == parts.end() ? -1 : int(found - parts.begin());
}

/// The keys of StagePart in files, settings and on the command line, in the order they are listed.
constexpr auto kStagePartKeys = enumKeys<StagePart>({
    {StagePart::All, "all"},
    {StagePart::Queries, "queries"},
    {StagePart::Keys, "keys"},
    {StagePart::Values, "values"},
    {StagePart::Standardise, "standardise"},
    {StagePart::GainAndBias, "gain-bias"},
});

QString stagePartKey(StagePart value)
{
    return kStagePartKeys.key(value);
}

std::optional<StagePart> stagePartFromKey(const QString &key)
{
    return kStagePartKeys.fromKey(key);
}

} // namespace attn
