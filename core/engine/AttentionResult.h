#pragma once

#include "base/Matrices.h"

#include <Eigen/Core>
#include <QString>
#include <vector>

namespace attn {

/// Every intermediate of one head, so the window can show each stage with its true numbers.
struct HeadResult
{
    MatrixF q;       ///< Q = X_q W_Q                    (queries x d_k)
    MatrixF k;       ///< K = X_kv W_K                   (keys x d_k)
    MatrixF v;       ///< V = X_kv W_V                   (keys x d_v)
    MatrixF scores;  ///< S = Q K^T                      (queries x keys)
    MatrixF scaled;  ///< S / sqrt(d_k), or S when scaling is off
    MatrixF masked;  ///< scaled, with -infinity where the mask hides a key
    MatrixF weights; ///< softmax of each row of masked; exactly 0 where masked
    MatrixF output;  ///< weights V                      (queries x d_v)
    /// Rows whose every key is masked: their weights and output are defined as zero.
    std::vector<Eigen::Index> fullyMaskedRows;
};

/// One forward pass: every head, the concatenation of their outputs, and the output projection.
struct AttentionResult
{
    QString engine; ///< which engine produced the numbers, e.g. "cpu"
    std::vector<HeadResult> heads;
    MatrixF concat; ///< [head_1 | head_2 | ... | head_h]  (queries x sum d_v)
    MatrixF output; ///< concat W_O                        (queries x d_model)
};

} // namespace attn
