// The long-sequence kernel of the CPU engine. This one source is compiled into attn_core for the baseline
// instruction set, and once more per x86-64 level (v2, v3, v4) as a loadable module, so that a portable
// binary still uses AVX2 / AVX-512 where the processor has them (see TiledAttention.cpp). A module is
// built with hidden visibility and loaded with RTLD_LOCAL, so its Eigen code never mixes with another's.
#include "FlushDenormalResults.h"
#include "engine/AttentionBatch.h"

#include <cmath>
#include <limits>

#ifndef ATTN_KERNEL_NAMESPACE
#define ATTN_KERNEL_NAMESPACE baseline
#endif

namespace attn::ATTN_KERNEL_NAMESPACE {
namespace {

using MatrixF = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

constexpr Eigen::Index kQueryTileRows = 64;
constexpr Eigen::Index kKeyBlockColumns = 256;

using ConstRowsMap = Eigen::Map<const MatrixF>;
using RowsMap = Eigen::Map<MatrixF>;

/// Per-thread working memory, allocated once per call, reused for every tile the thread takes.
struct TileScratch
{
    explicit TileScratch(int dHead)
        : scaledQueries(kQueryTileRows, dHead), scores(kQueryTileRows, kKeyBlockColumns),
          accumulator(kQueryTileRows, dHead), rowMaximum(kQueryTileRows), rowSum(kQueryTileRows)
    {
    }
    MatrixF scaledQueries;
    MatrixF scores;
    MatrixF accumulator;
    Eigen::VectorXf rowMaximum;
    Eigen::VectorXf rowSum;
};

void maskAboveDiagonal(Eigen::Block<MatrixF> scores, Eigen::Index firstQuery, Eigen::Index firstKey)
{
    for (Eigen::Index row = 0; row < scores.rows(); ++row) {
        const Eigen::Index firstHidden = std::max<Eigen::Index>(0, firstQuery + row + 1 - firstKey);
        if (firstHidden < scores.cols())
            scores.row(row).tail(scores.cols() - firstHidden).setConstant(-std::numeric_limits<float>::infinity());
    }
}

void attendOneTile(const AttentionBatch &batch, int head, Eigen::Index tile, TileScratch &scratch)
{
    const Eigen::Index firstQuery = tile * kQueryTileRows;
    const Eigen::Index rows = std::min(kQueryTileRows, batch.queries - firstQuery);
    const int d = batch.dHead;
    const ConstRowsMap queries(batch.q + (head * batch.queries + firstQuery) * d, rows, d);
    const float *keysOfHead = batch.k + head * batch.keys * d;
    const float *valuesOfHead = batch.v + head * batch.keys * d;

    // Folding the scale into Q costs rows x d multiplications instead of rows x keys.
    auto scaledQueries = scratch.scaledQueries.topRows(rows);
    scaledQueries = queries * batch.scale;
    auto accumulator = scratch.accumulator.topRows(rows);
    accumulator.setZero();
    auto rowMaximum = scratch.rowMaximum.head(rows);
    rowMaximum.setConstant(-std::numeric_limits<float>::infinity());
    auto rowSum = scratch.rowSum.head(rows);
    rowSum.setZero();

    // Under the causal mask the last query of the tile sees keys up to its own position.
    const Eigen::Index keyEnd = batch.causal ? firstQuery + rows : batch.keys;
    for (Eigen::Index firstKey = 0; firstKey < keyEnd; firstKey += kKeyBlockColumns) {
        const Eigen::Index columns = std::min(kKeyBlockColumns, keyEnd - firstKey);
        const ConstRowsMap keys(keysOfHead + firstKey * d, columns, d);
        const ConstRowsMap values(valuesOfHead + firstKey * d, columns, d);
        Eigen::Block<MatrixF> scores = scratch.scores.topLeftCorner(rows, columns);
        scores.noalias() = scaledQueries * keys.transpose();
        // Only a block that crosses the diagonal has keys some of its rows may not see.
        const bool crossesDiagonal = batch.causal && firstKey + columns - 1 > firstQuery;
        if (crossesDiagonal)
            maskAboveDiagonal(scores, firstQuery, firstKey);

        for (Eigen::Index row = 0; row < rows; ++row) {
            const float blockMaximum = scores.row(row).maxCoeff();
            if (blockMaximum > rowMaximum(row)) {
                // exp(m_old - m_new); exp(-inf) = 0 clears the empty start.
                const float rescale = std::exp(rowMaximum(row) - blockMaximum);
                accumulator.row(row) *= rescale;
                rowSum(row) *= rescale;
                rowMaximum(row) = blockMaximum;
            }
        }
        // p = exp(s - m). Masked entries (-inf) come out of Eigen's vectorised exp as denormals, which
        // FlushDenormalResults turns into exactly 0.
        scores.array().colwise() -= rowMaximum.array();
        scores = scores.array().exp().matrix();
        rowSum += scores.rowwise().sum();
        accumulator.noalias() += scores * values;
    }

    RowsMap out(batch.out + (head * batch.queries + firstQuery) * d, rows, d);
    out = rowSum.cwiseInverse().asDiagonal() * accumulator;
}

} // namespace

/// FlashAttention-2 style: each tile of query rows walks over blocks of keys keeping, per row, the
/// running maximum m, the running sum l of exp(s - m) and the unnormalised output acc. When a block
/// raises the maximum from m to m', the old l and acc are rescaled by exp(m - m'), so at the end
/// out = acc / l equals softmax(S) V. Memory: one tile of scores per thread.
void tiledAttention(const AttentionBatch &batch)
{
    if (batch.queries <= 0 || batch.keys <= 0 || batch.heads <= 0)
        return;
    const Eigen::Index tilesPerHead = (batch.queries + kQueryTileRows - 1) / kQueryTileRows;
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
