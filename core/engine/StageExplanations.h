#pragma once

// The arithmetic behind one number on screen, term by term, so that a student hovering a cell sees how
// it was made. Computed here in core; the window only formats it.

#include "AttentionResult.h"
#include "scenario/Scenario.h"

#include <vector>

namespace attn {

struct ProductTerm
{
    float left = 0;
    float right = 0;
    float product = 0;
};

/// s_ij = q_i . k_j = sum_c q_ic k_jc, then s_ij / sqrt(d_k) when scaled.
struct ScoreExplanation
{
    std::vector<ProductTerm> terms;
    float score = 0;   ///< as the engine computed it
    float divisor = 1; ///< sqrt(d_k), or 1 when scaling is off
    float scaled = 0;
    bool masked = false;
};
ScoreExplanation explainScore(const HeadResult &head, Eigen::Index query, Eigen::Index key, bool scaledByRootDk);

/// w_ij = e^{(s_ij - m_i)/T} / sum_j' e^{(s_ij' - m_i)/T}: the row's exponentials and their sum.
struct SoftmaxExplanation
{
    float rowMaximum = 0;
    float temperature = 1;
    std::vector<float> exponentials; ///< 0 where masked
    std::vector<bool> masked;
    float sum = 0;
    float weight = 0; ///< as the engine computed it
};
SoftmaxExplanation explainWeight(const HeadResult &head, Eigen::Index query, Eigen::Index key, float temperature);

/// out_ic = sum_j w_ij v_jc, or any row-times-column product (concat W_O, X W_Q).
struct WeightedSumExplanation
{
    std::vector<ProductTerm> terms;
    float value = 0; ///< as the engine computed it
};
WeightedSumExplanation explainProduct(const MatrixF &left, const MatrixF &right, const MatrixF &result,
                                      Eigen::Index row, Eigen::Index column);

/// One number of a layer norm, X_ic = (x_ic - mean_i) / sqrt(var_i + epsilon) * gain_c + bias_c, with the
/// row's mean and spread it was computed from.
struct LayerNormExplanation
{
    double input = 0;        ///< x_ic
    double mean = 0;         ///< mean_i, over the row's d_model numbers
    double spread = 1;       ///< sqrt(var_i + epsilon)
    double standardised = 0; ///< (x_ic - mean_i) / spread
    double gain = 1;
    double bias = 0;
    double value = 0;        ///< standardised * gain + bias
};
/// rows: the vectors before the norm (x = E + P); gain and bias: 1 x d_model.
LayerNormExplanation explainLayerNorm(const MatrixD &rows, const MatrixD &gain,
                                      const MatrixD &bias, double epsilon, Eigen::Index row, Eigen::Index column);

} // namespace attn
