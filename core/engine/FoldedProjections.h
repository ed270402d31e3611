#pragma once

#include "engine/AttentionResult.h"
#include "scenario/Scenario.h"

#include <vector>

namespace attn {

/// A scenario's inputs and projections in float32 as an engine multiplies them, with the biases folded into
/// the weights:  X W + b = [X | 1] [W ; b].  A scenario with a bias anywhere gets a column of ones after its
/// inputs and a last row under every W_Q, W_K and W_V (the bias, or zeros for a projection without one), so
/// that each engine's own projection computes Q = X W_Q + b_Q in the same product, with no kernel of its
/// own for the bias. Without biases nothing is added: the products are the plain X W. The inputs are
/// the sequences' vectors plus their positions, X = E + P, where the scenario has positions.
struct FoldedProjections
{
    MatrixF queryInputs;    ///< queries x inputWidth
    MatrixF keyValueInputs; ///< keys x inputWidth
    std::vector<MatrixF> wq, wk, wv; ///< per head: inputWidth x d_k (d_v)
    MatrixF wo;             ///< concat width x d_model
    /// b_O, added to every row of Concat W_O (on the host: the output projection is one product per run);
    /// empty when the scenario has none.
    Eigen::RowVectorXf bo;

    /// d_model, plus one where the biases are folded in.
    Eigen::Index inputWidth() const { return queryInputs.cols(); }
};

FoldedProjections foldProjections(const Scenario &scenario);

/// The same without the heads' weights (wq, wk and wv left empty), for an engine that folds each head's
/// where it computes that head (foldHeadSideBySide), in parallel; and without W_O when not withOutputProjection, for
/// one that converts it (foldOutputProjection) while the heads are computed.
FoldedProjections foldInputs(const Scenario &scenario, bool withOutputProjection = true);

/// W_O in float32 (concat width x d_model).
MatrixF foldOutputProjection(const Scenario &scenario);

/// One head's W_Q, W_K and W_V as FoldedProjections has them, side by side, [W_Q | W_K | W_V] (inputWidth x
/// (2 d_k + d_v)): what the CPU engine multiplies a head's inputs by in one product.
MatrixF foldHeadSideBySide(const Scenario &scenario, int head);

/// Output = Concat W_O (+ b_O): what both engines do last.
void addOutputBias(const FoldedProjections &projections, MatrixF &output);

} // namespace attn
