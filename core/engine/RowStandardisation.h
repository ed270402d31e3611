#pragma once

#include <Eigen/Core>
#include <cmath>

namespace attn {

/// One token's vector standardised, the heart of layer norm: (x - mean(x)) / sqrt(var(x) + epsilon), with
/// the mean and the variance over its own numbers (the variance divides by d, not d - 1, as GPT-2 and
/// PyTorch do). In double: a float sum over 1600 numbers loses digits the references keep.
inline Eigen::RowVectorXd standardisedRow(const Eigen::Ref<const Eigen::RowVectorXd> &row, double epsilon)
{
    const double mean = row.mean();
    const double variance = (row.array() - mean).square().mean();
    return (row.array() - mean) / std::sqrt(variance + epsilon);
}

} // namespace attn
