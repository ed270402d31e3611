#include "FoldedProjections.h"

#include <algorithm>

namespace attn {
namespace {

/// [inputs | 1] when folding, else the inputs as float32.
MatrixF inputsWithOnes(const MatrixD &inputs, bool fold)
{
    MatrixF folded(inputs.rows(), inputs.cols() + (fold ? 1 : 0));
    folded.leftCols(inputs.cols()) = inputs.cast<float>();
    if (fold)
        folded.col(inputs.cols()).setOnes();
    return folded;
}

/// [W ; b] when folding (b absent: zeros), else W as float32, written into `folded` (its rows: W's, and
/// one more when folding).
template <typename Block>
void writeWeightsWithBias(const MatrixD &weights, const std::optional<MatrixD> &bias, bool fold, Block folded)
{
    folded.topRows(weights.rows()) = weights.cast<float>();
    if (fold) {
        if (bias)
            folded.row(weights.rows()) = bias->row(0).cast<float>();
        else
            folded.row(weights.rows()).setZero();
    }
}

MatrixF weightsWithBias(const MatrixD &weights, const std::optional<MatrixD> &bias, bool fold)
{
    MatrixF folded(weights.rows() + (fold ? 1 : 0), weights.cols());
    writeWeightsWithBias(weights, bias, fold, folded.leftCols(weights.cols()));
    return folded;
}

/// The scenario's own weights for a head, not a copy (effectiveHead copies; it makes identities for a
/// scenario without heads).
template <typename Use>
auto withHeadWeights(const Scenario &scenario, int head, Use use)
{
    return scenario.heads ? use(scenario.heads->at(size_t(head))) : use(scenario.effectiveHead(head));
}

} // namespace

MatrixF foldOutputProjection(const Scenario &scenario)
{
    return scenario.wo ? MatrixF(scenario.wo->cast<float>()) : MatrixF(scenario.effectiveWo().cast<float>());
}

FoldedProjections foldInputs(const Scenario &scenario, bool withOutputProjection)
{
    const bool fold = scenario.hasHeadBiases();
    FoldedProjections folded;
    // X = E + P: the positions, when the scenario has them, are part of what is projected. In self-attention
    // the queries' inputs are the keys' and values' own: computed once.
    folded.keyValueInputs = inputsWithOnes(scenario.inputVectors(SequenceRole::Source), fold);
    folded.queryInputs = scenario.mode == AttentionMode::Cross ? inputsWithOnes(scenario.queryInputVectors(), fold)
                                                               : folded.keyValueInputs;
    if (withOutputProjection)
        folded.wo = foldOutputProjection(scenario);
    if (scenario.bo)
        folded.bo = scenario.bo->row(0).cast<float>();
    return folded;
}

MatrixF foldHeadSideBySide(const Scenario &scenario, int head)
{
    const bool fold = scenario.hasHeadBiases();
    return withHeadWeights(scenario, head, [fold](const HeadWeights &weights) {
        const Eigen::Index dk = weights.wq.cols(), dv = weights.wv.cols();
        MatrixF folded(weights.wq.rows() + (fold ? 1 : 0), 2 * dk + dv);
        writeWeightsWithBias(weights.wq, weights.bq, fold, folded.leftCols(dk));
        writeWeightsWithBias(weights.wk, weights.bk, fold, folded.middleCols(dk, dk));
        writeWeightsWithBias(weights.wv, weights.bv, fold, folded.rightCols(dv));
        return folded;
    });
}

FoldedProjections foldProjections(const Scenario &scenario)
{
    FoldedProjections folded = foldInputs(scenario);
    const bool fold = scenario.hasHeadBiases();
    for (int h = 0; h < scenario.headCount(); ++h) {
        withHeadWeights(scenario, h, [&](const HeadWeights &weights) {
            folded.wq.push_back(weightsWithBias(weights.wq, weights.bq, fold));
            folded.wk.push_back(weightsWithBias(weights.wk, weights.bk, fold));
            folded.wv.push_back(weightsWithBias(weights.wv, weights.bv, fold));
        });
    }
    return folded;
}

void addOutputBias(const FoldedProjections &projections, MatrixF &output)
{
    if (projections.bo.size() == output.cols())
        output.rowwise() += projections.bo;
}

} // namespace attn
