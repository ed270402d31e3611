#include "RandomAttentionInputs.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace attn {

RandomAttentionInputs::RandomAttentionInputs(int heads, Eigen::Index n, int dHead, unsigned seed, float range)
    : m_heads(heads), m_n(n), m_dHead(dHead)
{
    const size_t count = size_t(heads) * size_t(n) * size_t(dHead);
    std::mt19937 generator(seed);
    std::uniform_real_distribution<float> uniform(-range, range);
    for (std::vector<float> *array : {&m_q, &m_k, &m_v}) {
        array->resize(count);
        std::generate(array->begin(), array->end(), [&] { return uniform(generator); });
    }
    m_out.resize(count);
}

AttentionBatch RandomAttentionInputs::batch(bool causal)
{
    AttentionBatch batch;
    batch.heads = m_heads;
    batch.queries = m_n;
    batch.keys = m_n;
    batch.dHead = m_dHead;
    batch.causal = causal;
    batch.scale = 1.0f / std::sqrt(float(m_dHead));
    batch.q = m_q.data();
    batch.k = m_k.data();
    batch.v = m_v.data();
    batch.out = m_out.data();
    return batch;
}

} // namespace attn
