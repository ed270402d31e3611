#pragma once

// Plain data, no Qt: what the lesson-path kernel of one head reads and writes. The engine allocates every
// output array, so a kernel module built for another instruction set never allocates what the program frees.

#include <Eigen/Core>

namespace attn {

struct LessonHeadBuffers
{
    Eigen::Index queries = 0, keys = 0, dModel = 0, dk = 0, dv = 0;
    bool scaledByRootDk = true;
    bool causal = false;
    float temperature = 1.0f;
    // Inputs, row-major: X_q^T (d_model x queries) and X_kv^T (d_model x keys), transposed, one token per
    // column (see LessonHeadKernel.cpp), the same array in self-attention; and [W_Q | W_K | W_V] side by
    // side (d_model x (2 d_k + d_v)).
    const float *queryInputsTransposed = nullptr, *keyValueInputsTransposed = nullptr;
    const float *projections = nullptr;
    // Outputs, row-major, sized by the caller.
    float *q = nullptr, *k = nullptr, *v = nullptr, *scores = nullptr, *scaled = nullptr, *masked = nullptr,
          *weights = nullptr, *output = nullptr;
    unsigned char *fullyMaskedRows = nullptr; ///< one per query: 1 where every key is masked
};

} // namespace attn
