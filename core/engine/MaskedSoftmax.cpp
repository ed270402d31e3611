#include "MaskedSoftmax.h"

#include <cmath>
#include <limits>

namespace attn {

void softmaxRows(const MatrixF &maskedScores, MatrixF &weights, std::vector<Eigen::Index> &fullyMaskedRows,
                 float temperature)
{
    constexpr float negativeInfinity = -std::numeric_limits<float>::infinity();
    fullyMaskedRows.clear();
    // Whole-matrix expressions, so that Eigen vectorises exp over everything at once; a fully masked
    // row gets a maximum of 0 here and is zeroed below.
    Eigen::VectorXf rowMaximum = maskedScores.rowwise().maxCoeff();
    for (Eigen::Index row = 0; row < rowMaximum.size(); ++row) {
        if (rowMaximum(row) == negativeInfinity) {
            fullyMaskedRows.push_back(row);
            rowMaximum(row) = 0.0f;
        }
    }
    weights = maskedScores;
    weights.colwise() -= rowMaximum;
    if (temperature != 1.0f)
        weights /= temperature;
    weights = weights.array().exp().matrix();
    // Eigen's vectorised exp clamps its argument, so exp(-inf) can come out as a denormal near 1e-38
    // instead of 0: masked entries are set to exactly 0.
    // An unconditional store of a select, which the compiler vectorises (a conditional store it won't).
    const float *scores = maskedScores.data();
    float *out = weights.data();
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        out[i] = scores[i] == negativeInfinity ? 0.0f : out[i];
    for (Eigen::Index row : fullyMaskedRows)
        weights.row(row).setZero();
    const Eigen::VectorXf rowSum = weights.rowwise().sum();
    for (Eigen::Index row = 0; row < weights.rows(); ++row)
        if (rowSum(row) > 0.0f)
            weights.row(row) /= rowSum(row);
}

} // namespace attn
