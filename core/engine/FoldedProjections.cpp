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

/// [W ; b] when folding (b absent: zeros), else W as float32.
MatrixF weightsWithBias(const MatrixD &weights, const std::optional<MatrixD> &bias, bool fold)
{
    MatrixF folded(weights.rows() + (fold ? 1 : 0), weights.cols());
    folded.topRows(weights.rows()) = weights.cast<float>();
    if (fold) {
        if (bias)
            folded.row(weights.rows()) = bias->row(0).cast<float>();
        else
            folded.row(weights.rows()).setZero();
    }
    return folded;
}

} // namespace

FoldedProjections foldProjections(const Scenario &scenario)
{
    const bool fold = scenario.hasHeadBiases();
    FoldedProjections folded;
    // X = E + P: the positions, when the scenario has them, are part of what is projected.
    folded.queryInputs = inputsWithOnes(scenario.queryInputVectors(), fold);
    folded.keyValueInputs = inputsWithOnes(scenario.inputVectors(SequenceRole::Source), fold);
    for (int h = 0; h < scenario.headCount(); ++h) {
        const HeadWeights head = scenario.effectiveHead(h);
        folded.wq.push_back(weightsWithBias(head.wq, head.bq, fold));
        folded.wk.push_back(weightsWithBias(head.wk, head.bk, fold));
        folded.wv.push_back(weightsWithBias(head.wv, head.bv, fold));
    }
    folded.wo = scenario.effectiveWo().cast<float>();
    if (scenario.bo)
        folded.bo = scenario.bo->row(0).cast<float>();
    return folded;
}

void addOutputBias(const FoldedProjections &projections, MatrixF &output)
{
    if (projections.bo.size() == output.cols())
        output.rowwise() += projections.bo;
}

} // namespace attn
