#pragma once

#include "engine/Engine.h"

namespace attn {

/// Attention for long sequences without an n x n matrix, FlashAttention-2 style: each tile of query rows
/// walks over blocks of keys keeping, per row, the running maximum m, the running sum l of exp(s - m) and
/// the unnormalised output acc. When a block raises the maximum from m to m', the old l and acc are
/// rescaled by exp(m - m'), so at the end out = acc / l equals softmax(S) V exactly (up to rounding).
/// Memory: one tile of scores per thread. Causal blocks above the diagonal are skipped, and only the
/// blocks that cross the diagonal are masked. Work is shared over (head, query tile) by OpenMP.
void tiledAttention(const AttentionBatch &batch);

} // namespace attn
