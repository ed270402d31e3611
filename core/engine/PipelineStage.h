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

} // namespace attn
