#pragma once

#include "AttentionResult.h"

namespace attn {

/// Softmax of each row of a masked score matrix at temperature T, where masked entries are -infinity:
/// \f$ w_{ij} = \frac{e^{(s_{ij} - m_i)/T}}{\sum_{j'} e^{(s_{ij'} - m_i)/T}} \f$ with \f$ m_i = \max_j s_{ij} \f$.
/// Subtracting the row maximum keeps every exponent <= 0, so scores of any size cannot overflow.
/// Masked entries get exactly 0. A row with every entry masked has no maximum: its weights are all 0 and
/// its index is appended to fullyMaskedRows, instead of the 0/0 = NaN that the formula would give.
void softmaxRows(const MatrixF &maskedScores, MatrixF &weights, std::vector<Eigen::Index> &fullyMaskedRows,
                 float temperature = 1.0f);

} // namespace attn
