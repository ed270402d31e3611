#pragma once

// The masked softmax itself, header-only and free of Qt, so that it is compiled both into attn_core and
// into each instruction-set module of the CPU engine (see cpu/CpuKernels.h).

#include <Eigen/Core>
#include <limits>

namespace attn::kernel {

using RowMajorMap = Eigen::Map<Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>;
using ConstRowMajorMap = Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>;

/// w_ij = e^{(s_ij - m_i)/T} / sum_j' e^{(s_ij' - m_i)/T}, m_i the row maximum; masked entries (-inf) get
/// exactly 0; a row with every entry masked gets zeros and fullyMasked[i] = 1 instead of 0/0.
inline void maskedSoftmax(ConstRowMajorMap masked, RowMajorMap weights, unsigned char *fullyMasked, float temperature)
{
    constexpr float negativeInfinity = -std::numeric_limits<float>::infinity();
    // Whole-matrix expressions, so that Eigen vectorises exp over everything at once.
    Eigen::VectorXf rowMaximum = masked.rowwise().maxCoeff();
    for (Eigen::Index row = 0; row < rowMaximum.size(); ++row) {
        fullyMasked[row] = rowMaximum(row) == negativeInfinity;
        if (fullyMasked[row])
            rowMaximum(row) = 0.0f;
    }
    weights = masked;
    weights.colwise() -= rowMaximum;
    if (temperature != 1.0f)
        weights /= temperature;
    // exp(-inf) would come out of Eigen's vectorised exp (which clamps its argument) as a denormal near
    // 1e-38, slow to compute with; masked entries take exp(0) instead and are set to exactly 0 after. Both
    // are unconditional stores of a select, which the compiler vectorises (a conditional store it won't).
    const float *scores = masked.data();
    float *out = weights.data();
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        out[i] = scores[i] == negativeInfinity ? 0.0f : out[i];
    weights = weights.array().exp().matrix();
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        out[i] = scores[i] == negativeInfinity ? 0.0f : out[i];
    const Eigen::VectorXf rowSum = weights.rowwise().sum();
    for (Eigen::Index row = 0; row < weights.rows(); ++row) {
        if (fullyMasked[row])
            weights.row(row).setZero();
        else
            weights.row(row) /= rowSum(row);
    }
}

} // namespace attn::kernel
