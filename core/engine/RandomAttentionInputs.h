#pragma once

#include "AttentionBatch.h"

#include <QtGlobal>
#include <vector>

namespace attn {

/// Q, K, V of self-attention filled with seeded uniform numbers in [-1, 1], and room for the output:
/// what the benchmark and the complexity view time. The same seed gives the same numbers.
class RandomAttentionInputs
{
public:
    RandomAttentionInputs(int heads, Eigen::Index n, int dHead, unsigned seed = 42);

    /// Attention over these arrays, scaled by 1/sqrt(d_head), writing into output().
    AttentionBatch batch(bool causal);
    const std::vector<float> &queries() const { return m_q; }
    const std::vector<float> &keys() const { return m_k; }
    /// Q, K, V and the output together.
    qint64 bytes() const { return qint64(4 * m_q.size() * sizeof(float)); }

private:
    int m_heads;
    Eigen::Index m_n;
    int m_dHead;
    std::vector<float> m_q, m_k, m_v, m_out;
};

} // namespace attn
