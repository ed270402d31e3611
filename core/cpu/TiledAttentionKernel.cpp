// The long-sequence kernel of the CPU engine. This one source is compiled into attn_core for the baseline
// instruction set, and once more per x86-64 level (v2, v3, v4) as a loadable module, so that a portable
// binary still uses AVX2 / AVX-512 where the processor has them (see CpuKernels.cpp). A module is built
// with hidden visibility and loaded with RTLD_LOCAL, so its code never mixes with another's.
//
// The arithmetic is written once with GCC's vector extensions: a FloatVector is one register of floats
// (16 with AVX-512, 8 with AVX2, 4 with SSE or NEON), and the compiler turns a * b + c on them into that
// instruction set's fused multiply-add (-ffp-contract=fast, set for this file in core/CMakeLists.txt).
#include "FlushDenormalResults.h"
#include "VectorRegisters.h"
#include "engine/AttentionBatch.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>

#ifndef ATTN_KERNEL_NAMESPACE
#define ATTN_KERNEL_NAMESPACE baseline
#endif

namespace attn::ATTN_KERNEL_NAMESPACE {
namespace {

// A tile is kRowVectors vectors of query rows (64 rows with AVX-512). Everything the kernel keeps per tile
// is stored transposed, one query per lane: Q^T, the scores S^T, the output O^T. Then the softmax's
// maximum and sum over keys are plain vector max and add down a column, with no shuffles across lanes,
// and K and V are read where they lie, one number at a time broadcast to every lane: no packing copies.
constexpr int kRowVectors = 4;
constexpr int kTileRows = kRowVectors * kLanes;
// Register blocking: the score micro-kernel keeps kKeyStep x kRowVectors sums in registers, the output one
// kValueStep x kRowVectors, beside the kRowVectors operands it loads: 24 + 4 of AVX-512's 32 registers,
// 8 + 4 of the 16 that AVX2 and SSE have.
constexpr int kKeyStep = kVectorBytes == 64 ? 6 : 2;
constexpr int kValueStep = kVectorBytes == 64 ? 6 : 2;
// Keys per block: the block's S^T (kKeyBlock x kTileRows floats, 32 KB with AVX-512) stays in the L1 cache
// between the scores, the softmax and the output.
constexpr Eigen::Index kKeyBlock = 128;
// A causal tile's first block starts at or before its first query, so every row sees a key in every block
// it visits and its running maximum is finite (see attendOneTile).
static_assert(kKeyBlock % kTileRows == 0);

/// 2^x, to float precision, for the x <= 0 the softmax needs: x = n + f with n an integer and |f| <= 1/2;
/// 2^f from Cephes' exp2f polynomial (relative error under 2e-7), 2^n written into the exponent's bits.
/// From -127 down (a masked score is -inf) the exponent's bits are 0, and so is the result.
inline FloatVector exp2(FloatVector x)
{
    const FloatVector lowest = broadcast(-127.0f);
    x = x < lowest ? lowest : x;
    // Adding 1.5 * 2^23 leaves no bits for a fraction: the sum is x rounded to the nearest integer.
    const FloatVector rounding = broadcast(12582912.0f);
    const FloatVector n = (x + rounding) - rounding;
    const FloatVector f = x - n;
    FloatVector p = broadcast(1.535336188319500e-4f);
    p = p * f + 1.339887440266574e-3f;
    p = p * f + 9.618437357674640e-3f;
    p = p * f + 5.550332471162809e-2f;
    p = p * f + 2.402264791363012e-1f;
    p = p * f + 6.931472028550421e-1f;
    p = p * f + 1.0f;
    const IntVector exponentBits = (__builtin_convertvector(n, IntVector) + 127) << 23;
    return p * (FloatVector)exponentBits; // the same bits read as floats
}

/// A micro-kernel's Count x kRowVectors sums back into Count rows of the tile.
template <int Count>
inline void storeRows(float *to, const FloatVector (&sums)[Count][kRowVectors])
{
    for (int row = 0; row < Count; ++row)
        for (int v = 0; v < kRowVectors; ++v)
            store(to + row * kTileRows + v * kLanes, sums[row][v]);
}

/// S^T for Keys keys against the tile's queries: scoresT[c][r] = sum_i keys[c][i] q^T[i][r]. Each key's
/// number is broadcast and multiplied into kRowVectors vectors of queries.
template <int Keys>
inline void scoreKeys(const float *keys, int d, const float *queriesT, float *scoresT)
{
    FloatVector sums[Keys][kRowVectors] = {};
    for (int i = 0; i < d; ++i) {
        prefetchAhead(keys, Keys * d + i * Keys); // the next step's keys, one line per 16 numbers
        FloatVector queries[kRowVectors];
        loadRow(queriesT + i * kTileRows, queries);
        multiplyAddBroadcast(sums, keys + i, d, queries); // number i of each key
    }
    storeRows(scoresT, sums);
}

/// O^T += V^T P^T for Columns of V's columns: outputT[j][r] += sum_c values[c][j] p^T[c][r], over the
/// block's keys c.
template <int Columns>
inline void accumulateValues(const float *values, int d, int keys, const float *probabilitiesT, float *outputT)
{
    FloatVector sums[Columns][kRowVectors];
    for (int j = 0; j < Columns; ++j)
        loadRow(outputT + j * kTileRows, sums[j]);
    // Two keys per iteration: the next key's loads issue while this one's multiply-adds run.
#pragma GCC unroll 2
    for (int c = 0; c < keys; ++c) {
        prefetchAhead(values, (c + 8) * d); // V is read a row apart per key: fetched ahead
        FloatVector probabilities[kRowVectors];
        loadRow(probabilitiesT + c * kTileRows, probabilities);
        multiplyAddBroadcast(sums, values + c * d, 1, probabilities); // Columns numbers of value c
    }
    storeRows(outputT, sums);
}

/// Scores of keys after a query's own position become -inf: query firstQuery + r sees key firstKey + c
/// only when c + firstKey <= firstQuery + r.
void hideLaterKeys(float *scoresT, int keys, Eigen::Index firstKey, Eigen::Index firstQuery)
{
    IntVector lane;
    for (int l = 0; l < kLanes; ++l)
        lane[l] = l;
    const FloatVector hidden = broadcast(-std::numeric_limits<float>::infinity());
    for (int c = 0; c < keys; ++c) {
        for (int v = 0; v < kRowVectors; ++v) {
            const IntVector query = lane + int(firstQuery - firstKey + v * kLanes);
            float *scores = scoresT + c * kTileRows + v * kLanes;
            store(scores, query < c ? hidden : load(scores));
        }
    }
}

/// Floats aligned to a cache line, for one thread's working memory.
using AlignedFloats = std::unique_ptr<float[], decltype(&std::free)>;

AlignedFloats alignedFloats(std::size_t count)
{
    const std::size_t bytes = (count * sizeof(float) + 63) / 64 * 64;
    return AlignedFloats(static_cast<float *>(std::aligned_alloc(64, bytes)), &std::free);
}

/// Per-thread working memory, allocated once per call, reused for every tile the thread takes.
struct TileScratch
{
    explicit TileScratch(int dHead)
        : queriesT(alignedFloats(std::size_t(dHead) * kTileRows)), scoresT(alignedFloats(kKeyBlock * kTileRows)),
          outputT(alignedFloats(std::size_t(dHead) * kTileRows))
    {
    }
    AlignedFloats queriesT; ///< d x kTileRows: Q^T, scaled
    AlignedFloats scoresT;  ///< kKeyBlock x kTileRows: S^T, then P^T in its place
    AlignedFloats outputT;  ///< d x kTileRows: O^T, not yet divided by the sums
};

void attendOneTile(const AttentionBatch &batch, int head, Eigen::Index tile, TileScratch &scratch)
{
    const Eigen::Index firstQuery = tile * kTileRows;
    const int rows = int(std::min<Eigen::Index>(kTileRows, batch.queries - firstQuery));
    const int d = batch.dHead;
    const float *queries = batch.q + (head * batch.queries + firstQuery) * d;
    const float *keys = batch.k + head * batch.keys * d;
    const float *values = batch.v + head * batch.keys * d;
    float *queriesT = scratch.queriesT.get();
    float *scoresT = scratch.scoresT.get();
    float *outputT = scratch.outputT.get();

    // e^(scale s) = 2^(scale log2(e) s): folding both factors into Q costs rows x d multiplications instead
    // of rows x keys. Rows past the last query are zeros, computed and never written out.
    const float factor = batch.scale * 1.4426950408889634f;
    for (int i = 0; i < d; ++i)
        for (int r = 0; r < kTileRows; ++r)
            queriesT[i * kTileRows + r] = r < rows ? queries[r * d + i] * factor : 0.0f;
    std::fill_n(outputT, std::size_t(d) * kTileRows, 0.0f);
    FloatVector runningMaximum[kRowVectors], runningSum[kRowVectors];
    for (int v = 0; v < kRowVectors; ++v) {
        runningMaximum[v] = broadcast(-std::numeric_limits<float>::infinity());
        runningSum[v] = FloatVector{};
    }

    // Under the causal mask the last query of the tile sees keys up to its own position.
    const Eigen::Index keyEnd = batch.causal ? firstQuery + rows : batch.keys;
    for (Eigen::Index firstKey = 0; firstKey < keyEnd; firstKey += kKeyBlock) {
        const int blockKeys = int(std::min(kKeyBlock, keyEnd - firstKey));
        inSteps<kKeyStep>(blockKeys, [&]<int Keys>(int c) {
            scoreKeys<Keys>(keys + (firstKey + c) * d, d, queriesT, scoresT + c * kTileRows);
        });
        // Only a block that crosses the diagonal has keys some of the tile's rows may not see.
        if (batch.causal && firstKey + blockKeys - 1 > firstQuery)
            hideLaterKeys(scoresT, blockKeys, firstKey, firstQuery);

        // The online softmax: when the block raises a row's maximum from m to m', its sum and output so
        // far are rescaled by 2^(m - m') (0 at the start, where m = -inf).
        FloatVector blockMaximum[kRowVectors], rescale[kRowVectors];
        for (int v = 0; v < kRowVectors; ++v) {
            blockMaximum[v] = runningMaximum[v];
            for (int c = 0; c < blockKeys; ++c)
                blockMaximum[v] = maximum(blockMaximum[v], load(scoresT + c * kTileRows + v * kLanes));
            rescale[v] = exp2(runningMaximum[v] - blockMaximum[v]);
            runningMaximum[v] = blockMaximum[v];
            runningSum[v] *= rescale[v];
        }
        for (int i = 0; i < d; ++i)
            for (int v = 0; v < kRowVectors; ++v)
                store(outputT + i * kTileRows + v * kLanes, load(outputT + i * kTileRows + v * kLanes) * rescale[v]);
        // P^T = 2^(S^T - m) in place of S^T, summed down each column.
        for (int c = 0; c < blockKeys; ++c) {
            for (int v = 0; v < kRowVectors; ++v) {
                float *scores = scoresT + c * kTileRows + v * kLanes;
                const FloatVector probability = exp2(load(scores) - runningMaximum[v]);
                store(scores, probability);
                runningSum[v] += probability;
            }
        }
        inSteps<kValueStep>(d, [&]<int Columns>(int j) {
            accumulateValues<Columns>(values + firstKey * d + j, d, blockKeys, scoresT, outputT + j * kTileRows);
        });
    }

    // out = O / l, transposed back to a row per query.
    float inverseSum[kTileRows];
    for (int v = 0; v < kRowVectors; ++v)
        store(inverseSum + v * kLanes, 1.0f / runningSum[v]);
    float *out = batch.out + (head * batch.queries + firstQuery) * d;
    for (int r = 0; r < rows; ++r)
        for (int i = 0; i < d; ++i)
            out[r * d + i] = outputT[i * kTileRows + r] * inverseSum[r];
}

} // namespace

/// FlashAttention-2 style: each tile of query rows walks over blocks of keys keeping, per row, the
/// running maximum m, the running sum l of exp(s - m) and the unnormalised output acc. When a block
/// raises the maximum from m to m', the old l and acc are rescaled by exp(m - m'), so at the end
/// out = acc / l equals softmax(S) V. Memory: one block of scores per thread.
void tiledAttention(const AttentionBatch &batch)
{
    if (batch.queries <= 0 || batch.keys <= 0 || batch.heads <= 0)
        return;
    const Eigen::Index tilesPerHead = (batch.queries + kTileRows - 1) / kTileRows;
    const long tasks = long(tilesPerHead) * batch.heads;
#pragma omp parallel
    {
        const FlushDenormalResults fast; // each thread's own floating-point mode
        TileScratch scratch(batch.dHead);
        // Under a causal mask later tiles see more keys: hand them out first so that no thread is left
        // with a long tile at the end.
#pragma omp for schedule(dynamic, 1)
        for (long task = 0; task < tasks; ++task) {
            const Eigen::Index tile = tilesPerHead - 1 - task / batch.heads;
            attendOneTile(batch, int(task % batch.heads), tile, scratch);
        }
    }
}

} // namespace attn::ATTN_KERNEL_NAMESPACE

#ifdef ATTN_KERNEL_MODULE
extern "C" __attribute__((visibility("default"))) void attn_tiled_attention(const attn::AttentionBatch *batch)
{
    attn::ATTN_KERNEL_NAMESPACE::tiledAttention(*batch);
}
#endif
