#pragma once

// Plain data, no Qt: what the dense-layer kernel reads and writes (see AffineKernel.cpp). The caller owns
// every array, so a module built for another instruction set never allocates what the program frees.

#include <Eigen/Core>

namespace attn {

/// y = x W + b for a few rows x: a transformer block's projections and MLP, and the unembedding.
struct AffineBuffers
{
    Eigen::Index rows = 0, inputs = 0, outputs = 0;
    const float *x = nullptr;      ///< rows x inputs, row-major; inputs x rows when xTransposed
    /// x given as its transpose, one of its rows per column (a head's W_Q read as W_Q^T, without a copy).
    bool xTransposed = false;
    /// Floats from one row of x as it lies in memory to the next (from one input to the next when
    /// xTransposed) when x is a block of columns of a wider matrix (a head's W_Q within [W_Q | W_K | W_V]);
    /// 0 for x's own width.
    Eigen::Index xStride = 0;
    const float *weight = nullptr; ///< inputs x outputs row-major; outputs x inputs when weightTransposed
    /// Floats from one row of W to the next when W is a block of columns of a wider matrix (GPT-2's
    /// [W_Q | W_K | W_V]); 0 for W's own width.
    Eigen::Index weightRowStride = 0;
    bool weightTransposed = false; ///< y = x W^T + b (an embedding matrix used as the unembedding)
    const float *bias = nullptr;   ///< outputs numbers, or nullptr for none
    float *y = nullptr;            ///< rows x outputs, row-major
    /// Set by a caller that already runs on every core (one head of many, one block of rows): the product
    /// then stays on the calling thread rather than open a nested parallel region, a cost on every call.
    bool onCallingThread = false;
};

} // namespace attn
