#include "AdamOptimizer.h"

#include <cmath>

namespace attn {

AdamOptimizer::AdamOptimizer(double learningRate, double beta1, double beta2, double epsilon)
    : m_learningRate(learningRate), m_beta1(beta1), m_beta2(beta2), m_epsilon(epsilon)
{
}

void AdamOptimizer::step(LayerParameters &parameters, const LayerParameters &gradients,
                         const std::vector<double> &weightDecay)
{
    step(parameters.matrices(), gradients.matrices(), weightDecay);
}

void AdamOptimizer::step(const std::vector<MatrixD *> &values, const std::vector<const MatrixD *> &slopes,
                         const std::vector<double> &weightDecay)
{
    if (m_firstMoments.empty()) {
        for (const MatrixD *matrix : values) {
            m_firstMoments.push_back(MatrixD::Zero(matrix->rows(), matrix->cols()));
            m_secondMoments.push_back(MatrixD::Zero(matrix->rows(), matrix->cols()));
        }
    }
    ++m_steps;
    const double firstCorrection = 1.0 - std::pow(m_beta1, m_steps);
    const double secondCorrection = 1.0 - std::pow(m_beta2, m_steps);
    for (size_t index = 0; index < values.size(); ++index) {
        MatrixD &first = m_firstMoments[index];
        MatrixD &second = m_secondMoments[index];
        const MatrixD &gradient = *slopes[index];
        first = m_beta1 * first + (1.0 - m_beta1) * gradient;
        second = m_beta2 * second + (1.0 - m_beta2) * gradient.cwiseAbs2();
        if (index < weightDecay.size())
            *values[index] *= 1.0 - m_learningRate * weightDecay[index];
        values[index]->array() -= m_learningRate * (first.array() / firstCorrection)
                                  / ((second.array() / secondCorrection).sqrt() + m_epsilon);
    }
}

} // namespace attn
