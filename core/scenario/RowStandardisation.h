#pragma once

#include <Eigen/Core>
#include <cmath>

namespace attn {

/// One token's vector standardised, the heart of layer norm: (x - mean(x)) / sqrt(var(x) + epsilon), with
/// the mean and the variance over its own numbers (the variance divides by d, not d - 1, as GPT-2 and
/// PyTorch do). In double: a float sum over 1600 numbers loses digits the references keep.
struct RowSpread
{
    double mean = 0;
    double spread = 1; ///< sqrt(var + epsilon)
};
inline RowSpread rowSpread(const Eigen::Ref<const Eigen::RowVectorXd> &row, double epsilon)
{
    const double mean = row.mean();
    return {mean, std::sqrt((row.array() - mean).square().mean() + epsilon)};
}

inline Eigen::RowVectorXd standardisedRow(const Eigen::Ref<const Eigen::RowVectorXd> &row, double epsilon)
{
    const RowSpread spread = rowSpread(row, epsilon);
    return (row.array() - spread.mean) / spread.spread;
}

} // namespace attn
