#include "PipelineStage.h"

#include "scenario/Scenario.h"

#include <algorithm>

namespace attn {

QString stageKey(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Embeddings:
        return QStringLiteral("embeddings");
    case PipelineStage::Positions:
        return QStringLiteral("positions");
    case PipelineStage::LayerNorm:
        return QStringLiteral("layer-norm");
    case PipelineStage::Projections:
        return QStringLiteral("projections");
    case PipelineStage::Scores:
        return QStringLiteral("scores");
    case PipelineStage::Scaling:
        return QStringLiteral("scaling");
    case PipelineStage::Mask:
        return QStringLiteral("mask");
    case PipelineStage::Softmax:
        return QStringLiteral("softmax");
    case PipelineStage::WeightedSum:
        return QStringLiteral("weighted-sum");
    case PipelineStage::Concatenation:
        return QStringLiteral("concat");
    case PipelineStage::OutputProjection:
        return QStringLiteral("output");
    }
    return {};
}

std::optional<PipelineStage> stageFromKey(const QString &key)
{
    for (PipelineStage stage : kAllStages)
        if (stageKey(stage) == key)
            return stage;
    return std::nullopt;
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

QString stagePartKey(StagePart part)
{
    switch (part) {
    case StagePart::All:
        return QStringLiteral("all");
    case StagePart::Queries:
        return QStringLiteral("queries");
    case StagePart::Keys:
        return QStringLiteral("keys");
    case StagePart::Values:
        return QStringLiteral("values");
    case StagePart::Standardise:
        return QStringLiteral("standardise");
    case StagePart::GainAndBias:
        return QStringLiteral("gain-bias");
    }
    return {};
}

std::optional<StagePart> stagePartFromKey(const QString &key)
{
    for (StagePart part : {StagePart::All, StagePart::Queries, StagePart::Keys, StagePart::Values, StagePart::Standardise,
                           StagePart::GainAndBias})
        if (stagePartKey(part) == key)
            return part;
    return std::nullopt;
}

} // namespace attn
