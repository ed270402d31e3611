#include "MaskedSoftmax.h"

#include <cmath>
#include <limits>

namespace attn {

void softmaxRows(const MatrixF &maskedScores, MatrixF &weights, std::vector<Eigen::Index> &fullyMaskedRows,
                 float temperature)
{
    constexpr float negativeInfinity = -std::numeric_limits<float>::infinity();
    weights.resize(maskedScores.rows(), maskedScores.cols());
    fullyMaskedRows.clear();
    for (Eigen::Index row = 0; row < maskedScores.rows(); ++row) {
        const float rowMaximum = maskedScores.row(row).maxCoeff();
        if (rowMaximum == negativeInfinity) {
            weights.row(row).setZero();
            fullyMaskedRows.push_back(row);
            continue;
        }
        // Eigen's vectorised exp clamps its argument, so exp(-inf) would come out as a denormal near
        // 1e-39 instead of 0: masked entries are set to 0 explicitly.
        const auto scores = maskedScores.row(row).array();
        weights.row(row) = (scores == negativeInfinity).select(0.0f, ((scores - rowMaximum) / temperature).exp()).matrix();
        weights.row(row) /= weights.row(row).sum();
    }
}

} // namespace attn
