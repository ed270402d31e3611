#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

namespace attn {

struct Scenario;

/// The stages of one attention forward pass, in the order a lesson steps through them.
enum class PipelineStage {
    Embeddings,       ///< E: one row vector per token (X itself, when nothing follows before the projections)
    Positions,        ///< E + P, only in a scenario with positions
    LayerNorm,        ///< X = LN(x), only in a scenario with a layer norm
    Projections,      ///< Q = X W_Q, K = X W_K, V = X W_V
    Scores,           ///< S = Q K^T
    Scaling,          ///< S / sqrt(d_k)
    Mask,             ///< -infinity where a query may not see a key
    Softmax,          ///< each row to weights that sum to 1
    WeightedSum,      ///< Z = W V
    Concatenation,    ///< [Z_1 | ... | Z_h]
    OutputProjection, ///< [Z_1 | ... | Z_h] W_O
};

/// Every stage there is; a scenario steps through those of stagesOf().
inline constexpr std::array<PipelineStage, 11> kAllStages{
    PipelineStage::Embeddings, PipelineStage::Positions, PipelineStage::LayerNorm, PipelineStage::Projections, PipelineStage::Scores,
    PipelineStage::Scaling,    PipelineStage::Mask,        PipelineStage::Softmax,
    PipelineStage::WeightedSum, PipelineStage::Concatenation, PipelineStage::OutputProjection};

/// The stage's name in files and on the command line: "embeddings", "projections", ..., "output".
QString stageKey(PipelineStage stage);
std::optional<PipelineStage> stageFromKey(const QString &key);

/// The stages a scenario steps through, in order: every stage but those of a step it does not have
/// (positions, layer norm).
std::vector<PipelineStage> stagesOf(const Scenario &scenario);
/// Whether a scenario has that stage.
bool hasStage(const Scenario &scenario, PipelineStage stage);
/// The stage itself where the scenario has it, else the last stage before it that it has (the token
/// vectors at the least): where a view goes when its stage is taken away.
PipelineStage stageAtOrBefore(const Scenario &scenario, PipelineStage stage);
/// The stage's number as the lesson counts them, from 1 (its place in stagesOf()); 0 where it has none.
int stageNumber(const Scenario &scenario, PipelineStage stage);

/// A part of a stage that lecture mode shows on its own, so that each is large enough for the back of a room:
/// one of the three products X W = Q, K or V; or one of the layer norm's two steps, the rows standardised
/// (x → x̂) and then scaled and shifted (x̂ ⊙ γ + β = X). All is the whole stage at once, as on the desk.
enum class StagePart { All, Queries, Keys, Values, Standardise, GainAndBias };

/// The parts lecture mode steps through in a stage, in order; empty for a stage shown whole.
std::vector<StagePart> partsOf(PipelineStage stage);
/// The part's place among partsOf(stage), from 0; -1 where the stage has no such part (All included).
int partIndex(PipelineStage stage, StagePart part);

/// "all", "queries", "keys", "values", "standardise", "gain-bias", as on the command line.
QString stagePartKey(StagePart part);
std::optional<StagePart> stagePartFromKey(const QString &key);

} // namespace attn
