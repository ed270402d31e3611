#pragma once

#include "scenario/Scenario.h"

#include <QStringList>
#include <vector>

namespace attn {

/// What the training panel learns: the lesson pipeline's projections for every head and W_O, and a
/// readout that turns each query row of the output into one score per answer class:
/// \f$ \mathrm{logits} = \mathrm{Concat}(\mathrm{head}_1, \dots, \mathrm{head}_h)\, W_O\, W_R \f$.
/// The readout is the only part the lessons do not have; there is no residual path, so every answer has
/// to come through attention.
struct LayerParameters
{
    std::vector<MatrixD> wq; ///< per head, d_model x d_k
    std::vector<MatrixD> wk; ///< per head, d_model x d_k
    std::vector<MatrixD> wv; ///< per head, d_model x d_v
    MatrixD wo;              ///< h d_v x d_model
    MatrixD readout;         ///< W_R: d_model x classes

    int heads() const { return int(wq.size()); }
    /// Every matrix in one fixed order (heads' W_Q, W_K, W_V, then W_O and W_R), as the optimiser and the
    /// gradient check walk them.
    std::vector<MatrixD *> matrices();
    std::vector<const MatrixD *> matrices() const;
    /// Names in the same order: "head 1 W_Q", ..., "W_O", "W_R".
    QStringList matrixNames() const;
    /// The same shapes, every entry zero.
    LayerParameters zerosLike() const;
};

/// One input sequence (two in cross attention) with the answer wanted at each query position.
struct TrainingExample
{
    QStringList queryTokens;
    QStringList keyTokens;
    MatrixD queryInputs; ///< X_q: one row per query token, d_model columns
    MatrixD keyInputs;   ///< X_k: one row per key token (the same rows as X_q in self-attention)
    std::vector<int> answer;   ///< per query row, the class the readout should give; -1: not scored
    std::vector<int> rightKey; ///< per query row, the key whose value carries the answer; -1: none
};

/// The intermediate matrices of one head, kept for the backward pass.
struct HeadActivations
{
    MatrixD q, k, v;  ///< X_q W_Q, X_k W_K, X_k W_V
    MatrixD weights;  ///< A = softmax(mask(Q K^T / sqrt(d_k))), masked entries exactly 0
    MatrixD output;   ///< A V
};

struct ForwardPass
{
    std::vector<HeadActivations> heads;
    MatrixD concatenated;  ///< C = [A_1 V_1, ..., A_h V_h]
    MatrixD projected;     ///< O = C W_O
    MatrixD probabilities; ///< softmax of each row of O W_R
    double lossSum = 0;    ///< -sum of log p(answer) over the scored rows
    int scoredRows = 0;
};

/// One head on its inputs in double precision: Q = X_q W_Q, K = X_k W_K, V = X_k W_V,
/// A = softmax(mask(Q K^T / sqrt(d_k))), output A V. The training layer and the language model share it.
HeadActivations attendForward(const MatrixD &queryInputs, const MatrixD &keyInputs, const MatrixD &wq,
                              const MatrixD &wk, const MatrixD &wv, AttentionMode mode);

/// Back through one head, given dL/d(A V) as outputGradient: adds dL/dW_Q, dL/dW_K and dL/dW_V to the
/// three gradients, and dL/dX_q and dL/dX_k to the inputs' gradients where those are given (the language
/// model passes the same matrix twice, as its queries and keys come from one residual stream).
void attendBackward(const MatrixD &queryInputs, const MatrixD &keyInputs, const MatrixD &wq, const MatrixD &wk,
                    const MatrixD &wv, const HeadActivations &activations, const MatrixD &outputGradient,
                    MatrixD &wqGradient, MatrixD &wkGradient, MatrixD &wvGradient,
                    MatrixD *queryInputsGradient = nullptr, MatrixD *keyInputsGradient = nullptr);

/// Runs the layer on one example in double precision, the same stages as the lesson engines.
ForwardPass forwardPass(const LayerParameters &parameters, const TrainingExample &example, AttentionMode mode);

/// The mean cross-entropy over every scored row of the batch and its gradient for every parameter.
struct LossAndGradients
{
    double loss = 0;
    LayerParameters gradients;
};

/// Back-propagation through the readout, W_O, the concatenation, A V, the row softmax, the mask, the
/// 1/sqrt(d_k) scaling and the three projections, for the mean loss
/// \f$ L = -\frac{1}{N} \sum_{\text{scored rows}} \log p_{i,\,y_i} \f$.
LossAndGradients lossAndGradients(const LayerParameters &parameters, const std::vector<TrainingExample> &batch,
                                  AttentionMode mode);

/// The mean loss alone (for finite differences and evaluation).
double meanLoss(const LayerParameters &parameters, const std::vector<TrainingExample> &batch, AttentionMode mode);

} // namespace attn
