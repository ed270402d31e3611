#include "MaskedSoftmax.h"

#include "MaskedSoftmaxKernel.h"

namespace attn {

void softmaxRows(const MatrixF &maskedScores, MatrixF &weights, std::vector<Eigen::Index> &fullyMaskedRows,
                 float temperature)
{
    weights.resize(maskedScores.rows(), maskedScores.cols());
    std::vector<unsigned char> fullyMasked(size_t(maskedScores.rows()));
    kernel::maskedSoftmax(kernel::ConstRowMajorMap(maskedScores.data(), maskedScores.rows(), maskedScores.cols()),
                          kernel::RowMajorMap(weights.data(), weights.rows(), weights.cols()), fullyMasked.data(),
                          temperature);
    fullyMaskedRows.clear();
    for (size_t row = 0; row < fullyMasked.size(); ++row)
        if (fullyMasked[row])
            fullyMaskedRows.push_back(Eigen::Index(row));
}

} // namespace attn
