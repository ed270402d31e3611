#pragma once

#include <Eigen/Core>

namespace attn {

/// Numbers as the user typed them. The engines compute in float32; the scenario keeps doubles so that a
/// file read and written again is byte-for-byte the same numbers.
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// The engines compute in float32, row-major like the scenario file (a row per token).
using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

} // namespace attn
