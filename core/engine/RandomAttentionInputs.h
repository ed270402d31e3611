#pragma once

#include "AttentionBatch.h"

#include <QtGlobal>
#include <vector>

namespace attn {

/// Q, K, V of self-attention filled with seeded uniform numbers in [-range, range], and room for the
/// output: what the benchmark, the complexity view and the engine tests use. The same seed gives the
/// same numbers.
class RandomAttentionInputs
{
public:
    RandomAttentionInputs(int heads, Eigen::Index n, int dHead, unsigned seed = 42, float range = 1.0f);

    /// Attention over these arrays, scaled by 1/sqrt(d_head), writing into output().
    AttentionBatch batch(bool causal);
    const std::vector<float> &queries() const { return m_q; }
    const std::vector<float> &keys() const { return m_k; }
    const std::vector<float> &values() const { return m_v; }
    std::vector<float> &output() { return m_out; }
    /// Q, K, V and the output together.
    qint64 bytes() const { return qint64(4 * m_q.size() * sizeof(float)); }

private:
    int m_heads;
    Eigen::Index m_n;
    int m_dHead;
    std::vector<float> m_q, m_k, m_v, m_out;
};

} // namespace attn
