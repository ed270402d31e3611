#pragma once

// Plain data, no Qt: the CPU kernel modules (one per instruction set) include it too.

#include <Eigen/Core>

namespace attn {

/// Attention alone, for many heads at once: the long-sequence path that never holds an n x n matrix.
/// Arrays are head-major and row-major: element (h, i, c) of Q lives at q[(h * queries + i) * dHead + c].
/// out_i = sum_j softmax_j(scale * q_i . k_j) v_j, over the keys j that the mask lets query i see.
struct AttentionBatch
{
    int heads = 1;
    Eigen::Index queries = 0;
    Eigen::Index keys = 0;
    int dHead = 0;
    bool causal = false; ///< query i sees keys j <= i (needs queries == keys)
    float scale = 1.0f;  ///< usually 1 / sqrt(d_head)
    const float *q = nullptr;
    const float *k = nullptr;
    const float *v = nullptr;
    float *out = nullptr;
};

} // namespace attn
