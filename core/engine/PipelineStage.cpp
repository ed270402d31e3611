#include "PipelineStage.h"

namespace attn {

QString stageKey(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Embeddings:
        return QStringLiteral("embeddings");
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

} // namespace attn
