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

QString projectionPartKey(ProjectionPart part)
{
    switch (part) {
    case ProjectionPart::All:
        return QStringLiteral("all");
    case ProjectionPart::Queries:
        return QStringLiteral("queries");
    case ProjectionPart::Keys:
        return QStringLiteral("keys");
    case ProjectionPart::Values:
        return QStringLiteral("values");
    }
    return {};
}

std::optional<ProjectionPart> projectionPartFromKey(const QString &key)
{
    for (ProjectionPart part : {ProjectionPart::All, ProjectionPart::Queries, ProjectionPart::Keys, ProjectionPart::Values})
        if (projectionPartKey(part) == key)
            return part;
    return std::nullopt;
}

} // namespace attn
