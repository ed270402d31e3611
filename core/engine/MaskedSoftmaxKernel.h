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
    const Eigen::Index rows = masked.rows(), width = masked.cols();
    // Whole rows and the whole matrix as vector operations: Eigen's reductions of a contiguous row, and
    // plain loops over a row that the compiler vectorises (Eigen's broadcast of a column across a
    // row-major matrix was number by number).
    for (Eigen::Index row = 0; row < rows; ++row) {
        const float *scores = masked.data() + row * width;
        float *out = weights.data() + row * width;
        float rowMaximum = width > 0 ? Eigen::Map<const Eigen::RowVectorXf>(scores, width).maxCoeff() : negativeInfinity;
        fullyMasked[row] = rowMaximum == negativeInfinity;
        if (fullyMasked[row])
            rowMaximum = 0.0f;
        // exp(-inf) would come out of Eigen's vectorised exp (which clamps its argument) as a denormal near
        // 1e-38, slow to compute with; masked entries take exp(0) instead and are set to exactly 0 after.
        // Both are unconditional stores of a select, which the compiler vectorises (a conditional store it
        // won't).
        for (Eigen::Index j = 0; j < width; ++j)
            out[j] = scores[j] == negativeInfinity ? 0.0f : scores[j] - rowMaximum;
    }
    if (temperature != 1.0f)
        weights /= temperature;
    weights = weights.array().exp().matrix();
    for (Eigen::Index row = 0; row < rows; ++row) {
        const float *scores = masked.data() + row * width;
        float *out = weights.data() + row * width;
        for (Eigen::Index j = 0; j < width; ++j)
            out[j] = scores[j] == negativeInfinity ? 0.0f : out[j];
        // A row with every entry masked is zeros already; the others are divided by their sum (by its
        // reciprocal: one division, then multiplications, which cost a vector division's fraction).
        if (!fullyMasked[row]) {
            const float reciprocal = 1.0f / Eigen::Map<const Eigen::RowVectorXf>(out, width).sum();
            for (Eigen::Index j = 0; j < width; ++j)
                out[j] *= reciprocal;
        }
    }
}

} // namespace attn::kernel
