#pragma once

#include <QString>
#include <array>
#include <optional>

namespace attn {

/// The stages of one attention forward pass, in the order a lesson steps through them.
enum class PipelineStage {
    Embeddings,       ///< X: one row vector per token
    Projections,      ///< Q = X W_Q, K = X W_K, V = X W_V
    Scores,           ///< S = Q K^T
    Scaling,          ///< S / sqrt(d_k)
    Mask,             ///< -infinity where a query may not see a key
    Softmax,          ///< each row to weights that sum to 1
    WeightedSum,      ///< Z = W V
    Concatenation,    ///< [Z_1 | ... | Z_h]
    OutputProjection, ///< [Z_1 | ... | Z_h] W_O
};

inline constexpr std::array<PipelineStage, 9> kAllStages{
    PipelineStage::Embeddings, PipelineStage::Projections, PipelineStage::Scores,
    PipelineStage::Scaling,    PipelineStage::Mask,        PipelineStage::Softmax,
    PipelineStage::WeightedSum, PipelineStage::Concatenation, PipelineStage::OutputProjection};

/// The stage's name in files and on the command line: "embeddings", "projections", ..., "output".
QString stageKey(PipelineStage stage);
std::optional<PipelineStage> stageFromKey(const QString &key);

/// Which of the three projections the Q, K, V stage shows: all three at once (the desk), or one product
/// X W = Q, K or V at a time (lecture mode steps through them, so that each is large enough for the back of
/// a room).
enum class ProjectionPart { All, Queries, Keys, Values };

/// "all", "queries", "keys", "values", as on the command line.
QString projectionPartKey(ProjectionPart part);
std::optional<ProjectionPart> projectionPartFromKey(const QString &key);

} // namespace attn
