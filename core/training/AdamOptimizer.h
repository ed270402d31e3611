#pragma once

#include "AttentionLayer.h"

namespace attn {

/// Adam (Kingma and Ba, 2015): for every entry, with gradient g at step t,
/// \f$ m \leftarrow \beta_1 m + (1-\beta_1) g,\quad v \leftarrow \beta_2 v + (1-\beta_2) g^2,\quad
///     \theta \leftarrow \theta - \eta\, \frac{m / (1-\beta_1^t)}{\sqrt{v / (1-\beta_2^t)} + \epsilon} \f$.
/// The two averages start at zero; dividing by 1 - beta^t undoes that bias in the first steps.
/// Weight decay is decoupled from the gradient (AdamW, Loshchilov and Hutter, 2019): each matrix may
/// first shrink by \f$ \theta \leftarrow (1 - \eta \lambda)\, \theta \f$.
class AdamOptimizer
{
public:
    explicit AdamOptimizer(double learningRate, double beta1 = 0.9, double beta2 = 0.999, double epsilon = 1e-8);

    /// One update of every matrix of parameters by the matching matrix of gradients. weightDecay holds
    /// lambda for each matrix in LayerParameters::matrices() order; missing entries mean none.
    void step(LayerParameters &parameters, const LayerParameters &gradients, const std::vector<double> &weightDecay = {});
    /// The same for any model's matrices, given as two lists in one order (the first call fixes it).
    void step(const std::vector<MatrixD *> &parameters, const std::vector<const MatrixD *> &gradients,
              const std::vector<double> &weightDecay = {});
    int stepsTaken() const { return m_steps; }
    double learningRate() const { return m_learningRate; }
    /// For a schedule: the rate of the updates from now on (the moments are kept).
    void setLearningRate(double learningRate) { m_learningRate = learningRate; }

private:
    double m_learningRate;
    double m_beta1;
    double m_beta2;
    double m_epsilon;
    int m_steps = 0;
    std::vector<MatrixD> m_firstMoments;
    std::vector<MatrixD> m_secondMoments;
};

} // namespace attn
